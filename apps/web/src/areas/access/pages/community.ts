// The IoT community's page chunk.

export { default as ApartmentsPage } from './ApartmentsPage.tsx';
export { default as LocationTreePage } from './LocationTreePage.tsx';
export { default as UnitCreatePage } from './UnitCreatePage.tsx';
export { default as UnitDetailsPage } from './UnitDetailsPage.tsx';
export { CreateLinkUnitsPage, LinkUnitPage, LinkUnitsPage } from './UnitLinkPages.tsx';
