import type { ApiCache } from '../../../app/api/hooks.ts';
import { keyScope } from '../../../app/api/keys.ts';

/** The structure area's key scopes, one per api file. */
export const structureScopes = {
  units: keyScope('structure', 'units'),
  buildings: keyScope('structure', 'buildings'),
  unitTypes: keyScope('structure', 'unit-types'),
  floorPlans: keyScope('structure', 'floor-plans'),
  commonSpaces: keyScope('structure', 'common-spaces'),
  amenities: keyScope('structure', 'amenities'),
  locations: keyScope('structure', 'locations'),
  spaceTypes: keyScope('structure', 'space-types'),
};

/**
 * A new or changed unit, unit type or space moves counts and lists all over the area: refresh all of it,
 * except the query of a record just deleted (its details are closing; asking again would only 404).
 */
export const refreshStructure = (cache: ApiCache, deleted?: readonly unknown[]) =>
  cache.invalidate([cache.area('structure')], deleted ? { except: deleted } : {});
