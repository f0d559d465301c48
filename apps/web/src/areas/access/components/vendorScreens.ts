import { vendorAccessApi } from '../api/vendors.ts';
import type { PersonScreens } from './personScreens.ts';

/**
 * A vendor's access screens: the vendors' endpoints, their routes under /iot/vendors/:id (no screen of
 * one place: the spec gives vendors none, so a direct authorization is removed from its row), and who
 * may change their access (the spec's USER_UPDATE_ACCESSES; D230).
 */
export const vendorScreens: PersonScreens = {
  api: vendorAccessApi,
  routes: {
    details: 'iot.vendors.details',
    authorizations: 'iot.vendors.authorizations',
    place: null,
    addLocation: 'iot.vendors.authorizations.addLocation',
    keyring: 'iot.vendors.keyring',
    management: 'iot.vendors.keyring.management',
  },
  update: { key: 'USER_UPDATE_ACCESSES' },
};
