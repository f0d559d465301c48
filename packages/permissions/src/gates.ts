import { gate, type PermissionCheck } from './check.ts';

const { key, anyOf, allOf } = gate;

/** Composite key gates the spec states for particular screens, ready for route and endpoint declarations. */
export const specGates = Object.freeze({
  /** Community settings sections (P1:403). */
  communitySettingsUnitStatuses: key('CBR_UNIT_STATUS_SETTINGS_VIEW'),
  communitySettingsUnitStatusesEdit: key('CBR_UNIT_STATUS_SETTINGS_UPDATE'),
  communitySettingsServiceRequests: key('SREQ_COMMUNITY_SETTINGS_VIEW'),
  communitySettingsPricingMatrix: key('CBR_UNIT_TYPES_VIEW'),
  /** Unit amenity screens: living spaces view and unit assignment view (P2:172). */
  unitAmenities: allOf(key('CBR_LIVING_SPACES_VIEW'), key('AMNT_UNIT_ASSIGNMENTS_VIEW')),
  /** Accounting settings hub: any of the G/L, A/R or A/P settings view keys (P2:168). */
  accountingSettingsHub: anyOf(
    key('ACCT_VIEW_GL_SETTINGS'),
    key('ACCT_VIEW_AR_SETTINGS'),
    key('ACCT_VIEW_AP_SETTINGS'),
  ),
  /** Email bot (P2:177). */
  emailbotList: anyOf(key('VEB'), key('VCT'), key('VC')),
  emailbotCreateTemplate: key('CCT'),
  emailbotEditTemplate: anyOf(key('VCT'), key('ECT')),
  emailbotPreviewTemplate: key('VCT'),
  /** GO (P2:178); the settings list is not given, the GO setting keys stand in for it. */
  goApplications: anyOf(key('GO_COMMUNITY_VIEW'), key('GO_CUSTOMER_VIEW')),
  goCommunityMap: key('GO_COMMUNITY_VIEW'),
  goReconciliation: key('GO_FEE_PAYMENTS_REPORT'),
  goSettings: anyOf(
    key('GO_PROMOS_MANAGE'),
    key('GO_RULES_MANAGE'),
    key('GO_WORKFLOWS_MANAGE'),
    key('GO_TERMS_MANAGE'),
    key('GO_INTEGRATION_SETTINGS_MANAGE'),
  ),
  /** Rentable items (P2:181). */
  rentableItems: anyOf(key('RI_ITEMS_VIEW'), key('RI_ITEMS_MANAGE')),
  rentableReservations: anyOf(key('RI_RESERVATIONS_VIEW'), key('RI_RESERVATIONS_MANAGE')),
  /** Integration dashboard: add and edit schedule need view and update schedules (P2:174). */
  syncScheduleEdit: allOf(key('SCHEDULE_VIEW_IPS'), key('SCHEDULE_UPDATE_IPS')),
  /** Wired-controller node settings, install and management index (P3:304). */
  pdkManagement: anyOf(key('PDK_DOOR_UPDATE'), key('PDK_CLOUD_NODE_READ_ALL')),
  /** Temporary access (P3:335, P3:336, P3:348). */
  temporaryAccessList: anyOf(
    key('TEMPORARY_USER_ACCESS_READ_LIST_ALL'),
    key('TEMPORARY_USER_ACCESS_READ_LIST_APT_COM'),
  ),
  temporaryAccessGrant: anyOf(key('TEMPORARY_USER_ACCESS_CREATE_VIRTUAL'), key('TEMPORARY_USER_ACCESS_CREATE_MOBILE')),
  temporaryAccessRevoke: anyOf(key('TEMPORARY_USER_ACCESS_REVOKE_MOBILE'), key('TEMPORARY_USER_ACCESS_REVOKE_VIRTUAL')),
  /** Pass creation: only the vendor create permission is actually checked (P3:337). */
  passCreate: key('TEMPORARY_PASS_CREATE_VENDOR'),
} satisfies Record<string, PermissionCheck>);
