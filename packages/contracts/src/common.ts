import * as z from './zod.ts';

/** Lower-case canonical UUID; the spec's uuid validator message is 'invalid id format'. */
export const uuid = z.uuid({ message: 'invalid id format' });
export type Uuid = z.infer<typeof uuid>;

/** The all-zero UUID, the root of the location tree. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const CUSTOMER_HEADER = 'x-lintel-customer-id';
export const COMMUNITY_HEADER = 'x-lintel-community-id';
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const isoDateTime = z.iso.datetime({ offset: true });

/** User types of part 1 section 1. */
export const userTypes = ['SUPER_ADMIN', 'LINTEL', 'PORTFOLIO_ADMIN', 'PORTFOLIO', 'USER'] as const;
export const userType = z.enum(userTypes);
export type UserType = z.infer<typeof userType>;

export const providerTypes = ['SUPER_ADMIN', 'LINTEL'] as const;

/** Super admin role keys plus the other role seen (part 1 section 3). */
export const roleKeys = [
  'SUPER_ADMIN',
  'SUPER_READONLY_ADMIN',
  'DIGITAL_HUMAN_WRITER',
  'ADMIN',
  'CUSTOMER_ADMIN',
  'NO_ROLE',
] as const;
export const roleKey = z.enum(roleKeys);
export type RoleKey = z.infer<typeof roleKey>;

export const userStatuses = ['active', 'inactive', 'invited', 'deleted'] as const;

/** App codes of part 2 section 6 plus the developer-tool codes of part 1 section 2.3. */
export const appCodes = [
  'AMNT',
  'CBR',
  'CMS',
  'MIA',
  'DHAI',
  'LEASING',
  'MSGS',
  'RI',
  'SREQ',
  'AUTH',
  'ACCT',
  'EMAILBOT',
  'GO',
  'IPS_V2',
  'IOT',
  'RAA',
  'PRMSN',
  'NTFY',
] as const;
export const appCode = z.enum(appCodes);
export type AppCode = z.infer<typeof appCode>;
