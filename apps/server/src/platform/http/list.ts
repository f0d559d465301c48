import { DEFAULT_PAGE_SIZE, type ListQuery, type Paged, TOTAL_COUNT_HEADER } from '@lintel/contracts';
import type { FastifyReply } from 'fastify';
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { AppError } from '../errors.ts';

type SortType = 'text' | 'bigint' | 'int' | 'timestamptz' | 'date' | 'uuid';

/** One sortable field: the SQL expression and its type (for keyset parameters). */
export interface SortField {
  column: string;
  type: SortType;
  /** The rows' field holding the column's value, when it is not the sort's API name (a sequence behind a date). */
  field?: string;
  /**
   * A second key among rows equal on the first, always ascending in the list's order, before the id
   * tiebreaker: a run's lines by device name when the log is sorted by run. `field` is the rows'.
   */
  second?: { column: string; type: SortType; field: string };
}

export interface ListSpec<Row> {
  /** Allow-list of sortable fields by API name; anything else is refused (LIST_SORT_NOT_ALLOWED). */
  sortable: Record<string, SortField>;
  defaultSort: `${string},${'asc' | 'desc'}`;
  /** Unique tiebreaker column (the row id), so keyset paging never skips or repeats a row. */
  id: { column: string; field: keyof Row & string };
  /** Exact totals are counted up to this many rows; beyond it the planner's estimate is given and flagged. */
  exactCountLimit?: number;
}

interface Sort {
  field: string;
  def: SortField;
  direction: 'asc' | 'desc';
}

/** Where a page ends: the sort key's value (and the second key's), and the id. */
interface After {
  value: unknown;
  second?: unknown;
  id: string;
}

/** The row's values a page token carries. */
function keyOf(sort: Sort, row: Record<string, unknown>, idField: string): After {
  const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  return {
    value: plain(row[sort.def.field ?? sort.field]),
    ...(sort.def.second ? { second: plain(row[sort.def.second.field]) } : {}),
    id: String(row[idField]),
  };
}

function parseSort(spec: ListSpec<unknown>, raw: string | undefined): Sort {
  const [field, direction] = (raw ?? spec.defaultSort).split(',') as [string, string];
  const def = Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;
  if (!def) throw new AppError('LIST_SORT_NOT_ALLOWED', { internal: field });
  return { field, def, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** Page tokens carry the sort they belong to and the last row's key; they are opaque to clients. */
function encodeToken(sort: Sort, after: After): string {
  const key = [sort.field, sort.direction, after.value, after.id, ...(sort.def.second ? [after.second] : [])];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const scalar = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number';

function decodeToken(sort: Sort, token: string): After {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
    const length = sort.def.second ? 5 : 4;
    if (Array.isArray(parsed) && parsed.length === length && parsed[0] === sort.field && parsed[1] === sort.direction) {
      const [, , value, id, second] = parsed as [string, string, unknown, unknown, unknown];
      if (scalar(value) && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) {
        if (!sort.def.second) return { value, id };
        if (scalar(second)) return { value, second, id };
      }
    }
  } catch {
    // fall through
  }
  throw new AppError('LIST_TOKEN_INVALID');
}

// biome-ignore lint/suspicious/noExplicitAny: the helper works over any select query
export type AnySelect = SelectQueryBuilder<any, any, any>;

function keysetCondition(sort: Sort, idColumn: string, after: After, forward: boolean) {
  const ascending = (sort.direction === 'asc') === forward;
  const op = sql.raw(ascending ? '>' : '<');
  const cast = sql.raw(sort.def.type);
  const first = sql.ref(sort.def.column);
  const value = sql`cast(${after.value} as ${cast})`;
  const id = sql`cast(${after.id} as uuid)`;
  const secondKey = sort.def.second;
  if (!secondKey) return sql<SqlBool>`(${first}, ${sql.ref(idColumn)}) ${op} (${value}, ${id})`;
  // The second key runs ascending in the list's order whatever the first does: no row comparison
  // covers mixed directions, so the condition is spelt out (the first key's bound kept for its index).
  const thenOp = sql.raw(forward ? '>' : '<');
  const second = sql.ref(secondKey.column);
  const thenValue = sql`cast(${after.second} as ${sql.raw(secondKey.type)})`;
  return sql<SqlBool>`(${first} ${sql.raw(ascending ? '>=' : '<=')} ${value} and (${first} ${op} ${value}
    or (${first} = ${value} and (${second} ${thenOp} ${thenValue}
      or (${second} = ${thenValue} and ${sql.ref(idColumn)} ${op} ${id})))))`;
}

/** The list's order: the sort key, the second key if the field has one, then the id. */
// biome-ignore lint/suspicious/noExplicitAny: any table set, fixed row shape
function ordered<Row>(query: SelectQueryBuilder<any, any, Row>, sort: Sort, idColumn: string, forward: boolean) {
  const ascending = (sort.direction === 'asc') === forward;
  let next = query.orderBy(sql.ref(sort.def.column), ascending ? 'asc' : 'desc');
  if (sort.def.second) next = next.orderBy(sql.ref(sort.def.second.column), forward ? 'asc' : 'desc');
  return next.orderBy(sql.ref(idColumn), ascending ? 'asc' : 'desc');
}

/**
 * How a list counts its total when the page query is not the cheapest thing to count: `from` is
 * the same rows without the page's joins; `residual` is a condition the count tests on rows it has
 * read (a substring search, say) rather than one an index finds. With a residual, the count reads
 * at most `readLimit` rows of `from`: exact when that was all of them, otherwise the share of them
 * that matched applied to the planner's estimate of `from` (and flagged as an estimate), so a rare
 * match never makes the count read everything.
 */
export interface CountPlan {
  from: AnySelect;
  residual?: { where: Expression<SqlBool>; readLimit: number };
}

async function plannerRows(countable: AnySelect): Promise<number> {
  const plan = (await countable.explain('json')) as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  return plan[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
}

async function countTotal(
  // biome-ignore lint/suspicious/noExplicitAny: runs inside any scope's transaction
  db: Kysely<any>,
  base: AnySelect,
  limit: number,
  plan?: CountPlan,
): Promise<{ total: number; estimate: boolean }> {
  const countable = (plan?.from ?? base).clearSelect().clearOrderBy();
  if (plan?.residual) {
    const { where, readLimit } = plan.residual;
    // In no particular order: ordering the rows read would sort the whole window first.
    const read = countable.select(sql<boolean>`${where}`.as('matched')).limit(readLimit + 1);
    const { rows } = await sql<{ read: number; matched: number }>`
      select count(*)::int as read, count(*) filter (where matched)::int as matched from (${read}) as window_`.execute(
      db,
    );
    const { read: seen = 0, matched = 0 } = rows[0] ?? {};
    if (seen <= readLimit) return { total: matched, estimate: false };
    const rowsInScope = Math.max(await plannerRows(countable.select(sql`1`.as('one'))), seen);
    return { total: Math.max(matched, Math.round((matched / seen) * rowsInScope)), estimate: true };
  }
  const counted = countable.select(sql`1`.as('one'));
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from (${counted.limit(limit + 1)}) as capped`.execute(db);
  const capped = rows[0]?.n ?? 0;
  if (capped <= limit) return { total: capped, estimate: false };
  // Beyond the cap an exact count costs as much as reading every row: take the planner's estimate.
  return { total: Math.max(Math.round(await plannerRows(counted)), limit + 1), estimate: true };
}

/**
 * Runs a list query the one way every list endpoint does: sort from an allow-list with the id as
 * tiebreaker, offset paging (`page`, `size`) or keyset paging (`token`, `dir`, `limit`), and a
 * total that is exact up to a cap and an estimate beyond it (`totalIsEstimate`).
 *
 * @example const page = await pagedList(scope.db, scope.db.selectFrom('units')…, query, unitListSpec);
 */
export async function pagedList<Row extends Record<string, unknown>>(
  // biome-ignore lint/suspicious/noExplicitAny: runs inside any scope's transaction
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: any table set, fixed row shape
  base: SelectQueryBuilder<any, any, Row>,
  query: ListQuery,
  spec: ListSpec<Row>,
  countPlan?: CountPlan,
): Promise<Paged<Row>> {
  const sort = parseSort(spec as ListSpec<unknown>, query.sort);
  const tokenMode = query.token !== undefined || query.dir !== undefined || query.limit !== undefined;
  const size = tokenMode ? (query.limit ?? DEFAULT_PAGE_SIZE) : (query.size ?? DEFAULT_PAGE_SIZE);
  const forward = query.dir !== 'BACK';

  let pageQuery = ordered(base, sort, spec.id.column, forward).limit(size);
  if (tokenMode && query.token) {
    pageQuery = pageQuery.where(
      keysetCondition(sort, spec.id.column, decodeToken(sort, query.token), forward) as Expression<SqlBool>,
    );
  } else if (!tokenMode) {
    pageQuery = pageQuery.offset((query.page ?? 0) * size);
  }

  const limit = spec.exactCountLimit ?? 10_000;
  const rows = await pageQuery.execute();
  const counted = await countTotal(db, base, limit, countPlan);
  const total = counted.total;
  const content = forward ? rows : rows.reverse();
  const first = content[0];
  const last = content[content.length - 1];
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    totalIsEstimate: counted.estimate,
    size,
    ...(tokenMode ? {} : { page: query.page ?? 0 }),
    firstToken: first ? encodeToken(sort, keyOf(sort, first, spec.id.field)) : null,
    nextToken: last && rows.length === size ? encodeToken(sort, keyOf(sort, last, spec.id.field)) : null,
  };
}

/** Sends a paged body with the spec's x-total-count header. */
export function withTotal<T>(reply: FastifyReply, page: Paged<T>): Paged<T> {
  reply.header(TOTAL_COUNT_HEADER, String(page.totalElements));
  return page;
}

/**
 * The rows of a list query in the list's own order (the same allow-listed sort and id tiebreaker
 * as `pagedList`), `batchSize` at a time by keyset, at most `maxRows` in all: for exports, which
 * read a whole filtered list without holding it at once.
 *
 * @example for await (const batch of listBatches(base, query.sort, unitListSpec, { batchSize: 500, maxRows: 20_000 })) file.write(batch);
 */
export async function* listBatches<Row extends Record<string, unknown>>(
  // biome-ignore lint/suspicious/noExplicitAny: any table set, fixed row shape
  base: SelectQueryBuilder<any, any, Row>,
  rawSort: string | undefined,
  spec: ListSpec<Row>,
  limits: { batchSize: number; maxRows: number },
): AsyncGenerator<Row[]> {
  const sort = parseSort(spec as ListSpec<unknown>, rawSort);
  let after: After | null = null;
  let read = 0;
  while (read < limits.maxRows) {
    let page = ordered(base, sort, spec.id.column, true).limit(Math.min(limits.batchSize, limits.maxRows - read));
    if (after) page = page.where(keysetCondition(sort, spec.id.column, after, true) as Expression<SqlBool>);
    const rows = await page.execute();
    if (rows.length === 0) return;
    read += rows.length;
    yield rows;
    after = keyOf(sort, rows[rows.length - 1] as Row, spec.id.field);
    if (rows.length < limits.batchSize) return;
  }
}
