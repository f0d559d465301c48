import { devices } from '@lintel/contracts';
import { found } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { insertEvents } from './engine/commands.repository.ts';
import { requestCommand, signalChange, startInstall } from './engine/commands.service.ts';
import * as repository from './thermostats.repository.ts';

/**
 * Thermostats (D190–D194): rows and history from the repository, everything asked of a device
 * through the engine's `requestCommand`, all in the request's transaction, so a refusal leaves
 * neither a row nor a queued command behind.
 */
const t = devices.thermostats;
type ListQuery = ReturnType<typeof t.listThermostats.query.parse>;
type LogQuery = ReturnType<typeof t.readLog.query.parse>;
type Settings = devices.thermostats.ThermostatSettings;
type ScheduleEntry = devices.thermostats.ScheduleEntry;

/** What a new thermostat holds until it reports: the community's usual comfort band (D191). */
const STARTING_READING = { heatSetPoint: 68, coolSetPoint: 74, mode: 'AUTO' };

const answer = (requested: { deviceId: string; commandId: string }) => ({
  deviceId: requested.deviceId,
  commandId: requested.commandId,
});

export function list(scope: CommunityScope, query: ListQuery) {
  return repository.listThermostats(scope, query, devices.LOW_BATTERY_PERCENT);
}

export async function get(scope: CommunityScope, id: string) {
  return found(await repository.findThermostat(scope, id));
}

export function unitChoices(scope: CommunityScope, q: string | undefined) {
  return repository.unitChoices(scope, q);
}

async function configOf(scope: CommunityScope, id: string) {
  return found(await repository.lockConfig(scope, id));
}

/** A serial already used by a thermostat of the community is refused on the serial field. */
async function refuseTakenSerial(scope: CommunityScope, serial: string) {
  if (await repository.serialTaken(scope, serial)) {
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ path: 'body/serial', message: 'A thermostat of this community already has this serial number.' }],
    });
  }
}

async function requireUnit(scope: CommunityScope, unitId: string): Promise<string> {
  // The unit is picked from the community's own; one that is not there is simply not found.
  return found(await repository.unitName(scope, unitId));
}

/** Adds a thermostat to a unit: the row, then its install command (D190). */
export async function add(scope: CommunityScope, input: devices.thermostats.ThermostatCreateInput) {
  await requireUnit(scope, input.unitId);
  await refuseTakenSerial(scope, input.serial);
  const id = await repository.insertThermostat(scope, {
    name: input.name,
    serial: input.serial,
    unitId: input.unitId,
    config: { settings: t.DEFAULT_THERMOSTAT_SETTINGS, schedule: [] },
    reading: STARTING_READING,
  });
  return answer(await startInstall(scope, id, { unitId: input.unitId }));
}

/** The set points and mode go to the device; the reading changes when it answers (D191). */
export async function setPoint(scope: CommunityScope, id: string, input: devices.thermostats.SetPointInput) {
  await get(scope, id);
  return answer(await requestCommand(scope, id, 'SET_POINT', { ...input }));
}

export async function reset(scope: CommunityScope, id: string) {
  await get(scope, id);
  return answer(await requestCommand(scope, id, 'RESET'));
}

/** Every chosen thermostat gets its FIRMWARE_UPDATE command, or (one refused) none does. */
export async function updateFirmware(scope: CommunityScope, thermostatIds: string[], version: string) {
  const unique = [...new Set(thermostatIds)];
  const existing = await repository.existingIds(scope, unique);
  if (existing.length !== unique.length) throw new AppError('RECORD_NOT_FOUND');
  const commands = [];
  for (const id of unique) commands.push(answer(await requestCommand(scope, id, 'FIRMWARE_UPDATE', { version })));
  return { commands };
}

function settingsOf(config: Record<string, unknown>): Settings {
  const parsed = t.thermostatSettings.safeParse(config.settings);
  return parsed.success ? parsed.data : t.DEFAULT_THERMOSTAT_SETTINGS;
}

function scheduleOf(config: Record<string, unknown>): ScheduleEntry[] {
  const parsed = t.scheduleInput.safeParse({ entries: config.schedule ?? [] });
  return parsed.success ? parsed.data.entries : [];
}

export async function getSettings(scope: CommunityScope, id: string): Promise<Settings> {
  return settingsOf((await configOf(scope, id)).config);
}

/**
 * Keeps the settings in the device's config and sends them with CONFIGURE (D192): the config is
 * what the portal wants the device to hold; a refused CONFIGURE shows as CONFIGURATION_ERROR.
 */
export async function saveSettings(scope: CommunityScope, id: string, settings: Settings) {
  const row = await configOf(scope, id);
  await repository.writeConfig(scope, id, { ...row.config, settings });
  return answer(await requestCommand(scope, id, 'CONFIGURE', { settings }));
}

export async function getSchedule(scope: CommunityScope, id: string) {
  return { entries: scheduleOf((await configOf(scope, id)).config) };
}

/** The weekly schedule, kept in `config.schedule` in time order and sent with CONFIGURE (D192). */
export async function saveSchedule(scope: CommunityScope, id: string, entries: ScheduleEntry[]) {
  const row = await configOf(scope, id);
  const ordered = [...entries]
    .map((entry) => ({ ...entry, days: [...entry.days].sort((a, b) => a - b) }))
    .sort((a, b) => a.time.localeCompare(b.time) || (a.days[0] ?? 0) - (b.days[0] ?? 0));
  await repository.writeConfig(scope, id, { ...row.config, schedule: ordered });
  return answer(await requestCommand(scope, id, 'CONFIGURE', { schedule: ordered }));
}

/**
 * Moves the thermostat to another unit (D194): where a thermostat hangs is the portal's record, not
 * something the device holds, so no command is sent; the move is written to its log.
 */
export async function selectLocation(scope: CommunityScope, id: string, unitId: string) {
  const row = await configOf(scope, id);
  const name = await requireUnit(scope, unitId);
  if (row.unitId !== unitId) {
    await repository.setUnit(scope, id, unitId);
    await insertEvents(scope, id, [
      {
        sourceId: `location:${scope.now.toISOString()}:${unitId}`,
        kind: 'AUDIT',
        detail: { action: 'LOCATION_CHANGED', fromUnitId: row.unitId, unitId, unitName: name },
        occurredAt: scope.now,
      },
    ]);
    await signalChange(scope, id);
  }
  return get(scope, id);
}

/**
 * Replaces a thermostat (D193): a new row with the new serial takes over the old one's name, unit,
 * settings and schedule and is installed; the old one leaves the unit and is uninstalled (its row
 * and log stay). A thermostat still installing or uninstalling is refused (DEVICE_BUSY).
 */
export async function replace(scope: CommunityScope, id: string, serial: string) {
  const old = await configOf(scope, id);
  if (['INSTALLING', 'CONFIGURING', 'UNINSTALLING'].includes(old.installState)) throw new AppError('DEVICE_BUSY');
  if (!old.unitId) {
    throw new AppError('VALIDATION_FAILED', {
      issues: [{ path: 'body/serial', message: 'Select a location for this thermostat before replacing it.' }],
    });
  }
  await refuseTakenSerial(scope, serial);
  if (old.installState !== 'UNINSTALLED') await requestCommand(scope, id, 'UNINSTALL', { replacedBy: serial });
  await repository.setUnit(scope, id, null);
  const current = await get(scope, id);
  const newId = await repository.insertThermostat(scope, {
    name: old.name,
    serial,
    unitId: old.unitId,
    config: { ...old.config },
    reading: {
      heatSetPoint: current.heatSetPoint ?? STARTING_READING.heatSetPoint,
      coolSetPoint: current.coolSetPoint ?? STARTING_READING.coolSetPoint,
      mode: current.mode ?? STARTING_READING.mode,
    },
  });
  await insertEvents(scope, id, [
    {
      sourceId: `replaced:${newId}`,
      kind: 'AUDIT',
      detail: { action: 'REPLACED', replacementId: newId, serial },
      occurredAt: scope.now,
    },
  ]);
  return answer(await startInstall(scope, newId, { unitId: old.unitId, replaces: id }));
}

export async function readLog(scope: CommunityScope, id: string, query: LogQuery) {
  await get(scope, id);
  return repository.readLog(scope, id, query);
}

export async function readDiagnostic(scope: CommunityScope, id: string) {
  return found(await repository.readDiagnostic(scope, id));
}
