import { sql } from 'kysely';
import { hashPassword } from '../areas/identity/passwords.ts';
import { createDefaultRoles, defaultRoleId } from '../areas/permissions/default-roles.ts';
import type { Database } from '../platform/db/open.ts';
import { actAs, type Tx } from '../platform/db/scope.ts';
import { seedAmenities } from './amenities.ts';
import { communitySeeds, peopleSeeds } from './areas.ts';
import { seedAuthDemo } from './demo-auth.ts';
import { DEMO_PASSWORD, type DemoCustomer, demoCustomers, demoUsers, unitTypeTemplates } from './demo-data.ts';
import { demoId } from './ids.ts';
import { seedNotifications } from './notifications.ts';
import { seedSettingsDemo } from './settings.ts';
import { seedStructure } from './structure.ts';

const SEEDED_KEY = 'demo_seeded_at';

/** Row-level security applies to the seed too (a non-superuser owner is bound by forced policies). */
const actInCustomer = (trx: Tx, customerId: string) =>
  actAs(trx, { customerId, communityId: null, allCommunities: true, provider: true });

export const customerId = (name: string) => demoId(`customer:${name}`);
export const communityId = (customer: string, name: string) => demoId(`community:${customer}/${name}`);
export const userId = (email: string) => demoId(`user:${email}`);

async function seedCustomer(trx: Tx, customer: DemoCustomer, now: Date): Promise<void> {
  const cid = customerId(customer.name);
  await actInCustomer(trx, cid);
  await trx
    .insertInto('customers')
    .values({ id: cid, name: customer.name, deleted_at: customer.deleted ? now : null })
    .execute();
  await trx
    .insertInto('customer_app_access')
    .values(customer.apps.map((app) => ({ customer_id: cid, app_code: app })))
    .execute();
  await createDefaultRoles(trx, cid);

  for (const community of customer.communities) {
    const kid = communityId(customer.name, community.name);
    await trx
      .insertInto('communities')
      .values({ customer_id: cid, id: kid, name: community.name, timezone_id: community.timezoneId })
      .execute();
    await trx
      .insertInto('community_app_licenses')
      .values(community.apps.map((app) => ({ customer_id: cid, community_id: kid, app_code: app })))
      .execute();
    const scoped = { customer_id: cid, community_id: kid };
    const buildings = community.buildings.map((b) => ({
      ...scoped,
      id: demoId(`building:${kid}/${b.name}`),
      name: b.name,
      code: b.code,
      floors: 4,
    }));
    await trx
      .insertInto('buildings')
      .values(buildings.map(({ code: _code, ...row }) => row))
      .execute();
    const types = unitTypeTemplates.map((t) => ({
      ...scoped,
      id: demoId(`unit-type:${kid}/${t.name}`),
      name: t.name,
      bedrooms: t.bedrooms,
      bathrooms: t.bathrooms,
      square_feet: t.squareFeet,
      market_rent_cents: t.rentCents,
    }));
    await trx.insertInto('unit_types').values(types).execute();
    // Units spread over the buildings and floors: "A-101", "A-102", … with a mix of unit types.
    const units = Array.from({ length: community.units }, (_, i) => {
      const building = buildings[i % buildings.length]!;
      const perBuilding = Math.floor(i / buildings.length);
      const floor = 1 + Math.floor(perBuilding / 12);
      const type = types[(i * 7) % types.length]!;
      const name = `${building.code}-${floor}${String((perBuilding % 12) + 1).padStart(2, '0')}`;
      return {
        ...scoped,
        id: demoId(`unit:${kid}/${building.name}/${name}`),
        building_id: building.id,
        unit_type_id: type.id,
        name,
        floor,
        square_feet: type.square_feet + ((i * 13) % 60),
        market_rent_cents: type.market_rent_cents + ((i * 37) % 20) * 500,
        ...demoUnitStatus(i, floor, now),
      };
    });
    await trx.insertInto('units').values(units).execute();
    await seedStructure(trx, scoped, {
      buildingIds: buildings.map((b) => b.id),
      unitTypes: types,
      unitIds: units.map((u) => u.id),
    });
    await seedAmenities(
      trx,
      scoped,
      units.map((u) => u.id),
    );
    for (const seedArea of communitySeeds) await seedArea(trx, scoped, now);
  }
}

/** Every address of a published demo account: its email and, where it has one, its phone. */
export function demoMailboxAddresses(): string[] {
  return demoUsers.flatMap((user) => [user.email, ...(user.phone ? [user.phone] : [])]);
}

/** The demo portfolio's mail domains: every domain of a demo account's email (all under `.demo`). */
export function demoMailboxDomains(): string[] {
  return [...new Set(demoUsers.map((user) => user.email.split('@')[1]!.toLowerCase()))];
}

/**
 * Seeds the demo portfolio once, in one transaction: a crash part-way leaves nothing, and the next
 * start seeds again. Returns false when it was already there.
 *
 * @example if (await seedDemo(database)) console.info('demo portfolio seeded');
 */
export async function seedDemo(database: Database, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return database.db.transaction().execute(async (trx) => {
    // Two servers starting together on one database: the second waits here, then sees the marker.
    await sql`select pg_advisory_xact_lock(hashtext('lintel-demo-seed'))`.execute(trx);
    // The demo mailbox shows only what was sent to these published accounts (also on a database
    // seeded before the mailbox was fenced, hence before the already-seeded check).
    await trx
      .insertInto('demo_mailbox_addresses')
      .values(demoMailboxAddresses().map((address) => ({ address })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('demo_mailbox_domains')
      .values(demoMailboxDomains().map((domain) => ({ domain })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    const seeded = await trx
      .selectFrom('system_settings')
      .select('value')
      .where('key', '=', SEEDED_KEY)
      .executeTakeFirst();
    if (seeded) return false;

    for (const user of demoUsers) {
      await trx
        .insertInto('users')
        .values({
          id: userId(user.email),
          email: user.email,
          phone: user.phone ?? null,
          first_name: user.firstName,
          last_name: user.lastName,
          provider_type: user.providerType ?? null,
          provider_role: user.providerRole ?? null,
          password_hash: passwordHash,
        })
        .execute();
    }
    for (const customer of demoCustomers) await seedCustomer(trx, customer, now);

    for (const user of demoUsers) {
      for (const profile of user.profiles) {
        const cid = customerId(profile.customer);
        await actInCustomer(trx, cid);
        const profileId = demoId(`profile:${user.email}/${profile.customer}`);
        await trx
          .insertInto('customer_users')
          .values({
            customer_id: cid,
            id: profileId,
            user_id: userId(user.email),
            type: profile.type,
            all_communities: profile.type === 'PORTFOLIO_ADMIN',
          })
          .execute();
        // Portfolio admins hold their role for the whole customer; everyone else in each of their communities.
        const role = profile.role ?? (profile.type === 'PORTFOLIO_ADMIN' ? 'portfolioAdmin' : 'manager');
        const communityIds = (profile.communities ?? []).map((name) => communityId(profile.customer, name));
        await trx
          .insertInto('role_assignments')
          .values(
            profile.type === 'USER'
              ? communityIds.map((kid) => ({
                  customer_id: cid,
                  customer_user_id: profileId,
                  role_id: defaultRoleId(cid, role),
                  context: 'COMMUNITY' as const,
                  community_id: kid,
                }))
              : [
                  {
                    customer_id: cid,
                    customer_user_id: profileId,
                    role_id: defaultRoleId(cid, role),
                    context: 'CUSTOMER' as const,
                    community_id: null,
                  },
                ],
          )
          .execute();
        if (profile.communities?.length) {
          await trx
            .insertInto('customer_user_communities')
            .values(
              profile.communities.map((name) => ({
                customer_id: cid,
                customer_user_id: profileId,
                community_id: communityId(profile.customer, name),
              })),
            )
            .execute();
        }
      }
    }
    for (const customer of demoCustomers) {
      const cid = customerId(customer.name);
      await actInCustomer(trx, cid);
      for (const community of customer.communities) {
        const scoped = { customer_id: cid, community_id: communityId(customer.name, community.name) };
        for (const seedArea of peopleSeeds) await seedArea(trx, scoped, now);
      }
    }
    await seedSettingsDemo(trx);
    await seedAuthDemo(trx, now);
    await seedNotifications(trx, now);
    await trx.insertInto('system_settings').values({ key: SEEDED_KEY, value: now.toISOString() }).execute();
    return true;
  });
}

/**
 * Physical statuses of the default catalogue spread over the demo units of the first two floors; the
 * first unit and the upper floors have none (as a community that has not recorded every unit yet).
 */
const demoStatuses = [
  'OCCUPIED_GOOD',
  'READY',
  'OCCUPIED_GOOD',
  'NOT_READY',
  'OCCUPIED_GOOD',
  'PRE_MOVE_OUT',
  'READY',
  'DOWN',
];

function demoUnitStatus(i: number, floor: number, now: Date) {
  if (i === 0 || floor > 2) return {};
  const physical_status = demoStatuses[i % demoStatuses.length]!;
  if (physical_status !== 'PRE_MOVE_OUT') return { physical_status };
  // Residents on notice move out within the next two months.
  const notice = new Date(now.getTime() + (14 + (i % 45)) * 86_400_000);
  return { physical_status, notice_to_vacate_date: notice.toISOString().slice(0, 10) };
}
