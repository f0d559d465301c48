import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRecipientRule } from '../../../test/fixtures/demo-mailbox.ts';
import { createTestApi, openTestDatabase, type TestApi } from '../../../test/harness.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { actAs } from '../../platform/db/scope.ts';
import { enqueueOutbox } from '../../platform/outbox/outbox.ts';
import { userId } from '../../seed/demo.ts';

/**
 * The demo mailbox used to read every tenant's outbox as the owning role, with no sign-in: anyone
 * could ask for any account's reset code and read it. It now exists only in demo mode, which is off
 * by default on a real deployment, and even there shows only mail to the published demo accounts,
 * read as the request role under row-level security.
 */

const REAL = 'maria.lopez@example.com';
const OTHER_TENANT_REAL = 'ops@birch-residential.example';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  // A demo visitor (or an administrator in the demo) gave a Maple Court account a real address, and
  // a real person at Birch got a notification e-mail: neither may ever show in the mailbox.
  await api.database.db
    .updateTable('users')
    .set({ email: REAL })
    .where('id', '=', userId('viewer@maple.demo'))
    .execute();
  await enqueueOutbox(
    api.database.db,
    {
      channel: 'email',
      to: OTHER_TENANT_REAL,
      subject: 'Lease renewal',
      text: 'Unit 4B renews on 1 March.',
      kind: 'notification',
    },
    api.clock.now(),
  );
});
afterAll(async () => {
  await api?.close();
});

const mailbox = async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/demo/mailbox' });
  expect(response.statusCode).toBe(200);
  return response.json().messages as { to: string; text: string; kind: string }[];
};

describe('demo mailbox, in demo mode', () => {
  it('anyone: a reset asked for a real address leaves no code or link in the mailbox', async () => {
    const asked = await api.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username: REAL },
    });
    expect(asked.statusCode).toBeLessThan(300);
    // The code was written to the outbox (it would be e-mailed)…
    const sent = await api.database.db
      .selectFrom('outbox_messages')
      .select('body_text')
      .where('recipient', '=', REAL)
      .execute();
    expect(sent.length).toBeGreaterThan(0);
    // …but the mailbox shows nothing addressed to it, nor the other tenant's real mail.
    const shown = await mailbox();
    expect(shown.map((message) => message.to)).not.toContain(REAL);
    expect(shown.map((message) => message.to)).not.toContain(OTHER_TENANT_REAL);
    expect(JSON.stringify(shown)).not.toContain(sent[0]!.body_text);
  });

  it('anyone: an administrator-sent reset link to a real address is not shown either', async () => {
    const staff = await api.as('staff@lintel.demo');
    const reset = await staff.post(`/api/identities/${userId('viewer@maple.demo')}/reset-password`);
    expect(reset.statusCode).toBeLessThan(300);
    const shown = await mailbox();
    const isDemo = await demoRecipientRule(api.database);
    expect(shown.every((message) => isDemo(message.to))).toBe(true);
  });

  it('anyone: a demo account still gets its code, so the published demo works', async () => {
    await api.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username: 'staff@lintel.demo' },
    });
    const shown = await mailbox();
    expect(shown[0]).toMatchObject({ to: 'staff@lintel.demo', kind: 'password-reset' });
  });

  it('anyone: mail to another address of the demo domains shows (trying a change of email in the demo)', async () => {
    await enqueueOutbox(
      api.database.db,
      { channel: 'email', to: 'stella@lintel.demo', subject: 'Confirm', text: 'Confirm stella', kind: 'email-change' },
      api.clock.now(),
    );
    expect((await mailbox()).map((message) => message.to)).toContain('stella@lintel.demo');
  });

  it('the database: a real address or domain cannot be published to the mailbox at all', async () => {
    await expect(
      api.database.db.insertInto('demo_mailbox_addresses').values({ address: REAL }).execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      api.database.db.insertInto('demo_mailbox_domains').values({ domain: 'example.com' }).execute(),
    ).rejects.toThrow(/check/i);
    await expect(
      api.database.db.insertInto('demo_mailbox_addresses').values({ address: '+12125550100' }).execute(),
    ).rejects.toThrow(/check/i);
  });

  it('the request role: row-level security shows it demo-addressed messages only, whatever it asks', async () => {
    const seen = await api.database.db.transaction().execute(async (trx) => {
      await actAs(trx, { appRole: true });
      return trx.selectFrom('outbox_messages').select('recipient').execute();
    });
    expect(seen.length).toBeGreaterThan(0);
    const isDemo = await demoRecipientRule(api.database);
    expect(seen.filter((row) => !isDemo(row.recipient))).toEqual([]);
    const all = await api.database.db.selectFrom('outbox_messages').select('recipient').execute();
    expect(all.some((row) => row.recipient === REAL)).toBe(true);
  });
});

describe('demo mode is off unless asked for on a real deployment', () => {
  it('configuration: on for the embedded first start, off with DATABASE_URL or SMTP_URL, on only when asked', () => {
    const url = 'postgres://lintel@db.example:5432/lintel';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, LINTEL_DEMO: 'on' }).seedDemo).toBe(true);
    expect(loadConfig({ LINTEL_DEMO: 'off' }).seedDemo).toBe(false);
  });

  it('anyone: a server started with DATABASE_URL has no mailbox at all', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      DATABASE_URL: 'postgres://lintel@db.example:5432/lintel',
      LINTEL_SERVE_WEB: 'off',
      LINTEL_RATE_LIMIT: 'off',
    });
    const app = await buildApp({ config, database, clock: api.clock }, { logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/demo/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ROUTE_NOT_FOUND');
      expect(app.lintelRoutes.some((route) => route.url.startsWith('/api/demo'))).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
