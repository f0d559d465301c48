// The home dashboards' chunk: the chart library and its styles load here, never on the first screen (D200).
import '@mantine/charts/styles.css';

export { default as AccessDashboardPage } from './AccessDashboardPage.tsx';
export { default as BatteryDashboardPage } from './BatteryDashboardPage.tsx';
export { default as DevicesDashboardPage } from './DevicesDashboardPage.tsx';
export { default as RuntimeDashboardPage } from './RuntimeDashboardPage.tsx';
export { default as SiDashboardPage } from './SiDashboardPage.tsx';
export { MoveInsDashboardPage, MoveOutsDashboardPage } from './UnitsDashboardPage.tsx';
