import type { Kysely, Updateable } from 'kysely';
import { found, translate } from './errors.ts';
import type { DB } from './schema.ts';
import type { CommunityScope } from './scope.ts';

/**
 * Every table whose rows belong to one community and are found by their own id: any area's table
 * with `customer_id`, `community_id` and `id` qualifies, without being listed here.
 */
export type CommunityRowTable = {
  [T in keyof DB]: DB[T] extends { customer_id: unknown; community_id: unknown; id: unknown } ? T : never;
}[keyof DB];

type Codes = Parameters<typeof translate>[1];
/** The shape every such table shares; Kysely cannot resolve column names over a generic table name. */
type Rows = Kysely<Record<CommunityRowTable, { customer_id: string; community_id: string; id: string }>>;

/**
 * Updates one row of the scope's community by id: 404 when it is not there (or is another
 * community's), and the constraint violations the caller names as coded answers.
 *
 * @example await updateInCommunity(scope, 'floor_plans', id, { ...columns(input), updated_at: scope.now }, { unique: 'CBR_NAME_TAKEN' });
 */
export async function updateInCommunity<T extends CommunityRowTable>(
  scope: CommunityScope,
  table: T,
  id: string,
  values: Updateable<DB[T]>,
  codes: Codes = {},
): Promise<{ id: string }> {
  const db = scope.db as unknown as Rows;
  const row = await translate(
    () =>
      db
        .updateTable(table as CommunityRowTable)
        .set(values as never)
        .where('customer_id', '=', scope.customerId)
        .where('community_id', '=', scope.communityId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst(),
    codes,
  );
  return found(row);
}

/** Deletes one row of the scope's community by id, with the same answers as updateInCommunity. */
export async function deleteInCommunity(
  scope: CommunityScope,
  table: CommunityRowTable,
  id: string,
  codes: Codes = {},
): Promise<{ id: string }> {
  const db = scope.db as unknown as Rows;
  const row = await translate(
    () =>
      db
        .deleteFrom(table)
        .where('customer_id', '=', scope.customerId)
        .where('community_id', '=', scope.communityId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst(),
    codes,
  );
  return found(row);
}
