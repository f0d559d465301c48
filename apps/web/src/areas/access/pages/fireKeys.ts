// The fire keys' screens' page chunk.

export { default as FireKeyListPage } from './FireKeyListPage.tsx';
export { default as FireKeyManagementPage } from './FireKeyManagementPage.tsx';
