import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@lintel/contracts/endpoint';
import { NUL_MESSAGE } from '@lintel/contracts/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contextHeaders, createTestApi, type TestApi } from '../harness.ts';

/**
 * PostgreSQL refuses the NUL character in text; a NUL that reached it answered 500. Every string of
 * every contract refuses it (packages/contracts/src/zod.ts). This sweep proves it for every endpoint
 * in the route table, from its contract: each free-text field of its path, query and body, sent with
 * a NUL, answers 400 VALIDATION_FAILED naming that field, and no row changes.
 */

const NUL_TEXT = 'nul\u0000x';
const ID = '00000000-0000-4000-8000-000000000000';

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The schema inside optional, nullable, default, catch, readonly and pipe wrappers. */
function core(schema: Schema): Schema {
  const def = schema._zod.def;
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)) {
    return core(def.innerType as Schema);
  }
  if (def.type === 'pipe') return core(def.in as Schema);
  return schema;
}

/** The names of an object schema's fields that take free text (a plain string, not a format). */
function textFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const object = core(schema as Schema);
  if (object._zod.def.type !== 'object') return [];
  const shape = object._zod.def.shape as Record<string, Schema>;
  return Object.entries(shape)
    .filter(([, field]) => {
      const inner = core(field);
      return inner._zod.def.type === 'string' && !(inner._zod.def as { format?: string }).format;
    })
    .map(([name]) => name);
}

/** A value the path parameter accepts, so that the field under test is the one refused. */
function validParam(params: z.ZodType | undefined, name: string): string {
  const object = params ? core(params as Schema) : null;
  const field = (object?._zod.def.shape as Record<string, Schema> | undefined)?.[name];
  if (!field) return ID;
  const candidates = [
    ID,
    'CBR',
    // A notification category id.
    'iot',
    'ABC',
    'abc',
    'A1',
    '1',
    ...Object.values((core(field)._zod.def as { entries?: Record<string, string> }).entries ?? {}),
  ];
  return candidates.find((candidate) => field.safeParse(candidate).success) ?? ID;
}

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  token = await api.signIn('super@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

const headers = () => ({
  authorization: `Bearer ${token}`,
  ...contextHeaders({ customer: 'Acme Living', community: 'Maple Court' }),
});

async function rowCounts(): Promise<string> {
  const tables = ['buildings', 'units', 'unit_types', 'communities', 'customers', 'users', 'files', 'notifications'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await api.database.db
      // biome-ignore lint/suspicious/noExplicitAny: a fixed list of table names
      .selectFrom(table as any)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    counts[table] = Number(row?.n ?? 0);
  }
  return JSON.stringify(counts);
}

describe('a NUL character in any text of any endpoint', () => {
  it('super admin: every free-text field of every path, query and body answers 400 naming the field, and nothing changes', async () => {
    const before = await rowCounts();
    const endpoints = api.app.lintelRoutes.filter((route) => route.endpoint).map((route) => route.endpoint as Endpoint);
    let checked = 0;
    for (const endpoint of endpoints) {
      const pathFields = textFields(endpoint.params);
      const queryFields = textFields(endpoint.query);
      const bodyFields = textFields(endpoint.body);
      const cases: { where: 'params' | 'querystring' | 'body'; field: string }[] = [
        ...pathFields.map((field) => ({ where: 'params' as const, field })),
        ...queryFields.map((field) => ({ where: 'querystring' as const, field })),
        ...bodyFields.map((field) => ({ where: 'body' as const, field })),
      ];
      for (const { where, field } of cases) {
        const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
          where === 'params' && name === field ? encodeURIComponent(NUL_TEXT) : validParam(endpoint.params, name),
        );
        const url = where === 'querystring' ? `${path}?${field}=${encodeURIComponent(NUL_TEXT)}` : path;
        const label = `${endpoint.method} ${endpoint.path} ${where}.${field}`;
        const response = await api.app.inject({
          method: endpoint.method,
          url,
          headers: headers(),
          ...(endpoint.method === 'GET' ? {} : { payload: where === 'body' ? { [field]: NUL_TEXT } : {} }),
        });
        expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
        const body = response.json() as { code: string; issues?: { path: string; message: string }[] };
        expect(body.code, label).toBe('VALIDATION_FAILED');
        expect(body.issues, label).toContainEqual({ path: `${where}/${field}`, message: NUL_MESSAGE });
        checked++;
      }
    }
    // The sweep reaches the fields the scanners found (q of lists, the feed's searchQuery, names).
    expect(checked).toBeGreaterThan(40);
    expect(await rowCounts()).toBe(before);
  });
});

describe('the one zod the contracts use', () => {
  const contracts = fileURLToPath(new URL('../../../../packages/contracts/src/', import.meta.url));
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });

  it('no contract imports zod past packages/contracts/src/zod.ts (type imports aside), so no string escapes the NUL rule', () => {
    const files = sources(contracts);
    expect(files.length).toBeGreaterThan(10);
    const direct = files
      .filter((path) => !path.endsWith('/zod.ts'))
      .filter((path) => /^import (?!type )[^;]*from 'zod'/m.test(readFileSync(path, 'utf8')))
      .map((path) => relative(contracts, path));
    expect(direct).toEqual([]);
  });
});
