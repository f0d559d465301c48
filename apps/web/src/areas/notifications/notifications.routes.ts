import { gate } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { notificationMessages as m } from './messages.ts';

// The settings screen and its audience modal share one chunk.
const settingsPages = () => import('./settings/pages.ts');

/**
 * Notifications (part 2 "Notifications"), the notification sender tool (part 1 section 2.2) and the
 * community's notification settings (part 1 section 2.4).
 */
export const notificationRoutes = [
  defineRoute({
    name: 'notifications.index',
    path: '/notifications',
    title: m.title,
    flowStartsWith: m.title,
    requiresCustomer: true,
    ownHeader: true,
    load: () => import('./pages/NotificationsPage.tsx'),
  }),
  defineRoute({
    name: 'notifications.details',
    path: '/notifications/:id',
    title: m.history,
    breadcrumbName: m.history,
    loadInModal: true,
    size: 'normal',
    hideFromSearch: true,
    requiresCustomer: true,
    parent: 'notifications.index',
    load: () => import('./pages/AlertHistoryPage.tsx'),
  }),
  defineRoute({
    name: 'ntfyTools.notificationSender.index',
    path: '/ntfy-tools/notifications',
    title: m.senderTitle,
    flowStartsWith: m.senderTitle,
    permissionChecker: gate.key('NTFY_TOOL_ACCESS'),
    requiredAppAccess: ['NTFY'],
    requiresCustomer: true,
    product: 'NTFY',
    ownHeader: true,
    load: () => import('./pages/SenderToolPage.tsx'),
  }),
  defineRoute({
    // The 'notification' tab of community settings (/community-settings/{tab?}): the shell draws the
    // settings title and tabs above it. A fixed path ranks before the settings page's optional tab.
    name: 'community.settings.notifications',
    path: '/community-settings/notifications',
    title: m.settingsTitle,
    // The one palette entry of the tab ('notification settings'); the index is 'community settings'.
    flowStartsWith: m.settingsFlow,
    tabOf: 'community.settings.index',
    nonStacked: true,
    // Spec: 'always permitted' (any user of the community), like its endpoints.
    requiresCustomer: true,
    requiresCommunity: true,
    load: () => settingsPages().then((p) => ({ default: p.NotificationSettingsPage })),
  }),
  defineRoute({
    name: 'community.settings.notifications.audience',
    path: '/community-settings/notifications/audience/:id',
    title: m.audienceTitle,
    breadcrumbName: m.audienceTitle,
    loadInModal: true,
    size: 'normal',
    hideFromSearch: true,
    requiresCustomer: true,
    requiresCommunity: true,
    parent: 'community.settings.notifications',
    load: () => settingsPages().then((p) => ({ default: p.AudiencePage })),
  }),
] as const;
