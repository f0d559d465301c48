// The automation pages' chunk: schedules and auto-open rules.

export { default as AutoOpenCreatePage } from './AutoOpenCreatePage.tsx';
export { default as AutoOpenDetailsPage } from './AutoOpenDetailsPage.tsx';
export { default as AutoOpenListPage } from './AutoOpenListPage.tsx';
export { ScheduleCreatePage, ScheduleEditPage } from './ScheduleFormPage.tsx';
export { default as ScheduleListPage } from './ScheduleListPage.tsx';
