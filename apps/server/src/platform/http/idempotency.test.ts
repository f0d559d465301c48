import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { defaultRoleId } from '../../areas/permissions/default-roles.ts';
import { communityId, customerId } from '../../seed/demo.ts';

let api: TestApi;
let admin: PersonaClient;
let managerProfileId: string;
const ACME = customerId('Acme Living');
const acme = { customer: 'Acme Living' };

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.as('admin@acme.demo');
  managerProfileId = (await (await api.as('manager@maple.demo')).get('/api/profile')).json().customerUsers[0].profileId;
});
afterAll(async () => {
  await api?.close();
});

const assign = (client: PersonaClient, key: string | undefined, community: string) =>
  client.request('POST', `/api/customer-users/${managerProfileId}/role-assignments`, {
    context: acme,
    body: { roleId: defaultRoleId(ACME, 'viewer'), communityId: communityId('Acme Living', community) },
    headers: key ? { 'idempotency-key': key } : {},
  });

// Read as the connection role (the test's own view of the whole table).
const assignments = async () =>
  (
    await api.database.db
      .selectFrom('role_assignments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('idempotency keys', () => {
  it('portfolio admin: a retried create with the same key gets the first answer and runs once', async () => {
    const key = randomUUID();
    const first = await assign(admin, key, 'Maple Court');
    expect(first.statusCode).toBe(201);
    const again = await assign(admin, key, 'Maple Court');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Without a key the same create is a conflict: it really ran only once.
    expect((await assign(admin, undefined, 'Maple Court')).statusCode).toBe(409);
  });

  it('portfolio admin: the same key with a different request is refused and changes nothing', async () => {
    const key = randomUUID();
    expect((await assign(admin, key, 'Harbor View')).statusCode).toBe(201);
    const before = await assignments();
    const response = await assign(admin, key, 'Cedar Heights');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await assignments()).toBe(before);
  });

  it('portfolio admin: concurrent retries with one key create one record', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => assign(admin, key, 'Cedar Heights')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
  });

  it('anyone: a malformed key is refused before anything runs', async () => {
    const response = await assign(admin, 'not-a-uuid', 'Maple Court');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
  });

  it("super admin: another user's key is not theirs to replay", async () => {
    const key = randomUUID();
    await assign(admin, key, 'Maple Court').then(() => undefined);
    const superAdmin = await api.as('super@lintel.demo');
    const response = await assign(superAdmin, key, 'Maple Court');
    // It runs as the super admin's own request (and conflicts with the existing assignment), never replays the admin's answer.
    expect(response.headers['idempotent-replayed']).toBeUndefined();
  });
});
