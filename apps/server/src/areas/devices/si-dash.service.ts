import type { SiDashboard } from '@lintel/contracts/devices/si-dash';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import * as repository from './si-dash.repository.ts';

/**
 * The sensor-industries dashboard (D235). Reading it is removed unless the community's integration
 * is on (part 3 section 6): the route checked SENSOR_INDUSTRIES_READ, this checks the switch.
 */
export async function dashboard(scope: CommunityScope, days: number): Promise<SiDashboard> {
  if (!(await repository.integrationOn(scope))) {
    throw new AppError('PERMISSION_DENIED', { internal: 'the community’s sensor-industries integration is off' });
  }
  const [counts, leaksByDay, attention] = await Promise.all([
    repository.countsByBuilding(scope),
    repository.leaksByDay(scope, days),
    repository.attention(scope),
  ]);
  const whole = counts.find((row) => row.whole);
  return {
    totals: {
      sensors: whole?.sensors ?? 0,
      leaking: whole?.leaking ?? 0,
      offline: whole?.offline ?? 0,
      lowBattery: whole?.lowBattery ?? 0,
    },
    buildings: counts
      .filter((row) => !row.whole)
      .map(({ buildingId, name, sensors, leaking, offline, lowBattery }) => ({
        buildingId,
        name,
        sensors,
        leaking,
        offline,
        lowBattery,
      })),
    leaksByDay,
    attention,
  };
}
