// One chunk for the smart-building settings screens.

export { CsvImportDetailsPage, CsvImportNewPage, CsvImportsPage } from './CsvImportPages.tsx';
export {
  BlePage,
  DemandResponsePage,
  FireKeyPage,
  IntercomPage,
  OtherPage,
  PassesPage,
  PhysicalPage,
  RemoteAuthPage,
  SensorIndustriesPage,
  WalletPassesPage,
} from './SettingsPages.tsx';
