// The automation pages' chunk: schedules, auto-open rules and scenarios.

export { default as AutoOpenCreatePage } from './AutoOpenCreatePage.tsx';
export { default as AutoOpenDetailsPage } from './AutoOpenDetailsPage.tsx';
export { default as AutoOpenListPage } from './AutoOpenListPage.tsx';
export { LeakRuleAddPage, LeakRulesPage, LeakSensorsPage } from './LeakPages.tsx';
export { MoveInsPage, MoveInsRulesPage, MoveInsSchedulePage } from './MoveInPages.tsx';
export {
  EnergySavingPage,
  EnergySavingRulesPage,
  EnergySavingSchedulePage,
  ScenarioLogPage,
  ScenariosPage,
} from './ScenarioPages.tsx';
export { ScheduleCreatePage, ScheduleEditPage } from './ScheduleFormPage.tsx';
export { default as ScheduleListPage } from './ScheduleListPage.tsx';
export { StaffAccessPage, StaffAccessRulesPage } from './StaffAccessPages.tsx';
