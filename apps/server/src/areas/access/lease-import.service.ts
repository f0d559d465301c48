import { randomUUID } from 'node:crypto';
import { access } from '@lintel/contracts';
import { z } from 'zod';
import { type CsvRow, checkRows, readCsv } from '../../platform/data/csv-import.ts';
import { confirmImport, defineImportJob, listImports, readImport, savePreview } from '../../platform/data/imports.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repository from './lease-import.repository.ts';
import { inCommunity as at } from './leases.repository.ts';
import { addResident, writeLease } from './leases.service.ts';

/**
 * The smart-building CSV import of residents and their leases (D252), on the kit's import: a preview
 * that finds each row's unit and checks it as a new lease's resident, then a job that writes the
 * rows in batches. Rows of the same unit and lease dates are one lease, whose id the preview fixes:
 * the batch with its first row writes it, so a lease split across batches, or a batch run again after
 * a crash, is written once. Each resident's move-in and move-out are then due in the resident queue,
 * as for a lease made by hand.
 */

const COLUMNS = access.leaseImport.LEASE_IMPORT_COLUMNS;
const KIND = 'access.importLeases';
const BATCH = 100;

const row = access.leases.newResident
  .extend({
    unitId: z.uuid(),
    startsOn: z.iso.date({ message: 'must be a date as YYYY-MM-DD' }),
    endsOn: z.iso.date({ message: 'must be a date as YYYY-MM-DD' }),
  })
  .refine((r) => r.endsOn > r.startsOn, { path: ['endsOn'], message: 'must be after the lease start' });
type ImportedResident = z.output<typeof row> & { leaseId: string };

export const importLeasesJob = defineImportJob<ImportedResident>({
  name: KIND,
  batchSize: BATCH,
  what: 'residents',
  writeBatch: async (scope, rows) => {
    const doer = { ...scope, actor: null };
    for (const { input } of rows) {
      const lease = { id: input.leaseId, unitId: input.unitId, startsOn: input.startsOn, endsOn: input.endsOn };
      if (!(await repository.leaseExists(at(scope), input.leaseId))) {
        await writeLease(doer, { ...lease, locationIds: [] });
      }
      await addResident(doer, lease, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
      });
    }
  },
});

/**
 * Reads a rent roll into a preview: each row's unit found by name (within its building when one is
 * named), the resident and dates checked as a new lease's, an email twice in the file refused.
 * Creates nothing.
 */
export async function previewImport(scope: CommunityScope, file: { fileName: string; content: string }) {
  const rows = readCsv(file.content, COLUMNS);
  const units = await repository.unitsByName(at(scope));
  const emails = new Map<string, number>();
  const convert = (csv: CsvRow, problem: (column: string | null, message: string) => void) => {
    const name = (csv.cells.unit ?? '').trim();
    const building = (csv.cells.building ?? '').trim().toLowerCase();
    let unitId: string | undefined;
    if (name !== '') {
      const found = (units.get(name.toLowerCase()) ?? []).filter((u) => building === '' || u.building === building);
      if (found.length === 0) {
        problem(
          'unit',
          building === '' ? `no unit named “${name}” in this community` : `no unit named “${name}” in that building`,
        );
      } else if (found.length > 1) problem('unit', `more than one unit is named “${name}”: name its building`);
      else unitId = found[0]!.id;
    }
    const email = (csv.cells.email ?? '').trim().toLowerCase();
    if (email !== '') {
      const earlier = emails.get(email);
      if (earlier !== undefined) problem('email', `appears twice in the file (also on line ${earlier})`);
      else emails.set(email, csv.line);
    }
    const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    return {
      unitId,
      firstName: csv.cells.firstName,
      lastName: csv.cells.lastName,
      email: blank(csv.cells.email),
      phone: blank(csv.cells.phone),
      startsOn: csv.cells.startsOn?.trim(),
      endsOn: csv.cells.endsOn?.trim(),
    };
  };
  const { valid, invalid } = checkRows(rows, {
    columns: COLUMNS,
    schema: row,
    fieldColumns: {
      unitId: { column: 'unit' },
      firstName: { column: 'firstName' },
      lastName: { column: 'lastName' },
      email: { column: 'email' },
      phone: { column: 'phone' },
      startsOn: { column: 'startsOn' },
      endsOn: { column: 'endsOn' },
    },
    convert,
  });
  // One lease per unit and dates: the preview fixes its id, each of its rows carries it.
  const leases = new Map<string, string>();
  const grouped = valid.map((line) => {
    const key = `${line.input.unitId}|${line.input.startsOn}|${line.input.endsOn}`;
    const leaseId = leases.get(key) ?? randomUUID();
    leases.set(key, leaseId);
    return { ...line, input: { ...line.input, leaseId } };
  });
  return savePreview(scope, { kind: KIND, fileName: file.fileName, columns: COLUMNS, valid: grouped, invalid });
}

export const readLeaseImport = (scope: CommunityScope, id: string) => readImport(scope, KIND, id, COLUMNS);
export const confirmLeaseImport = (scope: CommunityScope, id: string) =>
  confirmImport(scope, importLeasesJob, id, COLUMNS);
export const listLeaseImports = (scope: CommunityScope, query: Parameters<typeof listImports>[2]) =>
  listImports(scope, KIND, query);
