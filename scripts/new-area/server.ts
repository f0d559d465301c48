import type { AreaNames } from './names.ts';

/** What the generated area is gated by: a view key and an edit key of the permission registry. */
export interface AreaKeys {
  view: string;
  edit: string;
}

/** The migration: one community-owned table, fenced by the platform's function in the same file. */
export function migration(n: AreaNames): string {
  return `-- ${n.title}: one row per ${n.entityWords} of a community (made by \`npm run new:area\`).
CREATE TABLE ${n.table} (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- The name lower-cased in byte order: the search is a btree range on it (D237).
  name_key text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
  description text CHECK (length(description) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  UNIQUE (customer_id, community_id, name)
);
-- The list searches names by prefix inside one community: a range of the key, which stays an index
-- condition in the pool's generic plans (a parameter's LIKE does not).
CREATE INDEX ${n.table}_name_idx ON ${n.table} (customer_id, community_id, name_key);
-- Row-level security, forced, with the standard community policy and the request role's grants.
SELECT lintel_fence_community_table('${n.table}');
`;
}

/** The contract: the entity's schema and its five endpoints, each with its access. */
export function contract(n: AreaNames, keys: AreaKeys): string {
  const id = `${n.entityCamel}Id`;
  return `import { defineEndpoint } from './endpoint.ts';
import { listQueryFields, pagedResponse } from './list.ts';
import * as z from './zod.ts';

/** ${n.title}: ${n.entityWords}s of the selected community. */

const view = { key: '${keys.view}' } as const;
const edit = { key: '${keys.edit}' } as const;

const ${n.entityCamel} = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ${n.entityPascal} = z.infer<typeof ${n.entityCamel}>;

const ${n.entityCamel}Input = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => value || null),
});
export type ${n.entityPascal}Input = z.input<typeof ${n.entityCamel}Input>;

const idParams = z.strictObject({ ${id}: z.uuid() });

export const list = defineEndpoint({
  id: '${n.camel}.list',
  method: 'GET',
  path: '/api/${n.kebab}',
  summary: '${n.title} of the selected community; q matches the start of the name.',
  access: { auth: 'session', tenant: 'community', permission: view },
  query: z.strictObject(listQueryFields),
  response: pagedResponse(${n.entityCamel}),
  paged: true,
});

export const get = defineEndpoint({
  id: '${n.camel}.get',
  method: 'GET',
  path: '/api/${n.kebab}/:${id}',
  summary: 'One ${n.entityWords}.',
  access: { auth: 'session', tenant: 'community', permission: view },
  params: idParams,
  response: ${n.entityCamel},
});

export const create = defineEndpoint({
  id: '${n.camel}.create',
  method: 'POST',
  path: '/api/${n.kebab}',
  summary: 'Adds a ${n.entityWords}.',
  access: { auth: 'session', tenant: 'community', permission: edit },
  body: ${n.entityCamel}Input,
  response: ${n.entityCamel},
  status: 201,
  idempotent: true,
});

export const update = defineEndpoint({
  id: '${n.camel}.update',
  method: 'PUT',
  path: '/api/${n.kebab}/:${id}',
  summary: 'Changes a ${n.entityWords}.',
  access: { auth: 'session', tenant: 'community', permission: edit },
  params: idParams,
  body: ${n.entityCamel}Input,
  response: ${n.entityCamel},
});

export const remove = defineEndpoint({
  id: '${n.camel}.remove',
  method: 'DELETE',
  path: '/api/${n.kebab}/:${id}',
  summary: 'Removes a ${n.entityWords}.',
  access: { auth: 'session', tenant: 'community', permission: edit },
  params: idParams,
  response: z.object({ id: z.uuid() }),
});
`;
}

/** The area's table type: the area declares it, the platform's DB type merges it in. */
export function tables(n: AreaNames): string {
  return `import type { ColumnType, Generated } from 'kysely';

/** The ${n.kebab} area's table, declared by the area; the platform's DB type merges it in. */
declare module '../../platform/db/schema.ts' {
  interface DB {
    ${n.table}: {
      customer_id: string;
      community_id: string;
      id: Generated<string>;
      name: string;
      name_key: Generated<string>;
      description: string | null;
      created_at: Generated<Date>;
      updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
    };
  }
}
`;
}

/** The repository: SQL only, every query inside the scope's community. */
export function repository(n: AreaNames): string {
  const P = n.entityPascal;
  return `import type { ListQuery, ${n.camel} } from '@lintel/contracts';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, keyStartsWith } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';

type ${P} = ${n.camel}.${P};

/** What a ${n.entityWords} row holds besides its keys and times. */
export interface ${P}Columns {
  name: string;
  description: string | null;
}

const spec: ListSpec<${P}> = {
  sortable: { name: { column: 'r.name', type: 'text' }, createdAt: { column: 'r.created_at', type: 'timestamptz' } },
  defaultSort: 'name,asc',
  id: { column: 'r.id', field: 'id' },
};

function select(scope: CommunityScope) {
  return scope.db
    .selectFrom('${n.table} as r')
    .select([
      'r.id',
      'r.name',
      'r.description',
      isoTimestamp('r.created_at').as('createdAt'),
      isoTimestamp('r.updated_at').as('updatedAt'),
    ])
    .where('r.customer_id', '=', scope.customerId)
    .where('r.community_id', '=', scope.communityId);
}

export function list${P}s(scope: CommunityScope, query: ListQuery) {
  let base = select(scope);
  if (query.q) base = base.where(keyStartsWith('r.name_key', query.q));
  return pagedList(scope.db, base, query, spec);
}

export function find${P}(scope: CommunityScope, id: string): Promise<${P} | undefined> {
  return select(scope).where('r.id', '=', id).executeTakeFirst();
}

export async function insert${P}(scope: CommunityScope, columns: ${P}Columns): Promise<string> {
  const row = await scope.db
    .insertInto('${n.table}')
    .values({ customer_id: scope.customerId, community_id: scope.communityId, ...columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function update${P}(scope: CommunityScope, id: string, columns: ${P}Columns) {
  return updateInCommunity(scope, '${n.table}', id, { ...columns, updated_at: scope.now });
}

export function delete${P}(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, '${n.table}', id);
}
`;
}

/** The service: the rules (not found, name taken) around the repository's SQL. */
export function service(n: AreaNames): string {
  const P = n.entityPascal;
  return `import type { ListQuery, ${n.camel} } from '@lintel/contracts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import * as repository from './${n.kebab}.repository.ts';

type ${P} = ${n.camel}.${P};
type ${P}Input = ReturnType<typeof ${n.camel}.create.body.parse>;

/** Names are unique inside a community: the table's constraint answers, as a coded refusal. */
const taken = { unique: 'NAME_TAKEN' } as const;

export function list(scope: CommunityScope, query: ListQuery) {
  return repository.list${P}s(scope, query);
}

export async function get(scope: CommunityScope, id: string): Promise<${P}> {
  return found(await repository.find${P}(scope, id));
}

export async function create(scope: CommunityScope, input: ${P}Input): Promise<${P}> {
  const id = await translate(() => repository.insert${P}(scope, input), taken);
  return get(scope, id);
}

export async function update(scope: CommunityScope, id: string, input: ${P}Input): Promise<${P}> {
  await translate(() => repository.update${P}(scope, id, input), taken);
  return get(scope, id);
}

export function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  return repository.delete${P}(scope, id);
}
`;
}

/** The routes: one line per endpoint, translating HTTP into service calls. */
export function routes(n: AreaNames): string {
  const id = `${n.entityCamel}Id`;
  return `import { ${n.camel} as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import * as service from './${n.kebab}.service.ts';

/** ${n.title}: list, read, create, change and remove ${n.entityWords}s of the selected community. */
export function ${n.camel}Routes(app: FastifyInstance, platform: Platform): void {
  route(app, platform, contract.list, async ({ scope, query, reply }) => withTotal(reply, await service.list(scope, query)));
  route(app, platform, contract.get, ({ scope, params }) => service.get(scope, params.${id}));
  route(app, platform, contract.create, ({ scope, body }) => service.create(scope, body));
  route(app, platform, contract.update, ({ scope, params, body }) => service.update(scope, params.${id}, body));
  route(app, platform, contract.remove, ({ scope, params }) => service.remove(scope, params.${id}));
}
`;
}

/** The API test, by actor, against the real database. */
export function apiTest(n: AreaNames): string {
  const w = n.entityWords;
  return `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';

const maple = { customer: 'Acme Living', community: 'Maple Court' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
const url = '/api/${n.kebab}';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('${n.kebab}', () => {
  it('community manager: adds a ${w}, finds it by the start of its name, changes it and removes it', async () => {
    const manager = await api.as('manager@maple.demo');
    const created = await manager.post(url, { name: 'North gate', description: 'By the car park' }, maple);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const found = await manager.get(\`\${url}?q=nor\`, maple);
    expect(found.statusCode).toBe(200);
    expect(found.json().content.map((row: { id: string }) => row.id)).toContain(id);
    expect(found.headers['x-total-count']).toBeDefined();
    const changed = await manager.request('PUT', \`\${url}/\${id}\`, { body: { name: 'North gate 2' }, context: maple });
    expect(changed.json()).toMatchObject({ id, name: 'North gate 2', description: null });
    expect((await manager.request('DELETE', \`\${url}/\${id}\`, { context: maple })).statusCode).toBe(200);
    expect((await manager.get(\`\${url}/\${id}\`, maple)).statusCode).toBe(404);
  });

  it('community manager: a second ${w} with a taken name is refused with NAME_TAKEN, and nothing is added', async () => {
    const manager = await api.as('manager@maple.demo');
    expect((await manager.post(url, { name: 'South gate' }, maple)).statusCode).toBe(201);
    const before = (await manager.get(url, maple)).json().totalElements;
    const again = await manager.post(url, { name: 'South gate' }, maple);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NAME_TAKEN');
    expect((await manager.get(url, maple)).json().totalElements).toBe(before);
  });

  it('community viewer: lists ${w}s but may not add one', async () => {
    const viewer = await api.as('viewer@maple.demo');
    expect((await viewer.get(url, maple)).statusCode).toBe(200);
    const refused = await viewer.post(url, { name: 'Viewer gate' }, maple);
    expect(refused.statusCode).toBe(403);
  });

  it("Birch Residential admin: never sees Maple Court's ${w}s, and cannot name Maple Court as the context", async () => {
    const manager = await api.as('manager@maple.demo');
    const { id } = (await manager.post(url, { name: 'Only at Maple' }, maple)).json();
    const other = await api.as('multi@lintel.demo');
    const own = await other.get(url, birch);
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).not.toContain(id);
    expect((await other.get(\`\${url}/\${id}\`, birch)).statusCode).toBe(404);
    expect((await other.get(url, { customer: 'Birch Residential', community: 'Maple Court' })).statusCode).toBe(403);
  });
});
`;
}

/** The demo rows: three of the entity in every demo community, with stable ids. */
export function seed(n: AreaNames): string {
  const P = n.entityPascal;
  return `// The area's table type, for programs that reach the seed without the server's whole source.
import '../areas/${n.kebab}/${n.kebab}.tables.ts';
import type { Tx } from '../platform/db/scope.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

/** Three ${n.entityWords}s in every demo community (replace them with what the area's demo needs). */
export async function seed${P}s(trx: Tx, community: CommunityKeys): Promise<void> {
  const names = ['North entrance', 'Pool house', 'Roof access'];
  await trx
    .insertInto('${n.table}')
    .values(
      names.map((name) => ({
        ...community,
        id: demoId(\`${n.entityKebab}:\${community.community_id}/\${name}\`),
        name,
      })),
    )
    .execute();
}
`;
}
