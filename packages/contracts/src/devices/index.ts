export * as commands from './commands.ts';
export * from './common.ts';
