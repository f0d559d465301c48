import { defineMessages } from '../../i18n/define.ts';

export const homeMessages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Home' },
  flow: { id: 'home.flow', defaultMessage: 'community overview' },
  welcome: { id: 'home.welcome', defaultMessage: 'Welcome back, {name}' },
  timezone: { id: 'home.timezone', defaultMessage: 'Time zone {timezone}' },
  buildings: { id: 'home.stat.buildings', defaultMessage: 'Buildings' },
  units: { id: 'home.stat.units', defaultMessage: 'Units' },
  unitTypes: { id: 'home.stat.unitTypes', defaultMessage: 'Unit types' },
  failed: { id: 'home.summary.failed', defaultMessage: 'The community summary could not be loaded.' },
});
