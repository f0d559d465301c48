import { defineMessages } from '../../i18n/define.ts';

/** The smart-building settings' texts (part 3 section 2 "Settings /iot/settings"; D243). */
export const iotSettingsMessages = defineMessages({
  title: { id: 'iotSettings.title', defaultMessage: 'Settings' },
  flow: { id: 'iotSettings.flow', defaultMessage: 'Smart building settings' },
  accessAndDevices: { id: 'iotSettings.accessAndDevices', defaultMessage: 'Access and devices' },
  accessAndDevicesFlow: { id: 'iotSettings.accessAndDevicesFlow', defaultMessage: 'Access and device settings' },
  remoteAuth: { id: 'iotSettings.remoteAuth', defaultMessage: 'Remote authorization' },
  remoteAuthWords: { id: 'iotSettings.remoteAuthWords', defaultMessage: 'guest, visitor, intercom, let in, buzz' },
  passes: { id: 'iotSettings.passes', defaultMessage: 'Passes' },
  passesWords: { id: 'iotSettings.passesWords', defaultMessage: 'pass rules, vendor, guest, PIN, duration' },
  fireKey: { id: 'iotSettings.fireKey', defaultMessage: 'Fire key' },
  walletPasses: { id: 'iotSettings.walletPasses', defaultMessage: 'Wallet passes' },
  walletPassesWords: {
    id: 'iotSettings.walletPassesWords',
    defaultMessage: 'NFC, Apple Wallet, Google Wallet, phone key',
  },
  ble: { id: 'iotSettings.ble', defaultMessage: 'BLE' },
  bleWords: { id: 'iotSettings.bleWords', defaultMessage: 'Bluetooth, mobile key, proximity unlock' },
  physical: { id: 'iotSettings.physical', defaultMessage: 'Physical' },
  other: { id: 'iotSettings.other', defaultMessage: 'Other' },

  // Integrations' settings (D253).
  intercom: { id: 'iotSettings.intercom', defaultMessage: 'Intercom' },
  intercomWords: { id: 'iotSettings.intercomWords', defaultMessage: 'entrance panel, directory, call, buzzer' },
  intercomIntro: {
    id: 'iotSettings.intercom.intro',
    defaultMessage:
      'Visitors call residents from the entrance panel; the resident lets them in from the app (remote authorization). Choose how the panel lists residents and how long a call rings.',
  },
  intercomEnabled: { id: 'iotSettings.intercom.enabled', defaultMessage: 'Intercom on' },
  directoryOrder: { id: 'iotSettings.intercom.directoryOrder', defaultMessage: 'Directory order' },
  directoryLAST_NAME: { id: 'iotSettings.intercom.directory.lastName', defaultMessage: 'By last name' },
  directoryFIRST_NAME: { id: 'iotSettings.intercom.directory.firstName', defaultMessage: 'By first name' },
  directoryUNIT: { id: 'iotSettings.intercom.directory.unit', defaultMessage: 'By unit' },
  showFullNames: {
    id: 'iotSettings.intercom.showFullNames',
    defaultMessage: 'Show full names (off: a last name and a first initial)',
  },
  ringSeconds: { id: 'iotSettings.intercom.ringSeconds', defaultMessage: 'Seconds the app rings before the phone' },
  sensorIndustriesTab: { id: 'iotSettings.sensorIndustriesTab', defaultMessage: 'Sensor industries' },
  sensorIndustriesIntro: {
    id: 'iotSettings.sensorIndustries.intro',
    defaultMessage:
      'Connect the community’s property on the sensor industries platform: its leak and environment sensors then show on the sensors dashboard. Disconnecting closes the dashboard.',
  },
  sensorIndustriesEnabled: { id: 'iotSettings.sensorIndustries.enabled', defaultMessage: 'Connected' },
  propertyCode: { id: 'iotSettings.sensorIndustries.propertyCode', defaultMessage: 'Property code' },
  energyManagementTab: { id: 'iotSettings.energyManagementTab', defaultMessage: 'Energy management' },
  energyManagementWords: {
    id: 'iotSettings.energyManagementWords',
    defaultMessage: 'demand response, utility, peak, setback, OCST',
  },
  demandResponseIntro: {
    id: 'iotSettings.demandResponse.intro',
    defaultMessage:
      'Demand response: during a utility’s peak event, enrolled thermostats ease off by a few degrees. Residents are told ahead, and may opt their home out if you allow it.',
  },
  demandResponseEnrolled: { id: 'iotSettings.demandResponse.enrolled', defaultMessage: 'Enrolled in demand response' },
  maxSetbackF: { id: 'iotSettings.demandResponse.maxSetbackF', defaultMessage: 'Largest setback during an event (°F)' },
  residentsMayOptOut: { id: 'iotSettings.demandResponse.optOut', defaultMessage: 'Residents may opt out of an event' },
  noticeHours: { id: 'iotSettings.demandResponse.noticeHours', defaultMessage: 'Hours of notice before an event' },
  // Integrations: the CSV import of residents and leases (D252).
  integrations: { id: 'iotSettings.integrations', defaultMessage: 'Integrations' },
  integrationsFlow: { id: 'iotSettings.integrationsFlow', defaultMessage: 'Integration settings' },
  csvImport: { id: 'iotSettings.csvImport', defaultMessage: 'CSV import' },
  csvImportWords: {
    id: 'iotSettings.csvImportWords',
    defaultMessage: 'rent roll, residents, leases, upload, spreadsheet',
  },
  csvImportAbout: {
    id: 'iotSettings.csvImport.about',
    defaultMessage:
      'Without a PMS integration, bring in residents and their leases from a rent roll: one row per resident; rows with the same unit and lease dates make one lease. Each resident’s move-in and move-out then wait in the resident queue.',
  },
  csvImportNew: { id: 'iotSettings.csvImport.new', defaultMessage: 'New import' },
  csvImportNewFlow: { id: 'iotSettings.csvImport.newFlow', defaultMessage: 'Import residents from a file' },
  csvImportDetails: { id: 'iotSettings.csvImport.details', defaultMessage: 'Import details' },
  csvImportDetailsFlow: { id: 'iotSettings.csvImport.detailsFlow', defaultMessage: 'What an import did' },
  csvImportsTable: {
    id: 'iotSettings.csvImport.table',
    defaultMessage: 'Imports of residents and leases, newest first',
  },
  csvImportsEmpty: { id: 'iotSettings.csvImport.empty', defaultMessage: 'No file has been imported yet' },
  csvImportsFailed: { id: 'iotSettings.csvImport.failed', defaultMessage: 'The imports could not be loaded.' },
  csvImportFailed: { id: 'iotSettings.csvImport.oneFailed', defaultMessage: 'The import could not be loaded.' },
  csvFile: { id: 'iotSettings.csvImport.file', defaultMessage: 'File' },
  csvState: { id: 'iotSettings.csvImport.state', defaultMessage: 'State' },
  csvRows: { id: 'iotSettings.csvImport.rows', defaultMessage: 'Rows' },
  csvRow: { id: 'iotSettings.csvImport.row', defaultMessage: 'Row' },
  csvRowsValue: {
    id: 'iotSettings.csvImport.rowsValue',
    defaultMessage:
      '{created} of {valid} imported · {invalid, plural, =0 {none refused} one {# refused} other {# refused}}',
  },
  csvBy: { id: 'iotSettings.csvImport.by', defaultMessage: 'By' },
  csvAt: { id: 'iotSettings.csvImport.at', defaultMessage: 'Read' },
  statepreviewed: { id: 'iotSettings.csvImport.state.previewed', defaultMessage: 'Not confirmed' },
  stateconfirmed: { id: 'iotSettings.csvImport.state.confirmed', defaultMessage: 'Importing' },
  statedone: { id: 'iotSettings.csvImport.state.done', defaultMessage: 'Done' },
  statefailed: { id: 'iotSettings.csvImport.state.failed', defaultMessage: 'Failed' },
  csvBack: { id: 'iotSettings.csvImport.back', defaultMessage: 'CSV import' },
  csvProgress: {
    id: 'iotSettings.csvImport.progress',
    defaultMessage: '{created} of {valid} residents imported',
  },
  csvNotConfirmed: {
    id: 'iotSettings.csvImport.notConfirmed',
    defaultMessage:
      'This file was read but never confirmed: nothing was imported. Read it again from a new import to go on.',
  },
  csvFailedText: {
    id: 'iotSettings.csvImport.failedText',
    defaultMessage: 'The import stopped after {created} of {valid} residents; the rest were not imported.',
  },
  csvRefusedTitle: { id: 'iotSettings.csvImport.refusedTitle', defaultMessage: 'Rows refused, with the reasons' },
  csvImportedTitle: { id: 'iotSettings.csvImport.importedTitle', defaultMessage: 'Rows to import' },
  csvLine: { id: 'iotSettings.csvImport.line', defaultMessage: 'Line' },
  csvReasons: { id: 'iotSettings.csvImport.reasons', defaultMessage: 'Reasons' },
  csvNoRefused: { id: 'iotSettings.csvImport.noRefused', defaultMessage: 'No row was refused' },
  csvNoValid: { id: 'iotSettings.csvImport.noValid', defaultMessage: 'No row could be imported' },
  failed: { id: 'iotSettings.failed', defaultMessage: 'The settings could not be loaded.' },
  save: { id: 'iotSettings.save', defaultMessage: 'Save' },
  saved: { id: 'iotSettings.saved', defaultMessage: 'Settings saved' },
  savedSending: { id: 'iotSettings.savedSending', defaultMessage: 'Settings saved; sending them to the locks' },
  readOnly: { id: 'iotSettings.readOnly', defaultMessage: 'You can see these settings but not change them.' },
  builtIn: { id: 'iotSettings.builtIn', defaultMessage: 'Nobody has changed these settings yet: the defaults apply.' },
  changedBy: { id: 'iotSettings.changedBy', defaultMessage: 'Last changed {when} by {who}' },
  changedAt: { id: 'iotSettings.changedAt', defaultMessage: 'Last changed {when}' },

  remoteAuthIntro: {
    id: 'iotSettings.remoteAuth.intro',
    defaultMessage: 'When a visitor calls from the entrance, a resident can let them in from the app.',
  },
  remoteAuthEnabled: { id: 'iotSettings.remoteAuth.enabled', defaultMessage: 'Residents may let visitors in remotely' },
  doorHoldSeconds: {
    id: 'iotSettings.remoteAuth.doorHoldSeconds',
    defaultMessage: 'Entrance stays unlocked (seconds)',
  },
  staffMayAuthorize: {
    id: 'iotSettings.remoteAuth.staffMayAuthorize',
    defaultMessage: 'Staff at the desk may also let visitors in',
  },

  passesIntro: {
    id: 'iotSettings.passes.intro',
    defaultMessage: 'Which passes this community issues, and how long one may last. New passes follow these rules.',
  },
  vendorPasses: { id: 'iotSettings.passes.vendor', defaultMessage: 'Vendor passes' },
  residentPasses: { id: 'iotSettings.passes.resident', defaultMessage: 'Resident visitor passes' },
  guestPasses: { id: 'iotSettings.passes.guest', defaultMessage: 'Guest passes' },
  maxDays: { id: 'iotSettings.passes.maxDays', defaultMessage: 'Longest pass (days)' },

  fireKeyIntro: {
    id: 'iotSettings.fireKey.intro',
    defaultMessage:
      "The fire department's fob: with this on, the fire key screens are shown and its keys can be issued.",
  },
  fireKeyEnabled: { id: 'iotSettings.fireKey.enabled', defaultMessage: 'Fire key' },
  fireKeysActive: {
    id: 'iotSettings.fireKey.active',
    defaultMessage:
      '{count, plural, one {# fire key still opens doors} other {# fire keys still open doors}}: revoke {count, plural, one {it} other {them}} before turning the fire key off.',
  },

  walletIntro: {
    id: 'iotSettings.wallet.intro',
    defaultMessage: "Residents open the Allegion locks with their phone's or watch's wallet, over NFC.",
  },
  walletEnabled: { id: 'iotSettings.wallet.enabled', defaultMessage: 'Wallet passes' },
  expressMode: { id: 'iotSettings.wallet.expressMode', defaultMessage: 'Express mode (no need to unlock the phone)' },

  bleIntro: {
    id: 'iotSettings.ble.intro',
    defaultMessage: 'Residents and staff open the Yale and Allegion locks from the app over Bluetooth.',
  },
  bleEnabled: { id: 'iotSettings.ble.enabled', defaultMessage: 'BLE credentials' },
  unlockMode: { id: 'iotSettings.ble.unlockMode', defaultMessage: 'How the door opens' },
  unlockTAP: { id: 'iotSettings.ble.unlock.TAP', defaultMessage: 'A tap in the app' },
  unlockPROXIMITY: { id: 'iotSettings.ble.unlock.PROXIMITY', defaultMessage: 'Phone near the lock' },
  rangeMeters: { id: 'iotSettings.ble.rangeMeters', defaultMessage: 'Range (metres)' },

  rolloutTitle: { id: 'iotSettings.rollout.title', defaultMessage: 'On the locks' },
  rolloutNone: {
    id: 'iotSettings.rollout.none',
    defaultMessage: 'No lock here can take this setting yet. Installed locks receive it the next time it is saved.',
  },
  rolloutProgress: {
    id: 'iotSettings.rollout.progress',
    defaultMessage: '{done} of {total} locks done',
  },
  rolloutStarted: { id: 'iotSettings.rollout.started', defaultMessage: 'Sent {when} by {who}' },
  rolloutFailedRetry: {
    id: 'iotSettings.rollout.failedRetry',
    defaultMessage: 'Save again to send the settings once more to the locks that failed.',
  },
  rolloutTable: { id: 'iotSettings.rollout.table', defaultMessage: 'Locks and their results' },
  rolloutFailed: { id: 'iotSettings.rollout.failed', defaultMessage: 'The locks could not be loaded.' },
  lock: { id: 'iotSettings.rollout.lock', defaultMessage: 'Lock' },
  family: { id: 'iotSettings.rollout.family', defaultMessage: 'Family' },
  result: { id: 'iotSettings.rollout.result', defaultMessage: 'Result' },
  note: { id: 'iotSettings.rollout.note', defaultMessage: 'Details' },
  resultWAITING: { id: 'iotSettings.rollout.result.WAITING', defaultMessage: 'Waiting' },
  resultSENDING: { id: 'iotSettings.rollout.result.SENDING', defaultMessage: 'Sending' },
  resultAPPLIED: { id: 'iotSettings.rollout.result.APPLIED', defaultMessage: 'Applied' },
  resultFAILED: { id: 'iotSettings.rollout.result.FAILED', defaultMessage: 'Failed' },
  resultSKIPPED: { id: 'iotSettings.rollout.result.SKIPPED', defaultMessage: 'Skipped' },

  physicalIntro: {
    id: 'iotSettings.physical.intro',
    defaultMessage: 'How new locks are set up, per family.',
  },
  allegionDefault: { id: 'iotSettings.physical.allegion', defaultMessage: 'Allegion default configuration' },
  yaleDefault: { id: 'iotSettings.physical.yale', defaultMessage: 'Yale default configuration' },
  pdkNodes: { id: 'iotSettings.physical.pdk', defaultMessage: 'PDK node settings' },
  physicalNone: {
    id: 'iotSettings.physical.none',
    defaultMessage: 'You have no lock family configuration to open here.',
  },

  otherIntro: {
    id: 'iotSettings.other.intro',
    defaultMessage: 'What the smart building of this community runs with.',
  },
  timeZone: { id: 'iotSettings.other.timeZone', defaultMessage: 'Time zone' },
  sensorIndustries: { id: 'iotSettings.other.sensorIndustries', defaultMessage: 'Sensor industries integration' },
  energyManagement: { id: 'iotSettings.other.energyManagement', defaultMessage: 'Energy management' },
  nfcWallet: { id: 'iotSettings.other.nfcWallet', defaultMessage: 'NFC wallet feature' },
  on: { id: 'iotSettings.on', defaultMessage: 'On' },
  off: { id: 'iotSettings.off', defaultMessage: 'Off' },
});
