import { auditTrailEndpoint, exportFile, exportQueryFields, importEndpoints } from '../data.ts';
import { defineEndpoint } from '../endpoint.ts';
import * as z from '../zod.ts';

/**
 * The units list's data pieces: import from CSV, export to CSV or XLSX, and the change history of
 * a unit, a building and a unit type.
 */

/**
 * The columns of a units file, in template order, with the headers a manager types. A column is
 * found by its header or an alias, in any case; Unit, Building, Unit type, Floor, Square feet and
 * Market rent are required, Floor plan is optional.
 */
export const UNIT_IMPORT_COLUMNS = [
  { key: 'name', header: 'Unit', aliases: ['unit name', 'name'], required: true },
  { key: 'building', header: 'Building', aliases: ['building name'], required: true },
  { key: 'unitType', header: 'Unit type', aliases: ['type', 'unit type name'], required: true },
  { key: 'floorPlan', header: 'Floor plan', aliases: ['plan'], required: false },
  { key: 'floor', header: 'Floor', aliases: [], required: true },
  { key: 'squareFeet', header: 'Square feet', aliases: ['sq ft', 'sqft', 'square footage'], required: true },
  { key: 'marketRent', header: 'Market rent', aliases: ['rent'], required: true },
] as const;

export const unitImports = importEndpoints({
  id: 'structure.unitImports',
  path: '/api/units/imports',
  what: 'units',
  permission: { key: 'CBR_LIVING_SPACES_CREATE' },
});

export const exportUnits = defineEndpoint({
  id: 'structure.exportUnits',
  method: 'GET',
  path: '/api/units/export',
  summary: 'The units list as a CSV or XLSX file, with the same search, filters and sort as the list.',
  access: { auth: 'session', tenant: 'community', permission: { key: 'CBR_LIVING_SPACES_VIEW' } },
  query: z.strictObject({ ...exportQueryFields, buildingId: z.uuid().optional(), unitTypeId: z.uuid().optional() }),
  response: exportFile,
});

export const unitAuditTrail = auditTrailEndpoint({
  id: 'structure.unitAuditTrail',
  path: '/api/units/:unitId/audit',
  param: 'unitId',
  what: 'a unit',
  permission: { key: 'CBR_LIVING_SPACES_VIEW' },
});

export const buildingAuditTrail = auditTrailEndpoint({
  id: 'structure.buildingAuditTrail',
  path: '/api/buildings/:buildingId/audit',
  param: 'buildingId',
  what: 'a building',
  permission: { key: 'CBR_LIVING_SPACES_VIEW' },
});

export const unitTypeAuditTrail = auditTrailEndpoint({
  id: 'structure.unitTypeAuditTrail',
  path: '/api/unit-types/:unitTypeId/audit',
  param: 'unitTypeId',
  what: 'a unit type',
  permission: { key: 'CBR_UNIT_TYPES_VIEW' },
});
