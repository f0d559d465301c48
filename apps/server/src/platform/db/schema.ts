import type { AppCode } from '@lintel/contracts/common';
import type { DocumentMimeType, FileKind } from '@lintel/contracts/files';
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
  /** 2FA set up from the account screen: the offered secret, until a code confirms it (0020). */
  pending_totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  pending_totp_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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

/** Published demo addresses: with the demo domains, the only recipients whose outbox messages a request may read. */
export interface DemoMailboxAddressesTable {
  address: string;
}

/** The demo portfolio's mail domains (all under `.demo`, which is not a real top-level domain). */
export interface DemoMailboxDomainsTable {
  domain: string;
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
  outbox_messages: OutboxMessagesTable;
  demo_mailbox_addresses: DemoMailboxAddressesTable;
  demo_mailbox_domains: DemoMailboxDomainsTable;
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

// Identity beyond the password (0008_auth). Declared as interface merges so the block stays append-only.
export interface UsersTable {
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  totp_last_step: ColumnType<string, number | string | undefined, number | string>;
  password_temporary_until: Timestamp | null;
  password_changed_at: Timestamp | null;
}

export interface AuthChallengesTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: string;
  step: 'MFA_CODE' | 'NEW_PASSWORD' | 'MFA_SETUP';
  client: 'browser' | 'api';
  pending_totp_secret: string | null;
  code_verified: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
}

export interface TrustedDevicesTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

export type OneTimeSecretKind =
  | 'RESET_CODE'
  | 'RESET_USER_PASSWORD'
  | 'SET_PASSWORD'
  | 'FORGOT_USER_PASSWORD'
  | 'CHANGE_EMAIL';

export interface AuthOneTimeSecretsTable {
  id: Generated<string>;
  kind: OneTimeSecretKind;
  secret_hash: Buffer;
  user_id: string;
  new_email: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuthThrottlesTable {
  subject: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface DB {
  auth_challenges: AuthChallengesTable;
  trusted_devices: TrustedDevicesTable;
  auth_one_time_secrets: AuthOneTimeSecretsTable;
  auth_throttles: AuthThrottlesTable;
}

// --- Account security (0020_account_security.sql) ---

export interface PasswordHistoryTable {
  id: Generated<string>;
  user_id: string;
  password_hash: string;
  created_at: Timestamp;
}

export interface DB {
  password_history: PasswordHistoryTable;
}
// --- Notifications (0009_notifications.sql) ---

export type NotificationKind = 'ALERT' | 'ACTIVITY';
export type NotificationPriority = 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';
export type ProcessingStatus = 'NEW' | 'PROCESSING' | 'PROCESSED' | 'RESOLVED' | 'DONE';

export interface NotificationsTable {
  customer_id: string;
  id: string;
  community_id: string | null;
  kind: NotificationKind;
  event_code: string;
  type: 'error' | 'success' | 'warning' | 'brand' | 'default';
  title: string;
  body_html: string;
  icon: string | null;
  priority: NotificationPriority;
  processing_status: ProcessingStatus | null;
  tags: string[];
  origin_service_code: string;
  created_by: string | null;
  created_at: Timestamp;
}

export interface NotificationRecipientsTable {
  customer_id: string;
  user_id: string;
  notification_id: string;
  community_id: string | null;
  kind: NotificationKind;
  created_at: Timestamp;
  alert_sort: number;
  read: ColumnType<boolean, boolean | undefined, boolean>;
  acknowledged_at: Timestamp | null;
  /** The message's event code, copied at publish time (the feed's category filter reads it here). */
  event_code: string;
  /** lower(title) of the message, copied at publish time (the feed's search reads it here). */
  search_title: string;
}

export interface NotificationEventsTable {
  customer_id: string;
  notification_id: string;
  id: Generated<string>;
  processing_status: ProcessingStatus;
  note: string | null;
  actor_user_id: string | null;
  at: Timestamp;
}

export interface NotificationEventSettingsTable {
  customer_id: string;
  community_id: string;
  event_code: string;
  email_enabled: boolean;
  mobile_enabled: boolean;
  in_app_enabled: boolean;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface NotificationAudiencesTable {
  customer_id: string;
  community_id: string;
  category_id: string;
  name: string;
  updated_at: Timestamp;
}

export interface NotificationAudienceMembersTable {
  customer_id: string;
  community_id: string;
  category_id: string;
  customer_user_id: string;
}

// Declaration merging adds the notification tables to DB without editing the list above.
export interface DB {
  notifications: NotificationsTable;
  notification_recipients: NotificationRecipientsTable;
  notification_events: NotificationEventsTable;
  notification_event_settings: NotificationEventSettingsTable;
  notification_audiences: NotificationAudiencesTable;
  notification_audience_members: NotificationAudienceMembersTable;
}

export interface OutboxMessagesTable {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  kind: string;
  user_id: string | null;
  created_at: Timestamp;
  available_at: Timestamp;
  attempts: Generated<number>;
  delivered_at: Timestamp | null;
  delivered_by: string | null;
  failed_at: Timestamp | null;
  last_error: string | null;
}

// ---------------------------------------------------------------------------------------------
// Community structure (0010_structure.sql). Interfaces merge with the ones above, so the columns
// this migration adds to buildings, unit_types and units are declared here, next to their tables.
// ---------------------------------------------------------------------------------------------

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date-only column; repositories read it as YYYY-MM-DD text by casting in SQL. */
type DateOnly = ColumnType<string, string, string>;

export interface BuildingsTable {
  address: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: UpdatedAt;
}

export interface UnitTypesTable {
  description: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: UpdatedAt;
}

export interface UnitsTable {
  physical_status: ColumnType<string | null, string | null | undefined, string | null>;
  notice_to_vacate_date: ColumnType<string | null, string | null | undefined, string | null>;
  floor_plan_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Generated: lower(name) in byte order, for the indexed prefix search. */
  search_name: ColumnType<string, never, never>;
  updated_at: UpdatedAt;
}

export interface FloorPlansTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  name: string;
  unit_type_id: string | null;
  bedrooms: number;
  bathrooms: ColumnType<string, string | number, string | number>;
  square_feet: number;
  description: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CommonSpacesTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  business_purpose: 'COMMON_AREA' | 'MAINTENANCE_AREA';
  name: string;
  building_id: string | null;
  floor: number | null;
  square_feet: number | null;
  description: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AppliancesTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  unit_id: string;
  name: string;
  brand: string | null;
  model: string | null;
  serial_number: string | null;
  installed_on: DateOnly | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ParkingSpacesTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  name: string;
  kind: 'OPEN' | 'COVERED' | 'GARAGE' | 'ACCESSIBLE' | 'EV_CHARGING';
  unit_id: string | null;
  monthly_fee_cents: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LocationSpaceTypesTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface LocationPropertiesTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  parent_id: string | null;
  name: string;
  space_type_id: string | null;
  description: string | null;
  /** The building this node stands for (migration 0019): its name follows the building's. */
  building_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DB {
  floor_plans: FloorPlansTable;
  common_spaces: CommonSpacesTable;
  appliances: AppliancesTable;
  parking_spaces: ParkingSpacesTable;
  location_space_types: LocationSpaceTypesTable;
  location_properties: LocationPropertiesTable;
}

// Community settings (migration 0011): unit statuses and pricing matrices.
export interface UnitTypesTable {
  pricing_matrix_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UnitStatusCategoriesTable {
  customer_id: string;
  community_id: string;
  part: string;
  code: string;
  position: number;
}

export interface UnitStatusesTable {
  customer_id: string;
  community_id: string;
  code: string;
  part: string;
  category_code: string;
  name: string;
  description: string;
  extendable: ColumnType<boolean, boolean | undefined, boolean>;
  position: number;
}

export interface UnitStatusLabelsTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  status_code: string;
  default_key: string | null;
  name: string;
  description: string;
  deletable: ColumnType<boolean, boolean | undefined, boolean>;
  position: number;
  created_at: CreatedAt;
}

export interface UnitStatusSettingsTable {
  customer_id: string;
  community_id: string;
  move_out_auto_update: ColumnType<boolean, boolean | undefined, boolean>;
  move_out_label_id: string | null;
  reservation_period: ColumnType<number, number | undefined, number>;
  unit_preparation_lead_time: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UnitStatusUndoTable {
  customer_id: string;
  community_id: string;
  part: string;
  scope: 'ALL' | 'CATEGORY' | 'STATUS';
  category_code: string | null;
  status_code: string | null;
  snapshot: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface PricingMatricesTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  rows: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DB {
  unit_status_categories: UnitStatusCategoriesTable;
  unit_statuses: UnitStatusesTable;
  unit_status_labels: UnitStatusLabelsTable;
  unit_status_settings: UnitStatusSettingsTable;
  unit_status_undo: UnitStatusUndoTable;
  pricing_matrices: PricingMatricesTable;
}

/** File manager and media library (migration 0012). */
export interface FilesTable {
  customer_id: string;
  community_id: string;
  id: string;
  base_directory: 'cms' | 'dh' | 'marketing';
  directories: ('cms' | 'dh' | 'marketing')[];
  category: string | null;
  file_name: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | DocumentMimeType;
  /** An image (pixels and a thumbnail) or a document (width and height 0, no thumbnail); migration 0021. */
  file_type: FileKind;
  file_size: ColumnType<number, number, number>;
  width: number;
  height: number;
  storage_key: string;
  thumbnail_key: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  files: FilesTable;
}

/** Unit amenities of the community structure (migration 0014). */
export interface CommunityAmenityGroupsTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CommunityAmenitiesTable {
  customer_id: string;
  community_id: string;
  id: Generated<string>;
  grouping_type: 'Community' | 'Apartment';
  name: string;
  search_name: ColumnType<string, never, never>;
  group_id: string | null;
  description: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UnitAmenitiesTable {
  customer_id: string;
  community_id: string;
  unit_id: string;
  amenity_id: string;
  created_at: CreatedAt;
}

export interface DB {
  community_amenity_groups: CommunityAmenityGroupsTable;
  community_amenities: CommunityAmenitiesTable;
  unit_amenities: UnitAmenitiesTable;
}
