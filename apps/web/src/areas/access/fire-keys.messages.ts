import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the fire keys of the access area (spec part 3: /iot/firekey, a tab of the access area, and
 * /iot/firekey/management; the fire key tile's disabled marker; D225). The spec gives paths, not
 * titles: titles are short nouns; the revoke and delete questions follow the area's other ones.
 * Texts shared with the rest of the area (cancel, the access states, the lock columns) stay in
 * `messages.ts`.
 */
export const fireKeyMessages = defineMessages({
  // Titles, flows and the tab's disabled marker.
  fireKeyTitle: { id: 'access.fireKeys.title', defaultMessage: 'Fire key' },
  fireKeyFlow: { id: 'access.fireKeys.flow', defaultMessage: 'fire keys' },
  fireKeyWords: {
    id: 'access.fireKeys.words',
    defaultMessage: 'fire department, master key, lock box, knox box, firefighters',
  },
  managementTitle: { id: 'access.fireKeys.management.title', defaultMessage: 'Manage fire keys' },
  managementFlow: { id: 'access.fireKeys.management.flow', defaultMessage: 'add a fire key' },
  switchedOff: { id: 'access.fireKeys.switchedOff', defaultMessage: 'off for this community' },

  // The list.
  intro: {
    id: 'access.fireKeys.intro',
    defaultMessage:
      'The fire department’s master fobs, kept in the lock box: each opens the locks of its locations at all hours.',
  },
  search: { id: 'access.fireKeys.search', defaultMessage: 'search by number' },
  tableLabel: { id: 'access.fireKeys.tableLabel', defaultMessage: 'Fire keys of the community' },
  number: { id: 'access.fireKeys.number', defaultMessage: 'Number' },
  description: { id: 'access.fireKeys.description', defaultMessage: 'Description' },
  state: { id: 'access.fireKeys.state', defaultMessage: 'State' },
  allStates: { id: 'access.fireKeys.allStates', defaultMessage: 'All states' },
  updated: { id: 'access.fireKeys.updated', defaultMessage: 'Updated' },
  added: { id: 'access.fireKeys.added', defaultMessage: 'Added' },
  addedBy: { id: 'access.fireKeys.addedBy', defaultMessage: 'Added by' },
  empty: { id: 'access.fireKeys.empty', defaultMessage: 'no fire keys yet' },
  failed: { id: 'access.fireKeys.failed', defaultMessage: 'The fire keys could not be loaded.' },

  // One fire key.
  fireKeyOf: { id: 'access.fireKeys.fireKeyOf', defaultMessage: 'Fire key {number}' },
  fireKeyFailed: { id: 'access.fireKeys.fireKey.failed', defaultMessage: 'The fire key could not be loaded.' },
  grants: { id: 'access.fireKeys.grants', defaultMessage: 'Locks' },
  noGrants: { id: 'access.fireKeys.noGrants', defaultMessage: 'no locks' },
  close: { id: 'access.fireKeys.close', defaultMessage: 'Close' },

  // Add a fire key.
  addTitle: { id: 'access.fireKeys.add.title', defaultMessage: 'Add a fire key' },
  numberHint: {
    id: 'access.fireKeys.form.numberHint',
    defaultMessage: 'As printed on the fob: letters, digits, dashes.',
  },
  descriptionHint: {
    id: 'access.fireKeys.form.descriptionHint',
    defaultMessage: 'Where it is kept, such as the lock box at the main entrance.',
  },
  locationsHint: {
    id: 'access.fireKeys.form.locationsHint',
    defaultMessage: 'Every lock at or under each location lets the fire key in, at all hours, as soon as it confirms.',
  },
  add: { id: 'access.fireKeys.form.add', defaultMessage: 'Add fire key' },
  fireKeyAdded: {
    id: 'access.fireKeys.added.toast',
    defaultMessage: 'Fire key {number} was added. The locks are being told.',
  },

  // Revoke and delete.
  revoke: { id: 'access.fireKeys.revoke', defaultMessage: 'Revoke' },
  revokeQuestion: { id: 'access.fireKeys.revoke.question', defaultMessage: 'Revoke fire key {number}?' },
  revokeNote: {
    id: 'access.fireKeys.revoke.note',
    defaultMessage: 'Every lock is told to forget it: the fob stops opening the doors. You won’t be able to undo it.',
  },
  delete: { id: 'access.fireKeys.delete', defaultMessage: 'Delete' },
  deleteQuestion: { id: 'access.fireKeys.delete.question', defaultMessage: 'Delete fire key {number}?' },
  deleteNote: { id: 'access.fireKeys.delete.note', defaultMessage: 'You won’t be able to undo it.' },
  deleteActiveNote: {
    id: 'access.fireKeys.delete.activeNote',
    defaultMessage:
      'It still opens its doors: it is revoked first, and every lock is told to forget it. You won’t be able to undo it.',
  },
  deleted: { id: 'access.fireKeys.deleted', defaultMessage: 'Fire key {number} was deleted.' },
});
