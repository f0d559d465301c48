export * as commands from './commands.ts';
export * from './common.ts';
export * as dashboards from './dashboards.ts';
