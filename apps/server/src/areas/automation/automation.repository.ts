import type { automation, ListQuery } from '@lintel/contracts';
import { deleteInCommunity, updateInCommunity } from '../../platform/db/community-rows.ts';
import type { CommunityScope } from '../../platform/db/scope.ts';
import { isoTimestamp, keyStartsWith } from '../../platform/db/sql.ts';
import { type ListSpec, pagedList } from '../../platform/http/list.ts';
import './automation.tables.ts';

type Schedule = automation.Schedule;
type Input = ReturnType<typeof automation.scheduleInput.parse>;

const spec: ListSpec<Schedule> = {
  sortable: {
    name: { column: 'r.name', type: 'text' },
    updatedAt: { column: 'r.updated_at', type: 'timestamptz' },
  },
  defaultSort: 'name,asc',
  id: { column: 'r.id', field: 'id' },
};

function select(scope: CommunityScope) {
  return scope.db
    .selectFrom('automation_schedules as r')
    .select([
      'r.id',
      'r.name',
      'r.description',
      'r.hours',
      'r.closed_days as closedDays',
      isoTimestamp('r.created_at').as('createdAt'),
      isoTimestamp('r.updated_at').as('updatedAt'),
    ])
    .where('r.customer_id', '=', scope.customerId)
    .where('r.community_id', '=', scope.communityId)
    .$castTo<Schedule>();
}

/** The row's columns from a checked input; the hours and closed days are stored as given, in the entry shape. */
const columns = (input: Input) => ({
  name: input.name,
  description: input.description,
  hours: JSON.stringify(input.hours),
  closed_days: JSON.stringify([...input.closedDays].sort((a, b) => a.date.localeCompare(b.date))),
});

export function listSchedules(scope: CommunityScope, query: ListQuery) {
  let base = select(scope);
  if (query.q) base = base.where(keyStartsWith('r.name_key', query.q));
  return pagedList(scope.db, base, query, spec);
}

export function findSchedule(scope: CommunityScope, id: string): Promise<Schedule | undefined> {
  return select(scope).where('r.id', '=', id).executeTakeFirst();
}

export async function insertSchedule(scope: CommunityScope, input: Input): Promise<string> {
  const row = await scope.db
    .insertInto('automation_schedules')
    .values({ customer_id: scope.customerId, community_id: scope.communityId, ...columns(input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateSchedule(scope: CommunityScope, id: string, input: Input) {
  return updateInCommunity(
    scope,
    'automation_schedules',
    id,
    { ...columns(input), updated_at: scope.now },
    { unique: 'SCHEDULE_NAME_TAKEN' },
  );
}

/** Refused while an auto-open rule or a scenario references the schedule (their foreign keys restrict it). */
export function deleteSchedule(scope: CommunityScope, id: string) {
  return deleteInCommunity(scope, 'automation_schedules', id, { foreignKey: 'SCHEDULE_IN_USE' });
}
