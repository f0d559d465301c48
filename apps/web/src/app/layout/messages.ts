import { defineMessages } from '../../i18n/define.ts';

export const layoutMessages = defineMessages({
  home: { id: 'layout.logo.home', defaultMessage: 'Lintel home' },
  logout: { id: 'layout.profileMenu.logout', defaultMessage: 'Logout' },
  account: { id: 'layout.profileMenu.account', defaultMessage: 'My account' },
  signOutFailed: { id: 'layout.toast.signOutFailed', defaultMessage: 'error signing out' },
  profileMenu: { id: 'layout.profileMenu.label', defaultMessage: 'Profile menu of {name}' },
  loading: { id: 'layout.loading', defaultMessage: 'Loading…' },
  contextSheetTitle: { id: 'layout.contextSheet.title', defaultMessage: 'Customer and community' },
  contextSheetClose: { id: 'layout.contextSheet.close', defaultMessage: 'Close' },
  profileFailed: { id: 'layout.profile.failed', defaultMessage: 'Your profile could not be loaded.' },
});
