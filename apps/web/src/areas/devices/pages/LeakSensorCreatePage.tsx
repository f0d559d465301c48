import { href } from '../../../app/routing/table.ts';
import { useCreateLeakSensorMutation, useLeakRoutersQuery } from '../api/sensors.ts';
import { SensorCreateForm } from '../components/SensorCreateForm.tsx';

/** Add a leak sensor on a leak sensor router; saved, its details show it installing, live. */
export default function LeakSensorCreatePage() {
  const routers = useLeakRoutersQuery();
  const create = useCreateLeakSensorMutation();
  return (
    <SensorCreateForm
      routers={routers.data}
      selectRouterHref={(draft) => href('iot.leak_sensors.create.select_router', {}, draft)}
      create={create}
      detailsHref={(leakSensorId) => href('iot.leak_sensors.details', { leakSensorId })}
      testId="leak-sensor-form"
    />
  );
}
