// The staff screens' page chunk, with their access screens (the people's pages).

export {
  StaffAddLocationPage,
  StaffAuthorizationsPage,
  StaffKeyringManagementPage,
  StaffKeyringPage,
  StaffPlacePage,
} from './StaffAccessPages.tsx';
export { default as StaffDetailsPage } from './StaffDetailsPage.tsx';
export { default as StaffListPage } from './StaffListPage.tsx';
