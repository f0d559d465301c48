import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the passes (spec part 3 section 2 "Access area /iot/access", "Passes"): a PIN for a
 * vendor, a resident's visitor or a guest. The spec gives paths, not titles: titles are short nouns.
 * The revoke confirmation is the spec's own (section 8), shared with the rest of the area.
 */
export const passMessages = defineMessages({
  // Titles and flows.
  passesTitle: { id: 'access.passes.title', defaultMessage: 'Passes' },
  passesFlow: { id: 'access.passes.flow', defaultMessage: 'passes' },
  passesWords: {
    id: 'access.passes.words',
    defaultMessage: 'vendor pass, guest pass, resident pass, visitor, PIN, expired pass, revoked pass',
  },
  createTitle: { id: 'access.passes.create.title', defaultMessage: 'Create pass' },
  createFlow: { id: 'access.passes.create.flow', defaultMessage: 'create a pass' },
  detailsTitle: { id: 'access.passes.details.title', defaultMessage: 'Pass' },
  summaryTitle: { id: 'access.passes.summary.title', defaultMessage: 'Pass summary' },
  logsTitle: { id: 'access.passes.logs.title', defaultMessage: 'Pass logs' },

  // Types.
  typeVENDOR: { id: 'access.passes.type.vendor', defaultMessage: 'Vendor' },
  typeRESIDENT: { id: 'access.passes.type.resident', defaultMessage: 'Resident' },
  typeGUEST: { id: 'access.passes.type.guest', defaultMessage: 'Guest' },
  typeVENDORHint: { id: 'access.passes.type.vendorHint', defaultMessage: 'a contractor or a service company' },
  typeRESIDENTHint: { id: 'access.passes.type.residentHint', defaultMessage: 'a visitor of a resident' },
  typeGUESTHint: { id: 'access.passes.type.guestHint', defaultMessage: 'a guest of the community' },

  // The two lists.
  listsLabel: { id: 'access.passes.list.label', defaultMessage: 'Which passes' },
  listActive: { id: 'access.passes.list.active', defaultMessage: 'Active' },
  listEnded: { id: 'access.passes.list.ended', defaultMessage: 'Expired or revoked' },
  search: { id: 'access.passes.search', defaultMessage: 'search by holder name' },
  type: { id: 'access.passes.type', defaultMessage: 'Type' },
  allTypes: { id: 'access.passes.allTypes', defaultMessage: 'All types' },
  tableLabel: { id: 'access.passes.tableLabel', defaultMessage: 'Passes of the community' },
  endedTableLabel: { id: 'access.passes.endedTableLabel', defaultMessage: 'Expired or revoked passes' },
  holder: { id: 'access.passes.holder', defaultMessage: 'Holder' },
  companyOrUnit: { id: 'access.passes.companyOrUnit', defaultMessage: 'Company or unit' },
  window: { id: 'access.passes.window', defaultMessage: 'Valid' },
  windowText: { id: 'access.passes.windowText', defaultMessage: '{from} to {until}' },
  pinHidden: { id: 'access.passes.pinHidden', defaultMessage: 'hidden: open the pass to see it' },
  emptyActive: { id: 'access.passes.emptyActive', defaultMessage: 'no active passes' },
  emptyEnded: { id: 'access.passes.emptyEnded', defaultMessage: 'no expired or revoked passes' },
  failed: { id: 'access.passes.failed', defaultMessage: 'The passes could not be loaded.' },

  // Create.
  holderName: { id: 'access.passes.form.holderName', defaultMessage: 'Holder name' },
  company: { id: 'access.passes.form.company', defaultMessage: 'Company' },
  email: { id: 'access.passes.form.email', defaultMessage: 'Email' },
  phone: { id: 'access.passes.form.phone', defaultMessage: 'Phone' },
  unit: { id: 'access.passes.form.unit', defaultMessage: 'Unit' },
  unitHint: { id: 'access.passes.form.unitHint', defaultMessage: 'The unit the visitor comes to, if any.' },
  note: { id: 'access.passes.form.note', defaultMessage: 'Note' },
  create: { id: 'access.passes.form.create', defaultMessage: 'Create pass' },
  created: { id: 'access.passes.created', defaultMessage: 'The pass was created. The locks are being told.' },

  // One pass.
  passFailed: { id: 'access.passes.passFailed', defaultMessage: 'The pass could not be loaded.' },
  showPin: { id: 'access.passes.showPin', defaultMessage: 'Show PIN' },
  hidePin: { id: 'access.passes.hidePin', defaultMessage: 'Hide PIN' },
  createdBy: { id: 'access.passes.createdBy', defaultMessage: 'Created by' },
  createdAt: { id: 'access.passes.createdAt', defaultMessage: 'Created' },
  summary: { id: 'access.passes.summary', defaultMessage: 'Summary' },
  logs: { id: 'access.passes.logs', defaultMessage: 'Logs' },
  revokeNote: {
    id: 'access.passes.revokeNote',
    defaultMessage: 'The PIN of {name} stops opening every lock; the pass cannot be given back.',
  },
  backToPass: { id: 'access.passes.back', defaultMessage: 'Back to the pass' },

  // The summary.
  summaryFailed: { id: 'access.passes.summary.failed', defaultMessage: 'The pass summary could not be loaded.' },
  summaryFor: { id: 'access.passes.summary.for', defaultMessage: 'A pass for {name}' },
  summaryHowTo: {
    id: 'access.passes.summary.howTo',
    defaultMessage: 'Type this PIN on the keypad of any lock below, between the start and the end, within the hours.',
  },
  address: { id: 'access.passes.summary.address', defaultMessage: 'Address' },
  places: { id: 'access.passes.summary.places', defaultMessage: 'Where it opens' },
  noPlaces: { id: 'access.passes.summary.noPlaces', defaultMessage: 'no places' },
  noLocksAt: { id: 'access.passes.summary.noLocksAt', defaultMessage: 'no lock here yet' },
  noLongerOpens: {
    id: 'access.passes.summary.noLongerOpens',
    defaultMessage: 'This pass is {state}: its PIN no longer opens any door.',
  },

  // The logs.
  logsLabel: { id: 'access.passes.logs.label', defaultMessage: 'Tries of the pass at the doors' },
  logsOf: { id: 'access.passes.logs.of', defaultMessage: 'Tries of {name}’s PIN at the doors, newest first.' },
  result: { id: 'access.passes.logs.result', defaultMessage: 'Result' },
  useGRANTED: { id: 'access.passes.logs.granted', defaultMessage: 'Granted' },
  useREFUSED: { id: 'access.passes.logs.refused', defaultMessage: 'Refused' },
  noLogs: { id: 'access.passes.logs.none', defaultMessage: 'no tries at the doors yet' },
  logsFailed: { id: 'access.passes.logs.failed', defaultMessage: 'The logs could not be loaded.' },
});
