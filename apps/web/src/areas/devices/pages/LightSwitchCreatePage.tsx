import { href } from '../../../app/routing/table.ts';
import { useCreateLightSwitchMutation, useLightRoutersQuery } from '../api/sensors.ts';
import { SensorCreateForm } from '../components/SensorCreateForm.tsx';

/** Add a light switch on a switch router; saved, its details show it installing, live. */
export default function LightSwitchCreatePage() {
  const routers = useLightRoutersQuery();
  const create = useCreateLightSwitchMutation();
  return (
    <SensorCreateForm
      routers={routers.data}
      selectRouterHref={(draft) => href('iot.light_switches.select_router', {}, draft)}
      create={create}
      detailsHref={(lightSwitchId) => href('iot.light_switches.details', { lightSwitchId })}
      testId="light-switch-form"
    />
  );
}
