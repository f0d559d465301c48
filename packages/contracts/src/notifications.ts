import { isoDateTime } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { listQueryFields, pagedResponse } from './list.ts';
import * as z from './zod.ts';

// ---------------------------------------------------------------------------------------------
// Vocabulary (spec part 1 section 3, part 3 section 4)
// ---------------------------------------------------------------------------------------------

export const processingStatuses = ['NEW', 'PROCESSING', 'PROCESSED', 'RESOLVED', 'DONE'] as const;
export const processingStatus = z.enum(processingStatuses);
export type ProcessingStatus = z.infer<typeof processingStatus>;
/** PROCESSED, RESOLVED and DONE count as finished (the Resolved tab). */
export const FINISHED_STATUSES: readonly ProcessingStatus[] = ['PROCESSED', 'RESOLVED', 'DONE'];
/**
 * Where an alert may go next (spec: NEW → PROCESSING → PROCESSED / RESOLVED / DONE). Someone takes
 * a new alert up first; a finished alert stays finished.
 */
export const ALERT_TRANSITIONS: Readonly<Record<ProcessingStatus, readonly ProcessingStatus[]>> = {
  NEW: ['PROCESSING'],
  PROCESSING: ['PROCESSED', 'RESOLVED', 'DONE'],
  PROCESSED: [],
  RESOLVED: [],
  DONE: [],
};
export const isFinished = (status: ProcessingStatus | null): boolean =>
  status !== null && FINISHED_STATUSES.includes(status);

export const priorities = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export const priority = z.enum(priorities);
export type Priority = z.infer<typeof priority>;

export const notificationTypes = ['error', 'success', 'warning', 'brand', 'default'] as const;
export const notificationType = z.enum(notificationTypes);

export const notificationKinds = ['ALERT', 'ACTIVITY'] as const;
export const notificationKind = z.enum(notificationKinds);

/** Bell tabs: Activity, Alerts (default), Resolved. */
export const alertTabs = ['activity', 'alert', 'resolved'] as const;
export const alertTab = z.enum(alertTabs);
export type AlertTab = z.infer<typeof alertTab>;

/** Spec constants (part 1 section 9, part 2 section 9, part 3 section 9). */
export const FEED_PAGE_SIZE = 20;
export const PANEL_LIST_SIZE = 999;
export const UNREAD_ALERT_PAGE_SIZE = 1;
export const NOTIFICATIONS_POLL_MS = 60_000;

// ---------------------------------------------------------------------------------------------
// Event catalogue: categories and events whose channels a community configures
// ---------------------------------------------------------------------------------------------

export interface NotificationEventDef {
  code: string;
  categoryId: string;
  label: string;
  /** Mobile and in-app are not editable (spec): the catalogue fixes them. */
  mobileEnabled: boolean;
  inAppEnabled: boolean;
  /** E-mail until a community changes it. */
  emailDefault: boolean;
}

export const notificationCategories = [
  { id: 'iot', name: 'smart devices' },
  { id: 'service-requests', name: 'service requests' },
  { id: 'leasing', name: 'leasing' },
  { id: 'general', name: 'general' },
] as const;
export type NotificationCategoryId = (typeof notificationCategories)[number]['id'];

export const notificationEvents: readonly NotificationEventDef[] = [
  {
    code: 'IOT_LOW_BATTERY',
    categoryId: 'iot',
    label: 'device battery low',
    mobileEnabled: true,
    inAppEnabled: true,
    emailDefault: false,
  },
  {
    code: 'IOT_LEAK_DETECTED',
    categoryId: 'iot',
    label: 'leak detected',
    mobileEnabled: true,
    inAppEnabled: true,
    emailDefault: true,
  },
  {
    code: 'IOT_LOCK_OFFLINE',
    categoryId: 'iot',
    label: 'lock offline',
    mobileEnabled: false,
    inAppEnabled: true,
    emailDefault: false,
  },
  {
    code: 'IOT_SYNC_FAILED',
    categoryId: 'iot',
    label: 'lock sync failed',
    mobileEnabled: false,
    inAppEnabled: true,
    emailDefault: false,
  },
  {
    code: 'IOT_REVOCATION_UNCONFIRMED',
    categoryId: 'iot',
    label: 'revoked access not confirmed by a lock',
    mobileEnabled: true,
    inAppEnabled: true,
    emailDefault: true,
  },
  {
    code: 'SREQ_CREATED',
    categoryId: 'service-requests',
    label: 'new service request',
    mobileEnabled: true,
    inAppEnabled: true,
    emailDefault: false,
  },
  {
    code: 'SREQ_STATUS_CHANGED',
    categoryId: 'service-requests',
    label: 'service request status changed',
    mobileEnabled: false,
    inAppEnabled: true,
    emailDefault: false,
  },
  {
    code: 'LEASING_APPLICATION_SUBMITTED',
    categoryId: 'leasing',
    label: 'application submitted',
    mobileEnabled: false,
    inAppEnabled: true,
    emailDefault: false,
  },
  {
    code: 'LEASING_LEASE_SIGNED',
    categoryId: 'leasing',
    label: 'lease signed',
    mobileEnabled: false,
    inAppEnabled: true,
    emailDefault: false,
  },
  {
    code: 'MANUAL',
    categoryId: 'general',
    label: 'message from the Lintel team',
    mobileEnabled: false,
    inAppEnabled: true,
    emailDefault: false,
  },
];

export const eventCode = z
  .string()
  .refine((code) => notificationEvents.some((event) => event.code === code), 'unknown notification event');
export const categoryId = z
  .string()
  .refine((id) => notificationCategories.some((category) => category.id === id), 'unknown notification category');

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/** Feed notification (spec: id, createdAt, acknowledgedAt, data {type, content, icon}). */
export const feedNotification = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  kind: notificationKind,
  title: z.string(),
  communityId: z.uuid().nullable(),
  data: z.object({ type: notificationType, content: z.string(), icon: z.string().nullable() }),
});
export type FeedNotification = z.infer<typeof feedNotification>;

/** Panel (service) notification, also the alert shape of the bell. */
export const panelNotification = z.object({
  id: z.uuid(),
  read: z.boolean(),
  timestamp: z.string(),
  uiTemplate: z.object({ title: z.string(), description: z.string() }),
  notificationTypeCode: z.string(),
  inAppTitle: z.string(),
  inAppBody: z.string(),
  originServiceCode: z.string(),
  priority,
  tags: z.array(z.string()),
  processingStatus: processingStatus.nullable(),
  kind: notificationKind,
  type: notificationType,
  communityId: z.uuid().nullable(),
  acknowledgedAt: z.string().nullable(),
});
export type PanelNotification = z.infer<typeof panelNotification>;

export const historyEntry = z.object({
  id: z.uuid(),
  processingStatus,
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});

const dateFilter = isoDateTime.optional();

export const myNotificationsQuery = z.strictObject({
  ...listQueryFields,
  /** Spec's feed parameter name for the page size. */
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  createdFrom: dateFilter,
  createdTo: dateFilter,
  searchQuery: z.string().trim().max(200).optional(),
  /** Per-category request parameters (the spec's category presets). */
  category: categoryId.optional(),
  kind: notificationKind.optional(),
  unread: z.enum(['true', 'false']).optional(),
});

const notificationIdParams = z.strictObject({ notificationId: z.uuid({ message: 'invalid id format' }) });

// ---------------------------------------------------------------------------------------------
// Feed
// ---------------------------------------------------------------------------------------------

export const listMyNotifications = defineEndpoint({
  id: 'notifications.listMine',
  method: 'GET',
  path: '/api/my-notifications',
  summary: 'My notifications feed in the selected customer (and community): newest first, 20 a page by default.',
  access: { auth: 'session', tenant: 'customer', permission: null, reason: 'Everyone reads their own notifications.' },
  query: myNotificationsQuery,
  response: pagedResponse(feedNotification),
  paged: true,
});

export const readMyNotification = defineEndpoint({
  id: 'notifications.readMine',
  method: 'PATCH',
  path: '/api/my-notifications/:notificationId',
  summary: 'Marks one of my notifications read; acknowledgedAt is set the first time only.',
  access: { auth: 'session', tenant: 'customer', permission: null, reason: 'Everyone reads their own notifications.' },
  params: notificationIdParams,
  response: feedNotification,
});

// ---------------------------------------------------------------------------------------------
// Panel and alerts
// ---------------------------------------------------------------------------------------------

export const listPanel = defineEndpoint({
  id: 'notifications.listPanel',
  method: 'GET',
  path: '/api/notifications',
  summary: 'The bell panel list (999 newest).',
  access: { auth: 'session', tenant: 'customer', permission: null, reason: 'Everyone reads their own notifications.' },
  query: z.strictObject({ size: z.coerce.number().int().min(1).max(999).optional() }),
  response: z.object({ notifications: z.array(panelNotification), unread: z.number().int() }),
});

export const updatePanel = defineEndpoint({
  id: 'notifications.updatePanel',
  method: 'PATCH',
  path: '/api/notifications',
  summary: 'Sets the read flag of my notifications: a list of {id, read}.',
  access: { auth: 'session', tenant: 'customer', permission: null, reason: 'Everyone marks their own notifications.' },
  body: z
    .array(z.strictObject({ id: z.uuid(), read: z.boolean() }))
    .min(1)
    .max(999),
  response: z.object({ updated: z.number().int() }),
});

export const listAlerts = defineEndpoint({
  id: 'notifications.listAlerts',
  method: 'GET',
  path: '/api/notifications/alerts',
  summary: 'My alerts by bell tab, priority descending then newest; unread=true with size=1 gives the unread count.',
  access: { auth: 'session', tenant: 'customer', permission: null, reason: 'Everyone reads their own alerts.' },
  query: z.strictObject({
    ...listQueryFields,
    tab: alertTab.default('alert'),
    unread: z.enum(['true', 'false']).optional(),
  }),
  response: pagedResponse(panelNotification),
  paged: true,
});

export const getAlert = defineEndpoint({
  id: 'notifications.getAlert',
  method: 'GET',
  path: '/api/notifications/:notificationId',
  summary: 'One of my notifications with its processing history (the alert history drawer).',
  access: { auth: 'session', tenant: 'customer', permission: null, reason: 'Everyone reads their own alerts.' },
  params: notificationIdParams,
  response: z.object({ notification: panelNotification, history: z.array(historyEntry) }),
});

export const updateAlertStatus = defineEndpoint({
  id: 'notifications.updateAlertStatus',
  method: 'PATCH',
  path: '/api/notifications/:notificationId/status',
  summary:
    'Moves an alert I received to its next processing status (NEW → PROCESSING → PROCESSED, RESOLVED or DONE), recorded in its history; it becomes read for me.',
  access: { auth: 'session', tenant: 'customer', permission: null, reason: 'A recipient of an alert works on it.' },
  params: notificationIdParams,
  body: z.strictObject({ processingStatus, note: z.string().trim().max(500).optional() }),
  response: z.object({ notification: panelNotification, history: z.array(historyEntry) }),
});

// ---------------------------------------------------------------------------------------------
// Community notification settings (spec: notificationsConfig, event-audience, event-configs)
// ---------------------------------------------------------------------------------------------

export const eventConfig = z.object({
  eventCode: z.string(),
  categoryId: z.string(),
  label: z.string(),
  emailEnabled: z.boolean(),
  mobileEnabled: z.boolean(),
  inAppEnabled: z.boolean(),
});
export type EventConfig = z.infer<typeof eventConfig>;

export const notificationsConfig = z.array(
  z.object({
    category: z.object({ id: z.string(), name: z.string() }),
    audienceName: z.string(),
    configs: z.array(eventConfig),
  }),
);
export type NotificationsConfig = z.infer<typeof notificationsConfig>;

/** Only e-mail is editable; the flat list names each event once. */
export const configUpdate = z
  .array(z.strictObject({ eventCode, emailEnabled: z.boolean() }))
  .max(200)
  .refine((list) => new Set(list.map((c) => c.eventCode)).size === list.length, 'each event once');

const settingsAccess = {
  auth: 'session',
  tenant: 'community',
  permission: null,
  reason: "Spec: the notification settings tab is 'always permitted'.",
} as const;

export const getConfig = defineEndpoint({
  id: 'notifications.getConfig',
  method: 'GET',
  path: '/api/notifications-config',
  summary: 'Notification settings of the community: categories with their events and channels.',
  access: settingsAccess,
  response: notificationsConfig,
});

export const updateConfig = defineEndpoint({
  id: 'notifications.updateConfig',
  method: 'PUT',
  path: '/api/notifications-config',
  summary: 'Saves the e-mail switches of the community (the flat list of configs).',
  access: settingsAccess,
  body: configUpdate,
  response: notificationsConfig,
});

export const getEventConfigs = defineEndpoint({
  id: 'notifications.getEventConfigs',
  method: 'GET',
  path: '/api/event-configs',
  summary: 'The same settings as one flat list of events (for services and scripts).',
  access: settingsAccess,
  response: z.array(eventConfig),
});

export const putEventConfigs = defineEndpoint({
  id: 'notifications.putEventConfigs',
  method: 'PUT',
  path: '/api/event-configs',
  summary: 'Replaces the e-mail switches given in the flat list.',
  access: settingsAccess,
  body: configUpdate,
  response: z.array(eventConfig),
});

export const audience = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  name: z.string(),
  /** False while the category has no audience of its own: every recipient gets e-mail. */
  customised: z.boolean(),
  members: z.array(z.object({ profileId: z.uuid(), fullName: z.string(), email: z.string(), selected: z.boolean() })),
});
export type Audience = z.infer<typeof audience>;

export const getAudience = defineEndpoint({
  id: 'notifications.getAudience',
  method: 'GET',
  path: '/api/event-audience/:categoryId',
  summary: 'Who of the community staff gets e-mail for a category.',
  access: settingsAccess,
  params: z.strictObject({ categoryId }),
  response: audience,
});

export const putAudience = defineEndpoint({
  id: 'notifications.putAudience',
  method: 'PUT',
  path: '/api/event-audience/:categoryId',
  summary: 'Sets the audience of a category: its name and the profiles in it.',
  access: settingsAccess,
  params: z.strictObject({ categoryId }),
  body: z.strictObject({
    name: z.string().trim().min(1).max(100),
    profileIds: z.array(z.uuid()).max(2000),
  }),
  response: audience,
});

// ---------------------------------------------------------------------------------------------
// Manual send (developer tool ntfyTools.notificationSender.index)
// ---------------------------------------------------------------------------------------------

export const sendTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('user'), userId: z.uuid() }),
  z.strictObject({ kind: z.literal('community'), communityId: z.uuid() }),
  z.strictObject({ kind: z.literal('customer') }),
]);
export type SendTarget = z.infer<typeof sendTarget>;

export const sendBody = z.strictObject({
  target: sendTarget,
  kind: notificationKind,
  priority,
  type: notificationType.default('default'),
  title: z.string().trim().min(1).max(200),
  html: z.string().min(1).max(20_000),
  eventCode: eventCode.default('MANUAL'),
});
export type SendBody = z.input<typeof sendBody>;

const toolAccess = {
  auth: 'session',
  tenant: 'customer',
  providerOnly: true,
  permission: { key: 'NTFY_TOOL_ACCESS' },
} as const;

export const send = defineEndpoint({
  id: 'notifications.send',
  method: 'POST',
  path: '/api/notifications/send',
  summary: 'Sends a notification by hand to a user, a community’s staff or the whole customer.',
  access: toolAccess,
  body: sendBody,
  status: 201,
  idempotent: true,
  response: z.object({ notificationId: z.uuid(), recipients: z.number().int() }),
});

export const listRecipients = defineEndpoint({
  id: 'notifications.listRecipients',
  method: 'GET',
  path: '/api/notifications/recipients',
  summary: 'Users of the selected customer the sender tool may address (name or e-mail search).',
  access: toolAccess,
  query: z.strictObject({ q: z.string().trim().max(200).optional() }),
  response: z.array(z.object({ userId: z.uuid(), fullName: z.string(), email: z.string() })),
});
