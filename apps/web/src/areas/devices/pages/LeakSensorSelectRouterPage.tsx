import { href } from '../../../app/routing/table.ts';
import { useLeakRoutersQuery } from '../api/sensors.ts';
import { RouterPicker } from '../components/RouterPicker.tsx';

/** Select router for a new leak sensor: the community's leak sensor routers. */
export default function LeakSensorSelectRouterPage() {
  const routers = useLeakRoutersQuery();
  return (
    <RouterPicker
      query={routers}
      createHref={(draft) => href('iot.leak_sensors.create', {}, draft)}
      testId="leak-router-picker"
    />
  );
}
