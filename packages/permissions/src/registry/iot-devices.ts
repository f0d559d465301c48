import { customerOrCommunity, k, keys } from './define.ts';

/* Smart building, part 2 of 3: locks of every family, thermostats, leak sensors and light switches. */
const view = { view: true } as const;
const named = { inferred: true } as const;
const namedView = { inferred: true, view: true } as const;

export const iotDeviceKeys = keys('IOT', customerOrCommunity, [
  // Locks, common.
  k('LOCK_READ', 'P3:299', 'Read lock details.', view),
  k('LOCK_READ_LIST', 'P3:359', 'Read the lock list.', namedView),
  k('LOCK_REQUEST_AUDIT_LOGS', 'P3:311', 'Request audit logs from a lock.'),
  k('LOCK_DEFAULT_CONFIG_READ', 'P3:331', 'Read the default lock configuration (physical access settings).', view),
  k('ACCESS_LOG_READ_ALL', 'P3:312', 'Read the access history of locks.', view),
  // Wired door controller (PDK).
  k('PDK_AUDIT_LOGS_READ_LIST', 'P3:300', 'Read the history of a wired-controller lock.', view),
  k('PDK_AUDIT_LOGS_SYNC', 'P3:358', 'Sync the audit logs of a wired-controller lock.', {
    ...named,
    dependsOn: ['PDK_AUDIT_LOGS_READ_LIST'],
  }),
  k('PDK_DOOR_CHANGE_LOCATION', 'P3:301', 'Change and select the location of a wired-controller door.'),
  k('PDK_DOOR_READ_HARDWARE', 'P3:302', 'Read the hardware controller of a door.', view),
  k('PDK_DOOR_READ_CONFIG', 'P3:303', 'Read the primary and secondary reader configuration.', view),
  k('PDK_DOOR_UPDATE', 'P3:304', 'Node settings, installation and the wired-controller management index.'),
  k('PDK_DOOR_DELETE', 'P3:358', 'Delete a wired-controller lock.', named),
  k(
    'PDK_CLOUD_NODE_READ_ALL',
    'P3:304',
    'Read cloud nodes: import nodes; alternative to PDK_DOOR_UPDATE for node settings, install and management.',
    view,
  ),
  // Smart locks (Yale).
  k('YALE_LOCK_READ', 'P3:308', 'Read smart-lock details and the notification log.', view),
  k('YALE_LOCK_READ_CONFIG', 'P3:309', 'Read the smart-lock configuration.', view),
  k('YALE_LOCK_READ_CONNECTION_LOG_LIST', 'P3:310', 'Read the smart-lock connection log.', view),
  k('YALE_LOCK_INSTALL', 'P3:313', 'Install smart locks and edit their default configuration.'),
  k('YALE_LOCK_UPDATE', 'P3:314', 'Select the router of a smart lock.'),
  k('YALE_LOCK_UPDATE_CONFIG', 'P3:359', 'Update the smart-lock configuration.', {
    ...named,
    dependsOn: ['YALE_LOCK_READ_CONFIG'],
  }),
  k('YALE_LOCK_RE_SYNC_DATABASE', 'P3:359', 'Re-sync the smart-lock database.', named),
  // Allegion (the lock must also list the matching available action for many of these).
  k('ALLEGION_LOCK_READ_ACCESS_LOGS', 'P3:357', 'Read Allegion access logs.', namedView),
  k('ALLEGION_LOCK_READ_AUDIT_AND_CONNECTION_LOGS', 'P3:357', 'Read Allegion audit and connection logs.', namedView),
  k('ALLEGION_LOCK_ASSIGN_LOCATION', 'P3:357', 'Assign an Allegion lock to a location.', named),
  k('ALLEGION_LOCK_CHANGE_ROUTER', 'P3:357', 'Change the router of an Allegion lock.', named),
  k('ALLEGION_LOCK_UPDATE_CONFIG', 'P3:357', 'Update the configuration of an Allegion lock.', named),
  k('ALLEGION_LOCK_RE_SYNC_DATABASE', 'P3:357', 'Re-sync the database of an Allegion lock.', named),
  k('ALLEGION_LOCK_FORCE_SECURITY_TOKEN', 'P3:357', 'Force a security token onto an Allegion lock.', named),
  k('ALLEGION_LOCK_SYNC_TIME', 'P3:357', 'Sync the time of an Allegion lock.', named),
  k('ALLEGION_LOCK_RETURN_TO_AVAILABLE', 'P3:357', 'Return an Allegion lock to available.', named),
  k('ALLEGION_LOCK_REQUEST_READ_CONFIG', 'P3:357', 'Request a configuration read from an Allegion lock.', named),
  // Brivo.
  k('BRIVO_DEVICES_READ_DETAILS', 'P3:360', 'Read Brivo device details.', namedView),
  k('BRIVO_DEVICES_CHANGE_LOCATION', 'P3:360', 'Change the location of a Brivo device.', named),
  k('BRIVO_SITES_READ_LIST', 'P3:360', 'Read the Brivo site list.', namedView),
  // Thermostats.
  k('THERMOSTAT_READ_LIST', 'P3:354', 'Read the thermostat list.', namedView),
  k('THERMOSTAT_READ', 'P3:354', 'Read thermostat details.', namedView),
  k('THERMOSTAT_ASSIGN_LOCATION', 'P3:354', 'Assign a thermostat to a location.', named),
  k('THERMOSTAT_RESET', 'P3:354', 'Reset a thermostat.', named),
  k('THERMOSTAT_READ_DIAGNOSTIC', 'P3:354', 'Read thermostat diagnostics.', namedView),
  k('THERMOSTAT_READ_LOG', 'P3:354', 'Read the thermostat log.', namedView),
  // Leak sensors.
  k('LEAK_SENSOR_CREATE', 'P3:351', 'Add leak sensors.', named),
  k('LEAK_SENSOR_READ_NOTIFICATION_LOG_LIST', 'P3:351', 'Read the leak sensor notification log.', namedView),
  k('LEAK_SENSOR_READ_CONNECTION_LOG_LIST', 'P3:351', 'Read the leak sensor connection log.', namedView),
  // Light switches.
  k('LIGHT_SWITCH_INSTALL', 'P3:353', 'Install light switches.', named),
  k('LIGHT_SWITCH_READ', 'P3:353', 'Read light switches.', namedView),
  k('LIGHT_SWITCH_READ_CONNECTION_LOG_LIST', 'P3:353', 'Read the light switch connection log.', namedView),
]);
