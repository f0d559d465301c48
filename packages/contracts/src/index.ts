export * as auth from './auth.ts';
export * from './common.ts';
export * as context from './context.ts';
export * from './endpoint.ts';
export * from './errors.ts';
export * as health from './health.ts';
export * from './list.ts';
export * as permissions from './permissions.ts';
export * as structure from './structure.ts';
