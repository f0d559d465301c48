import { residentAccessApi } from '../api/residents.ts';
import type { PersonScreens } from './personScreens.ts';

/** A resident's access screens: the residents' endpoints, their routes, and who may change their access (D230). */
export const residentScreens: PersonScreens = {
  api: residentAccessApi,
  routes: {
    details: 'iot.residents.details',
    authorizations: 'iot.residents.authorizations',
    place: 'iot.residents.authorizations.place',
    addLocation: 'iot.residents.authorizations.addLocation',
    keyring: 'iot.residents.keyring',
    management: 'iot.residents.keyring.management',
  },
  update: { key: 'RESIDENT_UPDATE_ACCESSES' },
};
