import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the keys (fob credentials) of the access area (spec part 3 section 2 "Keys", section 4's
 * key states). The spec gives paths, not titles: titles are short nouns; the delete question follows
 * the portal's other delete confirmations. Texts shared with the rest of the area (cancel, the lock
 * columns, the key states) stay in `messages.ts`.
 */
export const keyMessages = defineMessages({
  // Titles and flows.
  keysTitle: { id: 'access.keys.title', defaultMessage: 'Keys' },
  keysFlow: { id: 'access.keys.flow', defaultMessage: 'keys' },
  keysWords: {
    id: 'access.keys.words',
    defaultMessage: 'fobs, key credentials, issue key, take back key, not returned, import keys',
  },
  createTitle: { id: 'access.keys.create.title', defaultMessage: 'Add key' },
  createFlow: { id: 'access.keys.create.flow', defaultMessage: 'add new key' },
  keyTitle: { id: 'access.keys.key.title', defaultMessage: 'Key' },
  importTitle: { id: 'access.keys.import.title', defaultMessage: 'Import keys' },
  importFlow: { id: 'access.keys.import.flow', defaultMessage: 'import keys' },
  assignTitle: { id: 'access.keys.assign.title', defaultMessage: 'Assign key' },
  assignFlow: { id: 'access.keys.assign.flow', defaultMessage: 'assign a key' },
  deleteTitle: { id: 'access.keys.delete.title', defaultMessage: 'Delete key' },
  changeLocationsTitle: { id: 'access.keys.changeLocations.title', defaultMessage: 'Change locations' },
  importAction: { id: 'access.keys.import.action', defaultMessage: 'Import' },
  assignAction: { id: 'access.keys.assign.action', defaultMessage: 'Assign' },

  // The list.
  search: { id: 'access.keys.search', defaultMessage: 'search by number or holder' },
  tableLabel: { id: 'access.keys.tableLabel', defaultMessage: 'Keys of the community' },
  number: { id: 'access.keys.number', defaultMessage: 'Number' },
  description: { id: 'access.keys.description', defaultMessage: 'Description' },
  state: { id: 'access.keys.state', defaultMessage: 'State' },
  allStates: { id: 'access.keys.allStates', defaultMessage: 'All states' },
  holder: { id: 'access.keys.holder', defaultMessage: 'Holder' },
  holderOf: { id: 'access.keys.holderOf', defaultMessage: '{name} ({kind})' },
  updated: { id: 'access.keys.updated', defaultMessage: 'Updated' },
  issuedAt: { id: 'access.keys.issuedAt', defaultMessage: 'Issued' },
  created: { id: 'access.keys.created', defaultMessage: 'Added' },
  empty: { id: 'access.keys.empty', defaultMessage: 'no keys yet' },
  failed: { id: 'access.keys.failed', defaultMessage: 'The keys could not be loaded.' },

  // Add a key.
  numberHint: { id: 'access.keys.form.numberHint', defaultMessage: 'As printed on the key: letters, digits, dashes.' },
  locationsHint: {
    id: 'access.keys.form.locationsHint',
    defaultMessage: 'Every lock at or under each location lets the key in while it is issued.',
  },
  issueTo: { id: 'access.keys.form.issueTo', defaultMessage: 'Issue to' },
  issueToHint: {
    id: 'access.keys.form.issueToHint',
    defaultMessage: 'A resident living in the community or one of its staff; leave it empty to keep the key in stock.',
  },
  holderSearch: { id: 'access.keys.form.holderSearch', defaultMessage: 'type the start of a name' },
  holderOption: { id: 'access.keys.form.holderOption', defaultMessage: '{name} · {kind}, {detail}' },
  holderOptionShort: { id: 'access.keys.form.holderOptionShort', defaultMessage: '{name} · {kind}' },
  noHolders: {
    id: 'access.keys.form.noHolders',
    defaultMessage: 'no resident or staff member has a name starting with that',
  },
  holdersFailed: { id: 'access.keys.form.holdersFailed', defaultMessage: 'The people could not be loaded.' },
  add: { id: 'access.keys.form.add', defaultMessage: 'Add key' },
  keyAdded: { id: 'access.keys.added.toast', defaultMessage: 'Key {number} was added.' },

  // One key.
  keyFailed: { id: 'access.keys.key.failed', defaultMessage: 'The key could not be loaded.' },
  inStock: { id: 'access.keys.inStock', defaultMessage: 'nobody: in stock' },
  keyGrants: { id: 'access.keys.grants', defaultMessage: 'Locks' },
  noKeyGrants: {
    id: 'access.keys.noGrants',
    defaultMessage: 'no access: a key opens its locations only while it is issued',
  },
  holdings: { id: 'access.keys.holdings', defaultMessage: 'Who held it' },
  holdingsLabel: { id: 'access.keys.holdingsLabel', defaultMessage: 'Holders of the key, newest first' },
  noHoldings: { id: 'access.keys.noHoldings', defaultMessage: 'never issued' },
  kind: { id: 'access.keys.kind', defaultMessage: 'Kind' },
  revokedAt: { id: 'access.keys.revokedAt', defaultMessage: 'Revoked' },
  stillHeld: { id: 'access.keys.stillHeld', defaultMessage: 'still holds it' },
  takeBack: { id: 'access.keys.takeBack', defaultMessage: 'Take back' },
  markReturned: { id: 'access.keys.markReturned', defaultMessage: 'Mark returned' },
  delete: { id: 'access.keys.delete', defaultMessage: 'Delete' },
  takeBackQuestion: { id: 'access.keys.takeBack.question', defaultMessage: 'Was the key handed in?' },
  takeBackNote: {
    id: 'access.keys.takeBack.note',
    defaultMessage: '{name} loses the access of key {number} on every lock.',
  },
  handedIn: { id: 'access.keys.takeBack.handedIn', defaultMessage: 'Yes, it was handed in: back to stock' },
  notHandedIn: { id: 'access.keys.takeBack.notHandedIn', defaultMessage: 'No, it was not returned' },
  returnedLabel: { id: 'access.keys.takeBack.returnedLabel', defaultMessage: 'Handed in' },
  markReturnedQuestion: {
    id: 'access.keys.markReturned.question',
    defaultMessage: 'Was key {number} handed in?',
  },
  markReturnedNote: {
    id: 'access.keys.markReturned.note',
    defaultMessage: 'It goes back to stock, unassigned, ready to be issued again.',
  },
  takenBack: { id: 'access.keys.takenBack', defaultMessage: 'Key {number} was taken back. The locks are being told.' },
  takenBackNotReturned: {
    id: 'access.keys.takenBackNotReturned',
    defaultMessage: 'Key {number} was taken back and marked not returned. The locks are being told.',
  },
  markedReturned: { id: 'access.keys.markedReturned', defaultMessage: 'Key {number} is back in stock.' },

  // Assign.
  key: { id: 'access.keys.assign.key', defaultMessage: 'Key' },
  keySearch: { id: 'access.keys.assign.keySearch', defaultMessage: 'type the start of a key number' },
  keyOption: { id: 'access.keys.assign.keyOption', defaultMessage: '{number} · {description}' },
  noKeys: { id: 'access.keys.assign.noKeys', defaultMessage: 'no key in stock has a number starting with that' },
  keyChoicesFailed: { id: 'access.keys.assign.keysFailed', defaultMessage: 'The keys could not be loaded.' },
  person: { id: 'access.keys.assign.person', defaultMessage: 'Person' },
  assignIntro: {
    id: 'access.keys.assign.intro',
    defaultMessage: 'Once assigned, it opens every lock at or under: {locations}.',
  },
  assign: { id: 'access.keys.assign.submit', defaultMessage: 'Assign' },
  assigned: {
    id: 'access.keys.assigned',
    defaultMessage: 'Key {number} was issued to {name}. The locks are being told.',
  },
  alreadyIssued: {
    id: 'access.keys.alreadyIssued',
    defaultMessage: 'Key {number} is issued to {name}: take it back before issuing it to someone else.',
  },
  backToKey: { id: 'access.keys.back', defaultMessage: 'Back to the key' },

  // Delete.
  deleteConfirm: { id: 'access.keys.delete.confirm', defaultMessage: 'Are you sure you want to delete this key?' },
  deleteNote: { id: 'access.keys.delete.note', defaultMessage: 'You won’t be able to undo it.' },
  deleteIssuedNote: {
    id: 'access.keys.delete.issuedNote',
    defaultMessage:
      'Key {number} is issued to {name}: it is taken back first, and every lock is told to forget it. You won’t be able to undo it.',
  },
  deleteWhich: { id: 'access.keys.delete.which', defaultMessage: 'Choose the key to delete.' },
  deleted: { id: 'access.keys.deleted', defaultMessage: 'Key {number} was deleted.' },

  // Import.
  importHint: {
    id: 'access.keys.import.hint',
    defaultMessage: 'Each row adds a key to stock. Locations are names of the community’s locations, separated by “;”.',
  },

  // Change locations.
  changeLocationsIssued: {
    id: 'access.keys.changeLocations.issued',
    defaultMessage:
      'Key {number} is issued to {name}: the locks of added locations are given it, those of removed ones told to forget it.',
  },
  changeLocationsStock: {
    id: 'access.keys.changeLocations.stock',
    defaultMessage: 'Key {number} is not issued: its locations take effect when it is.',
  },
  locationsChanged: {
    id: 'access.keys.locationsChanged',
    defaultMessage: 'The locations of key {number} were changed.',
  },
});
