import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../../test/fixtures/structure-ids.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { actAs } from '../../platform/db/scope.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import { importUnitsJob } from './units-data.service.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let multi: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const harbor = { customer: 'Acme Living', community: 'Harbor View' };
const elm = { customer: 'Birch Residential', community: 'Elm Park' };
const a101 = demo.unit('Acme Living', 'Maple Court', 'Building A', 'A-101');
const buildingA = demo.building('Acme Living', 'Maple Court', 'Building A');
const studio = demo.unitType('Acme Living', 'Maple Court', 'Studio');

const HEADER = 'Unit,Building,Unit type,Floor plan,Floor,Square feet,Market rent';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
const silent = { error() {} };

const runJobs = () => runDueJobs({ db: api.database.db, clock: api.clock, jobs: [importUnitsJob], log: silent });

const preview = (who: PersonaClient, content: string, context = maple) =>
  who.post('/api/units/imports', { fileName: 'units.csv', content }, context);

const unitNames = async (prefix: string) =>
  (await manager.get(`/api/units?q=${encodeURIComponent(prefix)}&size=999`, maple))
    .json()
    .content.map((unit: { name: string }) => unit.name)
    .sort();

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  multi = await api.as('multi@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('a community manager importing units from CSV', () => {
  it('sees which rows can be imported and why the others cannot, column by column, and nothing is created yet', async () => {
    const response = await preview(
      manager,
      csv(
        'IMP-1,Building A,Studio,,1,"1,200","$1,450.00"',
        'IMP-2,building b,2 bedroom,Plan A,2,900,1800',
        'IMP-3,Building Z,Studio,,x,900,cheap',
        'A-101,Building A,Studio,,1,500,1000',
        'IMP-1,Building A,Studio,,1,500,1000',
        ',Building A,,,300,500,1000',
      ),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.state).toBe('previewed');
    expect(body.validRows.map((row: { line: number }) => row.line)).toEqual([2, 3]);
    expect(body.validRows[0].cells).toMatchObject({ name: 'IMP-1', squareFeet: '1,200', marketRent: '$1,450.00' });
    const problems = Object.fromEntries(
      body.invalidRows.map((row: { line: number; problems: unknown[] }) => [row.line, row.problems]),
    );
    expect(problems[4]).toEqual([
      { column: 'Building', message: 'no building named “Building Z” in this community' },
      { column: 'Floor', message: 'must be a whole number' },
      { column: 'Market rent', message: 'must be an amount, like 1450.00' },
    ]);
    expect(problems[5]).toEqual([{ column: 'Unit', message: 'a unit with this name already exists in this building' }]);
    expect(problems[6]).toEqual([
      { column: 'Unit', message: 'appears twice in this building in the file (also on line 2)' },
    ]);
    expect(problems[7]).toEqual(
      expect.arrayContaining([
        { column: 'Unit', message: 'is required' },
        { column: 'Unit type', message: 'is required' },
        { column: 'Floor', message: 'must be at most 200' },
      ]),
    );
    expect(await unitNames('IMP-')).toEqual([]);
  });

  it('confirms: a background job creates the valid rows, reports progress, and each new unit has a trail naming the manager', async () => {
    const content = csv(
      ...Array.from(
        { length: 230 },
        (_, i) => `BULK-${String(i).padStart(3, '0')},Building C,1 Bedroom,,3,700,1600.50`,
      ),
      'BULK-bad,Building C,Nope,,3,700,1600',
    );
    const previewed = (await preview(manager, content)).json();
    expect(previewed.validRows).toHaveLength(230);
    expect(previewed.invalidRows).toHaveLength(1);

    const confirmed = await manager.post(`/api/units/imports/${previewed.id}/confirm`, undefined, maple);
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json()).toMatchObject({ state: 'confirmed', createdCount: 0, progress: 0 });
    expect(await unitNames('BULK-')).toEqual([]);

    expect(await runJobs()).toBe(1);
    const done = (await manager.get(`/api/units/imports/${previewed.id}`, maple)).json();
    expect(done).toMatchObject({
      state: 'done',
      createdCount: 230,
      progress: 100,
      progressMessage: 'Created 230 of 230 units',
    });
    const names = await unitNames('BULK-');
    expect(names).toHaveLength(230);
    expect(names).not.toContain('BULK-bad');

    const unit = (await manager.get('/api/units?q=BULK-007', maple)).json().content[0];
    expect(unit).toMatchObject({ buildingName: 'Building C', unitTypeName: '1 Bedroom', marketRentCents: 160_050 });
    const trail = (await manager.get(`/api/units/${unit.id}/audit`, maple)).json();
    expect(trail.content).toHaveLength(1);
    expect(trail.content[0]).toMatchObject({ action: 'create', actorName: expect.stringMatching(/\S/) });
    expect(trail.content[0].changes.marketRentCents).toEqual({ before: null, after: 160_050 });

    // A second confirmation is refused and queues nothing.
    const again = await manager.post(`/api/units/imports/${previewed.id}/confirm`, undefined, maple);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IMPORT_ALREADY_CONFIRMED');
    expect(await runJobs()).toBe(0);
  });

  it('cannot confirm a file with no importable row', async () => {
    const previewed = (await preview(manager, csv('A-101,Building A,Studio,,1,500,1000'))).json();
    const response = await manager.post(`/api/units/imports/${previewed.id}/confirm`, undefined, maple);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('IMPORT_NOTHING_TO_IMPORT');
  });

  it('is told the file is too long, too large, unreadable or missing columns', async () => {
    const tooLong = csv(...Array.from({ length: 2_001 }, (_, i) => `L-${i},Building A,Studio,,1,500,1000`));
    expect((await preview(manager, tooLong)).json().code).toBe('IMPORT_FILE_TOO_LARGE');
    const tooLarge = csv(`${'x'.repeat(600_000)},Building A,Studio,,1,500,1000`, `${'é'.repeat(300_000)},A,S,,1,1,1`);
    expect((await preview(manager, tooLarge)).statusCode).toBe(413);
    const missing = await preview(manager, 'Unit,Building\nX-1,Building A');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'IMPORT_COLUMNS_MISSING',
      issues: expect.arrayContaining([{ path: 'Market rent', message: 'The column “Market rent” is missing.' }]),
    });
    const unreadable = await preview(manager, `${HEADER}\n"X-1,Building A`);
    expect(unreadable.json().code).toBe('IMPORT_FILE_UNREADABLE');
  });

  it('a batch that fails leaves none of its rows: the batches before it stay, and the import reads as failed', async () => {
    const content = csv(
      ...Array.from({ length: 150 }, (_, i) => `HALF-${String(i).padStart(3, '0')},Building B,Studio,,2,480,1250`),
    );
    const previewed = (await preview(manager, content)).json();
    // Taken after the preview, in the second batch (rows 100–149).
    const taken = await manager.post(
      '/api/units',
      {
        name: 'HALF-120',
        buildingId: demo.building('Acme Living', 'Maple Court', 'Building B'),
        unitTypeId: studio,
        floor: 1,
        squareFeet: 400,
        marketRentCents: 100_000,
      },
      maple,
    );
    expect(taken.statusCode).toBe(201);
    await manager.post(`/api/units/imports/${previewed.id}/confirm`, undefined, maple);
    for (let attempt = 0; attempt < 3; attempt++) {
      await runJobs();
      api.clock.advance(60_000);
    }
    const failed = (await manager.get(`/api/units/imports/${previewed.id}`, maple)).json();
    expect(failed).toMatchObject({ state: 'failed', createdCount: 100 });
    const names = await unitNames('HALF-');
    expect(names).toHaveLength(101);
    expect(names.filter((name: string) => name >= 'HALF-100' && name !== 'HALF-120')).toEqual([]);
  });
});

describe('who may import', () => {
  it('read-only staff cannot read a file for import', async () => {
    expect((await preview(viewer, csv('V-1,Building A,Studio,,1,500,1000'))).statusCode).toBe(403);
  });

  it("another customer's user cannot read or confirm the import, whatever context they send", async () => {
    const previewed = (await preview(manager, csv('FOREIGN-1,Building A,Studio,,1,500,1000'))).json();
    for (const context of [maple, elm, harbor]) {
      const read = await multi.get(`/api/units/imports/${previewed.id}`, context);
      const confirm = await multi.post(`/api/units/imports/${previewed.id}/confirm`, undefined, context);
      expect([403, 404]).toContain(read.statusCode);
      expect([403, 404]).toContain(confirm.statusCode);
    }
    expect(await runJobs()).toBe(0);
    expect((await manager.get(`/api/units/imports/${previewed.id}`, maple)).json().state).toBe('previewed');
  });
});

describe('a community viewer exporting the units list', () => {
  it('gets the filtered list as CSV, in the list order, with formula-like text neutralised', async () => {
    const created = await manager.post(
      '/api/units',
      {
        name: '=HYPERLINK("x")',
        buildingId: buildingA,
        unitTypeId: studio,
        floor: 1,
        squareFeet: 400,
        marketRentCents: 99_999,
      },
      maple,
    );
    expect(created.statusCode).toBe(201);
    const response = await viewer.get('/api/units/export?format=csv&q=a-10&sort=name,desc', maple);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="units.csv"');
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Unit,Building,Unit type,Floor,Square feet,Market rent');
    const names = lines.slice(1).map((line) => line.split(',')[0] ?? '');
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort().reverse());
    expect(names.every((name) => name.startsWith('A-10'))).toBe(true);

    const injected = await viewer.get(`/api/units/export?format=csv&q=${encodeURIComponent('=HYP')}`, maple);
    expect(injected.body).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('gets XLSX with numbers as numbers and the building filter applied', async () => {
    const response = await viewer.get(`/api/units/export?format=xlsx&buildingId=${buildingA}&q=a-101`, maple);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Units');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Unit',
      'Building',
      'Unit type',
      'Floor',
      'Square feet',
      'Market rent',
    ]);
    expect(sheet?.getRow(2).getCell(1).value).toBe('A-101');
    expect(typeof sheet?.getRow(2).getCell(6).value).toBe('number');
  });

  it("another customer's user cannot export Maple Court's units", async () => {
    expect((await multi.get('/api/units/export?format=csv', maple)).statusCode).toBe(403);
  });
});

describe('the audit trail', () => {
  it('a community manager: a change leaves a trail row with the fields before and after; a refused change leaves none', async () => {
    const before = (await manager.get(`/api/units/${a101}/audit`, maple)).json().totalElements;
    const unit = (await manager.get(`/api/units/${a101}`, maple)).json();
    const body = {
      name: unit.name,
      buildingId: unit.buildingId,
      unitTypeId: unit.unitTypeId,
      floorPlanId: unit.floorPlanId,
      floor: unit.floor,
      squareFeet: unit.squareFeet,
      marketRentCents: unit.marketRentCents + 5_000,
    };
    expect((await manager.request('PUT', `/api/units/${a101}`, { body, context: maple })).statusCode).toBe(200);
    const trail = (await manager.get(`/api/units/${a101}/audit`, maple)).json();
    expect(trail.totalElements).toBe(before + 1);
    expect(trail.content[0]).toMatchObject({
      action: 'update',
      changes: { marketRentCents: { before: unit.marketRentCents, after: unit.marketRentCents + 5_000 } },
    });
    expect(Object.keys(trail.content[0].changes)).toEqual(['marketRentCents']);

    // Refused: the name is another unit's.
    const refused = await manager.request('PUT', `/api/units/${a101}`, {
      body: { ...body, name: 'A-102' },
      context: maple,
    });
    expect(refused.statusCode).toBe(409);
    expect((await manager.get(`/api/units/${a101}/audit`, maple)).json().totalElements).toBe(before + 1);
  });

  it('a community manager: creating and removing a building and a unit type leave their trails', async () => {
    const building = (await manager.post('/api/buildings', { name: 'Audit Hall', floors: 3 }, maple)).json();
    expect(building.id).toBeDefined();
    const trail = (await manager.get(`/api/buildings/${building.id}/audit`, maple)).json();
    expect(trail.content[0]).toMatchObject({
      action: 'create',
      changes: { name: { before: null, after: 'Audit Hall' } },
    });
    expect((await manager.request('DELETE', `/api/buildings/${building.id}`, { context: maple })).statusCode).toBe(200);
    const rows = await api.database.db
      .withTables<{ audit_log: { entity_id: string; action: string } }>()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', building.id)
      .execute();
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'delete']);

    const unitTypes = (await manager.get('/api/unit-types?size=1', maple)).json().content;
    const typeTrail = await manager.get(`/api/unit-types/${unitTypes[0].id}/audit`, maple);
    expect(typeTrail.statusCode).toBe(200);
  });

  it("another customer's user cannot read a unit's trail", async () => {
    expect((await multi.get(`/api/units/${a101}/audit`, maple)).statusCode).toBe(403);
    expect((await multi.get(`/api/units/${a101}/audit`, elm)).statusCode).toBe(404);
    expect((await multi.get(`/api/units/${a101}/audit`, harbor)).statusCode).toBe(404);
  });

  it('the request role may add and read trail rows but never change or remove one', async () => {
    const attempt = (statement: 'update' | 'delete') =>
      api.database.db.transaction().execute(async (tx) => {
        await actAs(tx, {
          appRole: true,
          customerId: customerId('Acme Living'),
          communityId: communityId('Acme Living', 'Maple Court'),
          allCommunities: false,
        });
        return statement === 'update'
          ? sql`update audit_log set action = 'create'`.execute(tx)
          : sql`delete from audit_log`.execute(tx);
      });
    await expect(attempt('update')).rejects.toThrow(/permission denied/);
    await expect(attempt('delete')).rejects.toThrow(/permission denied/);
  });
});
