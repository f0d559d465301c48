// The locations area's page chunk: every screen of the area, so its modals open without a second load.
export { default as LocationsPage } from './LocationsPage.tsx';
export { default as PropertyCreatePage } from './PropertyCreatePage.tsx';
export { default as PropertyDetailsPage } from './PropertyDetailsPage.tsx';
export { default as PropertyEditPage } from './PropertyEditPage.tsx';
export { default as SpaceTypeCreatePage } from './SpaceTypeCreatePage.tsx';
export { default as SpaceTypeDetailsPage } from './SpaceTypeDetailsPage.tsx';
export { default as SpaceTypesPage } from './SpaceTypesPage.tsx';
