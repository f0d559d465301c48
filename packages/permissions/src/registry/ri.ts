import { customerOrCommunity, k, keys } from './define.ts';

const FALLBACK = 'A customer-context grant acts as the all-communities entry the check falls back to.';

/** Rentable items and their reservations. */
export const riKeys = keys('RI', { ...customerOrCommunity, inferred: true }, [
  k('RI_ITEMS_VIEW', 'P2:181', `View rentable items. ${FALLBACK}`, { view: true }),
  k('RI_ITEMS_MANAGE', 'P2:181', `Add and edit rentable items. ${FALLBACK}`, { dependsOn: ['RI_ITEMS_VIEW'] }),
  k('RI_RESERVATIONS_VIEW', 'P2:181', `View reservations. ${FALLBACK}`, { view: true }),
  k('RI_RESERVATIONS_MANAGE', 'P2:181', `Create and manage reservations. ${FALLBACK}`, {
    dependsOn: ['RI_RESERVATIONS_VIEW'],
  }),
]);
