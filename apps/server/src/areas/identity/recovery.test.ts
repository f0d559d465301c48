import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { argon2Work } from '../../../test/argon2-work.ts';
import { contextHeaders, createTestApi, type PersonaClient, type TestApi } from '../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});
// Each test's messages are newer than the previous test's.
beforeEach(() => api.clock.advance(1000));

const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });
const signIn = (username: string, password = DEMO_PASSWORD) => post('/api/auth/sign-in', { username, password });
const withoutTrace = (body: Record<string, unknown>) => {
  const { traceId: _traceId, ...rest } = body;
  return rest;
};

async function lastMessageTo(to: string) {
  return api.database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
const codeIn = (text: string) => /code is (\d{6})/.exec(text)?.[1];
const linkIn = (text: string, page: string) => new RegExp(`${page}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];

function bearer(token: string): PersonaClient {
  const request: PersonaClient['request'] = (method, url, options = {}) =>
    api.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...contextHeaders(options.context) },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  return {
    token,
    request,
    get: (url, context) => request('GET', url, { context }),
    post: (url, body, context) => request('POST', url, { context, body }),
  };
}

/** Every kind of call an old session could try; none may succeed. */
async function expectDead(client: PersonaClient) {
  const calls = [
    client.get('/api/auth/session'),
    client.get('/api/profile'),
    client.get('/api/customers'),
    client.get('/api/units', { customer: 'Acme Living', community: 'Maple Court' }),
    client.post('/api/auth/email-change', { newEmail: 'x@y.demo', currentPassword: DEMO_PASSWORD }),
  ];
  for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
}

describe('forgot password and reset by code', () => {
  it('anyone: the answer is the same whether or not the account exists; only a real account gets a code', async () => {
    const known = await post('/api/auth/forgot-password', { username: 'Manager@Maple.demo' });
    const unknown = await post('/api/auth/forgot-password', { username: 'nobody@maple.demo' });
    const invalid = await post('/api/auth/forgot-password', { username: 'not a username' });
    for (const answer of [known, unknown, invalid]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ status: 'SENT' });
    }
    const message = await lastMessageTo('manager@maple.demo');
    expect(message?.kind).toBe('password-reset');
    expect(codeIn(message!.body_text)).toMatch(/^\d{6}$/);
    expect(message!.body_text).toContain('http://localhost:3000/app/forgotUserPassword/');
    expect(await lastMessageTo('nobody@maple.demo')).toBeUndefined();
  });

  it('anyone: asking by phone sends the code by SMS', async () => {
    expect((await post('/api/auth/forgot-password', { username: '(555) 010-0100' })).statusCode).toBe(202);
    const sms = await lastMessageTo('+15550100100');
    expect(sms?.channel).toBe('sms');
    expect(codeIn(sms!.body_text)).toMatch(/^\d{6}$/);
  });

  it('anyone: an unknown account costs the same work as a known one, and every answer is held to one floor', async () => {
    // Checked by what is done, not by the wall clock (a busy machine stretches it at random): every
    // path pays exactly one argon2 hash and no verification, and every answer is held until the
    // same floor after it arrived (identity.routes.ts, 800 ms; a floor only, since load can only
    // make an answer later). The time itself is measured by the benchmark.
    const FLOOR_MS = 800;
    const workFor = async (username: string) => {
      const before = { hashes: argon2Work.hashes, verifies: argon2Work.verified.length };
      const started = performance.now();
      const answer = await post('/api/auth/forgot-password', { username });
      const held = performance.now() - started;
      expect(answer.statusCode, username).toBe(202);
      expect(answer.json()).toEqual({ status: 'SENT' });
      expect(held, username).toBeGreaterThanOrEqual(FLOOR_MS - 5);
      return { hashes: argon2Work.hashes - before.hashes, verifies: argon2Work.verified.length - before.verifies };
    };
    api.clock.advance(3_600_001); // a new hour: the viewer may get codes again
    const oneHash = { hashes: 1, verifies: 0 };
    expect(await workFor('viewer@maple.demo')).toEqual(oneHash);
    expect(await workFor('nobody-timing@maple.demo')).toEqual(oneHash);
    expect(await workFor('not a username')).toEqual(oneHash);
    // Past the 5 codes an hour, a known account answers without a code, after the same work.
    await Promise.all(
      Array.from({ length: 4 }, () => post('/api/auth/forgot-password', { username: 'viewer@maple.demo' })),
    );
    const codes = await api.database.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('recipient', '=', 'viewer@maple.demo')
      .where('kind', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    expect(await workFor('viewer@maple.demo')).toEqual(oneHash);
    const after = await api.database.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('recipient', '=', 'viewer@maple.demo')
      .where('kind', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(codes.n));
  });

  it('community manager: a reset ends every old session and the old password; a wrong code changes nothing', async () => {
    const manager = await api.as('manager@maple.demo');
    await post('/api/auth/forgot-password', { username: 'manager@maple.demo' });
    const code = codeIn((await lastMessageTo('manager@maple.demo'))!.body_text)!;
    const wrongCode = code === '000000' ? '000001' : '000000';

    const wrong = await post('/api/auth/reset-password', {
      username: 'manager@maple.demo',
      code: wrongCode,
      newPassword: 'Maple-court-2026',
    });
    const unknown = await post('/api/auth/reset-password', {
      username: 'nobody@maple.demo',
      code,
      newPassword: 'Maple-court-2026',
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(400);
      expect(withoutTrace(answer.json())).toEqual({
        code: 'AUTH_RESET_CODE_INVALID',
        message: 'Invalid verification code provided, please try again.',
      });
    }
    expect((await manager.get('/api/profile')).statusCode).toBe(200);

    const weak = await post('/api/auth/reset-password', { username: 'manager@maple.demo', code, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const done = await post('/api/auth/reset-password', {
      username: 'manager@maple.demo',
      code,
      newPassword: 'Maple-court-2026',
    });
    expect(done.statusCode).toBe(204);
    // A reset signs nobody in.
    expect(done.headers['set-cookie']).toBeUndefined();
    await expectDead(manager);
    expect((await signIn('manager@maple.demo')).statusCode).toBe(401);
    expect((await signIn('manager@maple.demo', 'Maple-court-2026')).json().status).toBe('SIGNED_IN');
    // The code was single use.
    const reuse = await post('/api/auth/reset-password', {
      username: 'manager@maple.demo',
      code,
      newPassword: 'Another-pass-77',
    });
    expect(reuse.json().code).toBe('AUTH_RESET_CODE_INVALID');
  });

  it('anyone: five wrong codes void the code', async () => {
    await post('/api/auth/forgot-password', { username: 'admin@acme.demo' });
    const code = codeIn((await lastMessageTo('admin@acme.demo'))!.body_text)!;
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      await post('/api/auth/reset-password', {
        username: 'admin@acme.demo',
        code: wrongCode,
        newPassword: 'Acme-living-2026',
      });
    }
    const right = await post('/api/auth/reset-password', {
      username: 'admin@acme.demo',
      code,
      newPassword: 'Acme-living-2026',
    });
    expect(right.json().code).toBe('AUTH_RESET_CODE_INVALID');
  });

  it('user with an authenticator: a reset never bypasses MFA', async () => {
    await post('/api/auth/forgot-password', { username: 'mfa@acme.demo' });
    const code = codeIn((await lastMessageTo('mfa@acme.demo'))!.body_text)!;
    const done = await post('/api/auth/reset-password', {
      username: 'mfa@acme.demo',
      code,
      newPassword: 'Mia-Totp-2026',
    });
    expect(done.statusCode).toBe(204);
    expect((await signIn('mfa@acme.demo', 'Mia-Totp-2026')).json()).toMatchObject({ step: 'MFA_CODE' });
  });
});

describe('one-time links of the public resident pages', () => {
  it('super admin resets a password: the old sessions end, and the emailed link sets a new one once', async () => {
    const viewer = await api.as('viewer@maple.demo');
    const superAdmin = await api.as('super@lintel.demo');
    const viewerId = (await viewer.get('/api/auth/session')).json().user.id;
    const reset = await superAdmin.post(`/api/identities/${viewerId}/reset-password`);
    expect(reset.statusCode).toBe(202);
    await expectDead(viewer);
    expect((await signIn('viewer@maple.demo')).statusCode).toBe(401);

    const message = await lastMessageTo('viewer@maple.demo');
    expect(message?.kind).toBe('password-reset-by-admin');
    const token = linkIn(message!.body_text, '/app/resetUserPassword')!;
    const inspect = await post('/api/auth/links/inspect', { kind: 'RESET_USER_PASSWORD', token });
    expect(inspect.json()).toMatchObject({ kind: 'RESET_USER_PASSWORD', maskedEmail: 'v••••r@maple.demo' });
    // A link of one kind does not open another page.
    expect((await post('/api/auth/links/inspect', { kind: 'SET_PASSWORD', token })).statusCode).toBe(410);

    const done = await post('/api/auth/links/complete', {
      kind: 'RESET_USER_PASSWORD',
      token,
      newPassword: 'Viewer-pass-2026',
    });
    expect(done.statusCode).toBe(204);
    const again = await post('/api/auth/links/complete', {
      kind: 'RESET_USER_PASSWORD',
      token,
      newPassword: 'Viewer-pass-2027',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This link is invalid, was already used or has expired.');
    expect((await signIn('viewer@maple.demo', 'Viewer-pass-2026')).json().status).toBe('SIGNED_IN');
  });

  it('portfolio user changes their email: the link to the new address confirms it', async () => {
    const portfolio = await api.as('portfolio@acme.demo');
    const wrongPassword = await portfolio.post('/api/auth/email-change', {
      newEmail: 'pat@acme.demo',
      currentPassword: 'Wrong-pass-1',
    });
    expect(wrongPassword.statusCode).toBe(401);
    const asked = await portfolio.post('/api/auth/email-change', {
      newEmail: 'Pat@Acme.demo',
      currentPassword: DEMO_PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    const token = linkIn((await lastMessageTo('pat@acme.demo'))!.body_text, '/app/changeEmail')!;
    api.clock.advance(86_400_001);
    expect((await post('/api/auth/links/complete', { kind: 'CHANGE_EMAIL', token })).statusCode).toBe(410);

    await (await api.as('portfolio@acme.demo')).post('/api/auth/email-change', {
      newEmail: 'pat@acme.demo',
      currentPassword: DEMO_PASSWORD,
    });
    const fresh = linkIn((await lastMessageTo('pat@acme.demo'))!.body_text, '/app/changeEmail')!;
    expect((await post('/api/auth/links/complete', { kind: 'CHANGE_EMAIL', token: fresh })).statusCode).toBe(204);
    expect((await signIn('pat@acme.demo')).json().status).toBe('SIGNED_IN');
    expect((await signIn('portfolio@acme.demo')).statusCode).toBe(401);
  });
});

describe('/app/setPassword: the invitation link', () => {
  /** An invited user has no password yet; the demo has none, so one is made the way an invitation leaves it. */
  async function invite(email: string): Promise<string> {
    await api.database.db
      .updateTable('users')
      .set({ status: 'invited', password_hash: null })
      .where('email', '=', email)
      .execute();
    return (await api.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow())
      .id;
  }

  it('super admin re-invites a user: the emailed link sets the first password once, and the user can sign in', async () => {
    const id = await invite('disabled@acme.demo');
    expect((await signIn('disabled@acme.demo')).statusCode).toBe(401);
    const superAdmin = await api.as('super@lintel.demo');
    const sent = await superAdmin.post(`/api/identities/${id}/re-invite`);
    expect(sent.statusCode).toBe(202);
    const message = await lastMessageTo('disabled@acme.demo');
    expect(message?.kind).toBe('invitation');
    const token = linkIn(message!.body_text, '/app/setPassword')!;
    expect(token).toBeDefined();

    const inspect = await post('/api/auth/links/inspect', { kind: 'SET_PASSWORD', token });
    expect(inspect.statusCode).toBe(200);
    expect(inspect.json()).toMatchObject({ kind: 'SET_PASSWORD', maskedEmail: 'd••••••d@acme.demo' });
    // Refused passwords leave the link usable.
    const weak = await post('/api/auth/links/complete', { kind: 'SET_PASSWORD', token, newPassword: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    const common = await post('/api/auth/links/complete', { kind: 'SET_PASSWORD', token, newPassword: 'Password1' });
    expect(common.json().code).toBe('AUTH_PASSWORD_COMMON');

    const done = await post('/api/auth/links/complete', {
      kind: 'SET_PASSWORD',
      token,
      newPassword: 'Dana-first-2026',
    });
    expect(done.statusCode).toBe(204);
    const user = await api.database.db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirst();
    expect(user?.status).toBe('active');
    expect((await signIn('disabled@acme.demo', 'Dana-first-2026')).json().status).toBe('SIGNED_IN');

    // Single use: neither the page nor the completion accept it again.
    expect((await post('/api/auth/links/inspect', { kind: 'SET_PASSWORD', token })).statusCode).toBe(410);
    const again = await post('/api/auth/links/complete', {
      kind: 'SET_PASSWORD',
      token,
      newPassword: 'Dana-other-2027',
    });
    expect(again.statusCode).toBe(410);
    expect((await signIn('disabled@acme.demo', 'Dana-first-2026')).json().status).toBe('SIGNED_IN');
    // An active user is not re-invited.
    expect((await superAdmin.post(`/api/identities/${id}/re-invite`)).statusCode).toBe(404);
  });

  it('super admin re-invites a user: the link works for 7 days (604800000 ms), then never', async () => {
    const id = await invite('disabled@acme.demo');
    const superAdmin = await api.as('super@lintel.demo');
    expect((await superAdmin.post(`/api/identities/${id}/re-invite`)).statusCode).toBe(202);
    const token = linkIn((await lastMessageTo('disabled@acme.demo'))!.body_text, '/app/setPassword')!;

    api.clock.advance(604_800_000 - 1000);
    expect((await post('/api/auth/links/inspect', { kind: 'SET_PASSWORD', token })).statusCode).toBe(200);
    api.clock.advance(2000);
    const late = await post('/api/auth/links/inspect', { kind: 'SET_PASSWORD', token });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('This link is invalid, was already used or has expired.');
    const used = await post('/api/auth/links/complete', { kind: 'SET_PASSWORD', token, newPassword: 'Dana-late-2026' });
    expect(used.statusCode).toBe(410);
    expect((await signIn('disabled@acme.demo', 'Dana-late-2026')).statusCode).toBe(401);
  });
});

describe('link lifetimes', () => {
  it('anyone: the /app/forgotUserPassword link works for 1 hour (3600000 ms), then never', async () => {
    await post('/api/auth/forgot-password', { username: 'staff@lintel.demo' });
    const token = linkIn((await lastMessageTo('staff@lintel.demo'))!.body_text, '/app/forgotUserPassword')!;
    api.clock.advance(3_600_000 - 1000);
    expect((await post('/api/auth/links/inspect', { kind: 'FORGOT_USER_PASSWORD', token })).statusCode).toBe(200);
    api.clock.advance(2000);
    expect((await post('/api/auth/links/inspect', { kind: 'FORGOT_USER_PASSWORD', token })).statusCode).toBe(410);
    const late = await post('/api/auth/links/complete', {
      kind: 'FORGOT_USER_PASSWORD',
      token,
      newPassword: 'Stella-late-2026',
    });
    expect(late.statusCode).toBe(410);
    expect((await signIn('staff@lintel.demo')).json().status).toBe('SIGNED_IN');
  });

  it('super admin resets a password: the /app/resetUserPassword link works for 7 days (604800000 ms), then never', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const id = (
      await api.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'newpass@acme.demo')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await superAdmin.post(`/api/identities/${id}/reset-password`)).statusCode).toBe(202);
    const token = linkIn((await lastMessageTo('newpass@acme.demo'))!.body_text, '/app/resetUserPassword')!;
    api.clock.advance(604_800_000 - 1000);
    expect((await post('/api/auth/links/inspect', { kind: 'RESET_USER_PASSWORD', token })).statusCode).toBe(200);
    api.clock.advance(2000);
    expect((await post('/api/auth/links/inspect', { kind: 'RESET_USER_PASSWORD', token })).statusCode).toBe(410);
    const late = await post('/api/auth/links/complete', {
      kind: 'RESET_USER_PASSWORD',
      token,
      newPassword: 'Nora-late-2026',
    });
    expect(late.statusCode).toBe(410);
    expect((await signIn('newpass@acme.demo', 'Nora-late-2026')).statusCode).toBe(401);
  });
});

describe('ending what a user holds', () => {
  it('super admin deactivates a user: zero successful calls with the old session, no new sign-in', async () => {
    const multi = await api.as('multi@lintel.demo');
    const superAdmin = await api.as('super@lintel.demo');
    const id = (await multi.get('/api/auth/session')).json().user.id;
    expect((await superAdmin.post(`/api/identities/${id}/deactivate`)).statusCode).toBe(204);
    await expectDead(multi);
    expect((await signIn('multi@lintel.demo')).statusCode).toBe(401);
  });

  it('super admin resets the MFA of a user: the old sessions end; the next sign-in has no code step', async () => {
    api.clock.advance(900_001);
    const token = await api.signIn('mfa@acme.demo', 'Mia-Totp-2026');
    const mfa = bearer(token);
    const superAdmin = await api.as('super@lintel.demo');
    const id = (await mfa.get('/api/auth/session')).json().user.id;
    expect((await superAdmin.post(`/api/identities/${id}/reset-mfa`)).statusCode).toBe(204);
    await expectDead(mfa);
    expect((await signIn('mfa@acme.demo', 'Mia-Totp-2026')).json().status).toBe('SIGNED_IN');
  });

  it('portfolio admin (not provider staff), and a super admin on themselves, are refused', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const superId = (await superAdmin.get('/api/auth/session')).json().user.id;
    const adminAcme = await api.as('admin@acme.demo');
    expect((await adminAcme.post(`/api/identities/${superId}/deactivate`)).statusCode).toBe(403);
    expect((await superAdmin.post(`/api/identities/${superId}/deactivate`)).statusCode).toBe(403);
  });
});

describe('demo mailbox', () => {
  it('anyone, in demo mode: reads the latest codes and links the outbox holds', async () => {
    await post('/api/auth/forgot-password', { username: 'staff@lintel.demo' });
    const response = await api.app.inject({ method: 'GET', url: '/api/demo/mailbox' });
    expect(response.statusCode).toBe(200);
    const first = response.json().messages[0];
    expect(first).toMatchObject({ channel: 'email', to: 'staff@lintel.demo', kind: 'password-reset' });
    expect(codeIn(first.text)).toMatch(/^\d{6}$/);
  });
});
