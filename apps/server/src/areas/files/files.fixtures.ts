import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/open.ts';

/**
 * A file record of any tenant, written as the connection role (tests only): no customer outside
 * Acme has the media apps, so the security suites plant one to probe with.
 */
export async function plantFileRecord(database: Database, customerId: string, communityId: string): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await database.db
    .insertInto('files')
    .values({
      customer_id: customerId,
      community_id: communityId,
      id,
      base_directory: 'marketing',
      directories: ['marketing'],
      category: null,
      file_name: 'planted.png',
      content_type: 'image/png',
      file_type: 'image',
      file_size: 1,
      width: 1,
      height: 1,
      storage_key: `${customerId}/${communityId}/${id}/${id}`,
      thumbnail_key: `${customerId}/${communityId}/${id}/${id}.thumb`,
      tags: [],
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
