// The notification settings chunk: the screen and the audience modal over it load together.
export { default as AudiencePage } from './AudiencePage.tsx';
export { default as NotificationSettingsPage } from './NotificationSettingsPage.tsx';
