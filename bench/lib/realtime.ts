import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { communityId, customerId } from '../../apps/server/src/seed/demo.ts';
import { signIn } from './client.ts';
import {
  measureCpu,
  median,
  processRss,
  type Server,
  sleep,
  startLintel,
  startNode,
  TICKS_PER_SECOND,
} from './proc.ts';
import type { Results } from './report.ts';
import { partMarker, recordPart, seedMarker } from './seed.ts';

const ACME = customerId('Acme Living');
/** Every bench user is staff of Maple Court; the first half also of Harbor View (so each size has its own community). */
const MAPLE = communityId('Acme Living', 'Maple Court');
const HARBOR = communityId('Acme Living', 'Harbor View');
const LAYOUT = 1;
const BROADCAST_TITLE = 'Benchmark broadcast';
const email = (i: number) => `bench-ws-${String(i).padStart(6, '0')}@bench.lintel`;

/** `count` users with a profile in Acme Living, straight into the database once (recorded in its comment). */
async function ensureUsers(db: pg.Client, count: number): Promise<void> {
  const found = partMarker(await seedMarker(db), 'realtime');
  if (found?.users === count && found.layout === LAYOUT) return;
  console.info(`Seeding ${count.toLocaleString('en-US')} websocket users…`);
  await db.query('begin');
  const old = "select id from users where email like 'bench-ws-%@bench.lintel'";
  await db.query(`delete from customer_users where user_id in (${old})`);
  await db.query(`delete from users where id in (${old})`);
  await db.query(
    `insert into users (email, first_name, last_name)
     select 'bench-ws-' || lpad(i::text, 6, '0') || '@bench.lintel', 'Bench', 'User ' || i from generate_series(1, $1) i`,
    [count],
  );
  await db.query(
    `insert into customer_users (customer_id, user_id, type)
     select $1, id, 'USER' from users where email like 'bench-ws-%@bench.lintel'`,
    [ACME],
  );
  await db.query(
    `insert into customer_user_communities (customer_id, customer_user_id, community_id)
     select cu.customer_id, cu.id, c.community
     from customer_users cu join users u on u.id = cu.user_id
     cross join lateral (select $2::uuid as community
                         union all select $3::uuid where substring(u.email from 10 for 6)::int <= $4) c
     where cu.customer_id = $1 and u.email like 'bench-ws-%@bench.lintel'`,
    [ACME, MAPLE, HARBOR, Math.floor(count / 2)],
  );
  await db.query('commit');
  await recordPart(db, 'realtime', { users: count, layout: LAYOUT });
}

/** A fresh session for each bench user (tokens live only in this run), and no broadcasts of earlier runs. */
async function freshSessions(db: pg.Client, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest());
  await db.query('begin');
  await db.query(
    "delete from sessions where user_id in (select id from users where email like 'bench-ws-%@bench.lintel')",
  );
  await db.query(
    `insert into sessions (token_hash, user_id, client, created_at, last_seen_at, expires_at)
     select h.hash, u.id, 'api', now(), now(), now() + interval '1 day'
     from unnest($1::bytea[], $2::text[]) as h(hash, email) join users u on u.email = h.email`,
    [hashes, tokens.map((_, i) => email(i + 1))],
  );
  await db.query('delete from notifications where customer_id = $1 and title = $2', [ACME, BROADCAST_TITLE]);
  await db.query('commit');
  return tokens;
}

interface Client {
  socket: WebSocket;
  deliveredAt: number | null;
}

/** Opens `count` sockets, 500 at a time; `hello` is the authentication message (none for the bare server). */
async function connectAll(url: string, count: number, hello: (i: number) => object | null): Promise<Client[]> {
  const clients: Client[] = [];
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      return new Promise<Client>((resolve, reject) => {
        const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 30_000 });
        const client: Client = { socket, deliveredAt: null };
        const timer = setTimeout(() => reject(new Error(`socket ${i}: no answer in 30 s`)), 30_000);
        // Every error after the first (a socket closed under load) is already decided: keep a listener anyway.
        socket.on('error', reject);
        socket.on('message', (data) => {
          const text = String(data);
          if (client.deliveredAt === null && text.includes('"NOTIFICATION"')) client.deliveredAt = performance.now();
          else if (text.includes('"AUTHENTICATION"')) {
            clearTimeout(timer);
            resolve(client);
          } else if (text.includes('"ERROR"')) reject(new Error(`socket ${i}: ${text}`));
        });
        socket.once('open', () => {
          const message = hello(i);
          if (message) return socket.send(JSON.stringify(message));
          clearTimeout(timer);
          resolve(client);
        });
      });
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

async function lastDelivery(clients: Client[], timeoutMs = 60_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (clients.every((c) => c.deliveredAt !== null)) return Math.max(...clients.map((c) => c.deliveredAt!));
    await sleep(2);
  }
  throw new Error(`${clients.filter((c) => c.deliveredAt === null).length} clients never got the broadcast`);
}

interface Round {
  connectMs: number;
  lastDeliveryMs: number;
  cpuMs: number;
  bytesPerConnection: number;
  /** Cores that other work on the machine took during the broadcast. */
  otherCores: number;
}

/** One round: connect every client, wait, broadcast once, time the last delivery, disconnect. */
async function round(
  server: Server,
  count: number,
  hello: (i: number) => object | null,
  broadcast: () => Promise<void>,
) {
  const rssBefore = processRss(server.pid);
  const connectStart = performance.now();
  const clients = await connectAll(`ws://127.0.0.1:${server.port}/ws`, count, hello);
  const connectMs = performance.now() - connectStart;
  await sleep(1_000);
  const rssAfter = processRss(server.pid);
  const t0 = performance.now();
  const measured = await measureCpu([server.pid], async () => {
    await broadcast();
    return lastDelivery(clients);
  });
  const last = measured.result;
  const cpuMs = (measured.ticks[0]! / TICKS_PER_SECOND) * 1000;
  for (const client of clients) client.socket.terminate();
  await sleep(1_000);
  return {
    connectMs,
    lastDeliveryMs: last - t0,
    cpuMs,
    bytesPerConnection: (rssAfter - rssBefore) / count,
    otherCores: measured.otherCores,
  } satisfies Round;
}

/**
 * Realtime: one server process holds N authenticated websocket clients on loopback and delivers one
 * broadcast (the sender tool's POST, through the database and LISTEN/NOTIFY) to all of them, beside
 * a bare `ws` server sending one message to N plain sockets. A/B over `pairs` pairs on fresh
 * servers per size; memory per connection is the first round's (a server that had N sockets keeps
 * their memory for the next round).
 */
export async function measureRealtime(options: {
  databaseUrl: string;
  port: number;
  sizes: number[];
  pairs: number;
  results: Results;
  onFigure: () => void;
}): Promise<void> {
  const largest = Math.max(...options.sizes);
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  let tokens: string[];
  try {
    await ensureUsers(db, largest);
    tokens = await freshSessions(db, largest);
  } finally {
    await db.end();
  }
  for (const size of options.sizes) {
    const community = size <= largest / 2 ? HARBOR : MAPLE;
    const lintel = await startLintel({
      port: options.port,
      env: { DATABASE_URL: options.databaseUrl, LINTEL_DEMO: 'off' },
    });
    const bare = await startNode('bench/bare-ws-server.ts', { port: options.port + 1, healthPath: '/health' });
    try {
      const superToken = await signIn(lintel.url, 'super@lintel.demo');
      let recipients = 0;
      const lintelSend = async () => {
        const response = await fetch(`${lintel.url}/api/notifications/send`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${superToken}`,
            'x-lintel-customer-id': ACME,
          },
          body: JSON.stringify({
            target: { kind: 'community', communityId: community },
            kind: 'ALERT',
            priority: 'HIGH',
            title: BROADCAST_TITLE,
            html: '<p>Water is shut off in <b>Building A</b> from 10:00 to 12:00.</p>',
          }),
        });
        if (response.status !== 201) throw new Error(`send: ${response.status} ${await response.text()}`);
        recipients = ((await response.json()) as { recipients: number }).recipients;
      };
      const hello = (i: number) => ({
        id: String(i),
        type: 'AUTHENTICATION',
        body: { token: tokens[i], customerId: ACME, communityId: community },
      });
      const lintelRound = () => round(lintel, size, hello, lintelSend);
      const bareBroadcast = async () => {
        const response = await fetch(`${bare.url}/broadcast`, { method: 'POST' });
        if (!response.ok) throw new Error(`bare broadcast: ${response.status}`);
      };
      const bareRound = () => round(bare, size, () => null, bareBroadcast);
      // A first send and broadcast with nobody connected: the rounds measure warm processes.
      await lintelSend();
      await bareBroadcast();
      const pairs: { a: Round; b: Round }[] = [];
      for (let i = 0; i < options.pairs; i++) {
        if (i % 2 === 0) {
          const a = await lintelRound();
          pairs.push({ a, b: await bareRound() });
        } else {
          const b = await bareRound();
          pairs.push({ a: await lintelRound(), b });
        }
      }
      const figure = (name: string, unit: string, pick: (r: Round) => number, first = false) => {
        const a = first ? pick(pairs[0]!.a) : median(pairs.map((p) => pick(p.a)));
        const b = first ? pick(pairs[0]!.b) : median(pairs.map((p) => pick(p.b)));
        const used = first ? pairs.slice(0, 1) : pairs;
        // CPU is counted in 10 ms ticks: a baseline that read 0 gives no ratio.
        const ratio = used.some((p) => pick(p.b) <= 0) ? null : median(used.map((p) => pick(p.a) / pick(p.b)));
        options.results.metrics[`realtime.c${size}.${name}`] = {
          value: Math.round(a * 10) / 10,
          unit,
          baseline: Math.round(b * 10) / 10,
          ratio: ratio === null ? null : Math.round(ratio * 1000) / 1000,
        };
      };
      figure('last_delivery', 'ms', (r) => r.lastDeliveryMs);
      figure('broadcast_server_cpu', 'ms CPU', (r) => r.cpuMs);
      figure('connect_all', 'ms', (r) => r.connectMs);
      figure('memory_per_connection', 'KB', (r) => r.bytesPerConnection / 1024, true);
      options.results.notes.push(
        `realtime.c${size}: the broadcast reached ${recipients} recipients (${size} connected, the rest are demo staff); ` +
          'last_delivery runs from the send request (Lintel: POST /api/notifications/send, commit, NOTIFY, fan-out) ' +
          'or the bare server’s POST /broadcast to the last client’s message; memory_per_connection is the first round’s; ' +
          `other work on the machine during the broadcasts: median ${median(pairs.flatMap((p) => [p.a.otherCores, p.b.otherCores])).toFixed(2)} of a core.`,
      );
      options.onFigure();
    } finally {
      await lintel.stop();
      await bare.stop();
    }
  }
}
