export * as commands from './commands.ts';
export * from './common.ts';
export * as lockFamilies from './lock-families.ts';
