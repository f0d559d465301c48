import { staffAccessApi } from '../api/staff.ts';
import type { PersonScreens } from './personScreens.ts';

/**
 * A staff member's access screens: the staff's endpoints, their routes under /iot/staff/:id, and who may
 * change their access (the spec's USER_UPDATE_ACCESSES; D230).
 */
export const staffScreens: PersonScreens = {
  api: staffAccessApi,
  routes: {
    details: 'iot.staff.details',
    authorizations: 'iot.staff.authorizations',
    place: 'iot.staff.authorizations.place',
    addLocation: 'iot.staff.authorizations.addLocation',
    keyring: 'iot.staff.keyring',
    management: 'iot.staff.keyring.management',
  },
  update: { key: 'USER_UPDATE_ACCESSES' },
};
