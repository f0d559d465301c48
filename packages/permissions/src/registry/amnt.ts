import { customerOrCommunity, k, keys } from './define.ts';

/** Amenities: enterprise (customer-wide) and community amenities. */
export const amntKeys = keys('AMNT', { ...customerOrCommunity, inferred: true }, [
  k('AMNT_ENTERPRISE_VIEW', 'P2:171', 'View enterprise (customer-wide) amenities.', {
    view: true,
    contexts: ['CUSTOMER'],
  }),
  k('AMNT_ENTERPRISE_MODIFY', 'P2:171', 'Create and edit enterprise amenities (add new amenity).', {
    contexts: ['CUSTOMER'],
    dependsOn: ['AMNT_ENTERPRISE_VIEW'],
  }),
  k('AMNT_ENTERPRISE_COMMUNITY_ASSIGNMENT', 'P2:171', 'Assign enterprise amenities to communities.', {
    contexts: ['CUSTOMER'],
    dependsOn: ['AMNT_ENTERPRISE_VIEW'],
  }),
  k('AMNT_COMMUNITY_VIEW', 'P2:171', 'View the amenities of the community.', { view: true }),
  k('AMNT_COMMUNITY_UNIT_ASSIGNMENT', 'P2:171', 'Assign community amenities to units (units assignment).', {
    dependsOn: ['AMNT_COMMUNITY_VIEW'],
  }),
  k(
    'AMNT_UNIT_ASSIGNMENTS_VIEW',
    'P2:171',
    'View unit amenity assignments (unit amenity screens, together with living spaces view; manage amenities action).',
    { view: true },
  ),
]);
