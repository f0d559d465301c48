// One chunk for the smart-building settings screens.

export { CsvImportDetailsPage, CsvImportNewPage, CsvImportsPage } from './CsvImportPages.tsx';
export {
  BlePage,
  FireKeyPage,
  OtherPage,
  PassesPage,
  PhysicalPage,
  RemoteAuthPage,
  WalletPassesPage,
} from './SettingsPages.tsx';
