import type { scenarios } from '@lintel/contracts';
import type { z } from 'zod';
import { thermostatControl } from '../../platform/climate/thermostat-control.ts';
import { communityTimeZone } from '../../platform/db/community-time.ts';
import type { CommunityScope, Scope } from '../../platform/db/scope.ts';
import { moveIns } from '../../platform/leasing/move-ins.ts';
import { scheduleOn } from './auto-open.service.ts';
import * as repository from './scenarios.repository.ts';
import {
  chooseSchedule,
  lastRunOf,
  MOVE_IN_DEFAULTS,
  moveInRulesOf,
  moveInWindow,
  runNow,
  saveThermostatRules,
} from './scenarios.service.ts';

/**
 * Recommended move-in settings (D250): the thermostats of units a resident moves into within the
 * rules' lead (today to N days ahead, in the community's time zone) get welcome set points, so the
 * apartment is comfortable on arrival. The move-ins come through the move-in seam
 * (`platform/leasing/move-ins.ts`); a run is energy saving's (the same lines, job and results),
 * deciding by move-in instead of vacancy.
 */

const KIND = 'MOVE_INS' as const;
const ENTITY = 'automation.scenario.moveIns';
/** The move-ins listed on the scenario's page. */
const SHOWN = 50;

export async function get(scope: Scope): Promise<scenarios.MoveIns> {
  const target = repository.at(scope);
  const row = await repository.findScenario(target, KIND);
  const rules = moveInRulesOf(row);
  const { from, to } = await moveInWindow(scope, rules.leadDays);
  const [excluded, thermostats, timeZone, due, lastRun] = await Promise.all([
    repository.units(target, rules.excludedUnitIds),
    thermostatControl().thermostats(scope),
    communityTimeZone(target),
    moveIns().due(scope, from, to),
    lastRunOf(scope, KIND),
  ]);
  const left = new Set(rules.excludedUnitIds);
  const withThermostat = new Set(thermostats.flatMap((t) => (t.unitId && !left.has(t.unitId) ? [t.unitId] : [])));
  const shown = due.slice(0, SHOWN);
  const units = new Map(
    (await repository.units(target, [...new Set(shown.map((m) => m.unitId))])).map((u) => [u.id, u]),
  );
  return {
    kind: KIND,
    active: row?.active ?? false,
    setPoint: rules.setPoint,
    leadDays: rules.leadDays,
    excludedUnits: excluded.map((u) => ({ id: u.id, name: u.name, buildingName: u.buildingName })),
    schedule: row?.scheduleId ? { id: row.scheduleId, name: row.scheduleName ?? '' } : null,
    scheduleOn: row?.scheduleId ? scheduleOn(row as Parameters<typeof scheduleOn>[0], scope.now, timeZone) : false,
    thermostats: thermostats.length,
    due: shown.flatMap((move) => {
      const unit = units.get(move.unitId);
      if (!unit) return [];
      return [
        {
          unit: { id: unit.id, name: unit.name, buildingName: unit.buildingName },
          dueOn: move.dueOn,
          residents: [...move.residents],
          thermostat: withThermostat.has(unit.id),
        },
      ];
    }),
    until: to,
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row ? row.updatedAt : null,
    lastRun,
  };
}

const audited = (view: scenarios.MoveIns) => ({
  active: view.active,
  setPoint: `Heat ${view.setPoint.heatSetPoint} °F, cool ${view.setPoint.coolSetPoint} °F, mode ${view.setPoint.mode.toLowerCase()}`,
  leadDays: view.leadDays,
  excludedUnits: view.excludedUnits.map((u) => `${u.buildingName} ${u.name}`),
  schedule: view.schedule?.name ?? null,
});

export const saveRules = (scope: CommunityScope, input: z.output<typeof scenarios.moveInsRulesInput>) =>
  saveThermostatRules(
    scope,
    KIND,
    ENTITY,
    {
      active: input.active,
      rules: { setPoint: input.setPoint, leadDays: input.leadDays, excludedUnitIds: input.excludedUnitIds },
    },
    () => get(scope),
    audited,
  );

export const saveSchedule = (scope: CommunityScope, scheduleId: string | null) =>
  chooseSchedule(
    scope,
    { kind: KIND, entity: ENTITY, defaults: MOVE_IN_DEFAULTS },
    scheduleId,
    () => get(scope),
    audited,
  );

export const run = (scope: CommunityScope) => runNow(scope, KIND);
