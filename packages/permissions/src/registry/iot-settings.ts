import { customerOrCommunity, k, keys } from './define.ts';

/* Smart building, part 3 of 3: integration settings and access-and-devices settings. */
const view = { view: true } as const;

export const iotSettingKeys = keys('IOT', customerOrCommunity, [
  // Integrations.
  k('EXT_SYNC_READ', 'P3:317', 'PMS integration and synchronization event details and errors.', view),
  k('OCST_READ', 'P3:318', 'Demand response (also needs the energy management feature toggle).', view),
  k('OCST_UPDATE', 'P3:318', 'Change the demand response enrollment.', { inferred: true, dependsOn: ['OCST_READ'] }),
  k('SENSOR_INDUSTRIES_CREATE', 'P3:319', 'Set up the sensor industries integration.'),
  k('SENSOR_INDUSTRIES_READ', 'P3:339', 'Read sensor industries (also needs the integration enabled).', {
    inferred: true,
    view: true,
  }),
  k('BRIVO_AUTHENTICATION_READ', 'P3:320', 'Read the Brivo integration.', view),
  k('BRIVO_AUTHENTICATION_DELETE', 'P3:320', 'Disconnect the Brivo integration.', {
    dependsOn: ['BRIVO_AUTHENTICATION_READ'],
  }),
  k('BRIVO_RESYNC_READ_BY_ID', 'P3:320', 'Read Brivo resync details.', view),
  k('BMX_AUTHENTICATION_UPDATE', 'P3:321', 'Connect or update the ButterflyMX integration.'),
  k('INTERCOM_UPDATE', 'P3:322', 'Update the intercom integration.'),
  k('APARTMENT_COMMUNITY_IMPORT_DATA', 'P3:323', 'CSV import (only while DELAY_LINE_READ is not held).'),
  k(
    'DELAY_LINE_READ',
    'P3:323',
    'Delay-line read. CSV import requires its absence; lease transfer and renew have a delay-line read check.',
    { restrictive: true },
  ),
  // Access and devices.
  k('GUEST_MANAGEMENT_READ', 'P3:326', 'Remote authorization settings.', view),
  k('GUEST_MANAGEMENT_UPDATE', 'P3:326', 'Change the remote authorization settings.', {
    inferred: true,
    dependsOn: ['GUEST_MANAGEMENT_READ'],
  }),
  k('TEMPORARY_PASS_SETTINGS_READ_SETTINGS', 'P3:327', 'Pass settings.', view),
  k('TEMPORARY_PASS_SETTINGS_UPDATE_SETTINGS', 'P3:327', 'Change the pass settings.', {
    inferred: true,
    dependsOn: ['TEMPORARY_PASS_SETTINGS_READ_SETTINGS'],
  }),
  k('APARTMENT_COMMUNITY_UPDATE_FIRE_KEY_SETTINGS', 'P3:328', 'Fire key settings.'),
  k(
    'APARTMENT_COMMUNITY_UPDATE_ALLEGION_WALLET_SETTINGS',
    'P3:329',
    'Wallet pass settings (also needs the NFC feature not disabled).',
  ),
  k('APARTMENT_COMMUNITY_UPDATE_BLE_CREDENTIALS_SETTINGS', 'P3:330', 'BLE credential settings.'),
  k('APARTMENT_COMMUNITY_READ_SETTINGS', 'P3:332', 'Other community settings.', view),
]);
