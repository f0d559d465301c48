import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { communityId } from '../../seed/demo.ts';

let api: TestApi;
let superAdmin: PersonaClient;
let manager: PersonaClient;
let viewer: PersonaClient;
let multi: PersonaClient;
const acme = { customer: 'Acme Living' };
const maple = { customer: 'Acme Living', community: 'Maple Court' };
const harbor = { customer: 'Acme Living', community: 'Harbor View' };
const birch = { customer: 'Birch Residential' };
const MAPLE = communityId('Acme Living', 'Maple Court');

async function send(body: Record<string, unknown>, context = acme) {
  const response = await superAdmin.post(
    '/api/notifications/send',
    { kind: 'ALERT', priority: 'HIGH', title: 'Lock battery low', html: '<p>Lock <b>4B</b> is at 5%.</p>', ...body },
    context,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { notificationId: string; recipients: number };
}

beforeAll(async () => {
  api = await createTestApi();
  [superAdmin, manager, viewer, multi] = await Promise.all([
    api.as('super@lintel.demo'),
    api.as('manager@maple.demo'),
    api.as('viewer@maple.demo'),
    api.as('multi@lintel.demo'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

describe('sending and the feed', () => {
  it('super admin acting in Acme: sends an alert to Maple Court staff; the manager finds it in the feed', async () => {
    const sent = await send({ target: { kind: 'community', communityId: MAPLE }, title: 'Leak in A-101' });
    expect(sent.recipients).toBeGreaterThanOrEqual(2);
    const feed = await manager.get('/api/my-notifications', maple);
    expect(feed.statusCode).toBe(200);
    const item = feed.json().content.find((n: { id: string }) => n.id === sent.notificationId);
    expect(item).toMatchObject({ title: 'Leak in A-101', acknowledgedAt: null, kind: 'ALERT' });
    expect(item.data.content).toBe('<p>Lock <b>4B</b> is at 5%.</p>');
    expect(feed.headers['x-total-count']).toBe(String(feed.json().totalElements));
    expect(feed.json().size).toBe(20);
  });

  it('super admin: hostile HTML is sanitised before it is stored', async () => {
    const sent = await send({
      target: { kind: 'user', userId: (await manager.get('/api/auth/session')).json().user.id },
      html: '<p onclick="steal()">hi<script>steal()</script><a href="javascript:steal()" data-x="1">x</a><img src=x onerror=steal()></p>',
    });
    const { rows } = await sql<{
      body_html: string;
    }>`select body_html from notifications where id = ${sent.notificationId}::uuid`.execute(api.database.db);
    expect(rows[0]!.body_html).toBe('<p>hi<a rel="noopener noreferrer">x</a></p>');
  });

  it('community manager: reading one sets acknowledgedAt once', async () => {
    const sent = await send({ target: { kind: 'community', communityId: MAPLE }, kind: 'ACTIVITY' });
    const first = await manager.request('PATCH', `/api/my-notifications/${sent.notificationId}`, { context: maple });
    expect(first.statusCode).toBe(200);
    const acknowledgedAt = first.json().acknowledgedAt;
    expect(acknowledgedAt).toBe(api.clock.now().toISOString());
    api.clock.advance(60_000);
    const second = await manager.request('PATCH', `/api/my-notifications/${sent.notificationId}`, { context: maple });
    expect(second.json().acknowledgedAt).toBe(acknowledgedAt);
  });

  it('community manager: filters by createdFrom/createdTo and searchQuery; bad dates are refused', async () => {
    api.clock.set('2026-11-20T10:00:00Z');
    await send({ target: { kind: 'community', communityId: MAPLE }, title: 'Older elevator notice', kind: 'ACTIVITY' });
    api.clock.set('2026-11-22T12:05:00Z');
    const from = await manager.get(
      '/api/my-notifications?createdFrom=2026-11-20T00:00:00.0Z&createdTo=2026-11-20T23:59:59.0Z',
      maple,
    );
    expect(from.json().content.map((n: { title: string }) => n.title)).toEqual(['Older elevator notice']);
    const search = await manager.get('/api/my-notifications?searchQuery=ELEVATOR', maple);
    expect(search.json()).toMatchObject({ totalElements: 1, totalIsEstimate: false });
    // The search is a plain substring: LIKE's wildcards match only themselves.
    await send({ target: { kind: 'community', communityId: MAPLE }, title: 'Laundry 50% off_peak', kind: 'ACTIVITY' });
    for (const [q, titles] of [
      ['%25', ['Laundry 50% off_peak']],
      ['_', ['Laundry 50% off_peak']],
      ['0%25 OFF', ['Laundry 50% off_peak']],
      ['elevator%25', []],
    ] as const) {
      const found = (await manager.get(`/api/my-notifications?searchQuery=${q}`, maple)).json();
      expect(
        found.content.map((n: { title: string }) => n.title),
        q,
      ).toEqual(titles);
      expect(found.totalElements, q).toBe(titles.length);
    }
    // Bad input is refused with the validation code, whatever the shape.
    for (const bad of [`searchQuery=${'x'.repeat(201)}`, 'category=no-such-category']) {
      const refused = await manager.get(`/api/my-notifications?${bad}`, maple);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().code, bad).toBe('VALIDATION_FAILED');
    }
    // A category filter keeps that category's events only.
    await send({
      target: { kind: 'community', communityId: MAPLE },
      title: 'Leak in 2C',
      eventCode: 'IOT_LEAK_DETECTED',
    });
    const iot = (await manager.get('/api/my-notifications?category=iot&searchQuery=2C', maple)).json();
    expect(iot.content.map((n: { title: string }) => n.title)).toEqual(['Leak in 2C']);
    const general = (await manager.get('/api/my-notifications?category=general&searchQuery=2C', maple)).json();
    expect(general.totalElements).toBe(0);
    expect((await manager.get('/api/my-notifications?createdFrom=yesterday', maple)).statusCode).toBe(400);
    expect((await manager.get('/api/my-notifications?sort=title,asc', maple)).statusCode).toBe(400);
  });

  it('community manager at Maple Court: does not see a Harbor View alert', async () => {
    const harborId = communityId('Acme Living', 'Harbor View');
    const sent = await send({ target: { kind: 'community', communityId: harborId }, title: 'Harbor only' });
    const feed = await manager.get('/api/my-notifications?size=100', maple);
    expect(feed.json().content.some((n: { id: string }) => n.id === sent.notificationId)).toBe(false);
    const one = await manager.request('PATCH', `/api/my-notifications/${sent.notificationId}`, { context: maple });
    expect(one.statusCode).toBe(404);
    void harbor;
  });
});

describe('alerts and the panel', () => {
  it('portfolio user: alerts sort by priority descending, then newest; unread query with size 1 counts them', async () => {
    const portfolio = await api.as('portfolio@acme.demo');
    const ids: Record<string, string> = {};
    for (const [title, priority] of [
      ['low old', 'LOW'],
      ['critical', 'CRITICAL'],
      ['low new', 'LOW'],
      ['medium', 'MEDIUM'],
    ] as const) {
      api.clock.advance(1_000);
      ids[title] = (await send({ target: { kind: 'community', communityId: MAPLE }, priority, title })).notificationId;
    }
    const alerts = (await portfolio.get('/api/notifications/alerts?tab=alert&size=100', maple)).json();
    const titles = alerts.content.map((a: { inAppTitle: string }) => a.inAppTitle).filter((t: string) => t in ids);
    expect(titles).toEqual(['critical', 'medium', 'low new', 'low old']);
    const unread = await portfolio.get('/api/notifications/alerts?tab=alert&unread=true&size=1', maple);
    expect(unread.json().content).toHaveLength(1);
    expect(unread.json().totalElements).toBe(alerts.totalElements);
  });

  it('community manager: takes an alert up, then resolves it; it moves to Resolved with its history', async () => {
    const sent = await send({ target: { kind: 'community', communityId: MAPLE }, title: 'Door forced' });
    const move = (processingStatus: string, note?: string) =>
      manager.request('PATCH', `/api/notifications/${sent.notificationId}/status`, {
        context: maple,
        body: { processingStatus, ...(note ? { note } : {}) },
      });
    api.clock.advance(5_000);
    const taken = await move('PROCESSING');
    expect(taken.statusCode, taken.body).toBe(200);
    // Working on an alert reads it.
    expect(taken.json().notification).toMatchObject({ processingStatus: 'PROCESSING', read: true });
    api.clock.advance(5_000);
    const moved = await move('RESOLVED', 'Checked on site');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().history.map((h: { processingStatus: string }) => h.processingStatus)).toEqual([
      'NEW',
      'PROCESSING',
      'RESOLVED',
    ]);
    expect(moved.json().history[2]).toMatchObject({ note: 'Checked on site', actorName: 'Morgan Manager' });
    const resolved = (await manager.get('/api/notifications/alerts?tab=resolved&size=100', maple)).json();
    expect(resolved.content.some((a: { id: string }) => a.id === sent.notificationId)).toBe(true);
    const open = (await manager.get('/api/notifications/alerts?tab=alert&size=100', maple)).json();
    expect(open.content.some((a: { id: string }) => a.id === sent.notificationId)).toBe(false);
    const drawer = await manager.get(`/api/notifications/${sent.notificationId}`, maple);
    expect(drawer.json().notification.processingStatus).toBe('RESOLVED');
  });

  it('community manager: a step that is not allowed is refused and changes nothing', async () => {
    const sent = await send({ target: { kind: 'community', communityId: MAPLE }, title: 'Smoke in C-3' });
    const path = `/api/notifications/${sent.notificationId}/status`;
    const history = async () =>
      (await manager.get(`/api/notifications/${sent.notificationId}`, maple)).json().history.length;
    // NEW may only be taken up: skipping to a finished status or staying put is refused.
    for (const processingStatus of ['DONE', 'RESOLVED', 'PROCESSED', 'NEW']) {
      const refused = await manager.request('PATCH', path, { context: maple, body: { processingStatus } });
      expect(refused.statusCode, processingStatus).toBe(409);
      expect(refused.json().code).toBe('NOTIFICATION_TRANSITION_NOT_ALLOWED');
    }
    expect(await history()).toBe(1);
    const unread = (await manager.get('/api/notifications', maple)).json();
    expect(unread.notifications.find((n: { id: string }) => n.id === sent.notificationId).read).toBe(false);
    // A finished alert stays finished.
    await manager.request('PATCH', path, { context: maple, body: { processingStatus: 'PROCESSING' } });
    await manager.request('PATCH', path, { context: maple, body: { processingStatus: 'DONE' } });
    for (const processingStatus of ['PROCESSING', 'RESOLVED', 'NEW']) {
      const refused = await manager.request('PATCH', path, { context: maple, body: { processingStatus } });
      expect(refused.statusCode, processingStatus).toBe(409);
    }
    expect(await history()).toBe(3);
    const bad = await manager.request('PATCH', path, { context: maple, body: { processingStatus: 'CLOSED' } });
    expect(bad.statusCode).toBe(400);
  });

  it('read-only viewer: works on an alert they received; the manager sees where it is, still unread for them', async () => {
    const sent = await send({ target: { kind: 'community', communityId: MAPLE }, title: 'Gate stuck open' });
    const taken = await viewer.request('PATCH', `/api/notifications/${sent.notificationId}/status`, {
      context: maple,
      body: { processingStatus: 'PROCESSING' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const managerView = (await manager.get(`/api/notifications/${sent.notificationId}`, maple)).json();
    expect(managerView.notification).toMatchObject({ processingStatus: 'PROCESSING', read: false });
    expect(managerView.history[1]).toMatchObject({ processingStatus: 'PROCESSING', actorName: 'Val Viewer' });
  });

  it('community manager: an activity has no processing status to change', async () => {
    const sent = await send({ target: { kind: 'community', communityId: MAPLE }, kind: 'ACTIVITY', title: 'FYI' });
    const refused = await manager.request('PATCH', `/api/notifications/${sent.notificationId}/status`, {
      context: maple,
      body: { processingStatus: 'PROCESSING' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOTIFICATION_NOT_AN_ALERT');
  });

  it('read-only viewer: toggles read flags of their own notifications only', async () => {
    const sent = await send({
      target: { kind: 'community', communityId: MAPLE },
      kind: 'ACTIVITY',
      title: 'Pool closed',
    });
    const panel = (await viewer.get('/api/notifications', maple)).json();
    expect(panel.notifications.find((n: { id: string }) => n.id === sent.notificationId)).toMatchObject({
      read: false,
    });
    const update = await viewer.request('PATCH', '/api/notifications', {
      context: maple,
      body: [{ id: sent.notificationId, read: true }],
    });
    expect(update.json()).toEqual({ updated: 1 });
    const after = (await viewer.get('/api/notifications', maple)).json();
    expect(after.notifications.find((n: { id: string }) => n.id === sent.notificationId)).toMatchObject({ read: true });
    expect(after.unread).toBe(panel.unread - 1);
    const unread = await viewer.request('PATCH', '/api/notifications', {
      context: maple,
      body: [{ id: sent.notificationId, read: false }],
    });
    expect(unread.json()).toEqual({ updated: 1 });
    // The manager's copy is untouched.
    const managerPanel = (await manager.get('/api/notifications', maple)).json();
    expect(managerPanel.notifications.find((n: { id: string }) => n.id === sent.notificationId).read).toBe(false);
  });
});

describe('tenancy and permissions', () => {
  it('Birch Residential user: never sees an Acme alert, even by its id', async () => {
    const sent = await send({ target: { kind: 'customer' }, title: 'Acme-wide notice' });
    const feed = await multi.get('/api/my-notifications?size=100', birch);
    // The demo gives Birch its own alerts (Birch Commons' gate lock); none of Acme's may show.
    const birchCommunities = [
      communityId('Birch Residential', 'Birch Commons'),
      communityId('Birch Residential', 'Elm Park'),
    ];
    const items = feed.json().content as { id: string; communityId: string | null }[];
    expect(items.map((n) => n.id)).not.toContain(sent.notificationId);
    for (const item of items) if (item.communityId) expect(birchCommunities).toContain(item.communityId);
    const forged = await multi.get(`/api/notifications/${sent.notificationId}`, birch);
    expect(forged.statusCode).toBe(404);
    const read = await multi.request('PATCH', '/api/notifications', {
      context: birch,
      body: [{ id: sent.notificationId, read: true }],
    });
    expect(read.json()).toEqual({ updated: 0 });
    const processed = await multi.request('PATCH', `/api/notifications/${sent.notificationId}/status`, {
      context: birch,
      body: { processingStatus: 'PROCESSING' },
    });
    expect(processed.statusCode).toBe(404);
    const { rows } = await sql<{ processing_status: string }>`
      select processing_status from notifications where id = ${sent.notificationId}::uuid`.execute(api.database.db);
    expect(rows[0]!.processing_status).toBe('NEW');
  });

  it('community manager: may not use the sender tool', async () => {
    const response = await manager.post(
      '/api/notifications/send',
      { target: { kind: 'customer' }, kind: 'ALERT', priority: 'LOW', title: 't', html: 'x' },
      acme,
    );
    expect(response.statusCode).toBe(403);
  });

  it('super admin: a user outside the customer gets nothing and the send is refused', async () => {
    const stranger = (await multi.get('/api/auth/session')).json().user.id;
    const sent = await superAdmin.post(
      '/api/notifications/send',
      { target: { kind: 'user', userId: stranger }, kind: 'ALERT', priority: 'LOW', title: 't', html: 'x' },
      { customer: 'Old Oak Homes' },
    );
    expect([403, 422]).toContain(sent.statusCode);
    const bad = await superAdmin.post(
      '/api/notifications/send',
      {
        target: { kind: 'community', communityId: communityId('Birch Residential', 'Elm Park') },
        kind: 'ALERT',
        priority: 'LOW',
        title: 't',
        html: 'x',
      },
      acme,
    );
    expect(bad.statusCode).toBe(404);
  });
});

describe('notification settings', () => {
  it('community manager: switches e-mail on; the next alert queues e-mail through the outbox', async () => {
    const config = await manager.get('/api/notifications-config', maple);
    expect(config.statusCode).toBe(200);
    const iot = config.json().find((c: { category: { id: string } }) => c.category.id === 'iot');
    expect(iot.configs.map((c: { eventCode: string }) => c.eventCode)).toContain('IOT_LOW_BATTERY');
    const saved = await manager.request('PUT', '/api/notifications-config', {
      context: maple,
      body: [{ eventCode: 'MANUAL', emailEnabled: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const flat = (await manager.get('/api/event-configs', maple)).json();
    expect(flat.find((c: { eventCode: string }) => c.eventCode === 'MANUAL').emailEnabled).toBe(true);

    const sent = await send({ target: { kind: 'community', communityId: MAPLE }, title: 'Mail me' });
    const { rows } = await sql<{ recipient: string; kind: string }>`
      select recipient, kind from outbox_messages where subject = 'Mail me'`.execute(api.database.db);
    expect(rows.length).toBe(sent.recipients);
    expect(rows.map((r) => r.recipient)).toContain('manager@maple.demo');
  });

  it('community manager: an audience limits who gets e-mail; a stranger cannot be added', async () => {
    const audience = (await manager.get('/api/event-audience/general', maple)).json();
    const me = audience.members.find((m: { email: string }) => m.email === 'manager@maple.demo');
    expect(audience.customised).toBe(false);
    const put = await manager.request('PUT', '/api/event-audience/general', {
      context: maple,
      body: { name: 'managers', profileIds: [me.profileId] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().members.filter((m: { selected: boolean }) => m.selected)).toHaveLength(1);
    await send({ target: { kind: 'community', communityId: MAPLE }, title: 'Managers only' });
    const { rows } = await sql<{ recipient: string }>`
      select recipient from outbox_messages where subject = 'Managers only'`.execute(api.database.db);
    expect(rows.map((r) => r.recipient)).toEqual(['manager@maple.demo']);

    const birchProfile = (
      await sql<{ id: string }>`select cu.id from customer_users cu join customers c on c.id = cu.customer_id
                                 where c.name = 'Birch Residential' limit 1`.execute(api.database.db)
    ).rows[0]!.id;
    const forged = await manager.request('PUT', '/api/event-audience/general', {
      context: maple,
      body: { name: 'x', profileIds: [birchProfile] },
    });
    expect(forged.statusCode).toBe(400);
    expect((await manager.get('/api/event-audience/nope', maple)).statusCode).toBe(400);
  });
});
