import { href } from '../../app/routing/table.ts';

/**
 * Where the community settings screens live, by route name (spec part 2: /community-settings/...).
 * The pricing section's tab is 'pricing-matrices': 'pricing-matrix' without an id is the create screen.
 */
export const settingsPaths = {
  unitStatuses: () => href('community.settings.unitStatuses'),
  pricingMatrices: () => href('community.settings.pricingMatrices'),
  bulk: () => href('cbr.unit.statuses.bulk'),
  matrix: (id?: string) => href('community.settings.pricingMatrix.details', id ? { id } : {}),
};
