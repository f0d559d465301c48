import { ThermostatsTable } from '../components/thermostat/ThermostatsTable.tsx';

/** /iot/thermostats: the community's thermostats; add, update firmware and columns are the route's actions. */
export default function ThermostatsPage() {
  return <ThermostatsTable />;
}
