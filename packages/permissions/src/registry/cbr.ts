import { customerOrCommunity, k, keys } from './define.ts';

/** Community structure (spaces), unit types, floor plans, unit statuses and locations. */
export const cbrKeys = keys('CBR', { ...customerOrCommunity, inferred: true }, [
  k('CBR_LIVING_SPACES_VIEW', 'P2:172', 'View the living structure: buildings, units, common and maintenance areas.', {
    view: true,
  }),
  k('CBR_LIVING_SPACES_CREATE', 'P2:172', 'Create buildings, units and common or maintenance areas.', {
    dependsOn: ['CBR_LIVING_SPACES_VIEW'],
  }),
  k('CBR_UNIT_TYPES_VIEW', 'P2:172', 'View unit types; also opens the pricing matrix section of community settings.', {
    view: true,
  }),
  k('CBR_UNIT_TYPES_CREATE', 'P2:172', 'Create unit types.', { dependsOn: ['CBR_UNIT_TYPES_VIEW'] }),
  k('CBR_UNIT_TYPES_ASSIGNMENT', 'P2:172', 'Assign unit types to units.', { dependsOn: ['CBR_UNIT_TYPES_VIEW'] }),
  k('CBR_FLOOR_PLAN_CREATE', 'P2:172', 'Add floor plans.'),
  k('CBR_UNIT_STATUS_SETTINGS_VIEW', 'P1:403', 'View the unit statuses section of community settings (read-only).', {
    view: true,
  }),
  k(
    'CBR_UNIT_STATUS_SETTINGS_UPDATE',
    'P1:403',
    'Edit unit statuses and rules, and apply statuses to other communities; without it the screens are read-only.',
    { dependsOn: ['CBR_UNIT_STATUS_SETTINGS_VIEW'] },
  ),
  k(
    'CBR_LOCATIONS_MANAGE',
    'P2:182',
    'The locations permission of the property-tree editor (which also needs admin-group status and a build flag).',
  ),
]);
