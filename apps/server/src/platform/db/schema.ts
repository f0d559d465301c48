import type { AppCode } from '@lintel/contracts/common';
import type { ColumnType, Generated } from 'kysely';

/** Timestamps come back as Date and may be written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  provider_type: 'SUPER_ADMIN' | 'LINTEL' | null;
  provider_role: 'SUPER_ADMIN' | 'SUPER_READONLY_ADMIN' | 'DIGITAL_HUMAN_WRITER' | 'ADMIN' | 'NO_ROLE' | null;
  status: ColumnType<'active' | 'inactive' | 'invited' | 'deleted', string | undefined, string>;
  password_hash: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: string;
  client: 'browser' | 'api';
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface CustomersTable {
  id: Generated<string>;
  name: string;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface CustomerUsersTable {
  customer_id: string;
  id: Generated<string>;
  user_id: string;
  type: 'PORTFOLIO_ADMIN' | 'PORTFOLIO' | 'USER';
  role: 'CUSTOMER_ADMIN' | 'ADMIN' | 'NO_ROLE' | null;
  all_communities: ColumnType<boolean, boolean | undefined, boolean>;
  mfa_setup_required: ColumnType<boolean, boolean | undefined, boolean>;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface CommunitiesTable {
  customer_id: string;
  id: Generated<string>;
  name: string;
  timezone_id: string;
  deleted_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface CustomerUserCommunitiesTable {
  customer_id: string;
  customer_user_id: string;
  community_id: string;
}

export interface CustomerAppAccessTable {
  customer_id: string;
  app_code: AppCode;
}

export interface CommunityAppLicensesTable {
  customer_id: string;
  community_id: string;
  app_code: AppCode;
}

export interface BuildingsTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  name: string;
  floors: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

export interface UnitTypesTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  name: string;
  bedrooms: number;
  /** numeric(3,1) comes back as a string from the driver. */
  bathrooms: ColumnType<string, string | number, string | number>;
  square_feet: number;
  market_rent_cents: number;
  created_at: CreatedAt;
}

export interface UnitsTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  building_id: string;
  unit_type_id: string;
  name: string;
  floor: number;
  square_feet: number;
  market_rent_cents: number;
  created_at: CreatedAt;
}

export interface SystemSettingsTable {
  key: string;
  value: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RolePresetsTable {
  id: string;
  code: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  internal: ColumnType<boolean, boolean | undefined, boolean>;
  permission_keys: ColumnType<string[], string[] | undefined, string[]>;
}

export type ProviderRoleCode = 'SUPER_ADMIN' | 'SUPER_READONLY_ADMIN' | 'DIGITAL_HUMAN_WRITER' | 'ADMIN' | 'NO_ROLE';

export interface ProviderRolesTable {
  code: ProviderRoleCode;
  name: string;
  internal: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface ProviderRolePermissionsTable {
  role_code: ProviderRoleCode;
  permission_key: string;
  scope: 'NO_CONTEXT' | 'ALL_CUSTOMERS';
  value: ColumnType<string, string | undefined, string>;
}

export interface RolesTable {
  customer_id: string;
  id: Generated<string>;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  preset_id: string | null;
  follows_preset: ColumnType<boolean, boolean | undefined, boolean>;
  internal: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface RolePermissionsTable {
  customer_id: string;
  role_id: string;
  permission_key: string;
  value: ColumnType<string, string | undefined, string>;
}

export interface RoleAssignmentsTable {
  customer_id: string;
  id: Generated<string>;
  customer_user_id: string;
  role_id: string;
  context: 'CUSTOMER' | 'COMMUNITY';
  community_id: string | null;
  created_at: CreatedAt;
}

export interface DB {
  idempotency_keys: IdempotencyKeysTable;
  role_presets: RolePresetsTable;
  provider_roles: ProviderRolesTable;
  provider_role_permissions: ProviderRolePermissionsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  role_assignments: RoleAssignmentsTable;
  system_settings: SystemSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  customers: CustomersTable;
  customer_users: CustomerUsersTable;
  communities: CommunitiesTable;
  customer_user_communities: CustomerUserCommunitiesTable;
  customer_app_access: CustomerAppAccessTable;
  community_app_licenses: CommunityAppLicensesTable;
  buildings: BuildingsTable;
  unit_types: UnitTypesTable;
  units: UnitsTable;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  method: string;
  path: string;
  request_hash: Buffer;
  status: number | null;
  response: unknown;
  created_at: Timestamp;
}
