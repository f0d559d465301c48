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
  attention: { id: 'home.attention.title', defaultMessage: 'Needs attention today' },
  openAlerts: { id: 'home.attention.alerts', defaultMessage: 'Open alerts' },
  openAlertsCount: {
    id: 'home.attention.alerts.count',
    defaultMessage: '{count, plural, one {# open alert} other {# open alerts}}',
  },
  mostUrgent: { id: 'home.attention.alerts.mostUrgent', defaultMessage: 'Most urgent first' },
  noAlerts: { id: 'home.attention.alerts.none', defaultMessage: 'No open alerts. Nothing needs handling right now.' },
  alertsFailed: { id: 'home.attention.alerts.failed', defaultMessage: 'The open alerts could not be loaded.' },
  allAlerts: { id: 'home.attention.alerts.all', defaultMessage: 'all notifications' },
  loading: { id: 'home.loading', defaultMessage: 'Loading' },
  priorityLow: { id: 'home.priority.low', defaultMessage: 'low' },
  priorityMedium: { id: 'home.priority.medium', defaultMessage: 'medium' },
  priorityHigh: { id: 'home.priority.high', defaultMessage: 'high' },
  priorityCritical: { id: 'home.priority.critical', defaultMessage: 'critical' },
  stateNew: { id: 'home.alert.new', defaultMessage: 'new' },
  stateProcessing: { id: 'home.alert.processing', defaultMessage: 'processing' },
});
