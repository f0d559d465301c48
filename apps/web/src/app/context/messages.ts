import { defineMessages } from '../../i18n/define.ts';

export const contextMessages = defineMessages({
  communitiesFailed: {
    id: 'context.toast.communitiesFailed',
    defaultMessage: 'Failed to fetch data for communities selector',
  },
  licensedAppsFailed: {
    id: 'context.toast.licensedAppsFailed',
    defaultMessage: 'Failed to fetch applications authorized for the selected community',
  },
  profileSelectorFailed: {
    id: 'context.toast.profileSelectorFailed',
    defaultMessage: 'Failed to fetch data for profile context selector',
  },
  selectCommunity: { id: 'context.community.placeholder', defaultMessage: 'select community' },
  noCommunities: { id: 'context.community.empty', defaultMessage: 'No communities available' },
  noResults: { id: 'context.search.noResults', defaultMessage: 'No results found matching your search' },
  selectCustomer: { id: 'context.customer.placeholder', defaultMessage: 'select customer' },
  unselectCustomer: { id: 'context.customer.unselect', defaultMessage: 'Unselect customer' },
  customerLabel: { id: 'context.customer.label', defaultMessage: 'Customer' },
  profileLabel: { id: 'context.profile.label', defaultMessage: 'Profile' },
  communityLabel: { id: 'context.community.label', defaultMessage: 'Community' },
});
