import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the integration queue (spec part 3 section 2 "Integration queue", D224): the move-ins and
 * move-outs a property management system (PMS) sent, one event with what the PMS sent, and the
 * auto-apply settings. The spec gives paths, not titles: titles are short nouns. The kinds, the
 * statuses, apply and skip are the resident queue's words (`messages.ts`).
 */
export const integrationMessages = defineMessages({
  // Titles and flows.
  title: { id: 'access.integration.title', defaultMessage: 'Integration queue' },
  flow: { id: 'access.integration.flow', defaultMessage: 'integration queue' },
  words: {
    id: 'access.integration.words',
    defaultMessage: 'PMS events, property management system, move-ins, move-outs, apply, skip, auto-apply',
  },
  eventTitle: { id: 'access.integration.event.title', defaultMessage: 'Integration event' },
  settingsTitle: { id: 'access.integration.settings.title', defaultMessage: 'Auto-apply settings' },
  settingsFlow: { id: 'access.integration.settings.flow', defaultMessage: 'auto-apply PMS events' },

  // The list.
  search: { id: 'access.integration.search', defaultMessage: 'search by resident or unit' },
  statusFilter: { id: 'access.integration.statusFilter', defaultMessage: 'Which events' },
  allStatuses: { id: 'access.integration.allStatuses', defaultMessage: 'All' },
  kindFilter: { id: 'access.integration.kindFilter', defaultMessage: 'Kind' },
  allKinds: { id: 'access.integration.allKinds', defaultMessage: 'All kinds' },
  tableLabel: { id: 'access.integration.tableLabel', defaultMessage: 'Events from the property management system' },
  resident: { id: 'access.integration.resident', defaultMessage: 'Resident' },
  externalRef: { id: 'access.integration.externalRef', defaultMessage: 'PMS reference' },
  received: { id: 'access.integration.received', defaultMessage: 'Received' },
  settledBy: { id: 'access.integration.settledBy', defaultMessage: 'Settled by' },
  settledAt: { id: 'access.integration.settledAt', defaultMessage: 'Settled' },
  applyError: {
    id: 'access.integration.applyError',
    defaultMessage: 'Auto-apply could not apply it: {error}',
  },
  empty: { id: 'access.integration.empty', defaultMessage: 'no events from the PMS' },
  emptyPending: { id: 'access.integration.emptyPending', defaultMessage: 'no pending events from the PMS' },
  failed: { id: 'access.integration.failed', defaultMessage: 'The integration queue could not be loaded.' },

  // One event.
  eventFailed: { id: 'access.integration.event.failed', defaultMessage: 'The event could not be loaded.' },
  eventHeading: { id: 'access.integration.event.heading', defaultMessage: '{kind} of {name}' },
  lease: { id: 'access.integration.event.lease', defaultMessage: 'The lease' },
  openLease: { id: 'access.integration.event.openLease', defaultMessage: 'Open the lease' },
  payload: { id: 'access.integration.event.payload', defaultMessage: 'As the PMS sent it' },
  payloadLabel: { id: 'access.integration.event.payloadLabel', defaultMessage: 'The event as the PMS sent it' },
  payloadField: { id: 'access.integration.event.payloadField', defaultMessage: 'Field' },
  payloadValue: { id: 'access.integration.event.payloadValue', defaultMessage: 'Value' },
  payloadNone: {
    id: 'access.integration.event.payloadNone',
    defaultMessage: 'The PMS sent nothing more with this event.',
  },
  showRaw: { id: 'access.integration.event.showRaw', defaultMessage: 'Show as received (JSON)' },
  hideRaw: { id: 'access.integration.event.hideRaw', defaultMessage: 'Hide the JSON' },
  applyConfirm: { id: 'access.integration.event.applyConfirm', defaultMessage: 'Apply the {kind} of {name}?' },
  applyNoteMoveIn: {
    id: 'access.integration.event.applyNoteMoveIn',
    defaultMessage:
      'A mobile key is issued to {name} and every lock of the lease’s authorizations is told to let it in.',
  },
  applyNoteMoveOut: {
    id: 'access.integration.event.applyNoteMoveOut',
    defaultMessage:
      'Every credential {name} holds on this lease is revoked; each lock confirms it on the move-out proof.',
  },
  applied: { id: 'access.integration.event.applied', defaultMessage: 'The {kind} of {name} was applied.' },

  // Auto-apply settings.
  settingsFailed: {
    id: 'access.integration.settings.failed',
    defaultMessage: 'The auto-apply settings could not be loaded.',
  },
  autoApplyMoveIns: {
    id: 'access.integration.settings.moveIns',
    defaultMessage: 'Apply move-ins automatically on their due date',
  },
  autoApplyMoveOuts: {
    id: 'access.integration.settings.moveOuts',
    defaultMessage: 'Apply move-outs automatically on their due date',
  },
  autoApplyHint: {
    id: 'access.integration.settings.hint',
    defaultMessage:
      'Every hour, the pending PMS events of each kind switched on that are due today or before are applied, signed “Auto-apply”. One that cannot be applied stays pending with the reason, for a person to settle.',
  },
  moveInsKey: {
    id: 'access.integration.settings.moveInsKey',
    defaultMessage: 'Switching it on needs the permission to execute move-ins.',
  },
  moveOutsKey: {
    id: 'access.integration.settings.moveOutsKey',
    defaultMessage: 'Switching it on needs the permission to execute move-outs.',
  },
  readOnly: {
    id: 'access.integration.settings.readOnly',
    defaultMessage: 'Changing these settings needs the permission to execute move-ins or move-outs.',
  },
  lastChanged: { id: 'access.integration.settings.lastChanged', defaultMessage: 'Last changed by {name} on {when}' },
  lastChangedAt: { id: 'access.integration.settings.lastChangedAt', defaultMessage: 'Last changed on {when}' },
  neverChanged: {
    id: 'access.integration.settings.neverChanged',
    defaultMessage: 'Never changed: auto-apply is off for both kinds.',
  },
  settingsSaved: { id: 'access.integration.settings.saved', defaultMessage: 'The auto-apply settings were saved.' },
  backToQueue: { id: 'access.integration.back', defaultMessage: 'Back to the integration queue' },
});
