import type { automation, ListQuery } from '@lintel/contracts';
import { recordAudit } from '../../platform/audit/audit.ts';
import { found, translate } from '../../platform/db/errors.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { checkHours } from '../../platform/hours.ts';
import * as repository from './automation.repository.ts';

type Schedule = automation.Schedule;
type Input = ReturnType<typeof automation.scheduleInput.parse>;

/** What the schedule's history shows of it (D112): everything but its keys and times. */
const ENTITY = 'automation.schedule';

export function list(scope: CommunityScope, query: ListQuery) {
  return repository.listSchedules(scope, query);
}

export async function get(scope: CommunityScope, id: string): Promise<Schedule> {
  return found(await repository.findSchedule(scope, id));
}

/** The hours-of-operation rule (part 3 section 5): the first conflicting pair is refused on both entries. */
export async function create(scope: CommunityScope, input: Input): Promise<Schedule> {
  checkHours(input.hours);
  const id = await translate(() => repository.insertSchedule(scope, input), { unique: 'SCHEDULE_NAME_TAKEN' });
  const created = await get(scope, id);
  await recordAudit(scope, { entityType: ENTITY, entityId: id, before: null, after: created });
  return created;
}

export async function update(scope: CommunityScope, id: string, input: Input): Promise<Schedule> {
  const before = await get(scope, id);
  checkHours(input.hours);
  await repository.updateSchedule(scope, id, input);
  const after = await get(scope, id);
  await recordAudit(scope, { entityType: ENTITY, entityId: id, before, after });
  return after;
}

export async function remove(scope: CommunityScope, id: string): Promise<{ id: string }> {
  const before = await get(scope, id);
  const removed = await repository.deleteSchedule(scope, id);
  await recordAudit(scope, { entityType: ENTITY, entityId: id, before, after: null });
  return removed;
}
