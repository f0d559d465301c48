import { gate, specGates } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { settingsMessages as m } from './messages.ts';

// One chunk for the area: the details and bulk screens load with the settings page.
const pages = () => import('./pages.ts');

/** Community settings (spec part 1 section 2.4; part 2 "Community structure (spaces) and community settings"). */
export const settingsRoutes = [
  defineRoute({
    // A tabbed view: its page sends the user to the first tab they may see (also for an unknown tab).
    name: 'community.settings.index',
    path: '/community-settings/:tab?',
    title: m.title,
    flowStartsWith: m.title,
    // Each section has its own gate; the page opens with any of them.
    permissionChecker: gate.anyOf(
      specGates.communitySettingsUnitStatuses,
      specGates.communitySettingsServiceRequests,
      specGates.communitySettingsPricingMatrix,
    ),
    requiresCustomer: true,
    requiresCommunity: true,
    product: 'CBR',
    // Nothing to title: the page only redirects.
    ownHeader: true,
    load: () => import('../../app/navigation/TabbedView.tsx'),
  }),
  // The sections are its tabs, in this order; the 'notification' tab (notifications area) follows them.
  // The service requests section links to sreq.settings.community: its tab lands with that screen.
  defineRoute({
    name: 'community.settings.unitStatuses',
    path: '/community-settings/unit-statuses',
    title: m.sectionUnitStatuses,
    tabOf: 'community.settings.index',
    nonStacked: true,
    hideFromSearch: true,
    permissionChecker: specGates.communitySettingsUnitStatuses,
    requiresCustomer: true,
    requiresCommunity: true,
    product: 'CBR',
    load: () => pages().then((p) => ({ default: p.UnitStatusesPage })),
  }),
  defineRoute({
    name: 'community.settings.pricingMatrices',
    path: '/community-settings/pricing-matrices',
    title: m.sectionPricingMatrix,
    tabOf: 'community.settings.index',
    nonStacked: true,
    hideFromSearch: true,
    permissionChecker: specGates.communitySettingsPricingMatrix,
    requiresCustomer: true,
    requiresCommunity: true,
    product: 'CBR',
    load: () => pages().then((p) => ({ default: p.PricingMatrixPage })),
  }),
  defineRoute({
    name: 'community.settings.pricingMatrix.details',
    path: '/community-settings/pricing-matrix/:id?',
    title: m.detailsEditTitle,
    breadcrumbName: m.detailsEditTitle,
    permissionChecker: specGates.communitySettingsPricingMatrix,
    requiresCustomer: true,
    requiresCommunity: true,
    product: 'CBR',
    ownHeader: true,
    hideFromSearch: true,
    parent: 'community.settings.index',
    load: () => pages().then((p) => ({ default: p.PricingMatrixDetailsPage })),
  }),
  defineRoute({
    name: 'cbr.unit.statuses.bulk',
    path: '/community-settings/unit-statuses/bulk',
    title: m.bulkTitle,
    flowStartsWith: m.bulkTitle,
    permissionChecker: specGates.communitySettingsUnitStatusesEdit,
    requiresCustomer: true,
    requiresCommunity: true,
    product: 'CBR',
    ownHeader: true,
    parent: 'community.settings.index',
    load: () => pages().then((p) => ({ default: p.ApplyStatusesPage })),
  }),
] as const;
