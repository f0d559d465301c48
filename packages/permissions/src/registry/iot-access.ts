import { customerOrCommunity, k, keys } from './define.ts';

/*
 * Smart building, part 1 of 3: leases, locations, people, credentials and automation.
 * Codes written out in part 3 section 6 are used as they are; the action-button gates named only
 * in words get codes in the family the spec lists (LOCATION_*, RESIDENT_*, USER_*, ...).
 */
const view = { view: true } as const;
const named = { inferred: true } as const;
const namedView = { inferred: true, view: true } as const;
const DELAY_LINE = 'The spec adds a delay-line read check for this action.';

export const iotAccessKeys = keys('IOT', customerOrCommunity, [
  // Leases.
  k('LEASE_READ', 'P3:296', 'Read smart-building leases.', view),
  k('LEASE_CREATE', 'P3:296', 'Create a lease.', { dependsOn: ['LEASE_READ'] }),
  k('LEASE_RENEW', 'P3:296', `Renew a lease. ${DELAY_LINE}`, { dependsOn: ['LEASE_READ'] }),
  k('LEASE_TRANSFER', 'P3:296', `Transfer a lease. ${DELAY_LINE}`, { dependsOn: ['LEASE_READ'] }),
  k('LEASE_EXECUTE_MOVE_IN', 'P3:296', 'Execute a move-in.', { dependsOn: ['LEASE_READ'] }),
  k('LEASE_EXECUTE_MOVE_OUT', 'P3:296', 'Execute a move-out.', { dependsOn: ['LEASE_READ'] }),
  k('LEASE_READ_ACCESSES', 'P3:296', 'Read the access authorizations of a lease.', view),
  k('LEASE_UPDATE_ACCESSES', 'P3:296', 'Change the access authorizations of a lease.', {
    dependsOn: ['LEASE_READ_ACCESSES'],
  }),
  k('LEASE_ARCHIVE', 'P3:352', 'Archive a lease.', { ...named, dependsOn: ['LEASE_READ'] }),
  // Locations.
  k('LOCATION_CREATE', 'P3:344', 'Create locations.', named),
  k('LOCATION_DELETE', 'P3:344', 'Delete locations.', named),
  // Residents.
  k('RESIDENT_READ', 'P3:355', 'Read residents.', namedView),
  k('RESIDENT_CREATE', 'P3:355', 'Create residents.', { ...named, dependsOn: ['RESIDENT_READ'] }),
  k('RESIDENT_CHANGE_EMAIL', 'P3:355', "Change a resident's email.", { ...named, dependsOn: ['RESIDENT_READ'] }),
  k('RESIDENT_DELETE_FROM_COMMUNITY', 'P3:355', 'Delete a resident from the community.', {
    ...named,
    dependsOn: ['RESIDENT_READ'],
  }),
  // The residents' authorizations, direct authorizations and keyring management (D230): the spec names no
  // key for them; staff and vendors have USER_UPDATE_ACCESSES.
  k('RESIDENT_UPDATE_ACCESSES', 'P3:355', 'Change the access of residents: direct authorizations, suspend, resume.', {
    ...named,
    dependsOn: ['RESIDENT_READ'],
  }),
  k('RESIDENT_EVENT_QUEUE_READ', 'P3:347', 'Read the resident event queue.', namedView),
  // Staff and vendors. The spec names "user read" for the lists and details; the other keys need it (D232).
  k('USER_READ', 'P3:356', 'Read the staff and vendors of the community and their details.', namedView),
  k('USER_CREATE', 'P3:356', 'Create staff and vendors.', { ...named, dependsOn: ['USER_READ'] }),
  k('USER_READ_ACCESSES', 'P3:356', 'Read the access authorizations of staff and vendors.', {
    ...namedView,
    dependsOn: ['USER_READ'],
  }),
  k('USER_UPDATE_ACCESSES', 'P3:356', 'Change the access authorizations of staff and vendors.', {
    ...named,
    dependsOn: ['USER_READ_ACCESSES'],
  }),
  k('USER_READ_KEYRING', 'P3:356', 'Read the keyring of staff and vendors.', {
    ...namedView,
    dependsOn: ['USER_READ'],
  }),
  k('USER_CHANGE_EMAIL', 'P3:356', 'Change the email of staff and vendors.', { ...named, dependsOn: ['USER_READ'] }),
  k(
    'USER_ADD_TO_COMMUNITY',
    'P3:356',
    'Add staff or vendors to the community (also limited to staff whose role type is on an allowed list).',
    { ...named, dependsOn: ['USER_READ'] },
  ),
  k('USER_DELETE_FROM_COMMUNITY', 'P3:356', 'Delete staff or vendors from the community.', {
    ...named,
    dependsOn: ['USER_READ'],
  }),
  k('USER_DELETE_FROM_CUSTOMER', 'P3:356', 'Delete staff or vendors from the customer.', {
    ...named,
    dependsOn: ['USER_READ'],
  }),
  // Keys (fob credentials). The spec gives the keys list no gate; reading keys gets its own key (D221).
  k('KEY_CREDENTIAL_READ', 'P3:343', 'Read key (fob) credentials.', namedView),
  k('KEY_CREDENTIAL_CREATE', 'P3:343', 'Create key (fob) credentials.', {
    ...named,
    dependsOn: ['KEY_CREDENTIAL_READ'],
  }),
  k('KEY_CREDENTIAL_IMPORT', 'P3:343', 'Import key (fob) credentials from CSV.', {
    ...named,
    dependsOn: ['KEY_CREDENTIAL_READ'],
  }),
  k('KEY_CREDENTIAL_ISSUE', 'P3:343', 'Issue (assign) key (fob) credentials.', {
    ...named,
    dependsOn: ['KEY_CREDENTIAL_READ'],
  }),
  k('KEY_CREDENTIAL_DELETE', 'P3:343', 'Delete key (fob) credentials.', {
    ...named,
    dependsOn: ['KEY_CREDENTIAL_READ'],
  }),
  // Custom user groups. The spec gives the groups tab no gate; reading groups gets its own key (D223).
  k('CUSTOM_USER_GROUP_READ', 'P3:345', 'Read custom user groups.', namedView),
  k('CUSTOM_USER_GROUP_CREATE', 'P3:345', 'Create custom user groups.', {
    ...named,
    dependsOn: ['CUSTOM_USER_GROUP_READ'],
  }),
  k('CUSTOM_USER_GROUP_UPDATE', 'P3:345', 'Update custom user groups.', {
    ...named,
    dependsOn: ['CUSTOM_USER_GROUP_READ'],
  }),
  // Temporary staff access: the read-list permission exists at the ALL and the APT_COM scope.
  k('TEMPORARY_USER_ACCESS_READ_LIST_ALL', 'P3:335', 'Read the temporary access lists at the ALL scope.', namedView),
  k(
    'TEMPORARY_USER_ACCESS_READ_LIST_APT_COM',
    'P3:335',
    'Read the temporary access lists at the APT_COM scope.',
    namedView,
  ),
  k('TEMPORARY_USER_ACCESS_CREATE_VIRTUAL', 'P3:336', 'Grant virtual temporary access.', named),
  k('TEMPORARY_USER_ACCESS_CREATE_MOBILE', 'P3:336', 'Grant mobile temporary access.', named),
  k('TEMPORARY_USER_ACCESS_REVOKE_VIRTUAL', 'P3:348', 'Revoke virtual temporary access.', named),
  k('TEMPORARY_USER_ACCESS_REVOKE_MOBILE', 'P3:348', 'Revoke mobile temporary access.', named),
  k('TEMPORARY_USER_ACCESS_UPDATE_VIRTUAL', 'P3:348', 'Edit virtual temporary access.', named),
  // Passes.
  k('TEMPORARY_PASS_READ_LIST', 'P3:296', 'Read the pass list.', view),
  k(
    'TEMPORARY_PASS_CREATE_VENDOR',
    'P3:337',
    'Create vendor passes; the only permission the pass creation check uses.',
    named,
  ),
  k('TEMPORARY_PASS_CREATE_RESIDENT', 'P3:337', 'Create resident passes (nominally accepted, never checked).', named),
  k('TEMPORARY_PASS_CREATE_GUEST', 'P3:337', 'Create guest passes (nominally accepted, never checked).', named),
  // Fire key.
  k('FIRE_KEY_READ', 'P3:338', 'Read fire keys (the tile also needs the firekey setting enabled).', namedView),
  k('FIRE_KEY_UPDATE', 'P3:296', 'Manage fire keys.', { ...named, dependsOn: ['FIRE_KEY_READ'] }),
  // Automation.
  k('AUTO_OPEN_CREATE', 'P3:346', 'Create auto-open rules.', named),
  k('SMART_POLICY_EVENT_LOG_READ', 'P3:349', 'Read the automation event log.', namedView),
  k('SMART_POLICY_STATE_READ_LIST', 'P3:349', 'Read the automation state list.', namedView),
  // The spec names read keys only; changing and running a scenario takes an inferred one (D245).
  k('SMART_POLICY_UPDATE', 'P3:296', 'Change and run automation scenarios.', {
    ...named,
    inferred: true,
    dependsOn: ['SMART_POLICY_STATE_READ_LIST'],
  }),
  k('SMART_POLICY_USER_GROUP_READ', 'P3:349', 'Read automation user groups.', namedView),
  k('SMART_POLICY_LEAK_SENSOR_READ', 'P3:349', 'Read leak sensor automation.', namedView),
  k('SCHEDULE_CREATE', 'P3:350', 'Create automation schedules.', named),
  k('SCHEDULE_DELETE', 'P3:350', 'Delete automation schedules.', named),
  // Integration queue.
  k('EXT_COMMUNITY_EVENT_READ', 'P3:296', 'Read the integration queue events.', view),
  k('EXT_COMMUNITY_EVENT_READ_CONFIG', 'P3:296', 'Read the integration queue auto-apply settings.', view),
  // PACS queue log. The spec gives the log no gate; reading it gets its own key (D226).
  k(
    'PACS_QUEUE_LOG_READ',
    'P3:73',
    'Read the PACS queue log: every change the door sync sent to the locks.',
    namedView,
  ),
]);
