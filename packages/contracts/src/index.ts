export * as access from './access/index.ts';
export * as auth from './auth.ts';
export * from './common.ts';
export * as context from './context.ts';
export * as data from './data.ts';
export * as devices from './devices/index.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * as files from './files.ts';
export * as health from './health.ts';
export * as iotPermissions from './iot-permissions.ts';
export * from './list.ts';
export * as notifications from './notifications.ts';
export * as permissions from './permissions.ts';
export * as realtime from './realtime.ts';
export * as search from './search.ts';
export * as settings from './settings/index.ts';
export * as structure from './structure/index.ts';
// new:area adds its export above this line.
