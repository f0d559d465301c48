// The thermostat screens' page chunk: the list and every modal over it, so they open without a second load.
export { default as ThermostatAddPage } from './ThermostatAddPage.tsx';
export { default as ThermostatColumnsPage } from './ThermostatColumnsPage.tsx';
export { default as ThermostatDetailsPage } from './ThermostatDetailsPage.tsx';
export { default as ThermostatDiagnosticPage } from './ThermostatDiagnosticPage.tsx';
export { default as ThermostatFirmwarePage } from './ThermostatFirmwarePage.tsx';
export { default as ThermostatLocationPage } from './ThermostatLocationPage.tsx';
export { default as ThermostatLogPage } from './ThermostatLogPage.tsx';
export { default as ThermostatReplacementPage } from './ThermostatReplacementPage.tsx';
export { default as ThermostatSchedulePage } from './ThermostatSchedulePage.tsx';
export { default as ThermostatSettingsPage } from './ThermostatSettingsPage.tsx';
export { default as ThermostatsPage } from './ThermostatsPage.tsx';
