import { COMMUNITY_HEADER, CUSTOMER_HEADER } from '@lintel/contracts/common';
import { buildPath } from '@lintel/contracts/endpoint';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs } from '../../src/platform/db/scope.ts';
import { communityId, customerId, userId } from '../../src/seed/demo.ts';
import { plantFileRecord } from '../fixtures/files.ts';
import { plantImportRecord } from '../fixtures/imports.ts';
import { createTestApi, type TestApi } from '../harness.ts';
import { loadTenantMap, type Owner, paramKinds } from '../security/tenant-map.ts';
import { createGateActors, everyKey, type GateActors } from './actors.ts';
import { type Example, type ExampleIds, examples } from './examples.ts';
import { type Actor, describeActor, type EndpointPlan, type Holder, planGates, policyActors } from './plan.ts';

/**
 * Every endpoint proves its gate, generated from the route table and each endpoint's contract
 * (plan.ts): anonymous callers get 401; for each permission, a user who holds every other key gets
 * 403; where the contract asks for a policy, provider staff, or a licensed app, a user who lacks just
 * that gets 403; and a forged customer or community header gets 403. Every refusal is checked to
 * change nothing (a checksum of every table before and after). Then the holder of every key sends the
 * same requests and must pass each gate, so the refusals above are the gate's and nothing else's.
 * Real database, real permission service, no mocks.
 */

const ACME = customerId('Acme Living');
const MAPLE = communityId('Acme Living', 'Maple Court');
const BIRCH = customerId('Birch Residential');
const ELM = communityId('Birch Residential', 'Elm Park');
const OLD_OAK = customerId('Old Oak Homes');
const OAK_HOLLOW = communityId('Old Oak Homes', 'Oak Hollow');

interface Context {
  customerId?: string;
  communityId?: string;
}

let api: TestApi;
let actors: GateActors;
let map: Map<string, Owner>;
let plans: EndpointPlan[];
let checksum: () => Promise<Map<string, string>>;
const tokens: Partial<Record<Holder, string>> = {};

beforeAll(async () => {
  api = await createTestApi();
  // Maple Court has no media file in the demo; plant one so file endpoints have a record to aim at.
  await plantFileRecord(api.database, ACME, MAPLE);
  // Nor an import: plant one so the import endpoints have a record to aim at.
  await plantImportRecord(api.database, ACME, MAPLE);
  // Nor the sensor-industries integration (D235): switch it on so the holder's si-dash read passes.
  await api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { customerId: ACME, communityId: MAPLE });
    await sql`update iot_community_settings set si_integration_enabled = true
      where customer_id = ${ACME} and community_id = ${MAPLE}`.execute(trx);
  });
  map = await loadTenantMap(api.database);
  actors = await createGateActors(api);
  plans = planGates(api.app.lintelRoutes);
  tokens.customer = await actors.customer.token();
  tokens.provider = await actors.provider.token();
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(api.database.db);
  // One statement: per table, read as the connection role (all tenants), how many rows it has and the
  // newest transaction that wrote one (xmin). An insert or update leaves a newer xmin, a delete a lower
  // count (or, with an insert in its place, a newer xmin): any committed change moves one of the two,
  // without hashing every row (the md5 of every row cost a third of a second a look).
  const digest = sql.join(
    rows.map(
      ({ name }) =>
        sql`select ${name} as name, count(*) || ':' || coalesce(max(t.xmin::text::bigint), 0) as digest from ${sql.table(name)} t`,
    ),
    sql` union all `,
  );
  checksum = async () => {
    const result = await sql<{ name: string; digest: string }>`${digest}`.execute(api.database.db);
    return new Map(result.rows.map((r) => [r.name, r.digest]));
  };
}, 120_000);
afterAll(async () => {
  await api?.close();
});

function contextFor(plan: EndpointPlan, actor: Actor['kind'] | 'holder' | 'licensed'): Context {
  const tenant = plan.route.endpoint.access.auth === 'session' ? plan.route.endpoint.access.tenant : 'none';
  const withCommunity = (customer: string, community: string): Context =>
    tenant === 'community' ? { customerId: customer, communityId: community } : { customerId: customer };
  switch (actor) {
    case 'forged-customer':
      return plan.holder === 'provider' ? withCommunity(OLD_OAK, OAK_HOLLOW) : withCommunity(BIRCH, ELM);
    case 'forged-community':
      return { customerId: ACME, communityId: ELM };
    case 'unlicensed':
    case 'licensed':
      return withCommunity(actors.unlicensed.customerId, actors.unlicensed.communityId);
    default:
      return tenant === 'none' ? {} : withCommunity(ACME, MAPLE);
  }
}

function idsFor(context: Context, self: string): ExampleIds {
  return {
    customerId: context.customerId ?? ACME,
    communityId: context.communityId ?? MAPLE,
    self,
    user: userId,
    own(kind) {
      const all = [...map].filter(([, o]) => o.kind === kind);
      const pick =
        all.find(([, o]) => o.customerId === context.customerId && o.communityId === context.communityId) ??
        all.find(([, o]) => o.customerId === context.customerId) ??
        all.find(([, o]) => o.customerId === ACME && (o.communityId === MAPLE || o.communityId === null));
      if (!pick) throw new Error(`no ${kind} record to aim at`);
      return pick[0];
    },
  };
}

/** The request an example (or the contract's defaults) describes, in a context. */
function requestFor(plan: EndpointPlan, context: Context, self: string): { url: string; body: unknown } {
  const ids = idsFor(context, self);
  const example: Example = examples[plan.route.endpoint.id]?.(ids) ?? {};
  const params: Record<string, string> = {};
  for (const [, name] of plan.route.url.matchAll(/:([A-Za-z]+)/g)) {
    const kind = paramKinds[name!];
    params[name!] =
      example.params?.[name!] ??
      (name === 'customerId'
        ? ids.customerId
        : name === 'communityId'
          ? ids.communityId
          : name === 'identityId'
            ? self
            : kind
              ? ids.own(kind)
              : { appCode: 'CBR', statusCode: 'OCCUPIED', categoryId: 'iot', action: 'CHANGE_LOCATION' }[name!]!);
  }
  return { url: buildPath(plan.route.url, params) + (example.query ?? ''), body: example.body };
}

async function send(
  plan: EndpointPlan,
  token: string | null,
  context: Context,
  self: string,
): Promise<{ label: string; response: LightMyRequestResponse }> {
  const { url, body } = requestFor(plan, context, self);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (context.customerId) headers[CUSTOMER_HEADER] = context.customerId;
  if (context.communityId) headers[COMMUNITY_HEADER] = context.communityId;
  const response = await api.app.inject({
    method: plan.route.method as 'GET',
    url,
    headers,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  return { label: `${plan.route.method} ${url} ${JSON.stringify(context)}`, response };
}

const refusals: Record<Actor['kind'], { status: number; codes: string[] }> = {
  anonymous: { status: 401, codes: ['AUTH_REQUIRED'] },
  'anonymous-allowed': { status: 0, codes: [] },
  'lacks-keys': { status: 403, codes: ['PERMISSION_DENIED'] },
  'lacks-policy': { status: 403, codes: ['PERMISSION_DENIED'] },
  'not-provider': { status: 403, codes: ['PERMISSION_DENIED'] },
  unlicensed: { status: 403, codes: ['PERMISSION_DENIED'] },
  'forged-customer': { status: 403, codes: ['CONTEXT_CUSTOMER_FORBIDDEN'] },
  'forged-community': { status: 403, codes: ['CONTEXT_COMMUNITY_FORBIDDEN'] },
};

/**
 * The highest transaction id handed out so far in the whole server (the current snapshot's xmax).
 * Only a transaction that writes takes an id, so when it has not moved since the last look no row of
 * any table changed, and the digest of every table (a few hundred ms each) need not be taken again.
 */
async function writeMark(): Promise<string> {
  const { rows } = await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(
    api.database.db,
  );
  return rows[0]!.xmax;
}

/** Sends each case, expects the refusal, and checks that no table changed. */
async function expectRefused(cases: { plan: EndpointPlan; actor: Actor; token: string | null; self: string }[]) {
  expect(cases.length).toBeGreaterThan(0);
  // The mark first: a write between the two looks is then seen as a move of the mark next time.
  let mark = await writeMark();
  let before = await checksum();
  for (const { plan, actor, token, self } of cases) {
    const { label, response } = await send(plan, token, contextFor(plan, actor.kind), self);
    const expected = refusals[actor.kind];
    const where = `${describeActor(actor)}: ${label} answered ${response.statusCode} ${response.body}`;
    expect(response.statusCode, where).toBe(expected.status);
    expect(expected.codes, where).toContain(response.json().code);
    // Something wrote (this request, a background job, or another file on a shared server): compare every table.
    const now = await writeMark();
    if (now === mark) continue;
    mark = now;
    const after = await checksum();
    const changed = [...after].filter(([table, digest]) => before.get(table) !== digest).map(([table]) => table);
    expect(changed, `${where}: tables changed`).toEqual([]);
    before = after;
  }
}

const casesOf = (kind: Actor['kind']) =>
  plans.flatMap((plan) => plan.actors.filter((a) => a.kind === kind).map((actor) => ({ plan, actor })));

describe('the gate plan', () => {
  it('covers every endpoint of the access surface, and each session endpoint with at least four actors', () => {
    const surface = api.app.lintelRoutes.filter((r) => r.endpoint).map((r) => `${r.method} ${r.url}`);
    const planned = plans.map((p) => `${p.route.method} ${p.route.url}`);
    expect(planned.sort()).toEqual(surface.sort());
    for (const plan of plans) {
      const access = plan.route.endpoint.access;
      if (access.auth !== 'session') continue;
      expect(plan.actors.length, plan.route.url).toBeGreaterThanOrEqual(access.permission ? 4 : 3);
      if (access.permission)
        expect(
          plan.actors.some((a) => a.kind === 'lacks-keys' || a.kind === 'lacks-policy'),
          plan.route.url,
        ).toBe(true);
    }
    const lines = plans
      .map((p) => `${p.route.method} ${p.route.url} -> ${p.actors.map(describeActor).join(', ')}`)
      .sort();
    const pairs = plans.reduce((sum, p) => sum + p.actors.length, 0);
    expect({ endpoints: plans.length, endpointActorPairs: pairs, lines }).toMatchSnapshot();
  });

  it('every endpoint whose bare request would not pass its schema has an example', () => {
    const missing = plans
      .filter((p) => p.route.endpoint.access.auth === 'session' && p.route.endpoint.body)
      .filter((p) => !(p.route.endpoint.id in examples))
      .map((p) => p.route.endpoint.id);
    expect(missing).toEqual([]);
    const known = new Set(plans.map((p) => p.route.endpoint.id));
    expect(Object.keys(examples).filter((id) => !known.has(id))).toEqual([]);
  });
});

describe('refused, and nothing changes', () => {
  it('anyone: every session endpoint answers 401; every public endpoint lets them in', async () => {
    await expectRefused(casesOf('anonymous').map((c) => ({ ...c, token: null, self: actors.customer.userId })));
    for (const { plan } of casesOf('anonymous-allowed')) {
      const { label, response } = await send(plan, null, {}, actors.customer.userId);
      expect(response.statusCode, `${label}: ${response.body}`).not.toBe(401);
    }
  });

  it('a user holding every key except the endpoint’s: 403 on every endpoint with a permission', async () => {
    const groups = new Map<string, { holder: Holder; keys: string[]; cases: ReturnType<typeof casesOf> }>();
    for (const c of casesOf('lacks-keys')) {
      const keys = c.actor.kind === 'lacks-keys' ? c.actor.keys : [];
      const id = `${c.plan.holder}:${keys.join('+')}`;
      const group = groups.get(id) ?? { holder: c.plan.holder!, keys, cases: [] };
      group.cases.push(c);
      groups.set(id, group);
    }
    for (const { holder, keys, cases } of groups.values()) {
      await actors.grant(
        holder,
        everyKey.filter((key) => !keys.includes(key)),
      );
      const self = actors[holder].userId;
      await expectRefused(cases.map((c) => ({ ...c, token: tokens[holder]!, self })));
    }
  });

  it('portfolio admin holding every key: 403 where the contract asks for a policy or provider staff', async () => {
    // A policy failed by holding a restrictive key too (policyActors' refusedWith) is tried with those keys.
    const refusedWith = (c: ReturnType<typeof casesOf>[number]) =>
      c.actor.kind === 'lacks-policy' ? (policyActors[c.actor.policy]?.refusedWith ?? []) : [];
    const cases = [...casesOf('lacks-policy'), ...casesOf('not-provider')];
    const groups = new Map<string, typeof cases>();
    for (const c of cases) {
      const id = refusedWith(c).join('+');
      groups.set(id, [...(groups.get(id) ?? []), c]);
    }
    for (const [extra, group] of groups) {
      await actors.grant('customer', [...everyKey, ...(extra ? extra.split('+') : [])]);
      await expectRefused(group.map((c) => ({ ...c, token: tokens.customer!, self: actors.customer.userId })));
    }
    await actors.grant('customer', everyKey);
  });

  it('portfolio admin holding every key in a customer licensed for no app: 403 on every keyed endpoint', async () => {
    await actors.license(false);
    await expectRefused(
      casesOf('unlicensed').map((c) => ({ ...c, token: tokens.customer!, self: actors.customer.userId })),
    );
  });

  it('a user holding every key, with another customer in the header (provider staff: a deleted one): 403', async () => {
    await actors.grant('customer', everyKey);
    await actors.grant('provider', everyKey);
    await expectRefused(
      casesOf('forged-customer').map((c) => ({
        ...c,
        token: tokens[c.plan.holder!]!,
        self: actors[c.plan.holder!].userId,
      })),
    );
  });

  it('a user holding every key, with its own customer and another customer’s community: 403', async () => {
    await expectRefused(
      casesOf('forged-community').map((c) => ({
        ...c,
        token: tokens[c.plan.holder!]!,
        self: actors[c.plan.holder!].userId,
      })),
    );
  });
});

describe('the same requests pass the gate for the holder of every key', () => {
  const passed = (response: LightMyRequestResponse) => {
    const code = response.statusCode >= 400 ? (response.json() as { code?: string }).code : undefined;
    return response.statusCode !== 401 && response.statusCode !== 403 && code !== 'VALIDATION_FAILED';
  };

  it('in the licensed customer and community: no 401, no 403, and the example passes its schema', async () => {
    await actors.grant('customer', everyKey);
    await actors.grant('provider', everyKey);
    // Each request gets a fresh session: sign-out, for one, ends the one it is sent with.
    const before = await checksum();
    const failed: string[] = [];
    for (const plan of plans) {
      if (!plan.holder) continue;
      const token = await actors[plan.holder].token();
      const { label, response } = await send(plan, token, contextFor(plan, 'holder'), actors[plan.holder].userId);
      if (!passed(response)) failed.push(`${label} answered ${response.statusCode} ${response.body}`);
    }
    expect(failed).toEqual([]);
    // The same writes, let through, do change tables: the checksum that saw no change above can see one.
    const after = await checksum();
    const changed = [...after].filter(([table, digest]) => before.get(table) !== digest).map(([table]) => table);
    expect(changed).toEqual(expect.arrayContaining(['buildings', 'units', 'unit_types', 'files', 'roles']));
  });

  it('in the unlicensed customer once licensed: the licence was the only thing missing', async () => {
    await actors.license(true);
    const failed: string[] = [];
    for (const { plan } of casesOf('unlicensed')) {
      const token = await actors.customer.token();
      const { label, response } = await send(plan, token, contextFor(plan, 'licensed'), actors.customer.userId);
      if (!passed(response)) failed.push(`${label} answered ${response.statusCode} ${response.body}`);
    }
    expect(failed).toEqual([]);
  });
});
