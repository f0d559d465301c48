import '../areas/access/access.tables.ts';
import '../areas/devices/devices.tables.ts';
import type { Tx } from '../platform/db/scope.ts';
import type { CommunityKeys } from './areas.ts';
import { demoId } from './ids.ts';

const SECOND = 1_000;
const NO_ANSWER = 'The lock did not answer.';

type Row = {
  device_id: string;
  device_name: string;
  grant_id: string;
  credential_id: string;
  holder_kind: string;
  holder_id: string;
  holder_name: string;
  credential_kind: string;
  credential_label: string;
  desired: string;
  requested_at: Date;
  confirmed_at: Date | null;
  valid_from: Date;
};

/**
 * The PACS queue log of a demo community (D226), seeded after every area that gives the locks
 * credentials: the tries the door sync would have sent for the door entries the other seeds wrote
 * as confirmed. A live entry was put once; a revoked one was put at its grant's start and removed at
 * its revocation. The first live entry (by lock and holder) shows a lock that did not answer at the
 * first try and confirmed at the second, as its door entry counts.
 */
export async function seedPacsQueueLog(trx: Tx, community: CommunityKeys): Promise<void> {
  const rows: Row[] = await trx
    .selectFrom('door_entries as e')
    .innerJoin('devices as d', (j) =>
      j
        .onRef('d.customer_id', '=', 'e.customer_id')
        .onRef('d.community_id', '=', 'e.community_id')
        .onRef('d.id', '=', 'e.device_id'),
    )
    .innerJoin('access_grants as g', (j) =>
      j
        .onRef('g.customer_id', '=', 'e.customer_id')
        .onRef('g.community_id', '=', 'e.community_id')
        .onRef('g.id', '=', 'e.grant_id'),
    )
    .innerJoin('access_credentials as c', (j) =>
      j
        .onRef('c.customer_id', '=', 'e.customer_id')
        .onRef('c.community_id', '=', 'e.community_id')
        .onRef('c.id', '=', 'e.credential_id'),
    )
    .select([
      'e.device_id',
      'd.name as device_name',
      'e.grant_id',
      'e.credential_id',
      'g.holder_kind',
      'g.holder_id',
      'e.holder_name',
      'c.kind as credential_kind',
      'c.label as credential_label',
      'e.desired',
      'e.requested_at',
      'e.confirmed_at',
      'g.valid_from',
    ])
    .where('e.customer_id', '=', community.customer_id)
    .where('e.community_id', '=', community.community_id)
    .where('e.confirmed', 'is not', null)
    .orderBy('d.name')
    .orderBy('e.holder_name')
    .orderBy('e.grant_id')
    .orderBy('e.credential_id')
    .execute();
  if (rows.length === 0) return;
  const late = rows.find((row) => row.desired === 'PRESENT');
  const values = rows.flatMap((row) => {
    const entry = `${community.community_id}/${row.device_id}/${row.grant_id}/${row.credential_id}`;
    const base = {
      ...community,
      device_id: row.device_id,
      device_name: row.device_name,
      grant_id: row.grant_id,
      credential_id: row.credential_id,
      holder_kind: row.holder_kind,
      holder_id: row.holder_id,
      holder_name: row.holder_name,
      credential_kind: row.credential_kind,
      credential_label: row.credential_label,
    };
    const tried = (operation: 'PUT' | 'REMOVE', attempt: number, requestedAt: Date, answeredAt: Date | null) => ({
      ...base,
      id: demoId(`pacs:${entry}/${operation}/${attempt}`),
      operation,
      attempt,
      requested_at: requestedAt,
      sent_at: new Date(requestedAt.getTime() + attempt * SECOND),
      answered_at: answeredAt,
      outcome: answeredAt ? 'CONFIRMED' : 'NO_ANSWER',
      error: answeredAt ? null : NO_ANSWER,
    });
    const confirmed = row.confirmed_at ?? new Date(row.requested_at.getTime() + 3 * SECOND);
    if (row.desired === 'ABSENT') {
      const put = new Date(row.valid_from.getTime());
      return [
        tried('PUT', 1, put, new Date(put.getTime() + 3 * SECOND)),
        tried('REMOVE', 1, row.requested_at, confirmed),
      ];
    }
    if (row === late) return [tried('PUT', 1, row.requested_at, null), tried('PUT', 2, row.requested_at, confirmed)];
    return [tried('PUT', 1, row.requested_at, confirmed)];
  });
  for (let i = 0; i < values.length; i += 500) {
    await trx
      .insertInto('pacs_transactions')
      .values(values.slice(i, i + 500))
      .execute();
  }
  if (late) {
    await trx
      .updateTable('door_entries')
      .set({ attempts: 1 })
      .where('customer_id', '=', community.customer_id)
      .where('community_id', '=', community.community_id)
      .where('device_id', '=', late.device_id)
      .where('grant_id', '=', late.grant_id)
      .where('credential_id', '=', late.credential_id)
      .execute();
  }
}
