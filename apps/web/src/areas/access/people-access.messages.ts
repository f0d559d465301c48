import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of a person's access screens, the same for residents, staff and vendors (spec part 3 section
 * 2: authorizations, authorizations/:locationId, authorizations/add-location, keyring and
 * keyring/management; D230, D231). The revoke confirmation is the spec's own (section 8), shared with
 * the leases in `messages.ts`.
 */
export const peopleMessages = defineMessages({
  // Titles.
  authorizationsTitle: { id: 'access.people.authorizations.title', defaultMessage: 'Authorizations' },
  placeTitle: { id: 'access.people.place.title', defaultMessage: 'Authorization' },
  addLocationTitle: { id: 'access.people.addLocation.title', defaultMessage: 'Add location' },
  keyringTitle: { id: 'access.people.keyring.title', defaultMessage: 'Keyring' },
  managementTitle: { id: 'access.people.management.title', defaultMessage: 'Keyring management' },

  // The head of every screen: whose access, and whether it is suspended.
  accessOf: { id: 'access.people.accessOf', defaultMessage: 'Access of {name}' },
  accessFailed: { id: 'access.people.accessFailed', defaultMessage: 'The person’s access could not be loaded.' },
  suspendedBadge: { id: 'access.people.suspended', defaultMessage: 'Access suspended' },
  activeBadge: { id: 'access.people.active', defaultMessage: 'Access not suspended' },
  suspendedSince: {
    id: 'access.people.suspendedSince',
    defaultMessage: 'Every access of theirs in this community is suspended since {at} (by {by}).',
  },
  suspendedSinceNoOne: {
    id: 'access.people.suspendedSinceNoOne',
    defaultMessage: 'Every access of theirs in this community is suspended since {at}.',
  },
  counts: {
    id: 'access.people.counts',
    defaultMessage:
      '{grants, plural, one {# grant} other {# grants}} · {direct, plural, one {# direct authorization} other {# direct authorizations}} · {credentials, plural, one {# live credential} other {# live credentials}}',
  },

  // Authorizations.
  authorizationsLabel: { id: 'access.people.authorizations.label', defaultMessage: 'Where the person may go' },
  authorizationsFailed: {
    id: 'access.people.authorizations.failed',
    defaultMessage: 'The authorizations could not be loaded.',
  },
  noAuthorizations: { id: 'access.people.authorizations.empty', defaultMessage: 'no access in this community' },
  searchPlace: { id: 'access.people.authorizations.search', defaultMessage: 'search by place' },
  allSources: { id: 'access.people.allSources', defaultMessage: 'All sources' },
  allStatuses: { id: 'access.people.allStatuses', defaultMessage: 'All statuses' },
  heldBySuspension: { id: 'access.people.heldBySuspension', defaultMessage: 'with the person' },
  openPlace: { id: 'access.people.openPlace', defaultMessage: 'Locks of {place}' },

  // One place.
  placeFailed: { id: 'access.people.place.failed', defaultMessage: 'The place could not be loaded.' },
  path: { id: 'access.people.place.path', defaultMessage: 'Where' },
  direct: { id: 'access.people.place.direct', defaultMessage: 'Direct authorization' },
  directYes: { id: 'access.people.place.directYes', defaultMessage: 'yes' },
  directNo: { id: 'access.people.place.directNo', defaultMessage: 'no' },
  placeGrants: { id: 'access.people.place.grants', defaultMessage: 'Grants to this place' },
  noPlaceGrants: { id: 'access.people.place.noGrants', defaultMessage: 'no grant to this place' },
  locks: { id: 'access.people.place.locks', defaultMessage: 'Locks' },
  locksLabel: { id: 'access.people.place.locksLabel', defaultMessage: 'Each lock of the place' },
  noLocks: { id: 'access.people.place.noLocks', defaultMessage: 'no lock at this place' },
  removeDirect: { id: 'access.people.place.removeDirect', defaultMessage: 'Remove direct authorization' },
  removeNote: {
    id: 'access.people.place.removeNote',
    defaultMessage: '{name} loses the direct authorization to {place}; each lock is told.',
  },
  removed: { id: 'access.people.place.removed', defaultMessage: 'The direct authorization to {place} was removed.' },

  // Add location.
  addLocationIntro: {
    id: 'access.people.addLocation.intro',
    defaultMessage:
      'A location {name} may open because you give it to them: their own mobile key, at any hour, until it is removed.',
  },
  allLocationsGiven: {
    id: 'access.people.addLocation.allGiven',
    defaultMessage: 'Every location of the community is already given to them directly.',
  },
  locationAdded: {
    id: 'access.people.addLocation.added',
    defaultMessage: 'The location was added. The locks are being told.',
  },

  // Keyring.
  keyringLabel: { id: 'access.people.keyring.label', defaultMessage: 'Credentials of the person' },
  keyringFailed: { id: 'access.people.keyring.failed', defaultMessage: 'The keyring could not be loaded.' },
  noCredentials: { id: 'access.people.keyring.empty', defaultMessage: 'no credentials' },
  kind: { id: 'access.people.keyring.kind', defaultMessage: 'Kind' },
  label: { id: 'access.people.keyring.labelColumn', defaultMessage: 'Credential' },
  source: { id: 'access.people.keyring.source', defaultMessage: 'Issued for' },
  state: { id: 'access.people.keyring.state', defaultMessage: 'State' },
  revokedState: { id: 'access.people.keyring.revoked', defaultMessage: 'Revoked' },
  lockCount: { id: 'access.people.keyring.locks', defaultMessage: 'Locks' },
  heldBy: {
    id: 'access.people.keyring.heldBy',
    defaultMessage: '{holding} of {locks} hold it',
  },
  removing: {
    id: 'access.people.keyring.removing',
    defaultMessage: '{count, plural, one {# lock to confirm its removal} other {# locks to confirm its removal}}',
  },

  // Keyring management.
  managementIntro: {
    id: 'access.people.management.intro',
    defaultMessage:
      'Suspending takes every access of {name} in this community off the locks, whatever gave it, until it is resumed. Revoking ends their own mobile key and their direct authorizations for good.',
  },
  suspend: { id: 'access.people.suspend', defaultMessage: 'Suspend all access' },
  resume: { id: 'access.people.resume', defaultMessage: 'Resume access' },
  revoke: { id: 'access.people.revoke', defaultMessage: 'Revoke direct access' },
  suspendConfirm: { id: 'access.people.suspend.confirm', defaultMessage: 'Suspend every access of {name}?' },
  suspendNote: {
    id: 'access.people.suspend.note',
    defaultMessage: 'Each lock is told to drop their credentials until their access is resumed.',
  },
  revokeNote: {
    id: 'access.people.revoke.note',
    defaultMessage: 'Their own mobile key and every direct authorization of theirs are revoked; each lock is told.',
  },
  suspended: { id: 'access.people.suspended.toast', defaultMessage: 'Every access of {name} is suspended.' },
  resumed: { id: 'access.people.resumed.toast', defaultMessage: 'The access of {name} is resumed.' },
  revoked: { id: 'access.people.revoked.toast', defaultMessage: 'The direct access of {name} was revoked.' },
  nothingToRevoke: {
    id: 'access.people.nothingToRevoke',
    defaultMessage: 'They hold no mobile key of their own and no direct authorization.',
  },
});
