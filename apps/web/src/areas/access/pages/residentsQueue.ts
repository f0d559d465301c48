// The resident queue's page chunk.
export { QueueMoveInPage, QueueMoveOutPage } from './QueueMovePages.tsx';
export { default as QueueSettingsPage } from './QueueSettingsPage.tsx';
export { default as ResidentQueuePage } from './ResidentQueuePage.tsx';
