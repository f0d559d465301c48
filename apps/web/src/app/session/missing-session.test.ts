import type { SessionInfo } from '@lintel/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import {
  missingSessionHandler,
  REFRESH_COOLDOWN_MS,
  type RefreshOutcome,
  SESSION_EXPIRED_FLASH,
  SESSION_TIMEOUT_FLASH,
} from './missing-session.ts';

const session = { expiresAt: '2026-11-23T12:00:00.000Z', idleTimeoutMs: 3_600_000 } as SessionInfo;

function setup(outcome: RefreshOutcome) {
  let release: () => void = () => undefined;
  const refresh = vi.fn(
    () =>
      new Promise<RefreshOutcome>((resolve) => {
        release = () => resolve(outcome);
      }),
  );
  const keep = vi.fn();
  const signOut = vi.fn();
  let clock = 0;
  const handle = missingSessionHandler({ refresh, keep, signOut }, () => clock);
  return {
    handle,
    refresh,
    keep,
    signOut,
    release: () => release(),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('a call answered 401 while signed in', () => {
  it('signed-in user whose session is gone: one refresh, then sign-out with the spec’s flash', async () => {
    const t = setup({ kind: 'gone', code: 'AUTH_REQUIRED' });
    const first = t.handle('AUTH_REQUIRED');
    // Simultaneous 401s (and the refresh's own) share the one refresh.
    void t.handle('AUTH_REQUIRED');
    void t.handle('AUTH_SESSION_EXPIRED');
    t.release();
    await first;
    expect(t.refresh).toHaveBeenCalledTimes(1);
    expect(t.keep).not.toHaveBeenCalled();
    expect(t.signOut).toHaveBeenCalledTimes(1);
    expect(t.signOut).toHaveBeenCalledWith(SESSION_EXPIRED_FLASH);
    expect(SESSION_EXPIRED_FLASH).toBe('Your authenticated session has expired');
  });

  it('signed-in user whose session is still there: the refresh keeps the tab signed in', async () => {
    const t = setup({ kind: 'alive', session });
    const done = t.handle('AUTH_REQUIRED');
    t.release();
    await done;
    expect(t.keep).toHaveBeenCalledWith(session);
    expect(t.signOut).not.toHaveBeenCalled();
    // No refresh storm: within the cool-down a further 401 changes nothing; after it, it refreshes again.
    await t.handle('AUTH_REQUIRED');
    expect(t.refresh).toHaveBeenCalledTimes(1);
    t.advance(REFRESH_COOLDOWN_MS);
    const again = t.handle('AUTH_REQUIRED');
    t.release();
    await again;
    expect(t.refresh).toHaveBeenCalledTimes(2);
  });

  it('signed-in user whose session timed out: signs out at once with the time-out flash', async () => {
    const t = setup({ kind: 'alive', session });
    await t.handle('AUTH_SESSION_EXPIRED');
    expect(t.refresh).not.toHaveBeenCalled();
    expect(t.signOut).toHaveBeenCalledWith(SESSION_TIMEOUT_FLASH);
  });

  it('signed-in user whose refresh finds it timed out: the time-out flash', async () => {
    const t = setup({ kind: 'gone', code: 'AUTH_SESSION_EXPIRED' });
    const done = t.handle('AUTH_REQUIRED');
    t.release();
    await done;
    expect(t.signOut).toHaveBeenCalledWith(SESSION_TIMEOUT_FLASH);
  });

  it('signed-in user offline: an unanswered refresh changes nothing, and the next 401 tries again', async () => {
    const t = setup({ kind: 'unknown' });
    const done = t.handle('AUTH_REQUIRED');
    t.release();
    await done;
    expect(t.keep).not.toHaveBeenCalled();
    expect(t.signOut).not.toHaveBeenCalled();
    const again = t.handle('AUTH_REQUIRED');
    t.release();
    await again;
    expect(t.refresh).toHaveBeenCalledTimes(2);
  });
});
