import { defineMessages } from '../../i18n/define.ts';

/** Community settings texts; the quoted ones are the spec's words (part 1 sections 2.4 and 8). */
export const settingsMessages = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'community settings' },
  sectionUnitStatuses: { id: 'settings.section.unitStatuses', defaultMessage: 'unit statuses' },
  sectionPricingMatrix: { id: 'settings.section.pricingMatrix', defaultMessage: 'pricing matrix' },
  nothingPermitted: {
    id: 'settings.nothingPermitted',
    defaultMessage: 'You do not have permission to see any community settings.',
  },
  readOnly: { id: 'settings.readOnly', defaultMessage: 'read-only: you may view these settings but not change them' },
  loadFailed: { id: 'settings.loadFailed', defaultMessage: 'The settings could not be loaded.' },

  // Unit statuses (spec texts)
  applyToOthers: { id: 'settings.unitStatuses.applyToOthers', defaultMessage: 'apply statuses to other communities' },
  tabCurrent: { id: 'settings.unitStatuses.tab.current', defaultMessage: 'current occupancy' },
  tabPhysical: { id: 'settings.unitStatuses.tab.physical', defaultMessage: 'physical condition' },
  tabFuture: { id: 'settings.unitStatuses.tab.future', defaultMessage: 'future occupancy' },
  tabRules: { id: 'settings.unitStatuses.tab.rules', defaultMessage: 'rules' },
  resetAll: { id: 'settings.unitStatuses.resetAll', defaultMessage: 'reset to default statuses all categories' },
  reset: { id: 'settings.unitStatuses.reset', defaultMessage: 'reset to default statuses' },
  undo: { id: 'settings.unitStatuses.undo', defaultMessage: 'undo' },
  statusName: { id: 'settings.unitStatuses.statusName', defaultMessage: 'status name' },
  description: { id: 'settings.unitStatuses.description', defaultMessage: 'description' },
  addNewStatus: { id: 'settings.unitStatuses.addNewStatus', defaultMessage: 'add new status' },
  mandatory: { id: 'settings.unitStatuses.mandatory', defaultMessage: 'this status is mandatory' },
  resetCategoryDone: {
    id: 'settings.unitStatuses.resetCategoryDone',
    defaultMessage: '{category} statuses reset to default',
  },
  resetAllDone: {
    id: 'settings.unitStatuses.resetAllDone',
    defaultMessage: 'statuses in all categories reset to default',
  },
  resetStatusDone: {
    id: 'settings.unitStatuses.resetStatusDone',
    defaultMessage: '{category}. {status} statuses reset to default',
  },
  defaultsPreview: { id: 'settings.unitStatuses.defaultsPreview', defaultMessage: 'default statuses' },
  alreadyDefault: { id: 'settings.unitStatuses.alreadyDefault', defaultMessage: 'already default' },
  undoDone: { id: 'settings.unitStatuses.undoDone', defaultMessage: 'reset undone' },
  saved: { id: 'settings.unitStatuses.saved', defaultMessage: 'settings successfully saved' },
  labelName: { id: 'settings.unitStatuses.labelName', defaultMessage: 'name' },
  save: { id: 'settings.save', defaultMessage: 'save' },
  cancel: { id: 'settings.cancel', defaultMessage: 'cancel' },
  editLabel: { id: 'settings.unitStatuses.editLabel', defaultMessage: 'edit {name}' },
  deleteLabel: { id: 'settings.unitStatuses.deleteLabel', defaultMessage: 'delete {name}' },
  deleteLabelConfirm: {
    id: 'settings.unitStatuses.deleteLabelConfirm',
    defaultMessage: 'Delete the status "{name}"?',
  },
  deleteLabelButton: { id: 'settings.unitStatuses.deleteLabelButton', defaultMessage: 'delete' },
  labelDeleted: { id: 'settings.unitStatuses.labelDeleted', defaultMessage: 'status deleted' },
  labelAdded: { id: 'settings.unitStatuses.labelAdded', defaultMessage: 'status added' },
  required: { id: 'settings.required', defaultMessage: 'required' },
  maxLength: { id: 'settings.maxLength', defaultMessage: 'at most {max} characters' },

  // Rules (spec texts)
  moveOutAutoUpdate: { id: 'settings.rules.moveOutAutoUpdate', defaultMessage: 'move out physical status auto update' },
  moveOutLabel: { id: 'settings.rules.moveOutLabel', defaultMessage: 'move out physical status' },
  moveOutLabelPlaceholder: { id: 'settings.rules.moveOutLabelPlaceholder', defaultMessage: 'select a status' },
  reservationPeriod: {
    id: 'settings.rules.reservationPeriod',
    defaultMessage: 'move out physical status reservation period',
  },
  daysForAvailability: { id: 'settings.rules.daysForAvailability', defaultMessage: 'days for unit availability' },
  daysForAvailabilityHint: {
    id: 'settings.rules.daysForAvailabilityHint',
    defaultMessage: 'Apply a number of days for Unit Availability to calculate availability date at lease end.',
  },

  // Bulk apply
  bulkTitle: { id: 'settings.bulk.title', defaultMessage: 'apply statuses to other communities' },
  bulkIntro: {
    id: 'settings.bulk.intro',
    defaultMessage: 'The statuses and labels of {community} replace those of the communities you choose.',
  },
  bulkNone: {
    id: 'settings.bulk.none',
    defaultMessage: 'no communities yet: there is no other community where you may update unit statuses',
  },
  bulkApply: { id: 'settings.bulk.apply', defaultMessage: 'apply' },
  bulkConfirm: {
    id: 'settings.bulk.confirm',
    defaultMessage: 'The statuses of {count, plural, one {# community} other {# communities}} will be replaced.',
  },
  bulkDone: {
    id: 'settings.bulk.done',
    defaultMessage: 'statuses applied to {count, plural, one {# community} other {# communities}}',
  },
  back: { id: 'settings.back', defaultMessage: 'back to community settings' },

  // Pricing matrix (spec texts)
  noneAssigned: {
    id: 'settings.pricing.noneAssigned',
    defaultMessage: 'Please assign a pricing matrix to all your unit types.',
  },
  someAssigned: {
    id: 'settings.pricing.someAssigned',
    defaultMessage:
      'Before you leave, please be sure to assign a pricing matrix to all your unit types ({assigned}/{total}).',
  },
  assignLink: { id: 'settings.pricing.assignLink', defaultMessage: 'assign pricing matrix' },
  month: { id: 'settings.pricing.month', defaultMessage: 'month' },
  premium: { id: 'settings.pricing.premium', defaultMessage: 'premium' },
  editMatrix: { id: 'settings.pricing.edit', defaultMessage: 'edit pricing matrix {title}' },
  toggleMatrix: { id: 'settings.pricing.toggle', defaultMessage: 'show or hide {title}' },
  noMatrices: { id: 'settings.pricing.none', defaultMessage: 'no pricing matrices yet' },
  noUnitTypes: { id: 'settings.pricing.noUnitTypes', defaultMessage: 'no unit types' },
  addMatrix: { id: 'settings.pricing.add', defaultMessage: 'add pricing matrix' },
  detailsNewTitle: { id: 'settings.pricing.details.newTitle', defaultMessage: 'new pricing matrix' },
  detailsEditTitle: { id: 'settings.pricing.details.editTitle', defaultMessage: 'pricing matrix' },
  unitTypes: { id: 'settings.pricing.unitTypes', defaultMessage: 'unit types' },
  unitTypeHasOther: { id: 'settings.pricing.unitTypeHasOther', defaultMessage: '(moves from another matrix)' },
  premiumType: { id: 'settings.pricing.premiumType', defaultMessage: 'premium type' },
  percent: { id: 'settings.pricing.percent', defaultMessage: 'percent' },
  amount: { id: 'settings.pricing.amount', defaultMessage: 'amount' },
  addMonth: { id: 'settings.pricing.addMonth', defaultMessage: 'add month' },
  removeMonth: { id: 'settings.pricing.removeMonth', defaultMessage: 'remove month {month}' },
  matrixSaved: { id: 'settings.pricing.saved', defaultMessage: 'pricing matrix saved' },
  matrixNotFound: { id: 'settings.pricing.notFound', defaultMessage: 'This pricing matrix does not exist.' },
  // An empty matrix is refused; premiums outside the usual range are confirmed; a matrix can be deleted.
  unusualConfirm: {
    id: 'settings.pricing.unusual.confirm',
    defaultMessage:
      'Some premiums are outside the usual range of -50% to +100% ({count, plural, one {month} other {months}} {months}). Save them anyway?',
  },
  unusualPremium: { id: 'settings.pricing.unusual.premium', defaultMessage: 'outside the usual range' },
  yesSave: { id: 'settings.pricing.yesSave', defaultMessage: 'yes, save' },
  noGoBack: { id: 'settings.pricing.noGoBack', defaultMessage: 'no, go back' },
  deleteMatrix: { id: 'settings.pricing.delete', defaultMessage: 'Delete pricing matrix' },
  deleteMatrixConfirm: {
    id: 'settings.pricing.delete.confirm',
    defaultMessage: 'Are you sure you want to delete this pricing matrix?',
  },
  deleteMatrixNote: {
    id: 'settings.pricing.delete.note',
    defaultMessage:
      '{count, plural, =0 {It prices no unit type.} one {# unit type is left without a pricing matrix.} other {# unit types are left without a pricing matrix.}}',
  },
  matrixDeleted: { id: 'settings.pricing.deleted', defaultMessage: 'pricing matrix deleted' },
  yes: { id: 'settings.pricing.yes', defaultMessage: 'yes' },
  no: { id: 'settings.pricing.no', defaultMessage: 'no' },
  pricesNothing: { id: 'settings.pricing.state.pricesNothing', defaultMessage: 'prices no unit type' },
});
