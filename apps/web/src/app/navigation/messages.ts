import { defineMessages } from '../../i18n/define.ts';

/** Menu group headings (part 1 section 2.3). */
export const menuMessages = defineMessages({
  core: { id: 'menu.core', defaultMessage: 'Core' },
  smartCommunity: { id: 'menu.smartCommunity', defaultMessage: 'Smart Community' },
  go: { id: 'menu.go', defaultMessage: 'GO' },
  websites: { id: 'menu.websites', defaultMessage: 'Websites' },
  marketing: { id: 'menu.marketing', defaultMessage: 'Marketing' },
  digitalHuman: { id: 'menu.digitalHuman', defaultMessage: 'Digital human' },
  digitalHumanAi: { id: 'menu.digitalHumanAi', defaultMessage: 'Digital human AI' },
  physicalProperty: { id: 'menu.physicalProperty', defaultMessage: 'Physical property lifecycle' },
  residentLifecycle: { id: 'menu.residentLifecycle', defaultMessage: 'Resident lifecycle' },
  generalLedger: { id: 'menu.generalLedger', defaultMessage: 'General ledger' },
  accountsPayable: { id: 'menu.accountsPayable', defaultMessage: 'Accounts payable' },
  accountsReceivable: { id: 'menu.accountsReceivable', defaultMessage: 'Accounts receivable' },
  vendors: { id: 'menu.vendors', defaultMessage: 'Vendors' },
  emailBot: { id: 'menu.emailBot', defaultMessage: 'Email bot' },
  search: { id: 'menu.search', defaultMessage: 'Search' },
  admin: { id: 'menu.admin', defaultMessage: 'Admin' },
  developerTools: { id: 'menu.developerTools', defaultMessage: 'Developer tools' },
  navigation: { id: 'menu.navigation', defaultMessage: 'Main navigation' },
});

/** What each kind of found record is called in the palette. */
export const recordKindMessages = defineMessages({
  unit: { id: 'shell.search.kind.unit', defaultMessage: 'Unit' },
});

export const shellMessages = defineMessages({
  searchLabel: { id: 'shell.search.label', defaultMessage: 'Search screens' },
  searchPlaceholder: { id: 'shell.search.placeholder', defaultMessage: 'Search screens and flows…' },
  searchPlaceholderRecords: {
    id: 'shell.search.placeholderRecords',
    defaultMessage: 'Search screens, flows and units…',
  },
  searchNothing: { id: 'shell.search.nothing', defaultMessage: 'No results found matching your search' },
  searchSearching: { id: 'shell.search.searching', defaultMessage: 'Searching…' },
  searchScreens: { id: 'shell.search.group.screens', defaultMessage: 'Screens' },
  searchRecords: { id: 'shell.search.group.records', defaultMessage: 'Records' },
  searchShortcut: { id: 'shell.search.shortcut', defaultMessage: 'Ctrl + K' },
  layoutSwitch: { id: 'shell.layout.switch', defaultMessage: 'V3 (Beta)' },
  layoutSwitchHint: { id: 'shell.layout.hint', defaultMessage: 'Switch between the V2 and the V3 (Beta) layout' },
  notifications: { id: 'shell.notifications', defaultMessage: 'Notifications' },
  language: { id: 'shell.language', defaultMessage: 'Language' },
  toggleMenu: { id: 'shell.menu.toggle', defaultMessage: 'Toggle navigation' },
});
