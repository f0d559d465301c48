// The lock screens' page chunk.
export { default as LockAccessHistoryPage } from './LockAccessHistoryPage.tsx';
export { default as LockChangeLocationPage } from './LockChangeLocationPage.tsx';
export { default as LockChangeRouterPage } from './LockChangeRouterPage.tsx';
export { default as LockColumnsPage } from './LockColumnsPage.tsx';
export { default as LockDetailsPage } from './LockDetailsPage.tsx';
export { default as LockHistoryPage } from './LockHistoryPage.tsx';
export { default as LockInstallPage } from './LockInstallPage.tsx';
export { default as LockManagementPage } from './LockManagementPage.tsx';
export { default as LocksPage } from './LocksPage.tsx';
