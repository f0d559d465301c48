export * as commands from './commands.ts';
export * from './common.ts';
export * as dashboards from './dashboards.ts';
export * as lockFamilies from './lock-families.ts';
export * as locks from './locks.ts';
export * as sensors from './sensors.ts';
export * as siDash from './si-dash.ts';
export * as thermostats from './thermostats.ts';
