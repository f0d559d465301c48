import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { PASSWORD_HISTORY } from './password-history.ts';

/*
 * A new password may not be the current one (a temporary one included) nor one of the last 5, on
 * every path that sets one: the forced 'Change password' step, the account screen, the reset by
 * code and the one-time links.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

const post = (url: string, payload: object) => api.app.inject({ method: 'POST', url, payload });

async function userRow(email: string) {
  return api.database.db
    .selectFrom('users')
    .select(['id', 'password_temporary_until'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

async function lastMessageTo(to: string) {
  const row = await api.database.db
    .selectFrom('outbox_messages')
    .select('body_text')
    .where('recipient', '=', to)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.body_text;
}

describe('password history', () => {
  it("user with a temporary password: 'Change password' refuses the temporary password itself, and the step stays open", async () => {
    const { password_temporary_until: until } = await userRow('newpass@acme.demo');
    api.clock.set(new Date(until!.getTime() - 86_400_000));
    const challenge = (
      await post('/api/auth/sign-in', { username: 'newpass@acme.demo', password: DEMO_PASSWORD })
    ).json();
    expect(challenge.step).toBe('NEW_PASSWORD');
    const same = await post('/api/auth/sign-in/new-password', {
      challenge: challenge.challenge,
      newPassword: DEMO_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'AUTH_PASSWORD_REUSED',
      message:
        'You have used this password recently. Please choose a password that is not one of your last 5 passwords.',
    });
    const done = await post('/api/auth/sign-in/new-password', {
      challenge: challenge.challenge,
      newPassword: 'Newpass-own-2026',
    });
    expect(done.json().status).toBe('SIGNED_IN');
  });

  it('community manager: the account screen refuses the current and the last 5 passwords, and accepts older ones', async () => {
    api.clock.set(new Date('2026-11-23T12:00:00Z'));
    const manager = await api.as('manager@maple.demo');
    const change = (currentPassword: string, newPassword: string) =>
      manager.post('/api/auth/account/password', { currentPassword, newPassword });
    const passwords = [DEMO_PASSWORD, 'Maple-one-2026', 'Maple-two-2026', 'Maple-three-2026', 'Maple-four-2026'];
    for (let i = 1; i < passwords.length; i++) {
      expect((await change(passwords[i - 1]!, passwords[i]!)).statusCode).toBe(204);
    }
    // Current: Maple-four; the last 5 are the demo password and the four set since.
    for (const earlier of passwords) {
      const refused = await change('Maple-four-2026', earlier);
      expect(refused.json().code, earlier).toBe('AUTH_PASSWORD_REUSED');
    }
    expect((await change('Maple-four-2026', 'Maple-five-2026')).statusCode).toBe(204);
    // Now the demo password is the 6th back: allowed again.
    expect((await change('Maple-five-2026', DEMO_PASSWORD)).statusCode).toBe(204);

    const { id } = await userRow('manager@maple.demo');
    const history = await api.database.db
      .selectFrom('password_history')
      .select('password_hash')
      .where('user_id', '=', id)
      .execute();
    expect(history).toHaveLength(PASSWORD_HISTORY);
    for (const row of history) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('Maple');
    }
  });

  it('anyone with a reset code: the current password is refused; the code still works for another one', async () => {
    await post('/api/auth/forgot-password', { username: 'portfolio@acme.demo' });
    const code = /code is ([0-9]{6})/.exec(await lastMessageTo('portfolio@acme.demo'))![1]!;
    const same = await post('/api/auth/reset-password', {
      username: 'portfolio@acme.demo',
      code,
      newPassword: DEMO_PASSWORD,
    });
    expect(same.json().code).toBe('AUTH_PASSWORD_REUSED');
    const done = await post('/api/auth/reset-password', {
      username: 'portfolio@acme.demo',
      code,
      newPassword: 'Portfolio-new-2026',
    });
    expect(done.statusCode).toBe(204);
  });

  it('super admin resets a password: the link refuses the voided password', async () => {
    const superAdmin = await api.as('super@lintel.demo');
    const { id } = await userRow('viewer@maple.demo');
    expect((await superAdmin.post(`/api/identities/${id}/reset-password`)).statusCode).toBe(202);
    const token = /\/app\/resetUserPassword\/([A-Za-z0-9_-]{43})/.exec(await lastMessageTo('viewer@maple.demo'))![1]!;
    const same = await post('/api/auth/links/complete', {
      kind: 'RESET_USER_PASSWORD',
      token,
      newPassword: DEMO_PASSWORD,
    });
    expect(same.json().code).toBe('AUTH_PASSWORD_REUSED');
    const done = await post('/api/auth/links/complete', {
      kind: 'RESET_USER_PASSWORD',
      token,
      newPassword: 'Viewer-own-2026',
    });
    expect(done.statusCode).toBe(204);
  });
});
