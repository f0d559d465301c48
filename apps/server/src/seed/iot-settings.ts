// The area's table types, for programs that reach the seed without the server's whole source.
import '../areas/devices/devices.tables.ts';
import '../areas/iot-settings/iot-settings.tables.ts';
import { sql } from 'kysely';
import type { Tx } from '../platform/db/scope.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

/**
 * The demo's wallet passes (D243): switched on in every smart-building community a day ago, and sent
 * to its Allegion locks, each of which confirmed, so the settings page shows a finished rollout with a
 * result per lock on a fresh start. The other sections keep their defaults until someone saves them.
 */
export async function seedIotSettings(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const locks = await trx
    .selectFrom('devices')
    .select(['id', 'name', 'family'])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('kind', '=', 'LOCK')
    .where('family', '=', 'ALLEGION')
    .where('install_state', '=', 'INSTALLED')
    .orderBy('name')
    .execute();
  if (locks.length === 0) return;
  const key = (what: string) => demoId(`iot-settings:${community.community_id}/${what}`);
  const values = { enabled: true, expressMode: true };
  const at = new Date(now.getTime() - 86_400_000);
  const rolloutId = key('rollout/wallet');
  await trx
    .insertInto('iot_access_settings')
    .values({
      ...community,
      section: 'WALLET_PASSES',
      values: JSON.stringify(values),
      updated_by: null,
      updated_by_name: 'Morgan Manager',
      updated_at: at,
    })
    .execute();
  await trx
    .insertInto('iot_settings_rollouts')
    .values({
      ...community,
      id: rolloutId,
      section: 'WALLET_PASSES',
      values: JSON.stringify(values),
      requested_by_name: 'Morgan Manager',
      created_at: at,
    })
    .execute();
  const commandOf = (deviceId: string) => key(`command/${deviceId}`);
  await trx
    .insertInto('device_commands')
    .values(
      locks.map((lock) => ({
        ...community,
        id: commandOf(lock.id),
        device_id: lock.id,
        command: 'CONFIGURE',
        params: { credentials: { NFC_WALLET: values } },
        status: 'SUCCEEDED',
        step: 1,
        attempts: 1,
        error: null,
        requested_by: null,
        created_at: at,
        updated_at: at,
        finished_at: at,
      })),
    )
    .execute();
  await trx
    .insertInto('iot_settings_rollout_devices')
    .values(
      locks.map((lock) => ({
        ...community,
        rollout_id: rolloutId,
        device_id: lock.id,
        name: lock.name,
        family: lock.family,
        state: 'SENT' as const,
        command_id: commandOf(lock.id),
        note: null,
        updated_at: at,
      })),
    )
    .execute();
  // What each lock holds, as a confirmed configuration leaves it.
  await sql`update devices set config = config || jsonb_build_object('credentials',
      coalesce(config->'credentials', '{}'::jsonb) || jsonb_build_object('NFC_WALLET', ${JSON.stringify(values)}::jsonb))
    where customer_id = ${community.customer_id} and community_id = ${community.community_id}
      and id in (${sql.join(locks.map((lock) => lock.id))})`.execute(trx);
}
