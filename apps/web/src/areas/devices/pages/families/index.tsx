import { DefaultConfigurationPage, LockConfigurationPage } from './ConfigurationPages.tsx';
import { ImportPage } from './ImportPage.tsx';
import { LockLogPage } from './LockLogPage.tsx';
import { PdkReaderPage } from './PdkReaderPage.tsx';
import { SelectPlacePage } from './SelectPlacePage.tsx';

/** The family screens, each bound to its family (one chunk for all of them). */
export { default as BmxInstallPage } from './BmxInstallPage.tsx';
export { default as BrivoDisconnectPage } from './BrivoDisconnectPage.tsx';
export { default as EditNodePage } from './EditNodePage.tsx';
export { default as NodeSettingsPage } from './NodeSettingsPage.tsx';
export { default as PdkHardwarePage } from './PdkHardwarePage.tsx';
export { default as RequestAuditsPage } from './RequestAuditsPage.tsx';

export const PdkPrimaryReaderPage = () => <PdkReaderPage slot="primary" />;
export const PdkSecondaryReaderPage = () => <PdkReaderPage slot="secondary" />;
export const PdkImportNodesPage = () => <ImportPage family="PDK" />;
export const BrivoImportSitesPage = () => <ImportPage family="BRIVO" />;
export const BmxImportBuildingsPage = () => <ImportPage family="BUTTERFLYMX" />;
export const YaleNotificationLogPage = () => <LockLogPage family="YALE" kind="NOTIFICATION" />;
export const YaleConnectionLogPage = () => <LockLogPage family="YALE" kind="CONNECTION" />;
export const AllegionConnectionLogPage = () => <LockLogPage family="ALLEGION" kind="CONNECTION" />;
export const AllegionAuditLogPage = () => <LockLogPage family="ALLEGION" kind="AUDIT" />;
export const YaleLockConfigurationPage = () => <LockConfigurationPage family="YALE" />;
export const AllegionLockConfigurationPage = () => <LockConfigurationPage family="ALLEGION" />;
export const YaleDefaultConfigurationPage = () => <DefaultConfigurationPage family="YALE" />;
export const AllegionDefaultConfigurationPage = () => <DefaultConfigurationPage family="ALLEGION" />;
export const PdkSelectLocationPage = () => <SelectPlacePage choice="location" family="PDK" />;
export const AllegionSelectLocationPage = () => <SelectPlacePage choice="location" family="ALLEGION" />;
export const BrivoSelectLocationPage = () => <SelectPlacePage choice="location" family="BRIVO" />;
export const BmxSelectLocationPage = () => <SelectPlacePage choice="location" family="BUTTERFLYMX" />;
export const YaleSelectRouterPage = () => <SelectPlacePage choice="router" family="YALE" />;
export const AllegionSelectRouterPage = () => <SelectPlacePage choice="router" family="ALLEGION" />;
export const BmxSelectLockPage = () => <SelectPlacePage choice="releasedLock" family="BUTTERFLYMX" />;
