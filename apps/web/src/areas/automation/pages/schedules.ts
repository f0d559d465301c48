// The automation schedules' page chunk.

export { ScheduleCreatePage, ScheduleEditPage } from './ScheduleFormPage.tsx';
export { default as ScheduleListPage } from './ScheduleListPage.tsx';
