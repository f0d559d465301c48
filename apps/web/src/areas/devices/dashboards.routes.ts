import { devices, type PermissionRule } from '@lintel/contracts';
import { gate, type PermissionCheck } from '@lintel/permissions';
import { defineRoute } from '../../app/routing/route.ts';
import { dashboardMessages as m } from './dashboards.messages.ts';

// The charts load with the dashboards' own chunk, never with the first screen (D200).
const dashboards = () => import('./pages/dashboards/index.ts');
const check = (rule: PermissionRule) => rule as PermissionCheck;
const anyDevice = check(devices.dashboards.ANY_DEVICE_READ);
// Part 3 section 1: every screen of the area needs the app, a customer and a community.
const iot = { requiresCustomer: true, requiresCommunity: true, requiredAppAccess: ['IOT'], product: 'IOT' } as const;

/** The devices hub and the home dashboards of the smart building (part 3 section 2, D201). */
export const dashboardRoutes = [
  defineRoute({
    name: 'iot.devices',
    path: '/iot/devices',
    title: m.hubTitle,
    flowStartsWith: m.hubFlow,
    searchWords: [m.LOCK, m.THERMOSTAT, m.LEAK_SENSOR, m.LIGHT_SWITCH, m.dashboards],
    permissionChecker: anyDevice,
    ...iot,
    load: () => import('./pages/DevicesHubPage.tsx'),
  }),
  defineRoute({
    name: 'home.iot.move',
    path: '/home/iot/move',
    title: m.moveTitle,
    permissionChecker: anyDevice,
    ...iot,
    load: () => dashboards().then((p) => ({ default: p.MoveInsDashboardPage })),
  }),
  defineRoute({
    name: 'home.iot.moveout',
    path: '/home/iot/moveout',
    title: m.moveoutTitle,
    permissionChecker: anyDevice,
    ...iot,
    load: () => dashboards().then((p) => ({ default: p.MoveOutsDashboardPage })),
  }),
  defineRoute({
    name: 'home.iot.battery',
    path: '/home/iot/battery',
    title: m.batteryTitle,
    permissionChecker: anyDevice,
    ...iot,
    load: () => dashboards().then((p) => ({ default: p.BatteryDashboardPage })),
  }),
  defineRoute({
    name: 'home.iot.devices',
    path: '/home/iot/devices',
    title: m.devicesTitle,
    permissionChecker: anyDevice,
    ...iot,
    load: () => dashboards().then((p) => ({ default: p.DevicesDashboardPage })),
  }),
  defineRoute({
    name: 'home.iot.runtime',
    path: '/home/iot/runtime',
    title: m.runtimeTitle,
    permissionChecker: check(devices.dashboards.RUNTIME_DASHBOARD_READ),
    ...iot,
    load: () => dashboards().then((p) => ({ default: p.RuntimeDashboardPage })),
  }),
  defineRoute({
    name: 'home.iot.access',
    path: '/home/iot/access',
    title: m.accessTitle,
    permissionChecker: check(devices.dashboards.ACCESS_DASHBOARD_READ),
    ...iot,
    load: () => dashboards().then((p) => ({ default: p.AccessDashboardPage })),
  }),
  defineRoute({
    // Sensor industries (part 3 section 1; D235): the policy is SENSOR_INDUSTRIES_READ with the
    // community's integration on (section 6: "removed unless the integration is enabled").
    name: 'iot.si-dash.index',
    path: '/iot/si-dash',
    title: m.siTitle,
    flowStartsWith: m.siFlow,
    searchWords: [m.siWords],
    permissionChecker: gate.policy('iot.sensorIndustriesRead'),
    ...iot,
    load: () => dashboards().then((p) => ({ default: p.SiDashboardPage })),
  }),
] as const;

/** The home dashboards, in the order the hub and the home page offer them. */
export const HOME_DASHBOARDS = [
  'home.iot.access',
  'home.iot.battery',
  'home.iot.runtime',
  'home.iot.devices',
  'home.iot.move',
  'home.iot.moveout',
] as const;
