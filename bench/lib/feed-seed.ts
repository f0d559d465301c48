import pg from 'pg';
import { alertSortKey } from '../../apps/server/src/areas/notifications/publish.ts';
import { SCALE_USER } from './client.ts';
import { partMarker, recordPart, type SeededIds, seedMarker } from './seed.ts';

/** Bump when the shape of the seeded feed changes: the next run seeds it again. */
const LAYOUT = 2;
const BATCH = 10_000;
const DAY_MS = 86_400_000;

/** 50 building names; each title names one, so a search for one name matches 2% of the feed. */
const PLACES = (
  'Aspen Birch Cedar Dogwood Elm Fir Ginkgo Hazel Ironwood Juniper Katsura Larch Magnolia Nutmeg Olive Poplar ' +
  'Quince Rowan Spruce Tamarack Umbrella Viburnum Walnut Xylosma Yew Zelkova Alder Beech Cypress Douglas Ebony Fig ' +
  'Gum Hawthorn Ivy Jacaranda Kapok Laurel Maple Neem Oak Pine Redwood Sequoia Teak Upas Vine Willow Yucca Zebrawood'
)
  .split(' ')
  .map((tree) => `${tree} House`);
/** The filtered page searches this: one building of the 50. */
export const FEED_SEARCH = 'cedar';

const EVENTS = [
  ['IOT_LOW_BATTERY', 'Lock battery low', 'warning'],
  ['IOT_LEAK_DETECTED', 'Leak detected', 'error'],
  ['IOT_LOCK_OFFLINE', 'Lock offline', 'warning'],
  ['SREQ_CREATED', 'Service request created', 'brand'],
  ['SREQ_STATUS_CHANGED', 'Service request updated', 'default'],
  ['LEASING_APPLICATION_SUBMITTED', 'Application submitted', 'success'],
  ['LEASING_LEASE_SIGNED', 'Lease signed', 'success'],
  ['MANUAL', 'Message from the office', 'default'],
] as const;
const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
const STATUSES = ['NEW', 'PROCESSING', 'PROCESSED', 'RESOLVED', 'DONE'] as const;

export interface FeedIds {
  customerId: string;
  communityId: string;
  count: number;
  /** The newest notification's time: the filtered page's window is placed from it. */
  newest: Date;
}

/**
 * One year of notifications for the scale portfolio's admin, newest first, one every
 * (365 days / count): 80% in the community the requests act in, 14% customer-wide, 6% in another
 * community (filtered out by the feed's community rule); a third are alerts; the 50 newest unread.
 * One notifications row and one recipient row per message, written in batches of 10,000.
 */
async function seedFeed(client: pg.Client, ids: FeedIds & { userId: string; otherCommunityId: string }) {
  await client.query("delete from notifications where customer_id = $1 and origin_service_code = 'BENCH'", [
    ids.customerId,
  ]);
  const spacingMs = Math.floor((365 * DAY_MS) / ids.count);
  for (let start = 1; start <= ids.count; start += BATCH) {
    const end = Math.min(ids.count, start + BATCH - 1);
    const rows = Array.from({ length: end - start + 1 }, (_, k) => {
      const i = start + k;
      const createdAt = new Date(ids.newest.getTime() - (i - 1) * spacingMs);
      const [eventCode, title, type] = EVENTS[i % EVENTS.length]!;
      const priority = PRIORITIES[i % PRIORITIES.length]!;
      const alert = i % 3 === 0;
      const place = PLACES[(i * 7) % PLACES.length]!;
      return {
        community: i % 50 < 3 ? ids.otherCommunityId : i % 7 === 0 ? null : ids.communityId,
        kind: alert ? 'ALERT' : 'ACTIVITY',
        eventCode,
        type,
        title: `${title} · ${place}`,
        html: `<p>${title} at <b>${place}</b>, unit ${100 + (i % 400)}. <a href="https://example.com/n/${i}">Details</a></p>`,
        priority,
        status: alert ? STATUSES[i % STATUSES.length]! : null,
        createdAt: createdAt.toISOString(),
        alertSort: String(alertSortKey(priority, createdAt)),
        read: i > 50,
      };
    });
    await client.query('begin');
    await client.query(
      `with src as (
         select gen_random_uuid() as id, r.*
         from jsonb_to_recordset($1::jsonb) as r(community uuid, kind text, "eventCode" text, type text, title text,
           html text, priority text, status text, "createdAt" timestamptz, "alertSort" bigint, read boolean)
       ), messages as (
         insert into notifications (customer_id, id, community_id, kind, event_code, type, title, body_html, priority,
                                    processing_status, origin_service_code, created_at)
         select $2, id, community, kind, "eventCode", type, title, html, priority, status, 'BENCH', "createdAt" from src
       )
       insert into notification_recipients (customer_id, user_id, notification_id, community_id, kind, created_at,
                                            alert_sort, read, acknowledged_at, event_code, search_title)
       select $2, $3, id, community, kind, "createdAt", "alertSort", read, case when read then "createdAt" end,
              "eventCode", lower(title)
       from src`,
      [JSON.stringify(rows), ids.customerId, ids.userId],
    );
    await client.query('commit');
  }
  await client.query('vacuum (analyze) notifications, notification_recipients');
}

/**
 * Makes sure the database holds `count` notifications in the feed of the scale portfolio's admin
 * (recorded in the database comment, so the next run reuses them) and returns what the requests need.
 */
export async function ensureFeedNotifications(url: string, ids: SeededIds, count: number): Promise<FeedIds> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = partMarker(await seedMarker(client), 'notifications');
    const userId = (await client.query('select id from users where email = $1', [SCALE_USER])).rows[0]!.id as string;
    const feed = { customerId: ids.customerId, communityId: ids.regularCommunityId, count };
    if (found && found.count === count && found.layout === LAYOUT && found.user === SCALE_USER) {
      return { ...feed, newest: new Date(String(found.newest)) };
    }
    const otherCommunityId = (
      await client.query('select id from communities where customer_id = $1 and name = $2', [
        ids.customerId,
        'Scale Community 00002',
      ])
    ).rows[0]!.id as string;
    const started = Date.now();
    console.info(`Seeding ${count.toLocaleString('en-US')} notifications for ${SCALE_USER}…`);
    const newest = new Date(Math.floor(Date.now() / 1000) * 1000);
    await seedFeed(client, { ...feed, newest, userId, otherCommunityId });
    await recordPart(client, 'notifications', {
      user: SCALE_USER,
      count,
      layout: LAYOUT,
      newest: newest.toISOString(),
    });
    console.info(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    return { ...feed, newest };
  } finally {
    await client.end();
  }
}

/** The notifications view's first page, and a filtered one (a 30-day window two months back, and a search). */
export function feedPaths(feed: FeedIds) {
  const day = (offset: number) => new Date(feed.newest.getTime() - offset * DAY_MS).toISOString().slice(0, 10);
  const createdFrom = `${day(90)}T00:00:00.000Z`;
  const createdTo = `${day(61)}T23:59:59.999Z`;
  return {
    first_page: '/api/my-notifications?page=0&pageSize=20',
    filtered_page: `/api/my-notifications?page=0&pageSize=20&createdFrom=${createdFrom}&createdTo=${createdTo}&searchQuery=${FEED_SEARCH}`,
  };
}
