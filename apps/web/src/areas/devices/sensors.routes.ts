import { gate, type PermissionCheck } from '@lintel/permissions';
import { type ActionProfile, defineRoute } from '../../app/routing/route.ts';
import { sensorMessages as m } from './sensors.messages.ts';

const can = (check: PermissionCheck) => (profile: ActionProfile) => profile.can(check);
const scoped = {
  requiresCustomer: true,
  requiresCommunity: true,
  requiredAppAccess: ['IOT'],
  product: 'IOT',
} as const;

/** The spec names no read key for leak sensors (D195): any leak sensor key opens the list and details. */
const leakRead = gate.anyOf(
  gate.key('LEAK_SENSOR_CREATE'),
  gate.key('LEAK_SENSOR_READ_NOTIFICATION_LOG_LIST'),
  gate.key('LEAK_SENSOR_READ_CONNECTION_LOG_LIST'),
);
const leakCreate = gate.key('LEAK_SENSOR_CREATE');
const leakConnectionLog = gate.key('LEAK_SENSOR_READ_CONNECTION_LOG_LIST');
const leakNotificationLog = gate.key('LEAK_SENSOR_READ_NOTIFICATION_LOG_LIST');
const lightRead = gate.key('LIGHT_SWITCH_READ');
const lightInstall = gate.key('LIGHT_SWITCH_INSTALL');
const lightConnectionLog = gate.key('LIGHT_SWITCH_READ_CONNECTION_LOG_LIST');

/** Leak sensors (part 3 section 2, gates of section 6). */
const leakSensorRoutes = [
  defineRoute({
    name: 'iot.leak_sensors.index',
    path: '/iot/leak-sensors',
    title: m.leakTitle,
    flowStartsWith: m.leakFlow,
    permissionChecker: leakRead,
    ...scoped,
    actions: [
      {
        id: 'add-leak-sensor',
        title: m.addLeak,
        routeName: 'iot.leak_sensors.create',
        allowed: can(leakCreate),
        primary: true,
      },
      {
        id: 'leak-notification-log',
        title: m.openNotificationLog,
        routeName: 'iot.leak_sensors.notification_log',
        allowed: can(leakNotificationLog),
        primary: true,
      },
    ],
    load: () => import('./pages/LeakSensorsPage.tsx'),
  }),
  defineRoute({
    name: 'iot.leak_sensors.create',
    path: '/iot/leak-sensors/create',
    title: m.leakCreateTitle,
    flowStartsWith: m.addLeak,
    loadInModal: true,
    size: 'normal',
    permissionChecker: leakCreate,
    parent: 'iot.leak_sensors.index',
    ...scoped,
    load: () => import('./pages/LeakSensorCreatePage.tsx'),
  }),
  defineRoute({
    name: 'iot.leak_sensors.create.select_router',
    path: '/iot/leak-sensors/create/select-router',
    title: m.selectRouterTitle,
    loadInModal: true,
    size: 'normal',
    hideFromSearch: true,
    permissionChecker: leakCreate,
    parent: 'iot.leak_sensors.index',
    ...scoped,
    load: () => import('./pages/LeakSensorSelectRouterPage.tsx'),
  }),
  defineRoute({
    name: 'iot.leak_sensors.notification_log',
    path: '/iot/leak-sensors/notification-log',
    title: m.notificationLogTitle,
    permissionChecker: leakNotificationLog,
    ...scoped,
    load: () => import('./pages/LeakSensorNotificationLogPage.tsx'),
  }),
  defineRoute({
    name: 'iot.leak_sensors.details',
    path: '/iot/leak-sensors/:leakSensorId',
    title: m.leakDetailsTitle,
    hideFromSearch: true,
    permissionChecker: leakRead,
    ...scoped,
    actions: [
      {
        id: 'leak-sensor-connection-log',
        title: m.openConnectionLog,
        routeName: 'iot.leak_sensors.connection_log',
        params: { leakSensorId: '{leakSensorId}' },
        allowed: can(leakConnectionLog),
        primary: true,
      },
    ],
    load: () => import('./pages/LeakSensorDetailsPage.tsx'),
  }),
  defineRoute({
    name: 'iot.leak_sensors.connection_log',
    path: '/iot/leak-sensors/:leakSensorId/connection-log',
    title: m.connectionLogTitle,
    loadInModal: true,
    size: 'large',
    hideFromSearch: true,
    permissionChecker: leakConnectionLog,
    parent: 'iot.leak_sensors.index',
    ...scoped,
    load: () => import('./pages/LeakSensorConnectionLogPage.tsx'),
  }),
] as const;

/** Light switches (part 3 section 2, gates of section 6; switching and configuration: D197). */
const lightSwitchRoutes = [
  defineRoute({
    name: 'iot.light_switches.index',
    path: '/iot/light-switches',
    title: m.switchTitle,
    flowStartsWith: m.switchFlow,
    permissionChecker: lightRead,
    ...scoped,
    actions: [
      {
        id: 'add-light-switch',
        title: m.addSwitch,
        routeName: 'iot.light_switches.create',
        allowed: can(lightInstall),
        primary: true,
      },
    ],
    load: () => import('./pages/LightSwitchesPage.tsx'),
  }),
  defineRoute({
    name: 'iot.light_switches.create',
    path: '/iot/light-switches/create',
    title: m.switchCreateTitle,
    flowStartsWith: m.addSwitch,
    loadInModal: true,
    size: 'normal',
    permissionChecker: lightInstall,
    parent: 'iot.light_switches.index',
    ...scoped,
    load: () => import('./pages/LightSwitchCreatePage.tsx'),
  }),
  defineRoute({
    name: 'iot.light_switches.select_router',
    path: '/iot/light-switches/select-router',
    title: m.selectRouterTitle,
    loadInModal: true,
    size: 'normal',
    hideFromSearch: true,
    permissionChecker: lightInstall,
    parent: 'iot.light_switches.index',
    ...scoped,
    load: () => import('./pages/LightSwitchSelectRouterPage.tsx'),
  }),
  defineRoute({
    name: 'iot.light_switches.details',
    path: '/iot/light-switches/:lightSwitchId',
    title: m.switchDetailsTitle,
    hideFromSearch: true,
    permissionChecker: lightRead,
    ...scoped,
    actions: [
      {
        id: 'light-switch-configuration',
        title: m.openConfiguration,
        routeName: 'iot.light_switches.configuration',
        params: { lightSwitchId: '{lightSwitchId}' },
        allowed: can(lightInstall),
        primary: true,
      },
      {
        id: 'light-switch-connection-log',
        title: m.openConnectionLog,
        routeName: 'iot.light_switches.connection_log',
        params: { lightSwitchId: '{lightSwitchId}' },
        allowed: can(lightConnectionLog),
        primary: true,
      },
    ],
    load: () => import('./pages/LightSwitchDetailsPage.tsx'),
  }),
  defineRoute({
    name: 'iot.light_switches.configuration',
    path: '/iot/light-switches/:lightSwitchId/configuration',
    title: m.configurationTitle,
    loadInModal: true,
    size: 'normal',
    hideFromSearch: true,
    permissionChecker: lightInstall,
    parent: 'iot.light_switches.index',
    ...scoped,
    load: () => import('./pages/LightSwitchConfigurationPage.tsx'),
  }),
  defineRoute({
    name: 'iot.light_switches.connection_log',
    path: '/iot/light-switches/:lightSwitchId/connection-log',
    title: m.connectionLogTitle,
    loadInModal: true,
    size: 'large',
    hideFromSearch: true,
    permissionChecker: lightConnectionLog,
    parent: 'iot.light_switches.index',
    ...scoped,
    load: () => import('./pages/LightSwitchConnectionLogPage.tsx'),
  }),
] as const;

export const sensorsRoutes = [...leakSensorRoutes, ...lightSwitchRoutes] as const;
