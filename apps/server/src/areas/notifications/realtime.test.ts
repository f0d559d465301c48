import { WS_AUTH_TIMEOUT_MS } from '@lintel/contracts/realtime';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { WsClient } from '../../../test/fixtures/ws-client.ts';
import { contextHeaders, createTestApi, type TestApi } from '../../../test/harness.ts';
import { communityId, customerId } from '../../seed/demo.ts';

let api: TestApi;
let base: string;
let superToken: string;
const MAPLE = communityId('Acme Living', 'Maple Court');
const ACME = customerId('Acme Living');
const BIRCH = customerId('Birch Residential');

async function sendAlert(
  title: string,
  target: object = { kind: 'community', communityId: MAPLE },
  customer = 'Acme Living',
) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/notifications/send',
    headers: { authorization: `Bearer ${superToken}`, ...contextHeaders({ customer }) },
    payload: { target, kind: 'ALERT', priority: 'CRITICAL', title, html: `<p>${title}</p>` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { notificationId: string };
}

async function connect(email: string, context: { customerId: string | null; communityId?: string | null }) {
  const token = await api.signIn(email);
  const client = await WsClient.open(`${base}/ws`, { origin: base.replace('ws:', 'http:') });
  const reply = await client.request({ type: 'AUTHENTICATION', body: { token, ...context } });
  expect(reply.type, JSON.stringify(reply)).toBe('AUTHENTICATION');
  return { client, token };
}

/**
 * Waits on events, never on the wall clock: a busy machine makes every step slower, so each wait has
 * a generous outer limit that only a broken feature reaches. Spec latencies ("within 1 s") follow
 * from how the close is triggered (a signal at commit, or the hub's sweep) and are checked that way.
 */
const PATIENCE_MS = 20_000;

/**
 * Everything sent to this socket before now has arrived: an alert to this socket's own community,
 * sent after the fact, arrives behind anything the server sent the socket earlier (one ordered
 * connection, one fan-out per signal, signals in commit order).
 */
async function drained(client: WsClient, customer = 'Acme Living') {
  const target = customer === 'Acme Living' ? { kind: 'community', communityId: MAPLE } : { kind: 'customer' };
  const { notificationId } = await sendAlert(`Marker ${Math.random()}`, target, customer);
  await client.next((m) => m.type === 'NOTIFICATION' && m.body.id === notificationId, PATIENCE_MS);
}

beforeAll(async () => {
  api = await createTestApi();
  // Port from this area's range; 0 would do as well but keeps the machine's ranges tidy.
  await api.app.listen({ port: 3500 + (process.pid % 40), host: '127.0.0.1' });
  const address = api.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  superToken = await api.signIn('super@lintel.demo');
});
afterAll(async () => {
  await api?.close();
});

describe('websocket /ws', () => {
  it('community manager: authenticates, pings, and gets a new alert for Maple Court exactly once', async () => {
    const { client } = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    const pong = await client.request({ type: 'PING' });
    expect(pong.type).toBe('PING');
    const { notificationId } = await sendAlert('Water leak in B-204');
    const message = await client.next((m) => m.type === 'NOTIFICATION', PATIENCE_MS);
    expect(message.body).toMatchObject({ id: notificationId, inAppTitle: 'Water leak in B-204', read: false });
    await drained(client);
    expect(client.received.filter((m) => m.type === 'NOTIFICATION' && m.body.id === notificationId)).toHaveLength(1);
    client.close();
  });

  it('community manager: sees an alert move when read-only staff take it up in their own portal', async () => {
    const { client: manager } = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    const { client: birch } = await connect('multi@lintel.demo', { customerId: BIRCH });
    const { notificationId } = await sendAlert('Water leak in C-310');
    await manager.next((m) => m.type === 'NOTIFICATION', 2_000);
    const viewerToken = await api.signIn('viewer@maple.demo');
    const taken = await api.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${notificationId}/status`,
      headers: {
        authorization: `Bearer ${viewerToken}`,
        ...contextHeaders({ customer: 'Acme Living', community: 'Maple Court' }),
      },
      payload: { processingStatus: 'PROCESSING' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const moved = await manager.next((m) => m.type === 'ALERT_STATUS', 2_000);
    expect(moved.body).toEqual({ notificationId, processingStatus: 'PROCESSING' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(birch.received.filter((m) => m.type === 'ALERT_STATUS')).toEqual([]);
    manager.close();
    birch.close();
  });

  it('Birch Residential user: never receives an Acme alert, even one addressed to the whole of Acme', async () => {
    const { client: birch } = await connect('multi@lintel.demo', { customerId: BIRCH });
    const { client: manager } = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    await sendAlert('Acme-wide fire drill', { kind: 'customer' });
    const acme = await manager.next((m) => m.type === 'NOTIFICATION', PATIENCE_MS);
    // Anything the Acme fan-out sent Birch's socket is ahead of an alert to Birch itself.
    await drained(birch, 'Birch Residential');
    expect(birch.received.filter((m) => m.type === 'NOTIFICATION' && m.body.id === acme.body.id)).toEqual([]);
    expect(birch.received.filter((m) => m.type === 'NOTIFICATION')).toHaveLength(1);
    birch.close();
    manager.close();
  });

  it('anyone: a socket from another site is refused at the upgrade', async () => {
    const socket = new WebSocket(`${base}/ws`, { origin: 'https://evil.example' });
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
  });

  it('anyone: a socket that does not authenticate within 5 s is closed; a wrong token closes it at once', async () => {
    // The 5 s is the server's own timer (WS_AUTH_TIMEOUT_MS); the wait only bounds a broken one.
    const idle = await WsClient.open(`${base}/ws`, { origin: base.replace('ws:', 'http:') });
    expect(await idle.closed(WS_AUTH_TIMEOUT_MS + PATIENCE_MS)).toBe(4001);
    const wrong = await WsClient.open(`${base}/ws`, { origin: base.replace('ws:', 'http:') });
    const reply = await wrong.request({ type: 'AUTHENTICATION', body: { token: 'x'.repeat(43) } }, PATIENCE_MS);
    expect(reply).toMatchObject({ type: 'ERROR', body: { code: 'AUTH_REQUIRED' } });
    // At once: the refusal and the close come from the same step, long before the 5 s timer.
    expect(await wrong.closed(PATIENCE_MS)).toBe(4401);
  }, 60_000);

  it('community manager: a message over 64 KB closes the socket; more than 100 a minute are refused', async () => {
    const { client: big } = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    big.raw(JSON.stringify({ id: '1', type: 'PING', body: 'x'.repeat(70_000) }));
    expect(await big.closed(PATIENCE_MS)).toBe(1009);
    const { client: chatty } = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    for (let i = 0; i < 105; i++) chatty.raw(JSON.stringify({ id: String(i), type: 'PING' }));
    const refused = await chatty.next((m) => m.type === 'ERROR', PATIENCE_MS);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(chatty.received.filter((m) => m.type === 'PING').length).toBeLessThanOrEqual(99);
    chatty.close();
  });

  // The manual clock never moves in the next two tests, so the hub's sweep (which acts on deadlines
  // of that clock) cannot be what closes the socket: the close comes from the signal sent at commit,
  // which is what makes it prompt (the spec's 1 s) whatever the machine's load.
  it('community manager: the socket closes within 1 s of signing out (on the sign-out signal)', async () => {
    const { client, token } = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    const out = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await client.closed(PATIENCE_MS)).toBe(4403);
  });

  it('read-only viewer: the socket closes within 1 s of the user being deactivated (on the signal)', async () => {
    const { client } = await connect('viewer@maple.demo', { customerId: ACME, communityId: MAPLE });
    await sql`update users set status = 'inactive' where email = 'viewer@maple.demo'`.execute(api.database.db);
    expect(await client.closed(PATIENCE_MS)).toBe(4403);
    await sql`update users set status = 'active' where email = 'viewer@maple.demo'`.execute(api.database.db);
  });

  it('portfolio user: the socket closes within 1 s of the session timing out (the first sweep past the deadline)', async () => {
    // A time-out sends no signal: the hub's sweep (every 250 ms) closes sockets whose deadline has
    // passed on the clock. Driven by hand here: a sweep before the deadline keeps the socket, the
    // first one after it closes the socket.
    const { client } = await connect('portfolio@acme.demo', { customerId: ACME, communityId: MAPLE });
    api.clock.advance(api.config.session.idleTimeoutMs - 1_000);
    await api.app.realtime.sweep();
    expect((await client.request({ type: 'PING' }, PATIENCE_MS)).type).toBe('PING');
    api.clock.advance(1_001);
    await api.app.realtime.sweep();
    expect(await client.closed(PATIENCE_MS)).toBe(4403);
  });
});
