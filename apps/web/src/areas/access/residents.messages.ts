import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the IoT residents (spec part 3 section 2 "Access area /iot/access", the residents tab and
 * its routes; section 8's "are you sure you want to delete resident?", verbatim; D229). The spec gives
 * paths, not titles: titles are short nouns. A person's access screens (authorizations, keyring) have
 * their texts in `people-access.messages.ts`, shared with staff and vendors; texts shared with the rest
 * of the area stay in `messages.ts`.
 */
export const residentMessages = defineMessages({
  // Titles and flows.
  residentsTitle: { id: 'access.residents.title', defaultMessage: 'Residents' },
  residentsFlow: { id: 'access.residents.flow', defaultMessage: 'residents' },
  residentsWords: {
    id: 'access.residents.words',
    defaultMessage: 'tenants, people, residents access, keyring, direct authorization',
  },
  createTitle: { id: 'access.residents.create.title', defaultMessage: 'New resident' },
  createFlow: { id: 'access.residents.create.flow', defaultMessage: 'add a resident' },
  residentTitle: { id: 'access.residents.resident.title', defaultMessage: 'Resident' },
  changeEmailTitle: { id: 'access.residents.changeEmail.title', defaultMessage: 'Change email' },

  // The list.
  search: { id: 'access.residents.search', defaultMessage: 'search by name or email' },
  tableLabel: { id: 'access.residents.tableLabel', defaultMessage: 'Residents of the community' },
  name: { id: 'access.residents.name', defaultMessage: 'Name' },
  units: { id: 'access.residents.units', defaultMessage: 'Units' },
  credentials: { id: 'access.residents.credentials', defaultMessage: 'Credentials' },
  credentialCount: {
    id: 'access.residents.credentialCount',
    defaultMessage: '{count, plural, =0 {none} one {# live} other {# live}}',
  },
  status: { id: 'access.residents.status', defaultMessage: 'Status' },
  allStatuses: { id: 'access.residents.allStatuses', defaultMessage: 'All statuses' },
  statusCURRENT: { id: 'access.residents.status.current', defaultMessage: 'Current' },
  statusFUTURE: { id: 'access.residents.status.future', defaultMessage: 'Future' },
  statusPAST: { id: 'access.residents.status.past', defaultMessage: 'Past' },
  statusNONE: { id: 'access.residents.status.none', defaultMessage: 'No lease' },
  empty: { id: 'access.residents.empty', defaultMessage: 'no residents yet' },
  failed: { id: 'access.residents.failed', defaultMessage: 'The residents could not be loaded.' },

  // A new resident.
  createIntro: {
    id: 'access.residents.create.intro',
    defaultMessage:
      'A resident on no lease yet. Access comes with a lease’s move-in, a group, a key, or a direct authorization.',
  },
  emailHint: {
    id: 'access.residents.form.emailHint',
    defaultMessage: 'Optional; one resident of the community per email.',
  },
  add: { id: 'access.residents.form.add', defaultMessage: 'Add resident' },
  added: { id: 'access.residents.added', defaultMessage: '{name} was added.' },

  // A resident.
  residentFailed: { id: 'access.residents.resident.failed', defaultMessage: 'The resident could not be loaded.' },
  profile: { id: 'access.residents.profile', defaultMessage: 'Profile' },
  leases: { id: 'access.residents.leases', defaultMessage: 'Leases' },
  leasesLabel: { id: 'access.residents.leasesLabel', defaultMessage: 'Leases of the resident' },
  noLeases: { id: 'access.residents.noLeases', defaultMessage: 'on no lease' },
  openLease: { id: 'access.residents.openLease', defaultMessage: 'Lease of {unit}' },
  leaseState: { id: 'access.residents.leaseState', defaultMessage: 'Lease' },
  dates: { id: 'access.residents.dates', defaultMessage: 'Dates' },
  datesRange: { id: 'access.residents.datesRange', defaultMessage: '{from} to {to}' },
  created: { id: 'access.residents.created', defaultMessage: 'Added' },
  changeEmail: { id: 'access.residents.changeEmail', defaultMessage: 'Change email' },
  delete: { id: 'access.residents.delete', defaultMessage: 'Delete from community' },
  deleteConfirm: { id: 'access.residents.delete.confirm', defaultMessage: 'are you sure you want to delete resident?' },
  deleteNote: {
    id: 'access.residents.delete.note',
    defaultMessage:
      '{name} leaves the community’s residents: every access of theirs is revoked at the locks, their groups are left and their keys are taken back as not returned. Their leases keep their name.',
  },
  movedInNote: {
    id: 'access.residents.delete.movedIn',
    defaultMessage: 'Execute their move-out first: a resident moved in cannot be deleted.',
  },
  deleted: { id: 'access.residents.deleted', defaultMessage: '{name} was deleted from the community.' },

  // Change email.
  changeEmailIntro: {
    id: 'access.residents.changeEmail.intro',
    defaultMessage: 'The new email of {name}; no other resident of the community may have it.',
  },
  currentEmail: { id: 'access.residents.changeEmail.current', defaultMessage: 'Now: {email}' },
  newEmail: { id: 'access.residents.changeEmail.new', defaultMessage: 'New email' },
  emailChanged: { id: 'access.residents.emailChanged', defaultMessage: 'The email of {name} was changed.' },
});
