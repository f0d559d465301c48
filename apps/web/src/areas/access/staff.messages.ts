import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the staff of the access area (spec part 3: the access tab /iot/staff and the base path
 * /iot/staff/:id; section 3 "Staff: roleType"; section 6 "Staff and vendors"; D232, D233). The spec
 * gives paths, not titles, and no question before removing a staff member (it gives the vendor's and
 * the resident's): titles are short nouns, the question follows those two. Texts shared with the
 * rest of the area (cancel, yes and no, the access states) stay in `messages.ts`.
 */
export const staffMessages = defineMessages({
  // Titles and flows.
  staffTitle: { id: 'access.staff.title', defaultMessage: 'Staff' },
  staffFlow: { id: 'access.staff.flow', defaultMessage: 'staff of the community' },
  staffWords: {
    id: 'access.staff.words',
    defaultMessage: 'staff, employees, property managers, maintenance, role type, remove from community',
  },
  memberTitle: { id: 'access.staff.member.title', defaultMessage: 'Staff member' },

  // The list.
  search: { id: 'access.staff.search', defaultMessage: 'search by name or e-mail' },
  tableLabel: { id: 'access.staff.tableLabel', defaultMessage: 'Staff of the community' },
  name: { id: 'access.staff.name', defaultMessage: 'Name' },
  email: { id: 'access.staff.email', defaultMessage: 'E-mail' },
  phone: { id: 'access.staff.phone', defaultMessage: 'Phone' },
  roleType: { id: 'access.staff.roleType', defaultMessage: 'Role type' },
  roles: { id: 'access.staff.roles', defaultMessage: 'Role here' },
  credentials: { id: 'access.staff.credentials', defaultMessage: 'Credentials' },
  credentialCount: {
    id: 'access.staff.credentialCount',
    defaultMessage: '{count, plural, =0 {none} one {# live} other {# live}}',
  },
  status: { id: 'access.staff.status', defaultMessage: 'Status' },
  everyCommunity: { id: 'access.staff.everyCommunity', defaultMessage: 'every community' },
  empty: { id: 'access.staff.empty', defaultMessage: 'no staff in this community' },
  failed: { id: 'access.staff.failed', defaultMessage: 'The staff could not be loaded.' },

  // Role types (part 3 section 3's user types a staff member can have here, D233) and user statuses.
  roleTypeCUSTOMER_ADMIN: { id: 'access.staff.roleType.customerAdmin', defaultMessage: 'Customer admin' },
  roleTypePROPERTY_MANAGER: { id: 'access.staff.roleType.propertyManager', defaultMessage: 'Property manager' },
  roleTypePROPERTY_STAFF: { id: 'access.staff.roleType.propertyStaff', defaultMessage: 'Property staff' },
  statusactive: { id: 'access.staff.status.active', defaultMessage: 'Active' },
  statusinvited: { id: 'access.staff.status.invited', defaultMessage: 'Invited' },
  statusinactive: { id: 'access.staff.status.inactive', defaultMessage: 'Inactive' },

  // One staff member.
  memberFailed: { id: 'access.staff.member.failed', defaultMessage: 'The staff member could not be loaded.' },
  works: { id: 'access.staff.works', defaultMessage: 'Works in' },
  thisCommunity: { id: 'access.staff.thisCommunity', defaultMessage: 'this community' },
  access: { id: 'access.staff.access', defaultMessage: 'Access here' },
  accessIntro: {
    id: 'access.staff.accessIntro',
    defaultMessage:
      '{credentials, plural, =0 {No live credential} one {# live credential} other {# live credentials}} and {grants, plural, =0 {no live grant} one {# live grant} other {# live grants}} in this community.',
  },
  temporaryAccesses: { id: 'access.staff.temporaryAccesses', defaultMessage: 'Temporary access' },
  noTemporaryAccesses: { id: 'access.staff.noTemporaryAccesses', defaultMessage: 'no temporary access' },
  kind: { id: 'access.staff.kind', defaultMessage: 'Kind' },
  window: { id: 'access.staff.window', defaultMessage: 'Window' },
  keys: { id: 'access.staff.keys', defaultMessage: 'Keys' },
  noKeys: { id: 'access.staff.noKeys', defaultMessage: 'no keys' },
  keyNumber: { id: 'access.staff.keyNumber', defaultMessage: 'Number' },
  groups: { id: 'access.staff.groups', defaultMessage: 'Groups' },
  noGroups: { id: 'access.staff.noGroups', defaultMessage: 'member of no group' },

  // Remove from the community.
  remove: { id: 'access.staff.remove', defaultMessage: 'Delete from community' },
  removeConfirm: {
    id: 'access.staff.remove.confirm',
    defaultMessage: 'are you sure you want to delete {name} from this community?',
  },
  removeNote: {
    id: 'access.staff.remove.note',
    defaultMessage:
      'Every lock here is told to forget them: their temporary access is revoked, their keys are marked not returned and they leave their groups. You won’t be able to undo it.',
  },
  removed: { id: 'access.staff.removed', defaultMessage: '{name} was deleted from this community.' },
  // Delete from the customer.
  deleteFromCustomer: { id: 'access.staff.deleteFromCustomer', defaultMessage: 'Delete from customer' },
  deleteConfirm: {
    id: 'access.staff.deleteFromCustomer.confirm',
    defaultMessage: 'are you sure you want to delete {name} from the customer?',
  },
  deleteNote: {
    id: 'access.staff.deleteFromCustomer.note',
    defaultMessage:
      'In every community they work in, their access ends as when deleted from it, and their profile is deleted: they can no longer act for this customer. You won’t be able to undo it.',
  },
  deletedFromCustomer: {
    id: 'access.staff.deletedFromCustomer',
    defaultMessage: '{name} was deleted from the customer.',
  },
  notRemovable: {
    id: 'access.staff.notRemovable',
    defaultMessage: 'Works in every community of the customer: not removable from one community.',
  },
});
