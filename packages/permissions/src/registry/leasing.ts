import { customerOrCommunity, k, keys } from './define.ts';

const named = { inferred: true } as const;

/** Leasing suite and resident lifecycle (LEASE_* codes of part 2 section 6). */
export const leasingKeys = keys('LEASING', customerOrCommunity, [
  k('LEASE_INTEGRATION_SYNC', 'P2:178', 'Run the leasing integration sync.', named),
  k('LEASE_READ_COMMUNITY', 'P2:178', 'Read the community in the leasing service.', { ...named, view: true }),
  k('LEASE_CREATE_OCCUPANCY', 'P2:178', 'Create occupancies.', named),
  k('LEASE_MANAGE_OCCUPANCY', 'P2:178', 'Manage occupancies.', named),
  k(
    'LEASE_APPLICATION_AND_LEASE_MANAGEMENT',
    'P2:178',
    'Applications and leases (the applications and lease menu entry also needs a super admin or licensed apps without GO).',
  ),
  k('LEASE_MOVE_IN', 'P2:178', 'Move-in section (also needs admin-group status and a build flag).'),
  k('LEASE_OFFER_RENEWAL', 'P2:178', 'Renewals and renewal offers.'),
  k('LEASE_TRANSFER_RESIDENTS', 'P2:178', 'Transfer residents.'),
  k('LEASE_RESIDENT_DETAILS_READ_ONLY', 'P2:178', 'Read resident details without editing.', { ...named, view: true }),
  k('LEASE_RESIDENT_DETAILS_ACCESS', 'P2:178', 'Full access to resident details.', named),
  k('LEASE_LEDGER_ACCESS', 'P2:178', 'Access the resident ledger (the ledger has an access level only).', named),
  k('LEASE_MONTH_TO_MONTH_MANAGEMENT', 'P2:178', 'Month-to-month residents.'),
  k('LEASE_MOVE_OUT', 'P2:178', 'Move-out residents.'),
  k('LEASE_NTV', 'P2:178', 'Notices to vacate.'),
]);
