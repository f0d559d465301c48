export * from './common.ts';
export * as doors from './doors.ts';
export * as groups from './groups.ts';
export * as integrationQueue from './integration-queue.ts';
export * as keys from './keys.ts';
export * as leases from './leases.ts';
export * as passes from './passes.ts';
export * as residentsQueue from './residents-queue.ts';
export * as staffAccess from './staff-access.ts';
