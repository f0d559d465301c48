// The settings area's page chunk: every screen of the area, so moving between them loads nothing more.
export { default as PricingMatrixDetailsPage } from './pricing-matrix/PricingMatrixDetailsPage.tsx';
export { default as PricingMatrixPage } from './pricing-matrix/PricingMatrixPage.tsx';
export { default as ApplyStatusesPage } from './unit-statuses/ApplyStatusesPage.tsx';
export { default as UnitStatusesPage } from './unit-statuses/UnitStatusesPage.tsx';
