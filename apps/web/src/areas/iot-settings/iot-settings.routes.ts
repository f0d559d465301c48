import { iotSettings } from '@lintel/contracts';
import { gate, type PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { iotSettingsMessages as m } from './messages.ts';

const pages = () => import('./pages/index.ts');
const G = iotSettings.GATES;

/** Every smart-building screen needs the IOT app, a customer and a community (part 3 section 1). */
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;

/** Part 3 section 6, "Access-and-devices settings": one gate per page. */
const gates = {
  remoteAuth: G.remoteAuth.read,
  passes: G.passes.read,
  fireKey: G.fireKey.read,
  // The wallet key and the NFC feature not switched off.
  walletPasses: gate.policy('iot.walletPasses'),
  ble: G.ble.read,
  physical: gate.key('LOCK_DEFAULT_CONFIG_READ'),
  other: G.other.read,
} satisfies Record<string, PermissionCheck>;
/** The tabs' own pages open the first page one may see: any of the pages' gates. */
const anyAccessPage = gate.anyOf(...Object.values(gates));
/** Part 3 section 6, "Integration settings": built, energy management, sensor industries, intercom (D253) and the CSV import (D252). */
const integrationGates = {
  // "OCST read: removed unless the energy management feature toggle is on."
  energyManagement: gate.policy('iot.ocstRead'),
  sensorIndustries: G.sensorIndustries.read,
  intercom: G.intercom.read,
  // "CSV import requires APARTMENT_COMMUNITY_IMPORT_DATA and the absence of DELAY_LINE_READ."
  csvImport: gate.policy('iot.csvImport'),
} satisfies Record<string, PermissionCheck>;
const anyIntegrationPage = gate.anyOf(...Object.values(integrationGates));
const anyPage = gate.anyOf(anyAccessPage, anyIntegrationPage);

const tab = <const N extends string, const P extends string>(
  name: N,
  path: P,
  title: (typeof m)[keyof typeof m],
  check: PermissionCheck,
  page: keyof Awaited<ReturnType<typeof pages>>,
  words?: (typeof m)[keyof typeof m],
) =>
  defineRoute({
    name: `iot.settings.accessAndDevices.${name}` as const,
    path: `/iot/settings/access_and_devices/${path}` as const,
    title,
    flowStartsWith: title,
    ...(words ? { searchWords: [words] } : {}),
    tabOf: 'iot.settings.accessAndDevices',
    nonStacked: true,
    permissionChecker: check,
    ...iot,
    load: () => pages().then((p) => ({ default: p[page] })),
  });

/** An integration's settings page: a tab of the integrations (D253). */
const integration = <const N extends keyof typeof integrationGates, const P extends string>(
  name: N,
  path: P,
  title: (typeof m)[keyof typeof m],
  page: keyof Awaited<ReturnType<typeof pages>>,
  words?: (typeof m)[keyof typeof m],
) =>
  defineRoute({
    name: `iot.settings.integrations.${name}` as const,
    path: `/iot/settings/integrations/${path}` as const,
    title,
    flowStartsWith: title,
    ...(words ? { searchWords: [words] } : {}),
    tabOf: 'iot.settings.integrations',
    nonStacked: true,
    permissionChecker: integrationGates[name],
    ...iot,
    load: () => pages().then((p) => ({ default: p[page] })),
  });

/**
 * Smart-building settings (part 3 section 2 "Settings /iot/settings"; the menu's iot.settings): a
 * tabbed view over access and devices (itself tabbed over its seven pages; D243) and the
 * integrations, whose built page is the CSV import of residents and leases (D252).
 */
export const iotSettingsRoutes = [
  defineRoute({
    name: 'iot.settings',
    path: '/iot/settings',
    title: m.title,
    flowStartsWith: m.flow,
    permissionChecker: anyPage,
    ...iot,
    ownHeader: true,
    load: () => import('../../app/navigation/TabbedView.tsx'),
  }),
  // Integrations first, as the spec lists the tabs (D252): its built page is the CSV import; the
  // other integration pages join as its tabs when they are built.
  defineRoute({
    name: 'iot.settings.integrations',
    path: '/iot/settings/integrations',
    title: m.integrations,
    flowStartsWith: m.integrationsFlow,
    tabOf: 'iot.settings',
    nonStacked: true,
    permissionChecker: anyIntegrationPage,
    ...iot,
    load: () => import('../../app/navigation/TabbedView.tsx'),
  }),
  integration(
    'energyManagement',
    'energy-management',
    m.energyManagementTab,
    'DemandResponsePage',
    m.energyManagementWords,
  ),
  integration('sensorIndustries', 'sensor-industries', m.sensorIndustriesTab, 'SensorIndustriesPage'),
  integration('intercom', 'intercom', m.intercom, 'IntercomPage', m.intercomWords),
  defineRoute({
    name: 'iot.settings.integrations.csvImport',
    path: '/iot/settings/integrations/csv-import',
    title: m.csvImport,
    flowStartsWith: m.csvImport,
    searchWords: [m.csvImportWords],
    tabOf: 'iot.settings.integrations',
    nonStacked: true,
    permissionChecker: integrationGates.csvImport,
    ...iot,
    load: () => pages().then((p) => ({ default: p.CsvImportsPage })),
  }),
  defineRoute({
    name: 'iot.settings.integrations.csvImport.new',
    path: '/iot/settings/integrations/csv-import/new',
    title: m.csvImportNew,
    flowStartsWith: m.csvImportNewFlow,
    permissionChecker: integrationGates.csvImport,
    ...iot,
    load: () => pages().then((p) => ({ default: p.CsvImportNewPage })),
  }),
  defineRoute({
    name: 'iot.settings.integrations.csvImport.details',
    path: '/iot/settings/integrations/csv-import/:id/details',
    title: m.csvImportDetails,
    flowStartsWith: m.csvImportDetailsFlow,
    permissionChecker: integrationGates.csvImport,
    ...iot,
    load: () => pages().then((p) => ({ default: p.CsvImportDetailsPage })),
  }),
  defineRoute({
    name: 'iot.settings.accessAndDevices',
    path: '/iot/settings/access_and_devices',
    title: m.accessAndDevices,
    flowStartsWith: m.accessAndDevicesFlow,
    tabOf: 'iot.settings',
    nonStacked: true,
    permissionChecker: anyAccessPage,
    ...iot,
    load: () => import('../../app/navigation/TabbedView.tsx'),
  }),
  tab('remoteAuth', 'remote_auth', m.remoteAuth, gates.remoteAuth, 'RemoteAuthPage', m.remoteAuthWords),
  tab('passes', 'passes', m.passes, gates.passes, 'PassesPage', m.passesWords),
  tab('firekey', 'firekey', m.fireKey, gates.fireKey, 'FireKeyPage'),
  tab('walletPasses', 'wallet_passes', m.walletPasses, gates.walletPasses, 'WalletPassesPage', m.walletPassesWords),
  tab('ble', 'ble', m.ble, gates.ble, 'BlePage', m.bleWords),
  tab('physical', 'physical', m.physical, gates.physical, 'PhysicalPage'),
  tab('other', 'other', m.other, gates.other, 'OtherPage'),
] as const;
