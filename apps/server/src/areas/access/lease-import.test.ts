import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { importLeasesJob } from './lease-import.service.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const url = '/api/iot/settings/integrations/csv-imports';
const silent = { error() {} };

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;

beforeAll(async () => {
  api = await createTestApi();
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
});
afterAll(async () => {
  await api?.close();
});

type Lease = { id: string; unitName: string; startsOn: string; endsOn: string; residentNames?: string[] };

describe('CSV import of residents and leases', () => {
  it('community manager: a rent roll is previewed row by row and creates nothing; confirmed, rows of one unit and dates make one lease with its residents', async () => {
    const leasesBefore = (await manager.get('/api/iot/leases?size=1', maple)).json().totalElements as number;
    const content = [
      'Unit,Building,First name,Last name,Email,Phone,Lease start,Lease end',
      'A-101,,Ines,Import,ines.import@example.test,,2027-01-01,2027-12-31',
      'A-101,Building A,Ivo,Import,,,2027-01-01,2027-12-31',
      'A-102,,Jana,Roll,jana.roll@example.test,+1 555 0100,2027-02-01,2028-01-31',
      'Z-999,,Nobody,Here,,,2027-01-01,2027-12-31',
      'A-103,,Dates,Backwards,,,2027-05-01,2027-04-01',
      'A-104,,Twice,Mail,ines.import@example.test,,2027-01-01,2027-12-31',
      'A-105,,,Nameless,,,2027-01-01,2027-12-31',
      'A-106,,Bad,Date,,,01/02/2027,2027-12-31',
    ].join('\n');
    const preview = await manager.post(url, { fileName: 'rent-roll.csv', content }, maple);
    expect(preview.statusCode).toBe(201);
    const previewed = preview.json();
    expect(previewed.validRows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4]);
    const problems = Object.fromEntries(
      previewed.invalidRows.map((r: { line: number; problems: { column: string; message: string }[] }) => [
        r.line,
        r.problems.map((p) => `${p.column}: ${p.message}`),
      ]),
    );
    expect(problems).toEqual({
      5: ['Unit: no unit named “Z-999” in this community'],
      6: ['Lease end: must be after the lease start'],
      7: ['Email: appears twice in the file (also on line 2)'],
      8: ['First name: is required'],
      9: ['Lease start: must be a date as YYYY-MM-DD'],
    });
    expect((await manager.get('/api/iot/leases?size=1', maple)).json().totalElements).toBe(leasesBefore);

    // The list shows it, waiting for confirmation.
    const listed = (await manager.get(url, maple)).json();
    expect(listed.content[0]).toMatchObject({
      id: previewed.id,
      fileName: 'rent-roll.csv',
      state: 'previewed',
      validCount: 3,
      invalidCount: 5,
      createdCount: 0,
    });

    const confirmed = await manager.post(`${url}/${previewed.id}/confirm`, undefined, maple);
    expect(confirmed.statusCode).toBe(202);
    await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [importLeasesJob], log: silent });
    const done = (await manager.get(`${url}/${previewed.id}`, maple)).json();
    expect(done).toMatchObject({ state: 'done', createdCount: 3, progress: 100 });
    expect((await manager.post(`${url}/${previewed.id}/confirm`, undefined, maple)).json().code).toBe(
      'IMPORT_ALREADY_CONFIRMED',
    );

    // Two leases: A-101 with both its residents, A-102 with one.
    expect((await manager.get('/api/iot/leases?size=1', maple)).json().totalElements).toBe(leasesBefore + 2);
    const a101 = (await manager.get('/api/iot/leases?size=100&q=a-101', maple)).json().content as Lease[];
    const imported = a101.find((l) => l.startsOn === '2027-01-01')!;
    const lease = (await manager.get(`/api/iot/leases/${imported.id}`, maple)).json();
    expect(lease).toMatchObject({ startsOn: '2027-01-01', endsOn: '2027-12-31' });
    expect(
      lease.residents.map((r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`).sort(),
    ).toEqual(['Ines Import', 'Ivo Import']);
  });

  it('community manager: a file whose every row is refused cannot be confirmed', async () => {
    const content = ['Unit,First name,Last name,Lease start,Lease end', 'Z-1,A,B,2027-01-01,2027-12-31'].join('\n');
    const previewed = (await manager.post(url, { fileName: 'bad.csv', content }, maple)).json();
    expect(previewed.validRows).toEqual([]);
    const confirm = await manager.post(`${url}/${previewed.id}/confirm`, undefined, maple);
    expect(confirm.json().code).toBe('IMPORT_NOTHING_TO_IMPORT');
  });

  it('community viewer: may neither see nor start an import', async () => {
    expect((await viewer.get(url, maple)).statusCode).toBe(403);
    const content = 'Unit,First name,Last name,Lease start,Lease end\nA-101,A,B,2027-01-01,2027-12-31';
    expect((await viewer.post(url, { fileName: 'x.csv', content }, maple)).statusCode).toBe(403);
  });
});
