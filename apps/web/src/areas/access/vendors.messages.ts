import { defineMessages } from '../../i18n/define.ts';

/**
 * Texts of the vendors (spec part 3: /iot/vendors with /create and /:id, change-email and
 * add-to-community; section 8 "Delete vendor: are you sure you want to delete vendor?"; D232, D233).
 * The spec gives paths, not titles: titles are short nouns. The delete question is the spec's, for
 * both deletes (from the community and from the customer), each with its own note. Texts shared with
 * the rest of the area (cancel, yes and no) stay in `messages.ts`.
 */
export const vendorMessages = defineMessages({
  // Titles and flows.
  vendorsTitle: { id: 'access.vendors.title', defaultMessage: 'Vendors' },
  vendorsFlow: { id: 'access.vendors.flow', defaultMessage: 'vendors of the community' },
  vendorsWords: {
    id: 'access.vendors.words',
    defaultMessage: 'vendors, contractors, suppliers, service companies, electrician, plumber, landscaping',
  },
  createTitle: { id: 'access.vendors.create.title', defaultMessage: 'Add vendor' },
  createFlow: { id: 'access.vendors.create.flow', defaultMessage: 'add a vendor' },
  vendorTitle: { id: 'access.vendors.vendor.title', defaultMessage: 'Vendor' },
  changeEmailTitle: { id: 'access.vendors.changeEmail.title', defaultMessage: 'Change e-mail' },
  addToCommunityTitle: { id: 'access.vendors.addToCommunity.title', defaultMessage: 'Add to community' },

  // The list.
  search: { id: 'access.vendors.search', defaultMessage: 'search by company, contact or e-mail' },
  tableLabel: { id: 'access.vendors.tableLabel', defaultMessage: 'Vendors of the community' },
  company: { id: 'access.vendors.company', defaultMessage: 'Company' },
  contact: { id: 'access.vendors.contact', defaultMessage: 'Contact' },
  email: { id: 'access.vendors.email', defaultMessage: 'E-mail' },
  phone: { id: 'access.vendors.phone', defaultMessage: 'Phone' },
  credentials: { id: 'access.vendors.credentials', defaultMessage: 'Credentials' },
  credentialCount: {
    id: 'access.vendors.credentialCount',
    defaultMessage: '{count, plural, =0 {none} one {# live} other {# live}}',
  },
  added: { id: 'access.vendors.added', defaultMessage: 'Added' },
  addedBy: { id: 'access.vendors.addedBy', defaultMessage: 'Added by' },
  empty: { id: 'access.vendors.empty', defaultMessage: 'no vendors in this community yet' },
  failed: { id: 'access.vendors.failed', defaultMessage: 'The vendors could not be loaded.' },

  // The form.
  firstName: { id: 'access.vendors.firstName', defaultMessage: 'Contact first name' },
  lastName: { id: 'access.vendors.lastName', defaultMessage: 'Contact last name' },
  emailHint: {
    id: 'access.vendors.emailHint',
    defaultMessage: 'One vendor per address in the customer, whatever the case.',
  },
  phoneHint: { id: 'access.vendors.phoneHint', defaultMessage: 'A US number, or + and the country code.' },
  add: { id: 'access.vendors.form.add', defaultMessage: 'Add vendor' },
  vendorAdded: { id: 'access.vendors.added.toast', defaultMessage: '{company} was added to this community.' },

  // One vendor.
  vendorFailed: { id: 'access.vendors.vendor.failed', defaultMessage: 'The vendor could not be loaded.' },
  communities: { id: 'access.vendors.communities', defaultMessage: 'Works in' },
  access: { id: 'access.vendors.access', defaultMessage: 'Access here' },
  accessIntro: {
    id: 'access.vendors.accessIntro',
    defaultMessage:
      '{credentials, plural, =0 {No live credential} one {# live credential} other {# live credentials}} and {grants, plural, =0 {no live grant} one {# live grant} other {# live grants}} in this community.',
  },

  // Change e-mail.
  newEmail: { id: 'access.vendors.newEmail', defaultMessage: 'New e-mail' },
  changeEmailIntro: {
    id: 'access.vendors.changeEmailIntro',
    defaultMessage: 'The address changes for {company} in every community it works in.',
  },
  emailChanged: { id: 'access.vendors.emailChanged', defaultMessage: 'The e-mail of {company} was changed.' },

  // Add to community.
  addToCommunityIntro: {
    id: 'access.vendors.addToCommunityIntro',
    defaultMessage: 'Other communities of the customer you work in, where you may add vendors.',
  },
  chooseCommunities: { id: 'access.vendors.chooseCommunities', defaultMessage: 'Communities' },
  alreadyThere: { id: 'access.vendors.alreadyThere', defaultMessage: '{name} (already works there)' },
  noCommunities: {
    id: 'access.vendors.noCommunities',
    defaultMessage: 'There is no other community you may add this vendor to.',
  },
  communitiesFailed: {
    id: 'access.vendors.communitiesFailed',
    defaultMessage: 'The communities could not be loaded.',
  },
  addToCommunities: { id: 'access.vendors.addToCommunities', defaultMessage: 'Add' },
  addedToCommunities: {
    id: 'access.vendors.addedToCommunities',
    defaultMessage: '{company} was added to {count, plural, one {# community} other {# communities}}.',
  },

  // Delete (the spec's question, section 8).
  deleteConfirm: { id: 'access.vendors.delete.confirm', defaultMessage: 'are you sure you want to delete vendor?' },
  removeFromCommunity: { id: 'access.vendors.removeFromCommunity', defaultMessage: 'Delete from community' },
  removeNote: {
    id: 'access.vendors.remove.note',
    defaultMessage:
      '{company} leaves this community: every lock here is told to forget it. It stays a vendor of the other communities it works in. You won’t be able to undo it.',
  },
  removed: { id: 'access.vendors.removed', defaultMessage: '{company} was deleted from this community.' },
  deleteFromCustomer: { id: 'access.vendors.deleteFromCustomer', defaultMessage: 'Delete from customer' },
  deleteNote: {
    id: 'access.vendors.delete.note',
    defaultMessage:
      '{company} leaves every community of the customer, and every lock is told to forget it. You won’t be able to undo it.',
  },
  deleted: { id: 'access.vendors.deleted', defaultMessage: '{company} was deleted from the customer.' },
});
