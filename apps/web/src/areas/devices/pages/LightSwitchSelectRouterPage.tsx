import { href } from '../../../app/routing/table.ts';
import { useLightRoutersQuery } from '../api/sensors.ts';
import { RouterPicker } from '../components/RouterPicker.tsx';

/** Select router for a new light switch: the community's switch routers. */
export default function LightSwitchSelectRouterPage() {
  const routers = useLightRoutersQuery();
  return (
    <RouterPicker
      query={routers}
      createHref={(draft) => href('iot.light_switches.create', {}, draft)}
      testId="light-router-picker"
    />
  );
}
