// The keys screens' page chunk.

export { default as KeyCreatePage } from './KeyCreatePage.tsx';
export { default as KeyDetailsPage } from './KeyDetailsPage.tsx';
export { default as KeyListPage } from './KeyListPage.tsx';
export { KeyAssignPage, KeyDeletePage, KeyImportPage, KeyLocationsPage } from './KeyModalPages.tsx';
