// The temporary staff access screens' page chunk.
export { default as AccessDetailsPage } from './AccessDetailsPage.tsx';
export { default as AccessEventLogPage } from './AccessEventLogPage.tsx';
export { EditAccessPage, GrantAccessPage } from './AccessFormPage.tsx';
export { ActiveAccessPage, EndedAccessPage } from './StaffAccessListPage.tsx';
