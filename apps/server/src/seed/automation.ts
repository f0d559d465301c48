// The area's table type, for programs that reach the seed without the server's whole source.
import '../areas/automation/automation.tables.ts';
import '../areas/devices/devices.tables.ts';
import type { HoursEntry } from '@lintel/contracts/hours';
import type { LeakChannel } from '@lintel/contracts/scenarios';
import { sql } from 'kysely';
import { autoOpenCheckJob } from '../areas/automation/auto-open.service.ts';
import * as leakRows from '../areas/automation/leak.repository.ts';
import type { ResultInsert } from '../areas/automation/scenarios.repository.ts';
import * as scenarioRows from '../areas/automation/scenarios.repository.ts';
import { DEFAULT_RULES, MOVE_IN_DEFAULTS } from '../areas/automation/scenarios.service.ts';
import { ensureCatalogue } from '../areas/settings/unit-statuses.repository.ts';
import type { Tx } from '../platform/db/scope.ts';
import { enqueue } from '../platform/jobs/jobs.ts';
import { firstStaff } from './access.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

const DAY = 86_400_000;
const at = (hours: number, clock: 'am' | 'pm', minutes = 0) => ({ hours, minutes, clock });
const range = (days: number, open: ReturnType<typeof at>, close: ReturnType<typeof at>): HoursEntry => ({
  days,
  openTime: open,
  closeTime: close,
  working24: false,
});
const weekdays = (open: ReturnType<typeof at>, close: ReturnType<typeof at>) =>
  [1, 2, 3, 4, 5].map((day) => range(day, open, close));

/** The schedules a community's auto-open rules and scenarios would follow: office, amenity and quiet hours. */
const schedules: {
  name: string;
  hours: HoursEntry[];
  closedDays: { date: string; name: string }[];
  description: string | null;
}[] = [
  {
    name: 'Leasing office hours',
    description: 'The front door stays unlocked while the leasing office is open.',
    hours: [...weekdays(at(9, 'am'), at(6, 'pm')), range(6, at(10, 'am'), at(4, 'pm'))],
    closedDays: [
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-01-01', name: "New Year's Day" },
    ],
  },
  {
    name: 'Fitness center',
    description: 'Members-only hours; the door opens to a key outside them.',
    hours: [range(8, at(7, 'am'), at(10, 'pm')), ...weekdays(at(5, 'am'), at(11, 'pm'))],
    closedDays: [{ date: '2026-12-25', name: 'Christmas Day' }],
  },
  {
    name: 'Pool season',
    description: null,
    hours: [range(8, at(9, 'am'), at(8, 'pm'))],
    closedDays: [],
  },
];

/** Three schedules in every demo community, with stable ids. */
export async function seedSchedules(trx: Tx, community: CommunityKeys): Promise<void> {
  await trx
    .insertInto('automation_schedules')
    .values(
      schedules.map((schedule) => ({
        ...community,
        id: demoId(`schedule:${community.community_id}/${schedule.name}`),
        name: schedule.name,
        description: schedule.description,
        hours: JSON.stringify(schedule.hours),
        closed_days: JSON.stringify(schedule.closedDays),
      })),
    )
    .execute();
}

/**
 * One auto-open rule per demo community with a smart building (D244): the leasing office's door held
 * open in the leasing office's hours. Nothing is asked of the lock yet: the first check of a running
 * server (queued with the rule) does that.
 */
export async function seedAutoOpen(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const lock = await trx
    .selectFrom('devices')
    .select(['id', 'name', 'family'])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('name', '=', 'Leasing office')
    .where('kind', '=', 'LOCK')
    .executeTakeFirst();
  if (!lock) return;
  const ruleId = demoId(`auto-open:${community.community_id}/Leasing office front door`);
  await trx
    .insertInto('automation_auto_open_rules')
    .values({
      ...community,
      id: ruleId,
      name: 'Leasing office front door',
      schedule_id: demoId(`schedule:${community.community_id}/Leasing office hours`),
      created_by_name: null,
      updated_at: now,
    })
    .execute();
  await trx
    .insertInto('automation_auto_open_locks')
    .values({
      ...community,
      rule_id: ruleId,
      device_id: lock.id,
      name: lock.name,
      family: lock.family,
      held: null,
      command_id: null,
      changed_at: null,
    })
    .execute();
  await enqueue(
    { db: trx, now, customerId: community.customer_id, communityId: community.community_id },
    autoOpenCheckJob,
    {},
    { singletonKey: 'autoOpen', every: 60_000, runAt: now },
  );
}

/**
 * The energy-saving scenario as a community would leave it after trying it once (D245): a run by
 * hand two days ago, with a line per installed thermostat decided as the scenario decides it (units
 * not vacant excluded with their status, a vacant unit's thermostat given the saving set points, an
 * offline one not answering), then switched off again the next day. The thermostats that took the
 * set points show them. Nothing is queued: the run is finished, and no schedule is followed.
 */
export async function seedEnergySaving(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const thermostats = await trx
    .selectFrom('devices')
    .select(['id', 'name', 'unit_id', 'connection'])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('kind', '=', 'THERMOSTAT')
    .where('install_state', '=', 'INSTALLED')
    .orderBy('name')
    .execute();
  const staff = await firstStaff(trx, community);
  if (thermostats.length === 0 || !staff) return;
  // Vacancy is read from the community's status catalogue, which the settings seed would add later.
  await ensureCatalogue(trx, { customerId: community.customer_id, communityId: community.community_id });
  const by = `${staff.first_name} ${staff.last_name}`;
  const { setPoint } = DEFAULT_RULES;
  const startedAt = new Date(now.getTime() - 2 * DAY);
  const target = { db: trx, customerId: community.customer_id, communityId: community.community_id, now: startedAt };
  const units = new Map(
    (await scenarioRows.units(target, [...new Set(thermostats.flatMap((t) => (t.unit_id ? [t.unit_id] : [])))])).map(
      (unit) => [unit.id, unit],
    ),
  );
  const applied: string[] = [];
  const lines: ResultInsert[] = thermostats.map((thermostat) => {
    const line = { deviceId: thermostat.id, deviceName: thermostat.name };
    const unit = thermostat.unit_id ? units.get(thermostat.unit_id) : undefined;
    if (!unit) return { ...line, unitName: null, result: 'EXCLUDED', reason: 'The thermostat is not in a unit.' };
    const named = { ...line, unitName: unit.name };
    if (!unit.vacant) {
      return { ...named, result: 'EXCLUDED', reason: `The unit is not vacant (${unit.statusName ?? 'no status'}).` };
    }
    if (thermostat.connection !== 'ONLINE') {
      return { ...named, result: 'TRANSMISSION_ERROR', reason: 'The thermostat did not answer in time.' };
    }
    applied.push(thermostat.id);
    return {
      ...named,
      result: 'APPLIED',
      reason: `Heat ${setPoint.heatSetPoint} °F, cool ${setPoint.coolSetPoint} °F, mode auto.`,
    };
  });
  await scenarioRows.insertRun(
    target,
    { kind: 'ENERGY_SAVING', trigger: 'MANUAL', rules: DEFAULT_RULES, requestedBy: by },
    lines,
  );
  await scenarioRows.saveRules(
    { ...target, now: new Date(now.getTime() - DAY) },
    'ENERGY_SAVING',
    false,
    DEFAULT_RULES,
    by,
  );
  if (applied.length > 0) {
    await trx
      .updateTable('devices')
      .set({
        reading: sql`reading || ${JSON.stringify({ heatSetPoint: setPoint.heatSetPoint, coolSetPoint: setPoint.coolSetPoint, mode: setPoint.mode })}::jsonb`,
      })
      .where('customer_id', '=', community.customer_id)
      .where('community_id', '=', community.community_id)
      .where('id', 'in', applied)
      .execute();
  }
}

/**
 * Leak-sensor notifications as a community that set them up (D247): on, its first staff member told
 * by e-mail (and text message, with a mobile number) of a leak in any building, and one leak four
 * days ago that told them. Nothing is sent by the seed: the outbox holds only what a running portal sends.
 */
export async function seedLeakNotifications(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const sensor = await trx
    .selectFrom('devices')
    .select(['id', 'name', 'unit_id'])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('kind', '=', 'LEAK_SENSOR')
    .where('install_state', '=', 'INSTALLED')
    .where('unit_id', 'is not', null)
    .orderBy('name')
    .executeTakeFirst();
  const target = {
    db: trx,
    customerId: community.customer_id,
    communityId: community.community_id,
    now: new Date(now.getTime() - 5 * DAY),
  };
  const [person] = await leakRows.people(target, {});
  if (!sensor || !person) return;
  const channels: LeakChannel[] = person.phone ? ['EMAIL', 'SMS'] : ['EMAIL'];
  await leakRows.touch(target, person.name, true);
  await leakRows.insertRule(target, { personId: person.id, buildingId: null, channels });
  const place = await leakRows.placeOf(target, sensor.unit_id);
  const told = [`Told by e-mail: ${person.name}.`, person.phone ? `Told by text message: ${person.name}.` : ''];
  await scenarioRows.insertRun(
    { ...target, now: new Date(now.getTime() - 4 * DAY) },
    {
      kind: 'LEAK_NOTIFICATIONS',
      trigger: 'LEAK',
      rules: {
        rules: [
          `${person.name}: ${channels.map((c) => (c === 'EMAIL' ? 'e-mail' : 'text message')).join(' and ')}, every building`,
        ],
        where: place ? `${place.buildingName} ${place.unitName}` : 'no unit',
      },
      requestedBy: null,
    },
    [
      {
        deviceId: sensor.id,
        deviceName: sensor.name,
        unitName: place?.unitName ?? null,
        result: 'APPLIED',
        reason: told.filter(Boolean).join(' '),
      },
    ],
  );
}

/**
 * Recommended move-in settings as a community would leave them after one try (D250): run by hand
 * the day before the latest seeded move-in, which gave that unit's thermostat the welcome set points
 * and left every other one alone with its reason, then left switched off. Nothing is queued.
 */
export async function seedMoveIns(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const lease = await trx
    .selectFrom('leases')
    .select(['unit_id', sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('startsOn')])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('starts_on', '<=', now.toISOString().slice(0, 10))
    .orderBy('starts_on', 'desc')
    .executeTakeFirst();
  const thermostats = await trx
    .selectFrom('devices')
    .select(['id', 'name', 'unit_id'])
    .where('customer_id', '=', community.customer_id)
    .where('community_id', '=', community.community_id)
    .where('kind', '=', 'THERMOSTAT')
    .where('install_state', '=', 'INSTALLED')
    .orderBy('name')
    .execute();
  const staff = await firstStaff(trx, community);
  if (!lease || !staff || !thermostats.some((t) => t.unit_id === lease.unit_id)) return;
  const by = `${staff.first_name} ${staff.last_name}`;
  const ranAt = new Date(`${lease.startsOn}T14:00:00.000Z`);
  ranAt.setUTCDate(ranAt.getUTCDate() - 1);
  const target = { db: trx, customerId: community.customer_id, communityId: community.community_id, now: ranAt };
  const units = new Map(
    (await scenarioRows.units(target, [...new Set(thermostats.flatMap((t) => (t.unit_id ? [t.unit_id] : [])))])).map(
      (unit) => [unit.id, unit],
    ),
  );
  const { setPoint } = MOVE_IN_DEFAULTS;
  const lines: ResultInsert[] = thermostats.map((thermostat) => {
    const line = { deviceId: thermostat.id, deviceName: thermostat.name };
    const unit = thermostat.unit_id ? units.get(thermostat.unit_id) : undefined;
    if (!unit) return { ...line, unitName: null, result: 'EXCLUDED', reason: 'The thermostat is not in a unit.' };
    if (unit.id !== lease.unit_id) {
      return { ...line, unitName: unit.name, result: 'EXCLUDED', reason: `No move-in is due by ${lease.startsOn}.` };
    }
    return {
      ...line,
      unitName: unit.name,
      result: 'APPLIED',
      reason: `Heat ${setPoint.heatSetPoint} °F, cool ${setPoint.coolSetPoint} °F, mode auto.`,
    };
  });
  await scenarioRows.insertRun(
    target,
    { kind: 'MOVE_INS', trigger: 'MANUAL', rules: MOVE_IN_DEFAULTS, requestedBy: by },
    lines,
  );
  await scenarioRows.saveRules(
    { ...target, now: new Date(ranAt.getTime() + DAY) },
    'MOVE_INS',
    false,
    MOVE_IN_DEFAULTS,
    by,
  );
}

/**
 * Staff access to vacant units (D251) as a community prepares it: its first staff member named, the
 * scenario not switched on yet (switching it on runs it and gives real grants, which the demo's
 * access lists would then show). The page shows who would get in and how many vacant units have a lock.
 */
export async function seedStaffAccess(trx: Tx, community: CommunityKeys, now: Date): Promise<void> {
  const staff = await firstStaff(trx, community);
  if (!staff) return;
  await scenarioRows.saveRules(
    {
      db: trx,
      customerId: community.customer_id,
      communityId: community.community_id,
      now: new Date(now.getTime() - DAY),
    },
    'STAFF_ACCESS',
    false,
    { staffIds: [staff.id], excludedUnitIds: [] },
    `${staff.first_name} ${staff.last_name}`,
  );
}
