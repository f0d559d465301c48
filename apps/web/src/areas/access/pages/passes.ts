// The passes screens' page chunk.
export { default as PassCreatePage } from './PassCreatePage.tsx';
export { default as PassDetailsPage } from './PassDetailsPage.tsx';
export { default as PassListPage } from './PassListPage.tsx';
export { default as PassLogsPage } from './PassLogsPage.tsx';
export { default as PassSummaryPage } from './PassSummaryPage.tsx';
