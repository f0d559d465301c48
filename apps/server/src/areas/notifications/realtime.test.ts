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

async function sendAlert(title: string, target: object = { kind: 'community', communityId: MAPLE }) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/notifications/send',
    headers: { authorization: `Bearer ${superToken}`, ...contextHeaders({ customer: 'Acme Living' }) },
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
    const message = await client.next((m) => m.type === 'NOTIFICATION', 2_000);
    expect(message.body).toMatchObject({ id: notificationId, inAppTitle: 'Water leak in B-204', read: false });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.received.filter((m) => m.type === 'NOTIFICATION')).toHaveLength(1);
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
    await manager.next((m) => m.type === 'NOTIFICATION', 2_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(birch.received.filter((m) => m.type === 'NOTIFICATION')).toEqual([]);
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
    const idle = await WsClient.open(`${base}/ws`, { origin: base.replace('ws:', 'http:') });
    expect(await idle.closed(6_000)).toBe(4001);
    const wrong = await WsClient.open(`${base}/ws`, { origin: base.replace('ws:', 'http:') });
    const reply = await wrong.request({ type: 'AUTHENTICATION', body: { token: 'x'.repeat(43) } });
    expect(reply).toMatchObject({ type: 'ERROR', body: { code: 'AUTH_REQUIRED' } });
    expect(await wrong.closed(1_000)).toBe(4401);
  }, 15_000);

  it('community manager: a message over 64 KB closes the socket; more than 100 a minute are refused', async () => {
    const { client: big } = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    big.raw(JSON.stringify({ id: '1', type: 'PING', body: 'x'.repeat(70_000) }));
    expect(await big.closed(2_000)).toBe(1009);
    const { client: chatty } = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    for (let i = 0; i < 105; i++) chatty.raw(JSON.stringify({ id: String(i), type: 'PING' }));
    const refused = await chatty.next((m) => m.type === 'ERROR', 2_000);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(chatty.received.filter((m) => m.type === 'PING').length).toBeLessThanOrEqual(99);
    chatty.close();
  });

  it('community manager: the socket closes within 1 s of signing out', async () => {
    const { client, token } = await connect('manager@maple.demo', { customerId: ACME, communityId: MAPLE });
    const out = await api.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await client.closed(1_000)).toBe(4403);
  });

  it('read-only viewer: the socket closes within 1 s of the user being deactivated', async () => {
    const { client } = await connect('viewer@maple.demo', { customerId: ACME, communityId: MAPLE });
    await sql`update users set status = 'inactive' where email = 'viewer@maple.demo'`.execute(api.database.db);
    expect(await client.closed(1_000)).toBe(4403);
    await sql`update users set status = 'active' where email = 'viewer@maple.demo'`.execute(api.database.db);
  });

  it('portfolio user: the socket closes within 1 s of the session timing out', async () => {
    const { client } = await connect('portfolio@acme.demo', { customerId: ACME, communityId: MAPLE });
    api.clock.advance(api.config.session.idleTimeoutMs + 1);
    expect(await client.closed(1_000)).toBe(4403);
  });
});
