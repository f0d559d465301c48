// The spaces area's page chunk: every screen of the area, so its modals open without a second load.
export { default as AmenityDetailsPage } from './AmenityDetailsPage.tsx';
export { default as AmenityGroupPage } from './AmenityGroupPage.tsx';
export { default as BuildingDetailsPage } from './BuildingDetailsPage.tsx';
export { default as CommonSpaceCreatePage } from './CommonSpaceCreatePage.tsx';
export { default as CommonSpaceDetailsPage } from './CommonSpaceDetailsPage.tsx';
export { default as LivingSpacesPage } from './LivingSpacesPage.tsx';
export { default as UnitAmenitiesPage } from './UnitAmenitiesPage.tsx';
export { default as UnitCreatePage } from './UnitCreatePage.tsx';
export { default as UnitDetailsPage } from './UnitDetailsPage.tsx';
export { default as UnitTypeAssignPage } from './UnitTypeAssignPage.tsx';
export { default as UnitTypeCreatePage } from './UnitTypeCreatePage.tsx';
export { default as UnitTypeDetailsPage } from './UnitTypeDetailsPage.tsx';
export { default as UnitTypesPage } from './UnitTypesPage.tsx';
