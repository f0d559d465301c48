import * as contracts from '@lintel/contracts';
import type { Endpoint } from '@lintel/contracts/endpoint';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/platform/db/open.ts';
import { ManualClock } from '../clock.ts';
import { openTestDatabase } from '../harness.ts';

/**
 * Demo-only endpoints live under /api/demo/ (the demo mailbox reads every reset code and link the
 * outbox holds). With demo mode off, as in production, none of them may be registered at all.
 */
const DEMO_PREFIX = '/api/demo/';

function allContracts(): Endpoint[] {
  const found = new Map<string, Endpoint>();
  // Once other files have built the server in the same worker (the server files share one module
  // cache, D164), the exported objects hold cycles of references: each object is looked into once.
  const seen = new WeakSet<object>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const candidate = value as Partial<Endpoint>;
    if (typeof candidate.id === 'string' && typeof candidate.path === 'string' && candidate.access) {
      found.set(candidate.id, candidate as Endpoint);
      return;
    }
    for (const inner of Object.values(value)) walk(inner);
  };
  walk(contracts);
  return [...found.values()];
}

const demoContracts = allContracts().filter((e) => e.path.startsWith(DEMO_PREFIX));

async function build(database: Database, demo: 'on' | 'off'): Promise<FastifyInstance> {
  const config = loadConfig({
    LINTEL_DEMO: demo,
    LINTEL_SERVE_WEB: 'off',
    LOG_LEVEL: 'silent',
    LINTEL_RATE_LIMIT: 'off',
  });
  const app = await buildApp({ config, database, clock: new ManualClock('2026-11-22T12:00:00Z') }, { logger: false });
  await app.ready();
  return app;
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('demo-only endpoints', () => {
  it('demo mode on: every demo contract is registered (so the check below is not empty)', async () => {
    expect(demoContracts.map((e) => e.id)).toContain('auth.demoMailbox');
    const app = await build(database, 'on');
    try {
      const registered = app.lintelRoutes.filter((r) => r.url.startsWith(DEMO_PREFIX)).map((r) => r.url);
      expect(registered.sort()).toEqual(demoContracts.map((e) => e.path).sort());
    } finally {
      await app.close();
    }
  });

  it('demo mode off (production): none is registered, and the mailbox is an unknown path', async () => {
    const app = await build(database, 'off');
    try {
      expect(app.lintelRoutes.filter((r) => r.url.startsWith(DEMO_PREFIX))).toEqual([]);
      expect(app.lintelRoutes.filter((r) => r.endpoint && demoContracts.includes(r.endpoint))).toEqual([]);
      for (const endpoint of demoContracts) {
        const response = await app.inject({ method: endpoint.method, url: endpoint.path });
        expect(response.statusCode, endpoint.path).toBe(404);
        expect(response.json().code).toBe('ROUTE_NOT_FOUND');
      }
    } finally {
      await app.close();
    }
  });
});
