import { iotSettings, type ListQuery } from '@lintel/contracts';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import { communityTimeZone } from '../../platform/db/community-time.ts';
import type { CommunityScope, Scope } from '../../platform/db/scope.ts';
import { type LockFeature, lockSettings } from '../../platform/doors/lock-settings.ts';
import { AppError } from '../../platform/errors.ts';
import { onDomainEvent } from '../../platform/events/domain-events.ts';
import { installationFeatures } from '../../platform/features.ts';
import { defineJob, enqueue } from '../../platform/jobs/jobs.ts';
import type { DeviceSection, Section } from './iot-settings.repository.ts';
import * as repository from './iot-settings.repository.ts';

type Rollout = iotSettings.Rollout;
type RolloutResult = iotSettings.RolloutResult;

/** Every change lands in the community's audit trail under one entity type per section (D112). */
const ENTITY: Record<Section | 'FIRE_KEY', string> = {
  REMOTE_AUTH: 'iotSettings.remoteAuth',
  PASSES: 'iotSettings.passes',
  FIRE_KEY: 'iotSettings.fireKey',
  WALLET_PASSES: 'iotSettings.walletPasses',
  BLE: 'iotSettings.ble',
  INTERCOM: 'iotSettings.intercom',
  SENSOR_INDUSTRIES: 'iotSettings.sensorIndustries',
  DEMAND_RESPONSE: 'iotSettings.demandResponse',
};
const entity = (section: Section | 'FIRE_KEY') => ENTITY[section];
const actorName = (scope: Scope) => (scope.actor ? `${scope.actor.firstName} ${scope.actor.lastName}` : null);
const by = (scope: Scope) => ({ id: scope.actor?.userId ?? null, name: actorName(scope) });

/** A stored section's values, or the defaults: a stored value the schema no longer accepts is not shown as if it applied. */
async function stored<T>(scope: Scope, section: Section, schema: z.ZodType<T>, defaults: T) {
  const row = await repository.findSection(repository.at(scope), section);
  const parsed = schema.safeParse(row?.values);
  return {
    values: parsed.success ? parsed.data : defaults,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

async function save<T extends Record<string, unknown>>(
  scope: CommunityScope,
  section: Section,
  values: T,
  read: () => Promise<{ values: T }>,
) {
  const before = await read();
  await repository.saveSection(repository.at(scope), section, values, by(scope));
  const after = await read();
  await recordAudit(scope, {
    entityType: entity(section),
    entityId: scope.communityId,
    before: before.values,
    after: after.values,
  });
}

// ── Remote authorization and passes ──────────────────────────────────────────────────────────

export const readRemoteAuth = (scope: CommunityScope) =>
  stored(scope, 'REMOTE_AUTH', iotSettings.remoteAuth, iotSettings.DEFAULTS.remoteAuth);

export async function saveRemoteAuth(scope: CommunityScope, values: iotSettings.RemoteAuth) {
  await save(scope, 'REMOTE_AUTH', values, () => readRemoteAuth(scope));
  return readRemoteAuth(scope);
}

export const readPasses = (scope: CommunityScope) =>
  stored(scope, 'PASSES', iotSettings.passRules, iotSettings.DEFAULTS.passes);

export async function savePasses(scope: CommunityScope, values: iotSettings.PassRules) {
  await save(scope, 'PASSES', values, () => readPasses(scope));
  return readPasses(scope);
}

// ── Integrations: intercom, sensor industries, demand response (D253) ──────────────────────────

export const readIntercom = (scope: CommunityScope) =>
  stored(scope, 'INTERCOM', iotSettings.intercom, iotSettings.DEFAULTS.intercom);

export async function saveIntercom(scope: CommunityScope, values: iotSettings.Intercom) {
  await save(scope, 'INTERCOM', values, () => readIntercom(scope));
  return readIntercom(scope);
}

export const readSensorIndustries = (scope: CommunityScope) =>
  stored(scope, 'SENSOR_INDUSTRIES', iotSettings.sensorIndustries, iotSettings.DEFAULTS.sensorIndustries);

/**
 * Connects or disconnects the sensor-industries platform: the values, and the community's switch that
 * the sensors' dashboard (si-dash) and its read permission depend on, in one transaction.
 */
export async function saveSensorIndustries(scope: CommunityScope, values: iotSettings.SensorIndustries) {
  await save(scope, 'SENSOR_INDUSTRIES', values, () => readSensorIndustries(scope));
  await repository.setSensorIndustries(repository.at(scope), values.enabled);
  return readSensorIndustries(scope);
}

/** "OCST read: removed unless the energy management feature toggle is on": without it, nobody holds the page. */
async function energyManagementOn(scope: CommunityScope) {
  const row = await repository.switches(repository.at(scope));
  if (!row?.energy_management) throw new AppError('PERMISSION_DENIED', { internal: 'energy management is off' });
}

export async function readDemandResponse(scope: CommunityScope) {
  await energyManagementOn(scope);
  return stored(scope, 'DEMAND_RESPONSE', iotSettings.demandResponse, iotSettings.DEFAULTS.demandResponse);
}

export async function saveDemandResponse(scope: CommunityScope, values: iotSettings.DemandResponse) {
  await energyManagementOn(scope);
  await save(scope, 'DEMAND_RESPONSE', values, () => readDemandResponse(scope));
  return readDemandResponse(scope);
}

// ── Fire key ─────────────────────────────────────────────────────────────────────────────────

export async function readFireKey(scope: CommunityScope): Promise<iotSettings.FireKeyView> {
  const target = repository.at(scope);
  const row = await repository.switches(target);
  return {
    values: { enabled: row?.firekey ?? false },
    updatedAt: row ? row.updated_at.toISOString() : null,
    updatedBy: null,
    activeFireKeys: await repository.activeFireKeys(target),
  };
}

/**
 * Turns the fire key on or off. Off is refused while a fire key is not revoked: with the switch off
 * its screens and endpoints refuse, so a key left on the doors could no longer be seen or revoked.
 */
export async function saveFireKey(scope: CommunityScope, values: iotSettings.FireKeySetting) {
  const before = await readFireKey(scope);
  if (!values.enabled && before.values.enabled && before.activeFireKeys > 0) {
    throw new AppError('IOT_FIRE_KEYS_ACTIVE');
  }
  await repository.setFireKey(repository.at(scope), values.enabled);
  const after = await readFireKey(scope);
  await recordAudit(scope, {
    entityType: entity('FIRE_KEY'),
    entityId: scope.communityId,
    before: before.values,
    after: after.values,
  });
  return after;
}

// ── Sections the locks carry: wallet passes and BLE ──────────────────────────────────────────

const FEATURE: Record<DeviceSection, LockFeature> = { WALLET_PASSES: 'NFC_WALLET', BLE: 'BLE' };

/** How one lock of a rollout stands: its own state, or its command's. */
function resultOf(
  row: { state: 'PENDING' | 'SENT' | 'SKIPPED'; commandId: string | null; note: string | null },
  commands: Map<string, { status: string; error: string | null }>,
): { result: RolloutResult; note: string | null } {
  if (row.state === 'PENDING') return { result: 'WAITING', note: 'another configuration of the lock is on its way' };
  if (row.state === 'SKIPPED') return { result: 'SKIPPED', note: row.note };
  const command = row.commandId ? commands.get(row.commandId) : undefined;
  if (!command) return { result: 'SKIPPED', note: 'the lock was removed' };
  if (command.status === 'SUCCEEDED') return { result: 'APPLIED', note: null };
  if (command.status === 'FAILED') return { result: 'FAILED', note: command.error };
  return { result: 'SENDING', note: null };
}

async function rolloutSummary(scope: Scope, section: DeviceSection): Promise<Rollout | null> {
  const target = repository.at(scope);
  const latest = await repository.latestRollout(target, section);
  if (!latest) return null;
  const rows = await repository.rolloutStates(target, latest.id);
  const ids = rows.flatMap((row) => (row.commandId ? [row.commandId] : []));
  const commands = await lockSettings().commands(scope, ids);
  const counts: Record<RolloutResult, number> = { WAITING: 0, SENDING: 0, APPLIED: 0, FAILED: 0, SKIPPED: 0 };
  for (const row of rows) counts[resultOf({ ...row, note: null }, commands).result] += 1;
  return {
    id: latest.id,
    createdAt: latest.createdAt,
    requestedBy: latest.requestedBy,
    total: rows.length,
    counts,
    finished: counts.WAITING + counts.SENDING === 0,
  };
}

function requireNfc() {
  if (!installationFeatures().nfcWallet) throw new AppError('IOT_FEATURE_OFF');
}

async function readDeviceSection<T>(scope: CommunityScope, section: DeviceSection, schema: z.ZodType<T>, defaults: T) {
  return { ...(await stored(scope, section, schema, defaults)), rollout: await rolloutSummary(scope, section) };
}

/** Saves the values and sends them to every lock that can carry them: one rollout, one job (D243). */
async function saveDeviceSection<T extends Record<string, unknown>>(
  scope: CommunityScope,
  section: DeviceSection,
  values: T,
  read: () => Promise<{ values: T }>,
) {
  await save(scope, section, values, read);
  const target = repository.at(scope);
  await repository.supersede(target, section);
  const locks = await lockSettings().targets(scope, FEATURE[section]);
  const rolloutId = await repository.insertRollout(target, section, values, actorName(scope), locks);
  if (locks.length > 0) await enqueue(scope, rolloutJob, { rolloutId });
}

/**
 * A lock that finished installing gets the values the community saved for each section its family
 * can carry: it joins that section's latest rollout (its page shows the lock's result with the
 * others) and the rollout's job runs again, which sends them as it sends any waiting lock's. A
 * section never saved sends nothing: the lock keeps its own defaults, as the others do.
 */
export function listenToLockInstalls(): void {
  onDomainEvent('devices.lockInstalled', 'iotSettings.rollout', async (jobTarget, lock) => {
    if (!jobTarget.customerId || !jobTarget.communityId) return;
    const target: repository.At = {
      ...jobTarget,
      customerId: jobTarget.customerId,
      communityId: jobTarget.communityId,
    };
    for (const section of ['BLE', 'WALLET_PASSES'] as const) {
      if (!lock.features.includes(FEATURE[section])) continue;
      if (section === 'WALLET_PASSES' && !installationFeatures().nfcWallet) continue;
      const latest = await repository.latestRollout(target, section);
      if (!latest) continue;
      await repository.addRolloutDevice(target, latest.id, lock);
      await enqueue(jobTarget, rolloutJob, { rolloutId: latest.id });
    }
  });
}

export async function readWalletPasses(scope: CommunityScope) {
  requireNfc();
  return readDeviceSection(scope, 'WALLET_PASSES', iotSettings.walletPasses, iotSettings.DEFAULTS.walletPasses);
}

export async function saveWalletPasses(scope: CommunityScope, values: iotSettings.WalletPasses) {
  requireNfc();
  await saveDeviceSection(scope, 'WALLET_PASSES', values, () => readWalletPasses(scope));
  return readWalletPasses(scope);
}

export const readBle = (scope: CommunityScope) =>
  readDeviceSection(scope, 'BLE', iotSettings.ble, iotSettings.DEFAULTS.ble);

export async function saveBle(scope: CommunityScope, values: iotSettings.Ble) {
  await saveDeviceSection(scope, 'BLE', values, () => readBle(scope));
  return readBle(scope);
}

export async function rolloutDevices(scope: CommunityScope, rolloutId: string, query: ListQuery) {
  const target = repository.at(scope);
  const rollout = await repository.findRollout(target, rolloutId);
  if (!rollout) throw new AppError('RECORD_NOT_FOUND');
  const page = await repository.rolloutDevicesPage(target, rolloutId, query);
  const ids = page.content.flatMap((row) => (row.commandId ? [row.commandId] : []));
  const commands = await lockSettings().commands(scope, ids);
  return {
    ...page,
    content: page.content.map((row) => ({
      deviceId: row.deviceId,
      name: row.name,
      family: row.family,
      updatedAt: row.updatedAt,
      ...resultOf(row, commands),
    })),
  };
}

// ── Other ────────────────────────────────────────────────────────────────────────────────────

export async function readOther(scope: CommunityScope): Promise<iotSettings.OtherView> {
  const target = repository.at(scope);
  const [row, zone, remote, ble, wallet] = await Promise.all([
    repository.switches(target),
    communityTimeZone(target),
    readRemoteAuth(scope),
    stored(scope, 'BLE', iotSettings.ble, iotSettings.DEFAULTS.ble),
    stored(scope, 'WALLET_PASSES', iotSettings.walletPasses, iotSettings.DEFAULTS.walletPasses),
  ]);
  const nfcWallet = installationFeatures().nfcWallet;
  return {
    timeZone: zone,
    fireKey: row?.firekey ?? false,
    sensorIndustries: row?.sensor_industries ?? false,
    energyManagement: row?.energy_management ?? false,
    nfcWallet,
    remoteAuth: remote.values.enabled,
    ble: ble.values.enabled,
    walletPasses: nfcWallet && wallet.values.enabled,
  };
}

// ── The rollout job ──────────────────────────────────────────────────────────────────────────

const ROLLOUT_ATTEMPTS = 8;
const BATCH = 25;

/**
 * Sends a rollout's values to its locks, a batch per transaction, with progress. A lock busy with
 * another configuration is left waiting and the job runs again later (doubling back-off); after the
 * last attempt such a lock is skipped with the reason. A lock already sent is never sent twice: a
 * run after a crash picks up the locks still waiting.
 */
export const rolloutJob = defineJob({
  name: 'iotSettings.rollout',
  payload: z.object({ rolloutId: z.uuid() }),
  maxAttempts: ROLLOUT_ATTEMPTS,
  backoffMs: 5_000,
  async handler({ rolloutId }, job) {
    const busy: string[] = [];
    const total = await job.inTenant(
      async (scope) => (await repository.rolloutStates(repository.at(scope), rolloutId)).length,
    );
    let done = 0;
    for (;;) {
      const batch = await job.inTenant(async (scope) => {
        const target = repository.at(scope);
        const rollout = await repository.findRollout(target, rolloutId);
        if (!rollout) return 0;
        const feature = FEATURE[rollout.section as DeviceSection];
        const rows = await repository.pendingDevices(target, rolloutId, busy, BATCH);
        for (const row of rows) {
          const answer = await lockSettings().send(
            scope,
            row.deviceId,
            feature,
            rollout.values as Record<string, unknown>,
          );
          if ('commandId' in answer) {
            await repository.markDevice(target, rolloutId, row.deviceId, {
              state: 'SENT',
              commandId: answer.commandId,
            });
          } else if ('busy' in answer) {
            busy.push(row.deviceId);
          } else {
            await repository.markDevice(target, rolloutId, row.deviceId, {
              state: 'SKIPPED',
              note: `the lock cannot take it now (${answer.refused})`,
            });
          }
        }
        return rows.length;
      });
      if (batch === 0) break;
      done += batch;
      await job.progress(Math.min(100, Math.round((100 * done) / Math.max(1, total))), `${done} of ${total} locks`);
    }
    if (busy.length === 0) return;
    if (job.attempt < ROLLOUT_ATTEMPTS) {
      throw new Error(`${busy.length} locks are busy with another configuration; trying again`);
    }
    await job.inTenant(async (scope) => {
      for (const deviceId of busy) {
        await repository.markDevice(repository.at(scope), rolloutId, deviceId, {
          state: 'SKIPPED',
          note: 'another configuration of the lock did not end in time',
        });
      }
    });
  },
});
