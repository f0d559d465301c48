import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useInstantDevices } from '../../../test/devices.ts';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { actAs } from '../../platform/db/scope.ts';
import { runDueJobs } from '../../platform/jobs/worker.ts';
import { communityId, customerId } from '../../seed/demo.ts';
import { demoId } from '../../seed/ids.ts';
import { simulatedAdapters } from '../devices/engine/adapters.ts';
import { useAdapters } from '../devices/engine/commands.service.ts';
import { doorSweepJob, doorSyncJob } from './engine/door-sync.ts';
import { issueGrants } from './engine/grants.ts';

let api: TestApi;
let manager: PersonaClient;
let viewer: PersonaClient;
let portfolio: PersonaClient;
let birchAdmin: PersonaClient;
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const harbor = { customer: 'Acme Living', community: 'Harbor View' };
const birch = { customer: 'Birch Residential', community: 'Birch Commons' };
const ACME = customerId('Acme Living');
const MAPLE = communityId('Acme Living', 'Maple Court');
const HARBOR = communityId('Acme Living', 'Harbor View');
const CEDAR = communityId('Acme Living', 'Cedar Heights');
const profileOf = (email: string) => demoId(`profile:${email}/Acme Living`);
const SPARKS = demoId(`vendor:${ACME}/sparks-electric`);
const silent = { error() {} };

type Lock = { id: string; name: string; locationId: string | null };
type Staff = { id: string; firstName: string; roleType: string; roleNames: string[]; allCommunities: boolean };
let lobby: Lock;

beforeAll(async () => {
  api = await createTestApi();
  api.clock.set('2026-11-30T15:00:00.000Z');
  manager = await api.as('manager@maple.demo');
  viewer = await api.as('viewer@maple.demo');
  portfolio = await api.as('portfolio@acme.demo');
  birchAdmin = await api.as('multi@lintel.demo');
  useInstantDevices('staff-and-vendors');
  const locks = (await manager.get('/api/locks?size=100', maple)).json().content as Lock[];
  lobby = locks.find((lock) => lock.name === 'Building B lobby') as Lock;
});
afterAll(async () => {
  useAdapters(simulatedAdapters());
  await api?.close();
});

const sync = async () => {
  api.clock.advance(1_000);
  await runDueJobs({ db: api.database.db, clock: api.clock, jobs: [doorSyncJob, doorSweepJob], log: silent });
};
const opens = async (credentialId: string) =>
  (await manager.post(`/api/iot/access/doors/${lobby.id}/present`, { credentialId }, maple)).json().opened as boolean;
const codes = (responses: { statusCode: number; json: () => { code?: string } }[]) =>
  responses.map((r) => [r.statusCode, r.json().code]);

/** In the tenant's own transaction, as a trusted writer (the test's setup, not a request). */
const inMaple = <T>(work: (at: Parameters<typeof issueGrants>[0]) => Promise<T>) =>
  api.database.db.transaction().execute(async (trx) => {
    await actAs(trx, { customerId: ACME, communityId: MAPLE });
    return work({ db: trx, now: api.clock.now(), customerId: ACME, communityId: MAPLE });
  });

/**
 * A vendor's mobile key opening the lobby, issued through the engine from a source of its own (not the
 * vendor's access screens). Answers the credential's id.
 */
const giveVendorLobby = (vendorId: string) =>
  inMaple(async (at) => {
    const credential = await at.db
      .insertInto('access_credentials')
      .values({
        customer_id: ACME,
        community_id: MAPLE,
        holder_kind: 'VENDOR',
        holder_id: vendorId,
        kind: 'MOBILE',
        label: 'Vendor key',
        source_kind: 'STAFF_ROLE',
        source_id: vendorId,
        issued_at: at.now,
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await issueGrants(
      at,
      {
        holderKind: 'VENDOR',
        holderId: vendorId,
        sourceKind: 'STAFF_ROLE',
        sourceId: vendorId,
        schedule: null,
        validFrom: at.now,
        validUntil: null,
      },
      [{ unitId: null, locationId: lobby.locationId }],
      [credential.id],
    );
    return credential.id;
  });

describe('staff', () => {
  it('community manager: Maple Court’s staff with their role type, roles and credentials; searched, sorted and paged on the server', async () => {
    const list = await manager.get('/api/iot/staff?size=100', maple);
    expect(list.statusCode).toBe(200);
    const staff = list.json().content as Staff[];
    const byName = Object.fromEntries(staff.map((s) => [s.firstName, s]));
    expect(byName.Morgan).toMatchObject({ roleType: 'PROPERTY_MANAGER', roleNames: ['Community manager'] });
    expect(byName.Val).toMatchObject({ roleType: 'PROPERTY_STAFF', roleNames: ['Community viewer'] });
    expect(byName.Alex).toMatchObject({ roleType: 'CUSTOMER_ADMIN', allCommunities: true });
    expect(byName.Pat).toMatchObject({ roleType: 'PROPERTY_MANAGER' });
    // Max Multi works in Harbor View only (in Acme Living).
    expect(byName.Max).toBeUndefined();
    const lastNames = staff.map((s) => (s as unknown as { lastName: string }).lastName);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? -1 : 1)));
    expect((await manager.get('/api/iot/staff?q=VIEW', maple)).json().content.map((s: Staff) => s.firstName)).toEqual([
      'Val',
    ]);
    const paged = (await manager.get('/api/iot/staff?size=2&sort=email,desc', maple)).json();
    expect(paged).toMatchObject({ size: 2, totalElements: staff.length });
    expect(paged.content).toHaveLength(2);
    expect((await manager.get('/api/iot/staff?sort=roleType,asc', maple)).json().code).toBe('LIST_SORT_NOT_ALLOWED');
  });

  it('community manager: removing a staff member ends every access they hold here (key NOT_RETURNED, group left, temporary access revoked, the lobby shut) and their assignment', async () => {
    const nora = profileOf('newpass@acme.demo');
    const key = (
      await manager.post(
        '/api/iot/keys',
        { number: 'STAFF-1', locationIds: [lobby.locationId], holder: { holderKind: 'STAFF', holderId: nora } },
        maple,
      )
    ).json();
    const temporary = (
      await manager.post(
        '/api/iot/staff-access',
        {
          staffProfileId: nora,
          kind: 'VIRTUAL',
          locationIds: [lobby.locationId],
          validFrom: '2026-11-29T00:00:00.000Z',
          validUntil: '2026-12-05T00:00:00.000Z',
        },
        maple,
      )
    ).json();
    const group = (
      await manager.post(
        '/api/iot/groups',
        { name: 'Night crew', locationIds: [lobby.locationId], members: [{ holderKind: 'STAFF', holderId: nora }] },
        maple,
      )
    ).json();
    await sync();
    const keyCredential = (await manager.get(`/api/iot/keys/${key.id}`, maple)).json().holdings[0]
      .credentialId as string;
    expect(await opens(keyCredential)).toBe(true);
    const details = (await manager.get(`/api/iot/staff/${nora}`, maple)).json();
    expect(details).toMatchObject({
      firstName: 'Nora',
      credentials: 3,
      keys: [{ id: key.id, number: 'STAFF-1', state: 'ISSUED', locationNames: ['Building B'] }],
      temporaryAccesses: [{ id: temporary.id, kind: 'VIRTUAL', status: 'ACTIVE' }],
      groups: [{ id: group.id, name: 'Night crew' }],
      liveGrants: 3,
    });

    const removed = await manager.request('DELETE', `/api/iot/staff/${nora}/community`, { context: maple });
    expect(removed.json()).toEqual({ deleted: true, revokedGrants: 3 });
    expect((await manager.get(`/api/iot/staff/${nora}`, maple)).statusCode).toBe(404);
    expect((await manager.get(`/api/iot/keys/${key.id}`, maple)).json()).toMatchObject({ state: 'NOT_RETURNED' });
    expect((await manager.get(`/api/iot/groups/${group.id}`, maple)).json().members).toEqual([]);
    expect((await manager.get(`/api/iot/staff-access/${temporary.id}`, maple)).json().status).toBe('REVOKING');
    await sync();
    expect(await opens(keyCredential)).toBe(false);
    expect(await opens(temporary.credentialId)).toBe(false);
    expect((await manager.get(`/api/iot/staff-access/${temporary.id}`, maple)).json().status).toBe('REVOKED');
    // No longer assigned: Maple Court is closed to her.
    const noraClient = await api.as('newpass@acme.demo');
    expect((await noraClient.get('/api/iot/staff', maple)).json().code).toBe('CONTEXT_COMMUNITY_FORBIDDEN');
  });

  it('refused, changing nothing: a portfolio admin (every community), oneself, an unknown profile, the viewer; Birch’s admin (in Acme, Harbor View only) sees none of Maple Court’s staff', async () => {
    const before = (await manager.get('/api/iot/staff', maple)).json().totalElements;
    const refused = [
      await manager.request('DELETE', `/api/iot/staff/${profileOf('admin@acme.demo')}/community`, { context: maple }),
      await manager.request('DELETE', `/api/iot/staff/${profileOf('manager@maple.demo')}/community`, {
        context: maple,
      }),
      await manager.request('DELETE', '/api/iot/staff/00000000-0000-4000-8000-000000000001/community', {
        context: maple,
      }),
      await viewer.request('DELETE', `/api/iot/staff/${profileOf('mfa@acme.demo')}/community`, { context: maple }),
      await birchAdmin.get(`/api/iot/staff/${profileOf('manager@maple.demo')}`, birch),
      await birchAdmin.get('/api/iot/staff', maple),
    ];
    expect(codes(refused)).toEqual([
      [409, 'ACCESS_STAFF_NOT_REMOVABLE'],
      [409, 'ACCESS_STAFF_NOT_REMOVABLE'],
      [404, 'RECORD_NOT_FOUND'],
      [403, 'PERMISSION_DENIED'],
      [404, 'RECORD_NOT_FOUND'],
      [403, 'CONTEXT_COMMUNITY_FORBIDDEN'],
    ]);
    expect((await viewer.get(`/api/iot/staff/${profileOf('mfa@acme.demo')}`, maple)).statusCode).toBe(200);
    expect((await manager.get('/api/iot/staff', maple)).json().totalElements).toBe(before);
  });
});

describe('vendors', () => {
  it('community manager: Maple Court’s vendors, searched and sorted; a new one (e-mail in lower case, phone parsed as US); a taken e-mail in any case or bad input refused on its field, nothing written', async () => {
    const list = (await manager.get('/api/iot/vendors', maple)).json();
    expect(list.content.map((v: { companyName: string }) => v.companyName)).toEqual([
      'Evergreen Landscaping',
      'Sparks Electric',
    ]);
    expect((await manager.get('/api/iot/vendors?q=jam', maple)).json().content[0].id).toBe(SPARKS);
    expect((await manager.get('/api/iot/vendors?sort=lastName,desc', maple)).json().content[0].lastName).toBe('Sparks');
    const created = await manager.post(
      '/api/iot/vendors',
      {
        companyName: 'Northside Locksmiths',
        firstName: 'Casey',
        lastName: 'Lock',
        email: 'Casey@Northside.Example',
        phone: '(555) 010-0150',
      },
      maple,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'casey@northside.example',
      phone: '+15550100150',
      credentials: 0,
      communities: [{ id: MAPLE, name: 'Maple Court' }],
      mayAddToCommunity: true,
      createdByName: 'Morgan Manager',
    });
    const count = async () => (await manager.get('/api/iot/vendors', maple)).json().totalElements;
    const before = await count();
    const taken = await manager.post(
      '/api/iot/vendors',
      { companyName: 'Other', firstName: 'A', lastName: 'B', email: 'JAMIE@sparks-electric.example' },
      maple,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ACCESS_VENDOR_EMAIL_TAKEN', issues: [{ path: 'email' }] });
    const bad = await manager.post(
      '/api/iot/vendors',
      { companyName: ' ', firstName: 'A', lastName: 'B', email: 'not-an-email', phone: '12' },
      maple,
    );
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'body/companyName',
      'body/email',
      'body/phone',
    ]);
    expect(await count()).toBe(before);
  });

  it('community manager: a vendor’s e-mail changes for the customer; one another vendor has is refused; the viewer may not', async () => {
    const changed = await manager.request('PUT', `/api/iot/vendors/${SPARKS}/email`, {
      body: { email: 'Dispatch@Sparks-Electric.example' },
      context: maple,
    });
    expect(changed.json()).toMatchObject({ email: 'dispatch@sparks-electric.example' });
    // The same record in Harbor View.
    expect((await portfolio.get(`/api/iot/vendors/${SPARKS}`, harbor)).json().email).toBe(
      'dispatch@sparks-electric.example',
    );
    const refused = [
      await manager.request('PUT', `/api/iot/vendors/${SPARKS}/email`, {
        body: { email: 'robin.hale@evergreen.example' },
        context: maple,
      }),
      await viewer.request('PUT', `/api/iot/vendors/${SPARKS}/email`, {
        body: { email: 'x@y.example' },
        context: maple,
      }),
    ];
    expect(codes(refused)).toEqual([
      [409, 'ACCESS_VENDOR_EMAIL_TAKEN'],
      [403, 'PERMISSION_DENIED'],
    ]);
  });

  it('community manager: removing a vendor from the community revokes its access at the lock; left in no community it is deleted and its e-mail is free again', async () => {
    const vendor = (
      await manager.post(
        '/api/iot/vendors',
        { companyName: 'Quickfix HVAC', firstName: 'Dana', lastName: 'Fix', email: 'dana@quickfix.example' },
        maple,
      )
    ).json();
    const credentialId = await giveVendorLobby(vendor.id);
    await sync();
    expect(await opens(credentialId)).toBe(true);
    const openers = (await manager.get(`/api/iot/access/doors/${lobby.id}/openers?size=100`, maple)).json();
    expect(openers.content.find((o: { holderId: string }) => o.holderId === vendor.id)).toMatchObject({
      holderKind: 'VENDOR',
      holderName: 'Dana Fix (Quickfix HVAC)',
    });
    expect((await manager.get(`/api/iot/vendors/${vendor.id}`, maple)).json()).toMatchObject({
      credentials: 1,
      liveGrants: 1,
    });

    const removed = await manager.request('DELETE', `/api/iot/vendors/${vendor.id}/community`, { context: maple });
    expect(removed.json()).toEqual({ deleted: true, revokedGrants: 1 });
    await sync();
    expect(await opens(credentialId)).toBe(false);
    expect((await manager.get(`/api/iot/vendors/${vendor.id}`, maple)).statusCode).toBe(404);
    const again = await manager.post(
      '/api/iot/vendors',
      { companyName: 'Quickfix HVAC', firstName: 'Dana', lastName: 'Fix', email: 'dana@quickfix.example' },
      maple,
    );
    expect(again.statusCode).toBe(201);
  });

  it('portfolio user of Maple Court and Harbor View: adds a vendor to Harbor View; a community they do not work in is refused and nothing is added', async () => {
    const vendor = (
      await portfolio.post(
        '/api/iot/vendors',
        { companyName: 'Bright Windows', firstName: 'Sam', lastName: 'Glass', email: 'sam@bright.example' },
        maple,
      )
    ).json();
    const choices = (await portfolio.get(`/api/iot/vendors/${vendor.id}/community-choices`, maple)).json();
    expect(choices).toEqual([{ id: HARBOR, name: 'Harbor View', member: false }]);
    const foreign = await portfolio.post(`/api/iot/vendors/${vendor.id}/communities`, { communityIds: [CEDAR] }, maple);
    expect(foreign.json()).toMatchObject({ code: 'ACCESS_REFERENCE_INVALID', issues: [{ path: 'communityIds' }] });
    expect((await portfolio.get(`/api/iot/vendors/${vendor.id}`, harbor)).statusCode).toBe(404);
    const added = await portfolio.post(`/api/iot/vendors/${vendor.id}/communities`, { communityIds: [HARBOR] }, maple);
    expect(added.json().communities).toEqual([
      { id: MAPLE, name: 'Maple Court' },
      { id: HARBOR, name: 'Harbor View' },
    ]);
    expect((await portfolio.get('/api/iot/vendors?q=bright', harbor)).json().totalElements).toBe(1);
    // The manager works in Maple Court only: no other community to add it to.
    expect((await manager.get(`/api/iot/vendors/${vendor.id}/community-choices`, maple)).json()).toEqual([]);
  });

  it('viewer given the add key by a role of its own: a role type off the allowed list is refused, and the details say so', async () => {
    const role = '7a7a7a7a-0000-4000-8000-000000000001';
    await inMaple(async (at) => {
      await at.db.insertInto('roles').values({ customer_id: ACME, id: role, name: 'Vendor desk' }).execute();
      await at.db
        .insertInto('role_permissions')
        .values(
          ['USER_READ', 'USER_ADD_TO_COMMUNITY'].map((key) => ({
            customer_id: ACME,
            role_id: role,
            permission_key: key,
          })),
        )
        .execute();
      await sql`insert into role_assignments (customer_id, customer_user_id, role_id, context, community_id)
        values (${ACME}, ${profileOf('viewer@maple.demo')}, ${role}, 'COMMUNITY', ${MAPLE})`.execute(at.db);
    });
    expect((await viewer.get(`/api/iot/vendors/${SPARKS}`, maple)).json().mayAddToCommunity).toBe(false);
    const refused = [
      await viewer.get(`/api/iot/vendors/${SPARKS}/community-choices`, maple),
      await viewer.post(`/api/iot/vendors/${SPARKS}/communities`, { communityIds: [HARBOR] }, maple),
    ];
    expect(codes(refused)).toEqual(Array(2).fill([403, 'PERMISSION_DENIED']));
    expect((await manager.get(`/api/iot/vendors/${SPARKS}`, maple)).json().mayAddToCommunity).toBe(true);
  });

  it('delete from the customer: refused for the manager while the vendor also works in Harbor View; the portfolio user deletes it from both; another customer never sees it', async () => {
    const refused = await manager.request('DELETE', `/api/iot/vendors/${SPARKS}`, { context: maple });
    expect(codes([refused])).toEqual([[403, 'PERMISSION_DENIED']]);
    expect((await portfolio.get(`/api/iot/vendors/${SPARKS}`, harbor)).statusCode).toBe(200);
    expect(codes([await birchAdmin.get(`/api/iot/vendors/${SPARKS}`, birch)])).toEqual([[404, 'RECORD_NOT_FOUND']]);

    const deleted = await portfolio.request('DELETE', `/api/iot/vendors/${SPARKS}`, { context: maple });
    expect(deleted.json()).toEqual({ deleted: true, revokedGrants: 0 });
    expect((await portfolio.get(`/api/iot/vendors/${SPARKS}`, maple)).statusCode).toBe(404);
    expect((await portfolio.get(`/api/iot/vendors/${SPARKS}`, harbor)).statusCode).toBe(404);
    expect((await birchAdmin.get('/api/iot/vendors', birch)).json().totalElements).toBe(2);
  });
});

describe('staff and vendor access', () => {
  type PersonGrant = { sourceKind: string; sourceName: string; status: string; heldBySuspension: boolean };
  type Credential = { id: string; label: string; sourceKind: string | null; revokedAt: string | null };
  const grantsOf = async (base: string) =>
    (await manager.get(`${base}/authorizations?size=100`, maple)).json().content as PersonGrant[];
  const ownKey = async (base: string) =>
    ((await manager.get(`${base}/keyring`, maple)).json().credentials as Credential[]).find(
      (c) => c.sourceKind === 'PERSON' && c.revokedAt === null,
    ) as Credential;
  const authorize = (base: string) => manager.post(`${base}/authorizations`, { locationId: lobby.locationId }, maple);
  /** Suspension rows of a holder in Maple Court, read as a trusted reader. */
  const suspensionRows = (holderId: string) =>
    inMaple(async (at) => {
      const held = await at.db.selectFrom('access_person_suspended_grants').select('grant_id');
      const rows = await at.db.selectFrom('access_person_suspensions').select('holder_id');
      return (
        (await rows.where('holder_id', '=', holderId).execute()).length +
        (await held.where('holder_id', '=', holderId).execute()).length
      );
    });

  it('community manager: a staff member authorized to the lobby opens it once confirmed (authorizations, place, keyring and details say so); suspended, then removed, they come back not suspended', async () => {
    const nico = profileOf('newmfa@acme.demo');
    const base = `/api/iot/staff/${nico}`;
    const added = await authorize(base);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ direct: true, place: { name: 'Building B' } });
    const key = await ownKey(base);
    expect(key.label).toBe('Personal mobile key');
    await sync();
    expect(await opens(key.id)).toBe(true);
    expect((await grantsOf(base)).map((g) => [g.sourceKind, g.sourceName, g.status])).toEqual([
      ['PERSON', 'Direct authorization', 'ACTIVE'],
    ]);
    const place = (await manager.get(`${base}/authorizations/${lobby.locationId}`, maple)).json();
    expect(place.locks.length).toBeGreaterThan(0);
    expect(place.locks.every((l: { confirmed: string | null }) => l.confirmed === 'PRESENT')).toBe(true);
    expect((await manager.get(`${base}/access`, maple)).json()).toMatchObject({
      holderKind: 'STAFF',
      name: 'Nico Newmfa',
      directAuthorizations: 1,
      liveCredentials: 1,
    });
    expect((await manager.get(base, maple)).json()).toMatchObject({ credentials: 1, liveGrants: 1 });

    const suspended = (await manager.post(`${base}/keyring/suspend`, undefined, maple)).json();
    expect(suspended.access.suspendedByName).toBe('Morgan Manager');
    await sync();
    expect(await opens(key.id)).toBe(false);
    const removed = await manager.request('DELETE', `${base}/community`, { context: maple });
    expect(removed.json()).toEqual({ deleted: true, revokedGrants: 1 });
    expect(await suspensionRows(nico)).toBe(0);
    expect((await manager.get(`${base}/authorizations`, maple)).statusCode).toBe(404);
    // Assigned to Maple Court again: a new authorization is ACTIVE, held by no old suspension.
    await inMaple((at) =>
      at.db
        .insertInto('customer_user_communities')
        .values({ customer_id: ACME, customer_user_id: nico, community_id: MAPLE })
        .execute(),
    );
    expect((await authorize(base)).json().grants[0]).toMatchObject({ status: 'ACTIVE', heldBySuspension: false });
    expect((await manager.get(`${base}/access`, maple)).json().suspendedAt).toBeNull();
  });

  it('community manager: a vendor authorized directly opens the lobby and is found by the "Why?" picker; suspended, then removed from its only community, no suspension stays', async () => {
    const vendor = (
      await manager.post(
        '/api/iot/vendors',
        { companyName: 'Keystone Doors', firstName: 'Kim', lastName: 'Stone', email: 'kim@keystone.example' },
        maple,
      )
    ).json();
    const base = `/api/iot/vendors/${vendor.id}`;
    expect((await authorize(base)).statusCode).toBe(201);
    const key = await ownKey(base);
    await sync();
    expect(await opens(key.id)).toBe(true);
    expect((await manager.get(`${base}/access`, maple)).json()).toMatchObject({
      holderKind: 'VENDOR',
      name: 'Kim Stone (Keystone Doors)',
      liveGrants: 1,
    });
    expect((await grantsOf(base)).map((g) => g.sourceKind)).toEqual(['PERSON']);
    const holders = (await manager.get('/api/iot/access/holders?q=keystone', maple)).json();
    expect(holders).toEqual([
      {
        holderKind: 'VENDOR',
        holderId: vendor.id,
        name: 'Kim Stone (Keystone Doors)',
        credentials: [expect.objectContaining({ id: key.id, revoked: false })],
      },
    ]);
    const why = await manager.get(
      `/api/iot/access/doors/${lobby.id}/why?holderKind=VENDOR&holderId=${vendor.id}`,
      maple,
    );
    expect(why.json()).toMatchObject({ holderName: 'Kim Stone (Keystone Doors)', canOpen: true });

    expect((await manager.post(`${base}/keyring/suspend`, undefined, maple)).statusCode).toBe(200);
    expect(await suspensionRows(vendor.id)).toBe(2);
    const removed = await manager.request('DELETE', `${base}/community`, { context: maple });
    expect(removed.json()).toEqual({ deleted: true, revokedGrants: 1 });
    expect(await suspensionRows(vendor.id)).toBe(0);
    await sync();
    expect(await opens(key.id)).toBe(false);
    expect((await manager.get(`${base}/keyring`, maple)).statusCode).toBe(404);
  });

  it('refused, changing nothing: the viewer reads a staff member’s and a vendor’s access but changes neither; a deleted vendor, a resident as staff, a profile of Harbor View only and another customer’s admin find no one', async () => {
    const evergreen = (await manager.get('/api/iot/vendors?q=evergreen', maple)).json().content[0].id as string;
    const val = `/api/iot/staff/${profileOf('viewer@maple.demo')}`;
    const resident = (await manager.get('/api/iot/residents?size=1', maple)).json().content[0].id as string;
    const reads = [
      await viewer.get(`${val}/authorizations`, maple),
      await viewer.get(`${val}/keyring`, maple),
      await viewer.get(`/api/iot/vendors/${evergreen}/authorizations`, maple),
      await viewer.get(`/api/iot/vendors/${evergreen}/keyring`, maple),
    ];
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const refused = [
      await viewer.post(`${val}/authorizations`, { locationId: lobby.locationId }, maple),
      await viewer.post(`/api/iot/vendors/${evergreen}/keyring/suspend`, undefined, maple),
      await manager.get(`/api/iot/vendors/${SPARKS}/keyring`, maple),
      await authorize(`/api/iot/staff/${resident}`),
      await manager.get(`/api/iot/staff/${profileOf('multi@lintel.demo')}/access`, maple),
      await birchAdmin.get(`/api/iot/vendors/${evergreen}/authorizations`, birch),
    ];
    expect(codes(refused)).toEqual([
      [403, 'PERMISSION_DENIED'],
      [403, 'PERMISSION_DENIED'],
      [404, 'RECORD_NOT_FOUND'],
      [404, 'RECORD_NOT_FOUND'],
      [404, 'RECORD_NOT_FOUND'],
      [404, 'RECORD_NOT_FOUND'],
    ]);
    expect((await manager.get(`${val}/access`, maple)).json()).toMatchObject({ directAuthorizations: 0 });
    expect((await manager.get(`/api/iot/vendors/${evergreen}/access`, maple)).json()).toMatchObject({
      suspendedAt: null,
      liveCredentials: 0,
    });
  });
});

describe('staff deleted from the customer', () => {
  it('community manager: refused while the member also works in Harbor View (nothing changed); Maple Court’s own manager is deleted, their key NOT_RETURNED, and they can no longer act', async () => {
    const pat = profileOf('portfolio@acme.demo');
    const mia = profileOf('mfa@acme.demo');
    const before = (await manager.get('/api/iot/staff?size=100', maple)).json().totalElements;
    const refused = [
      await manager.request('DELETE', `/api/iot/staff/${pat}`, { context: maple }),
      await manager.request('DELETE', `/api/iot/staff/${profileOf('manager@maple.demo')}`, { context: maple }),
      await viewer.request('DELETE', `/api/iot/staff/${mia}`, { context: maple }),
    ];
    expect(codes(refused)).toEqual([
      [403, 'PERMISSION_DENIED'],
      [409, 'ACCESS_STAFF_NOT_REMOVABLE'],
      [403, 'PERMISSION_DENIED'],
    ]);
    expect((await manager.get('/api/iot/staff?size=100', maple)).json().totalElements).toBe(before);

    const key = (
      await manager.post(
        '/api/iot/keys',
        { number: 'STAFF-MIA', locationIds: [lobby.locationId], holder: { holderKind: 'STAFF', holderId: mia } },
        maple,
      )
    ).json();
    const deleted = await manager.request('DELETE', `/api/iot/staff/${mia}`, { context: maple });
    expect(deleted.json()).toEqual({ deleted: true, revokedGrants: 1 });
    expect((await manager.get(`/api/iot/keys/${key.id}`, maple)).json()).toMatchObject({ state: 'NOT_RETURNED' });
    expect((await manager.get(`/api/iot/staff/${mia}`, maple)).statusCode).toBe(404);
    expect((await manager.get('/api/iot/staff?size=100', maple)).json().totalElements).toBe(before - 1);
    const profile = await sql<{ deleted: boolean }>`select deleted_at is not null as deleted from customer_users
      where id = ${mia}`.execute(api.database.db);
    expect(profile.rows[0]?.deleted).toBe(true);
    const miaNow = await api.as('mfa@acme.demo');
    expect((await miaNow.get('/api/iot/staff', maple)).statusCode).toBe(403);
  });
});
