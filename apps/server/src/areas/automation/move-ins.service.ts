import type { scenarios } from '@lintel/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.ts';
import { thermostatControl } from '../../platform/climate/thermostat-control.ts';
import { communityTimeZone } from '../../platform/db/community-time.ts';
import type { CommunityScope, Scope } from '../../platform/db/scope.ts';
import { AppError } from '../../platform/errors.ts';
import { moveIns } from '../../platform/leasing/move-ins.ts';
import { scheduleOn } from './auto-open.service.ts';
import * as repository from './scenarios.repository.ts';
import {
  actorName,
  chooseSchedule,
  lastRunOf,
  MOVE_IN_DEFAULTS,
  moveInRulesOf,
  moveInWindow,
  runNow,
  scheduleChecks,
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

export async function saveRules(scope: CommunityScope, input: z.output<typeof scenarios.moveInsRulesInput>) {
  const target = repository.at(scope);
  const ids = [...new Set(input.excludedUnitIds)];
  if ((await repository.units(target, ids)).length !== ids.length) {
    throw new AppError('AUTOMATION_REFERENCE_INVALID', {
      issues: [{ path: 'excludedUnitIds', message: 'choose units of this community' }],
    });
  }
  const before = await get(scope);
  await repository.saveRules(
    target,
    KIND,
    input.active,
    { setPoint: input.setPoint, leadDays: input.leadDays, excludedUnitIds: ids },
    actorName(scope),
  );
  const after = await get(scope);
  await recordAudit(scope, {
    entityType: ENTITY,
    entityId: scope.communityId,
    before: audited(before),
    after: audited(after),
  });
  if (after.schedule) await scheduleChecks(scope);
  return after;
}

export const saveSchedule = (scope: CommunityScope, scheduleId: string | null) =>
  chooseSchedule(
    scope,
    { kind: KIND, entity: ENTITY, defaults: MOVE_IN_DEFAULTS },
    scheduleId,
    () => get(scope),
    audited,
  );

export const run = (scope: CommunityScope) => runNow(scope, KIND);
