import type { ListQuery } from '@lintel/contracts';
import { devices } from '@lintel/contracts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { requestCommand, startInstall } from './engine/commands.service.ts';
import * as repository from './sensors.repository.ts';

const sensors = devices.sensors;
type LeakSensor = devices.sensors.LeakSensor;
type LightSwitch = devices.sensors.LightSwitch;

/**
 * Leak sensors and light switches: the rules around their rows. Creating one writes the device and
 * asks the engine to install it in the same transaction (a refused request leaves neither); every
 * change to a switch is a command through the engine (D196, D197), never a direct write of its state.
 */

type Flag = 'true' | 'false' | undefined;
const flag = (value: Flag) => (value === undefined ? undefined : value === 'true');

/** Leak sensor log: how the sensor talks to the portal (D199). */
const LEAK_CONNECTION_KINDS = ['CONNECTION', 'INSTALL', 'COMMAND', 'BATTERY'] as const;
/** Light switch log: the same, with the switching and configuration it was sent (D199). */
const SWITCH_CONNECTION_KINDS = ['CONNECTION', 'INSTALL', 'COMMAND', 'SWITCH', 'CONFIG'] as const;

function toLeakSensor(row: repository.SensorRow): LeakSensor {
  return { ...row, leak: row.reading.leak === true } as LeakSensor;
}

function toLightSwitch(row: repository.SensorRow): LightSwitch {
  const config = sensors.lightSwitchConfig.safeParse(row.config);
  const level = typeof row.reading.level === 'number' ? row.reading.level : 0;
  return {
    ...row,
    on: row.reading.on === true,
    level,
    config: config.success ? config.data : sensors.DEFAULT_LIGHT_SWITCH_CONFIG,
  } as LightSwitch;
}

type LeakQuery = ListQuery & { leak?: Flag; offline?: Flag; lowBattery?: Flag };

export async function listLeakSensors(scope: CommunityScope, query: LeakQuery) {
  const page = await repository.listSensors(scope, 'LEAK_SENSOR', {
    ...query,
    leak: flag(query.leak),
    offline: flag(query.offline),
    lowBattery: flag(query.lowBattery),
  });
  return { ...page, content: page.content.map(toLeakSensor) };
}

export async function getLeakSensor(scope: CommunityScope, id: string) {
  return toLeakSensor(found(await repository.findSensor(scope, 'LEAK_SENSOR', id)));
}

type SwitchQuery = ListQuery & { on?: Flag; offline?: Flag };

export async function listLightSwitches(scope: CommunityScope, query: SwitchQuery) {
  const page = await repository.listSensors(scope, 'LIGHT_SWITCH', {
    ...query,
    on: flag(query.on),
    offline: flag(query.offline),
  });
  return { ...page, content: page.content.map(toLightSwitch) };
}

export async function getLightSwitch(scope: CommunityScope, id: string) {
  return toLightSwitch(found(await repository.findSensor(scope, 'LIGHT_SWITCH', id)));
}

export function listRouters(scope: CommunityScope, kind: 'LEAK_SENSOR' | 'LIGHT_SWITCH') {
  return repository.listRouters(scope, kind);
}

/**
 * Adds a sensor or switch on a router of its family and asks it to install. A router of another
 * family or community, or a unit not in the community, is refused before anything is written.
 */
export async function create(
  scope: CommunityScope,
  kind: 'LEAK_SENSOR' | 'LIGHT_SWITCH',
  input: devices.sensors.DeviceCreateInput,
): Promise<{ id: string; commandId: string }> {
  const unitId = input.unitId ?? null;
  if (!(await repository.routerExists(scope, kind, input.routerId))) throw new AppError('DEVICE_REFERENCE_INVALID');
  if (unitId && !(await repository.unitExists(scope, unitId))) throw new AppError('DEVICE_REFERENCE_INVALID');
  const reading = kind === 'LEAK_SENSOR' ? { leak: false } : { on: false, level: 0 };
  const id = await translate(
    () =>
      repository.insertSensor(scope, kind, {
        name: input.name,
        serial: input.serial,
        unitId,
        routerId: input.routerId,
        reading,
      }),
    { unique: 'DEVICE_SERIAL_TAKEN', foreignKey: 'DEVICE_REFERENCE_INVALID' },
  );
  const { commandId } = await startInstall(scope, id, { routerId: input.routerId });
  return { id, commandId };
}

/** The switch in the community, installed and online: only then can it be switched or configured. */
async function readySwitch(scope: CommunityScope, id: string) {
  const row = found(await repository.findSensor(scope, 'LIGHT_SWITCH', id));
  if (row.installState !== 'INSTALLED' || row.connection !== 'ONLINE') {
    // Installing or uninstalling: the engine's own answer; otherwise the switch cannot answer now.
    if (['INSTALLING', 'CONFIGURING', 'UNINSTALLING'].includes(row.installState)) throw new AppError('DEVICE_BUSY');
    throw new AppError('DEVICE_ACTION_NOT_AVAILABLE');
  }
  return row;
}

export async function switchLight(scope: CommunityScope, id: string, input: devices.sensors.SwitchInput) {
  await readySwitch(scope, id);
  const { commandId } = await requestCommand(scope, id, 'SWITCH', { on: input.on, level: input.level });
  return { commandId };
}

/**
 * Sends a configuration and keeps it as the switch's configuration (D198): the install state shows
 * CONFIGURING until the switch took it, and CONFIGURATION_ERROR if it did not.
 */
export async function configureLightSwitch(
  scope: CommunityScope,
  id: string,
  config: devices.sensors.LightSwitchConfig,
) {
  await readySwitch(scope, id);
  const { commandId } = await requestCommand(scope, id, 'CONFIGURE', { config });
  await repository.saveConfig(scope, id, config);
  return { commandId };
}

type LogQuery = Pick<ListQuery, 'token' | 'dir' | 'limit'>;

async function ofKind(scope: CommunityScope, id: string, kind: 'LEAK_SENSOR' | 'LIGHT_SWITCH') {
  if ((await repository.kindOf(scope, id)) !== kind) throw new AppError('RECORD_NOT_FOUND');
}

export async function leakSensorConnectionLog(scope: CommunityScope, id: string, query: LogQuery) {
  await ofKind(scope, id, 'LEAK_SENSOR');
  return repository.deviceLog(scope, id, LEAK_CONNECTION_KINDS, query);
}

export async function lightSwitchConnectionLog(scope: CommunityScope, id: string, query: LogQuery) {
  await ofKind(scope, id, 'LIGHT_SWITCH');
  return repository.deviceLog(scope, id, SWITCH_CONNECTION_KINDS, query);
}

export function leakNotificationLog(scope: CommunityScope, query: LogQuery) {
  return repository.communityLog(scope, 'LEAK_SENSOR', 'LEAK', query);
}
