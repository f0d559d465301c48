import type { Family } from '@lintel/contracts/devices/common';
import { type HoursRange, windowAllows } from '@lintel/formats/hours';
import { communityTimeZone } from '../../../platform/db/community-time.ts';
import type { DoorContext, DoorEntryPush, DoorRef, Doors } from '../../../platform/doors/doors.ts';
import type { LockAdapter } from './adapter.ts';
import { adapterOf } from './commands.service.ts';
import { ingestEvents } from './ingest.ts';

/**
 * The devices area's side of the door seam (platform/doors): each change goes to the lock's
 * family adapter; a simulated lock that confirmed keeps the entry in the simulator's memory, and
 * decides a presented credential from that memory with the same window rule the portal explains
 * with (`windowAllows`).
 */

function lockAdapter(door: DoorRef): LockAdapter {
  const adapter = adapterOf(door.family as Family);
  if (adapter?.kind !== 'LOCK') throw new Error(`${door.name} is not a lock`);
  return adapter;
}

const deviceOf = (door: DoorRef) => ({ id: door.deviceId, serial: door.serial });

async function remember(context: DoorContext, door: DoorRef, entry: DoorEntryPush): Promise<void> {
  await context.inTenant(async (scope) => {
    if (!scope.customerId || !scope.communityId) throw new Error('a door entry needs a community');
    const row = {
      customer_id: scope.customerId,
      community_id: scope.communityId,
      device_id: door.deviceId,
      entry_key: entry.key,
      credential_id: entry.credentialId,
      valid_from: entry.validFrom,
      valid_until: entry.validUntil,
      schedule: entry.schedule ? JSON.stringify(entry.schedule) : null,
    };
    await scope.db
      .insertInto('simulated_door_entries')
      .values(row)
      .onConflict((c) =>
        c.columns(['customer_id', 'community_id', 'device_id', 'entry_key']).doUpdateSet({
          credential_id: row.credential_id,
          valid_from: row.valid_from,
          valid_until: row.valid_until,
          schedule: row.schedule,
        }),
      )
      .execute();
  });
}

async function forget(context: DoorContext, door: DoorRef, key: string): Promise<void> {
  await context.inTenant((scope) =>
    scope.db
      .deleteFrom('simulated_door_entries')
      .where('device_id', '=', door.deviceId)
      .where('entry_key', '=', key)
      .execute(),
  );
}

export const lockDoors: Doors = {
  async put(context, door, entry, attempt) {
    const adapter = lockAdapter(door);
    const answer = await adapter.credentials.put(deviceOf(door), entry, attempt);
    if (answer.outcome === 'confirmed' && adapter.credentials.simulated) await remember(context, door, entry);
    return answer;
  },
  async remove(context, door, key, attempt) {
    const adapter = lockAdapter(door);
    const answer = await adapter.credentials.remove(deviceOf(door), key, attempt);
    if (answer.outcome === 'confirmed' && adapter.credentials.simulated) await forget(context, door, key);
    return answer;
  },
  async present(scope, door, credentialId, at) {
    if (!lockAdapter(door).credentials.simulated) return null;
    const entries = await scope.db
      .selectFrom('simulated_door_entries')
      .select(['entry_key', 'valid_from', 'valid_until', 'schedule'])
      .where('device_id', '=', door.deviceId)
      .where('credential_id', '=', credentialId)
      .execute();
    const timeZone = await communityTimeZone(scope);
    const opened = entries.some((entry) =>
      windowAllows(
        {
          validFrom: entry.valid_from,
          validUntil: entry.valid_until,
          schedule: (entry.schedule as HoursRange[] | null) ?? null,
        },
        at,
        timeZone,
      ),
    );
    // The lock reports the try, granted or not, as an access event of its history.
    await ingestEvents(scope as Parameters<typeof ingestEvents>[0], [
      {
        deviceId: door.deviceId,
        sourceId: `present:${credentialId}:${at.toISOString()}`,
        kind: 'ACCESS',
        detail: { credentialId, granted: opened, via: 'PRESENTED' },
        occurredAt: at,
      },
    ]);
    return { opened };
  },
};
