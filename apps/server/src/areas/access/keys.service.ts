import { randomUUID } from 'node:crypto';
import { access } from '@lintel/contracts';
import { type CsvRow, checkRows, readCsv } from '../../platform/data/csv-import.ts';
import { confirmImport, defineImportJob, readImport, savePreview } from '../../platform/data/imports.ts';
import { translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import type { At } from './engine/grants.repository.ts';
import { liveGrantsOf } from './engine/grants.repository.ts';
import { grantsOf, issueGrants, revokeGrants } from './engine/grants.ts';
import { placesOf, replacePlaces } from './engine/places.ts';
import * as repository from './keys.repository.ts';
import { inCommunity as at, countLocations } from './leases.repository.ts';

/**
 * Keys (fob credentials, D221). A key in stock (UNASSIGNED) opens nothing. Issuing it writes a
 * credential (FOB, source KEY) and one grant per location of the key, and the locks are given the
 * fob; taking it back revokes them (REVOKING until every lock confirmed, as for a lease), and the
 * key goes back to stock when handed in or stays NOT_RETURNED with its last holder when not. A
 * resident's move-out takes back every key issued to them (`takeBackAtMoveOut`).
 */

type Details = access.keys.AccessKeyDetails;
type KeyInput = ReturnType<typeof access.keys.keyInput.parse>;
type Holder = { holderKind: 'RESIDENT' | 'STAFF'; holderId: string };

const COLUMNS = access.keys.KEY_IMPORT_COLUMNS;
const KIND = 'access.importKeys';
/** Keys per transaction of the import job. */
const BATCH = 200;

export async function get(scope: CommunityScope, id: string): Promise<Details> {
  const target = at(scope);
  const row = await repository.find(target, id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return { ...row, grants: await grantsOf(target, 'KEY', id), holdings: await repository.holdings(target, id) };
}

export const list = (scope: CommunityScope, query: Parameters<typeof repository.list>[1]) =>
  repository.list(at(scope), query);

/** The locations chosen, each once, all of this community (ACCESS_REFERENCE_INVALID on `locationIds` otherwise). */
export async function checkLocations(target: At, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if ((await countLocations(target, unique)) !== unique.length) {
    throw new AppError('ACCESS_REFERENCE_INVALID', {
      issues: [{ path: 'locationIds', message: 'choose locations of this community' }],
    });
  }
  return unique;
}

async function checkHolder(target: At, holder: Holder, path: string) {
  const found = await repository.holder(target, holder.holderKind, holder.holderId);
  if (!found) {
    throw new AppError('ACCESS_HOLDER_INVALID', {
      issues: [{ path, message: 'choose a resident who lives here or a staff member of this community' }],
    });
  }
  return { kind: holder.holderKind, id: holder.holderId, name: found.name };
}

/** Gives the key to a holder: a credential and one grant per location; the locks are asked to hold it. */
async function issueTo(
  target: At,
  key: { id: string; number: string },
  holder: Awaited<ReturnType<typeof checkHolder>>,
) {
  const credentialId = await repository.issue(target, key, holder);
  const locationIds = await placesOf(target, 'KEY', key.id);
  await issueGrants(
    target,
    {
      holderKind: holder.kind,
      holderId: holder.id,
      sourceKind: 'KEY',
      sourceId: key.id,
      schedule: null,
      validFrom: target.now,
      validUntil: null,
    },
    locationIds.map((locationId) => ({ unitId: null, locationId })),
    [credentialId],
  );
}

/** Ends the key's access: its credential and live grants are revoked (REVOKING until every lock confirmed). */
async function endAccess(
  target: At,
  key: { id: string; credential_id: string | null },
  state: 'UNASSIGNED' | 'NOT_RETURNED',
) {
  await repository.takeBack(target, key.id, key.credential_id, state);
  await revokeGrants(target, await liveGrantsOf(target, 'KEY', key.id));
}

export async function create(scope: CommunityScope, input: KeyInput): Promise<Details> {
  const target = at(scope);
  const locationIds = await checkLocations(target, input.locationIds);
  if ((await repository.numbersTaken(target, [input.number])).size > 0) {
    throw new AppError('ACCESS_KEY_NUMBER_TAKEN', {
      issues: [{ path: 'number', message: 'a key with this number already exists' }],
    });
  }
  const holder = input.holder ? await checkHolder(target, input.holder, 'holder') : null;
  const id = randomUUID();
  await translate(
    () => repository.insertKeys(target, [{ id, number: input.number, description: input.description, locationIds }]),
    { unique: 'ACCESS_KEY_NUMBER_TAKEN' },
  );
  if (holder) await issueTo(target, { id, number: input.number }, holder);
  return get(scope, id);
}

async function locked(target: At, id: string) {
  const key = await repository.lockKey(target, id);
  if (!key) throw new AppError('RECORD_NOT_FOUND');
  return key;
}

/** Issues a key that is not issued (in stock, or not returned by its last holder and found again). */
export async function assign(scope: CommunityScope, id: string, input: Holder): Promise<Details> {
  const target = at(scope);
  const key = await locked(target, id);
  if (key.state === 'ISSUED') throw new AppError('ACCESS_KEY_STATE');
  const holder = await checkHolder(target, input, 'holderId');
  await issueTo(target, key, holder);
  return get(scope, id);
}

/**
 * Takes a key back. An ISSUED key loses its access and becomes UNASSIGNED (handed in) or
 * NOT_RETURNED; a NOT_RETURNED key that is handed in later becomes UNASSIGNED.
 */
export async function takeBack(scope: CommunityScope, id: string, returned: boolean): Promise<Details> {
  const target = at(scope);
  const key = await locked(target, id);
  if (key.state === 'UNASSIGNED' || (key.state === 'NOT_RETURNED' && !returned)) {
    throw new AppError('ACCESS_KEY_STATE');
  }
  await endAccess(target, key, returned ? 'UNASSIGNED' : 'NOT_RETURNED');
  return get(scope, id);
}

/** Moves a key to other locations; an issued key's old grants are revoked and new ones issued for the same fob. */
export async function changeLocations(scope: CommunityScope, id: string, locationIds: readonly string[]) {
  const target = at(scope);
  const key = await locked(target, id);
  const unique = await checkLocations(target, locationIds);
  await replacePlaces(target, 'KEY', id, unique);
  if (key.state === 'ISSUED' && key.credential_id && key.holder_kind && key.holder_id) {
    const current = await grantsOf(target, 'KEY', id);
    const live = current.filter((g) => g.status === 'ACTIVE' || g.status === 'SUSPENDED');
    const kept = new Set(live.map((g) => g.place.locationId));
    const wanted = new Set(unique);
    await revokeGrants(
      target,
      live.filter((g) => !wanted.has(g.place.locationId ?? '')).map((g) => g.id),
    );
    await issueGrants(
      target,
      {
        holderKind: key.holder_kind,
        holderId: key.holder_id,
        sourceKind: 'KEY',
        sourceId: id,
        schedule: null,
        validFrom: target.now,
        validUntil: null,
      },
      unique.filter((l) => !kept.has(l)).map((locationId) => ({ unitId: null, locationId })),
      [key.credential_id],
    );
  }
  return get(scope, id);
}

/**
 * Deletes a key. An issued key is taken back first: its revocation reaches every lock through the
 * grants and credential, which stay (the proof of who could open what does not depend on the key row).
 */
export async function remove(scope: CommunityScope, id: string): Promise<{ deleted: true }> {
  const target = at(scope);
  const key = await locked(target, id);
  if (key.state === 'ISSUED') await endAccess(target, key, 'UNASSIGNED');
  await repository.deleteKey(target, id);
  return { deleted: true };
}

/**
 * A resident's move-out: every key issued to them is taken back as NOT_RETURNED (the fob stops
 * opening doors; staff mark it returned when it is handed in), unless they still live in the
 * community on another lease.
 */
export async function takeBackAtMoveOut(target: At, residentId: string): Promise<void> {
  if (await repository.holder(target, 'RESIDENT', residentId)) return;
  for (const key of await repository.issuedTo(target, 'RESIDENT', residentId)) {
    await endAccess(target, key, 'NOT_RETURNED');
  }
}

export const keyChoices = (scope: CommunityScope, q: string | undefined, all: boolean) =>
  repository.keyChoices(at(scope), q, all);
export const holderChoices = (scope: CommunityScope, q: string | undefined) => repository.holderChoices(at(scope), q);

// The CSV import (the kit's preview, confirm and progress).

interface ImportedKey {
  number: string;
  description: string | null;
  locationIds: string[];
}

/** Writes a batch of an import's keys; a number taken since the preview fails the batch. */
export const importKeysJob = defineImportJob<ImportedKey>({
  name: KIND,
  batchSize: BATCH,
  what: 'keys',
  writeBatch: async (scope, rows) => {
    await translate(
      () =>
        repository.insertKeys(
          { db: scope.db, now: scope.now, customerId: scope.customerId, communityId: scope.communityId },
          rows.map((row) => ({ id: row.id, ...row.input })),
        ),
      { unique: 'ACCESS_KEY_NUMBER_TAKEN' },
    );
  },
});

const importRow = access.keys.keyInput.pick({ number: true, description: true, locationIds: true });

/**
 * Reads a keys file into a preview: each row checked against the key contract, its locations found
 * by name (separated by ";"), a number already in the community or twice in the file refused.
 * Creates nothing.
 */
export async function previewImport(scope: CommunityScope, file: { fileName: string; content: string }) {
  const target = at(scope);
  const rows = readCsv(file.content, COLUMNS);
  const taken = await repository.numbersTaken(
    target,
    rows.map((row) => row.cells.number ?? '').filter((n) => n !== ''),
  );
  const places = await repository.locationsByName(target);
  const seen = new Map<string, number>();
  const convert = (row: CsvRow, problem: (column: string | null, message: string) => void) => {
    const number = row.cells.number ?? '';
    const lower = number.toLowerCase();
    if (number !== '') {
      const earlier = seen.get(lower);
      if (earlier !== undefined) problem('number', `appears twice in the file (also on line ${earlier})`);
      else if (taken.has(lower)) problem('number', 'a key with this number already exists');
      else seen.set(lower, row.line);
    }
    const locationIds: string[] = [];
    for (const name of (row.cells.locations ?? '').split(';').map((n) => n.trim())) {
      if (name === '') continue;
      const ids = places.get(name.toLowerCase()) ?? [];
      if (ids.length === 0) problem('locations', `no location named “${name}” in this community`);
      else if (ids.length > 1) problem('locations', `more than one location is named “${name}”`);
      else locationIds.push(ids[0] as string);
    }
    return { number: number === '' ? undefined : number, description: row.cells.description, locationIds };
  };
  const { valid, invalid } = checkRows(rows, {
    columns: COLUMNS,
    schema: importRow,
    fieldColumns: {
      number: { column: 'number' },
      description: { column: 'description' },
      locationIds: { column: 'locations' },
    },
    convert,
  });
  return savePreview(scope, { kind: KIND, fileName: file.fileName, columns: COLUMNS, valid, invalid });
}

export const readKeysImport = (scope: CommunityScope, id: string) => readImport(scope, KIND, id, COLUMNS);
export const confirmKeysImport = (scope: CommunityScope, id: string) =>
  confirmImport(scope, importKeysJob, id, COLUMNS);
