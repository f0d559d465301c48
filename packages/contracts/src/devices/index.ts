export * as commands from './commands.ts';
export * from './common.ts';
export * as sensors from './sensors.ts';
