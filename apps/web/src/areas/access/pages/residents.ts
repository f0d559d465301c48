// The residents' page chunk, with their access screens (the people's pages).

export {
  ResidentAddLocationPage,
  ResidentAuthorizationsPage,
  ResidentKeyringManagementPage,
  ResidentKeyringPage,
  ResidentPlacePage,
} from './ResidentAccessPages.tsx';
export { default as ResidentCreatePage } from './ResidentCreatePage.tsx';
export { default as ResidentDetailsPage } from './ResidentDetailsPage.tsx';
export { default as ResidentEmailPage } from './ResidentEmailPage.tsx';
export { default as ResidentListPage } from './ResidentListPage.tsx';
