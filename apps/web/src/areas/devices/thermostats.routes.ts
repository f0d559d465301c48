import { gate, type PermissionCheck } from '@lintel/permissions';
import { type ActionProfile, defineRoute } from '../../app/routing/route.ts';
import { thermostatMessages as m } from './thermostats.messages.ts';

const pages = () => import('./pages/ThermostatPages.ts');
const can = (check: PermissionCheck) => (profile: ActionProfile) => profile.can(check);
const readList = gate.key('THERMOSTAT_READ_LIST');
const read = gate.key('THERMOSTAT_READ');
const assign = gate.key('THERMOSTAT_ASSIGN_LOCATION');
// D190: the spec has no thermostat update key; telling a thermostat what to do needs THERMOSTAT_RESET.
const control = gate.key('THERMOSTAT_RESET');
const diagnostic = gate.key('THERMOSTAT_READ_DIAGNOSTIC');
const log = gate.key('THERMOSTAT_READ_LOG');
const scoped = { requiresCustomer: true, requiresCommunity: true, product: 'IOT', requiredAppAccess: ['IOT'] } as const;
const modal = (size: 'normal' | 'large') =>
  ({ loadInModal: true, size, hideFromSearch: true, parent: 'iot.thermostats.index', ...scoped }) as const;
const sub = (id: string, title: (typeof m)[keyof typeof m]) => ({ id, title });

/** Thermostats (part 3 section 2): list, add, update firmware, columns, details and its sub-screens. */
export const thermostatRoutes = [
  defineRoute({
    name: 'iot.thermostats.index',
    path: '/iot/thermostats',
    title: m.listTitle,
    flowStartsWith: m.listFlow,
    permissionChecker: readList,
    ...scoped,
    actions: [
      { id: 'add-thermostat', title: m.add, routeName: 'iot.thermostats.add', allowed: can(assign), primary: true },
      {
        id: 'update-firmware',
        title: m.updateFirmware,
        routeName: 'iot.thermostats.updateFirmware',
        allowed: can(control),
      },
      {
        id: 'thermostat-columns',
        title: m.chooseColumns,
        routeName: 'iot.thermostats.columns',
        allowed: can(readList),
      },
    ],
    load: () => pages().then((p) => ({ default: p.ThermostatsPage })),
  }),
  defineRoute({
    name: 'iot.thermostats.add',
    path: '/iot/thermostats/add',
    title: m.addTitle,
    flowStartsWith: m.add,
    permissionChecker: assign,
    ...modal('normal'),
    hideFromSearch: false,
    load: () => pages().then((p) => ({ default: p.ThermostatAddPage })),
  }),
  defineRoute({
    name: 'iot.thermostats.updateFirmware',
    path: '/iot/thermostats/update-firmware',
    title: m.firmwareTitle,
    flowStartsWith: m.updateFirmware,
    permissionChecker: control,
    ...modal('large'),
    hideFromSearch: false,
    load: () => pages().then((p) => ({ default: p.ThermostatFirmwarePage })),
  }),
  defineRoute({
    name: 'iot.thermostats.columns',
    path: '/iot/thermostats/columns',
    title: m.columnsTitle,
    permissionChecker: readList,
    ...modal('normal'),
    load: () => pages().then((p) => ({ default: p.ThermostatColumnsPage })),
  }),
  defineRoute({
    name: 'iot.thermostats.details',
    path: '/iot/thermostats/:id',
    title: m.detailsTitle,
    permissionChecker: read,
    ...modal('large'),
    actions: [
      {
        ...sub('thermostat-schedule', m.schedule),
        routeName: 'iot.thermostats.schedule',
        params: { id: '{id}' },
        allowed: can(read),
      },
      {
        ...sub('thermostat-settings', m.advancedSettings),
        routeName: 'iot.thermostats.advancedSettings',
        params: { id: '{id}' },
        allowed: can(read),
      },
      { ...sub('thermostat-log', m.log), routeName: 'iot.thermostats.log', params: { id: '{id}' }, allowed: can(log) },
      {
        ...sub('thermostat-diagnostic', m.diagnostic),
        routeName: 'iot.thermostats.diagnostic',
        params: { id: '{id}' },
        allowed: can(diagnostic),
      },
      {
        ...sub('thermostat-location', m.selectLocation),
        routeName: 'iot.thermostats.selectLocation',
        params: { id: '{id}' },
        allowed: can(assign),
      },
      {
        ...sub('thermostat-replacement', m.replace),
        routeName: 'iot.thermostats.replacement',
        params: { id: '{id}' },
        allowed: can(assign),
      },
    ],
    load: () => pages().then((p) => ({ default: p.ThermostatDetailsPage })),
  }),
  defineRoute({
    name: 'iot.thermostats.advancedSettings',
    path: '/iot/thermostats/:id/advanced-settings',
    title: m.settingsTitle,
    permissionChecker: read,
    ...modal('normal'),
    load: () => pages().then((p) => ({ default: p.ThermostatSettingsPage })),
  }),
  defineRoute({
    name: 'iot.thermostats.replacement',
    path: '/iot/thermostats/:id/replacement',
    title: m.replacementTitle,
    permissionChecker: assign,
    ...modal('normal'),
    load: () => pages().then((p) => ({ default: p.ThermostatReplacementPage })),
  }),
  defineRoute({
    name: 'iot.thermostats.selectLocation',
    path: '/iot/thermostats/:id/select-location',
    title: m.locationTitle,
    permissionChecker: assign,
    ...modal('normal'),
    load: () => pages().then((p) => ({ default: p.ThermostatLocationPage })),
  }),
  defineRoute({
    name: 'iot.thermostats.log',
    path: '/iot/thermostats/:id/log',
    title: m.logTitle,
    permissionChecker: log,
    ...modal('large'),
    load: () => pages().then((p) => ({ default: p.ThermostatLogPage })),
  }),
  defineRoute({
    name: 'iot.thermostats.schedule',
    path: '/iot/thermostats/:id/schedule',
    title: m.scheduleTitle,
    permissionChecker: read,
    ...modal('large'),
    load: () => pages().then((p) => ({ default: p.ThermostatSchedulePage })),
  }),
  defineRoute({
    name: 'iot.thermostats.diagnostic',
    path: '/iot/thermostats/:id/diagnostic',
    title: m.diagnosticTitle,
    permissionChecker: diagnostic,
    ...modal('normal'),
    load: () => pages().then((p) => ({ default: p.ThermostatDiagnosticPage })),
  }),
] as const;
