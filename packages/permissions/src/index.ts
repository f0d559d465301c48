export * from './check.ts';
export * from './gates.ts';
export * from './policies.ts';
export * from './presets.ts';
export * from './registry/index.ts';
export * from './roles.ts';
export * from './types.ts';
