import { data, structure } from '@lintel/contracts';
import type { FastifyReply } from 'fastify';
import { readAuditTrail, recordAudit } from '../../platform/audit/audit.ts';
import { type CsvRow, checkRows, moneyCents, readCsv, wholeNumber } from '../../platform/data/csv-import.ts';
import { type ExportColumn, startExport } from '../../platform/data/export.ts';
import { confirmImport, defineImportJob, readImport, savePreview } from '../../platform/data/imports.ts';
import { translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as buildings from './buildings.service.ts';
import { BUILDING_ENTITY } from './buildings.service.ts';
import * as unitTypes from './unit-types.service.ts';
import { UNIT_TYPE_ENTITY } from './unit-types.service.ts';
import * as repository from './units.repository.ts';
import * as units from './units.service.ts';
import { UNIT_AUDIT_IGNORED, UNIT_ENTITY } from './units.service.ts';

/** The units list's data pieces: import from CSV, export to CSV or XLSX, and change histories. */

type UnitInput = ReturnType<typeof structure.units.unitInput.parse>;
type UnitListItem = structure.UnitListItem;

const COLUMNS = structure.unitsData.UNIT_IMPORT_COLUMNS;
const KIND = 'structure.importUnits';

/** Rows per transaction of the import job. */
const BATCH = 100;

/** Creates a batch of an import's units and their trail rows; a name taken in its building since the preview fails the batch. */
export const importUnitsJob = defineImportJob<UnitInput>({
  name: KIND,
  batchSize: BATCH,
  what: 'units',
  writeBatch: async (scope, rows, actor) => {
    await translate(() => repository.insertUnitsWithIds(scope, rows), { unique: 'CBR_NAME_TAKEN' });
    for (const row of rows) {
      const after = {
        name: row.input.name,
        buildingName: row.cells.building,
        unitTypeName: row.cells.unitType,
        floorPlanName: row.input.floorPlanId ? row.cells.floorPlan : null,
        floor: row.input.floor,
        squareFeet: row.input.squareFeet,
        marketRentCents: row.input.marketRentCents,
      };
      await recordAudit(
        { ...scope, actor: null },
        { entityType: UNIT_ENTITY, entityId: row.id, before: null, after, ignore: UNIT_AUDIT_IGNORED, actor },
      );
    }
  },
});

/**
 * Reads a units file into a preview: each row is checked against the unit create contract, with
 * building, unit type and floor plan found by name in the community, and a unit name that exists
 * already in its building, or twice in one building in the file, refused. Creates nothing.
 */
export async function previewImport(scope: CommunityScope, file: { fileName: string; content: string }) {
  const rows = readCsv(file.content, COLUMNS);
  const refs = await repository.importReferences(scope);
  const seen = new Map<string, number>();
  const convert = (row: CsvRow, problem: (column: string | null, message: string) => void) => {
    const { cells } = row;
    const find = (column: string, names: Map<string, string>, what: string) => {
      const text = cells[column] ?? '';
      if (text === '') return undefined;
      const id = names.get(text.toLowerCase());
      if (!id) problem(column, `no ${what} named “${text}” in this community`);
      return id;
    };
    const number = (column: string, read: (text: string) => number | undefined, message: string) => {
      const value = read(cells[column] ?? '');
      if (Number.isNaN(value)) problem(column, message);
      return value;
    };
    const name = cells.name ?? '';
    const buildingId = find('building', refs.buildings, 'building');
    if (name !== '' && buildingId) {
      // Unit names are unique inside a building.
      const key = `${buildingId} ${name}`;
      const earlier = seen.get(key);
      if (earlier !== undefined)
        problem('name', `appears twice in this building in the file (also on line ${earlier})`);
      else if (refs.unitNames.has(key)) problem('name', 'a unit with this name already exists in this building');
      else seen.set(key, row.line);
    }
    return {
      name: name === '' ? undefined : name,
      buildingId,
      unitTypeId: find('unitType', refs.unitTypes, 'unit type'),
      floorPlanId: find('floorPlan', refs.floorPlans, 'floor plan') ?? null,
      floor: number('floor', wholeNumber, 'must be a whole number'),
      squareFeet: number('squareFeet', wholeNumber, 'must be a whole number'),
      marketRentCents: number('marketRent', moneyCents, 'must be an amount, like 1450.00'),
    };
  };
  const { valid, invalid } = checkRows(rows, {
    columns: COLUMNS,
    schema: structure.units.unitInput,
    fieldColumns: {
      name: { column: 'name' },
      buildingId: { column: 'building' },
      unitTypeId: { column: 'unitType' },
      floorPlanId: { column: 'floorPlan' },
      floor: { column: 'floor', kind: 'number' },
      squareFeet: { column: 'squareFeet', kind: 'number' },
      marketRentCents: { column: 'marketRent', kind: 'money' },
    },
    convert,
  });
  return savePreview(scope, { kind: KIND, fileName: file.fileName, columns: COLUMNS, valid, invalid });
}

export function readUnitsImport(scope: CommunityScope, id: string) {
  return readImport(scope, KIND, id, COLUMNS);
}

export function confirmUnitsImport(scope: CommunityScope, id: string) {
  return confirmImport(scope, importUnitsJob, id, COLUMNS);
}

const dollars = (cents: number) => cents / 100;

const EXPORT_COLUMNS: ExportColumn<UnitListItem>[] = [
  { header: 'Unit', value: (unit) => unit.name, width: 14 },
  { header: 'Building', value: (unit) => unit.buildingName, width: 20 },
  { header: 'Unit type', value: (unit) => unit.unitTypeName, width: 18 },
  { header: 'Floor', value: (unit) => unit.floor, width: 8 },
  { header: 'Square feet', value: (unit) => unit.squareFeet, width: 12, numberFormat: '#,##0' },
  { header: 'Market rent', value: (unit) => dollars(unit.marketRentCents), width: 14, numberFormat: '$#,##0.00' },
];

/** The units list as a file: the same search, filters and order as the screen, at most EXPORT_MAX_ROWS rows. */
export async function exportUnits(
  scope: CommunityScope,
  query: { format: data.ExportFormat; q?: string; sort?: string; buildingId?: string; unitTypeId?: string },
  reply: FastifyReply,
) {
  const file = startExport(query.format, 'units', EXPORT_COLUMNS, 'Units');
  for await (const batch of repository.unitBatches(scope, query, data.EXPORT_MAX_ROWS)) file.write(batch);
  return file.send(reply);
}

/** A record's trail, once the record is found in the community (another tenant's id answers RECORD_NOT_FOUND). */
const trail =
  (entityType: string, get: (scope: CommunityScope, id: string) => Promise<unknown>) =>
  async (scope: CommunityScope, id: string, query: { page?: number; size?: number }) => {
    await get(scope, id);
    return readAuditTrail(scope, entityType, id, query);
  };

export const unitTrail = trail(UNIT_ENTITY, units.get);
export const buildingTrail = trail(BUILDING_ENTITY, buildings.get);
export const unitTypeTrail = trail(UNIT_TYPE_ENTITY, unitTypes.get);
