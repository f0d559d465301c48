import { sql } from 'kysely';
import { totpStepAt } from '../areas/identity/totp.ts';
import { actAs, type Tx } from '../platform/db/scope.ts';
import { DEMO_TOTP_SECRET } from './demo-data.ts';
import { demoId } from './ids.ts';

/** Spec (Cognito's default): a temporary password is valid 7 days. */
const TEMPORARY_PASSWORD_MS = 604_800_000;

/**
 * The sign-in steps, one demo user each: mfa@acme.demo has an authenticator set up,
 * newmfa@acme.demo must set one up (mfaSetupRequired on the profile), newpass@acme.demo signs in
 * with a temporary password (the demo password, valid 7 days from seeding) and must change it.
 */
export async function seedAuthDemo(trx: Tx, now: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set({ totp_secret: DEMO_TOTP_SECRET, totp_enabled_at: now, totp_last_step: totpStepAt(now) - 2 })
    .where('email', '=', 'mfa@acme.demo')
    .execute();
  await trx
    .updateTable('users')
    .set({ password_temporary_until: new Date(now.getTime() + TEMPORARY_PASSWORD_MS) })
    .where('email', '=', 'newpass@acme.demo')
    .execute();
  // Profiles are tenant rows: act in the profile's customer so row-level security lets the update through.
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'newmfa@acme.demo')
    .executeTakeFirstOrThrow();
  await actAs(trx, { userId: user.id });
  const profiles = await trx
    .selectFrom('customer_users')
    .select('customer_id')
    .where('user_id', '=', user.id)
    .execute();
  for (const profile of profiles) {
    await actAs(trx, { customerId: profile.customer_id });
    await trx
      .updateTable('customer_users')
      .set({ mfa_setup_required: true })
      .where('customer_id', '=', profile.customer_id)
      .where('user_id', '=', user.id)
      .execute();
  }
  await seedIotPermissionSettings(trx);
}

/**
 * The IoT switches the IoT permission read answers with: Maple Court has the fire key and energy
 * management on, Birch Commons the sensor-industries integration; every other community has none.
 */
async function seedIotPermissionSettings(trx: Tx): Promise<void> {
  const rows = [
    { customer: 'Acme Living', community: 'Maple Court', firekey: true, si: false, energy: true },
    { customer: 'Birch Residential', community: 'Birch Commons', firekey: false, si: true, energy: false },
  ];
  for (const row of rows) {
    const customerId = demoId(`customer:${row.customer}`);
    const communityId = demoId(`community:${row.customer}/${row.community}`);
    // A community-scoped tenant table: act in its customer and community, as row-level security requires.
    await actAs(trx, { customerId, communityId });
    await sql`insert into iot_community_settings
        (customer_id, community_id, firekey_enabled, si_integration_enabled, energy_management_enabled)
      values (${customerId}, ${communityId}, ${row.firekey}, ${row.si}, ${row.energy})`.execute(trx);
  }
  await actAs(trx, { communityId: null });
}
