export * as pricingMatrix from './pricing-matrix.ts';
export * as unitStatuses from './unit-statuses.ts';
