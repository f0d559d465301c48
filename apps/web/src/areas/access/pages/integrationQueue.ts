// The integration queue's page chunk.
export { default as IntegrationEventPage } from './IntegrationEventPage.tsx';
export { default as IntegrationQueuePage } from './IntegrationQueuePage.tsx';
export { default as IntegrationSettingsPage } from './IntegrationSettingsPage.tsx';
