import { defineMessages } from '../../i18n/define.ts';

export const pageMessages = defineMessages({
  notAuthorizedTitle: { id: 'pages.notAuthorized.title', defaultMessage: 'You are not authorized to see this page' },
  notAuthorizedBody: {
    id: 'pages.notAuthorized.body',
    defaultMessage: 'Ask an administrator of your company for access, or go back to the home page.',
  },
  profileDisabledTitle: { id: 'pages.profileDisabled.title', defaultMessage: 'Your profile is disabled' },
  profileDisabledBody: {
    id: 'pages.profileDisabled.body',
    defaultMessage: 'Your account has no active profile in any company. Ask your administrator to invite you again.',
  },
  notFoundTitle: { id: 'pages.notFound.title', defaultMessage: 'Page not found' },
  notFoundBody: { id: 'pages.notFound.body', defaultMessage: 'There is nothing at this address.' },
  goHome: { id: 'pages.goHome', defaultMessage: 'go to the home page' },
  logout: { id: 'pages.logout', defaultMessage: 'Logout' },
  selectContext: {
    id: 'pages.missingContext',
    defaultMessage: 'please select a {parts} to continue, then refresh the browser',
  },
  customerPart: { id: 'pages.missingContext.customer', defaultMessage: 'customer' },
  communityPart: { id: 'pages.missingContext.community', defaultMessage: 'community' },
});
