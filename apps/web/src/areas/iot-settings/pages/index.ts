// One chunk for the smart-building settings screens.
export {
  BlePage,
  FireKeyPage,
  OtherPage,
  PassesPage,
  PhysicalPage,
  RemoteAuthPage,
  WalletPassesPage,
} from './SettingsPages.tsx';
