import type { SessionInfo } from '@lintel/contracts/auth';
import { defineMessages } from 'react-intl';
import { translate } from '../../i18n/translate.ts';

export const SESSION_TIMEOUT_FLASH = 'your session has timed out, please login to continue';
export const SESSION_EXPIRED_FLASH = 'Your authenticated session has expired';

const flashMessages = defineMessages({
  timeout: { id: 'session.flash.timeout', defaultMessage: SESSION_TIMEOUT_FLASH },
  expired: { id: 'session.flash.expired', defaultMessage: SESSION_EXPIRED_FLASH },
});

/** The flashes in the chosen locale (they are made outside components). */
export const timeoutFlash = () => translate(flashMessages.timeout);
export const expiredFlash = () => translate(flashMessages.expired);

/** What asking the server for the session again found. */
export type RefreshOutcome =
  | { kind: 'alive'; session: SessionInfo }
  /** 401: the code says whether it timed out (idle or absolute lifetime) or is simply gone. */
  | { kind: 'gone'; code: string }
  /** No answer (network, server error): nothing is known, so nothing changes. */
  | { kind: 'unknown' };

export interface MissingSessionActions {
  refresh(): Promise<RefreshOutcome>;
  /** The session is still there: keep the tab signed in (retry what failed). */
  keep(session: SessionInfo): void;
  /** The session is gone: sign the tab (and the other tabs) out with this flash. */
  signOut(flash: string): void;
}

/** After a refresh found the session alive, further 401s in this window do not refresh again. */
export const REFRESH_COOLDOWN_MS = 10_000;

/**
 * Spec part 1 section 8: a missing session gets 'Your authenticated session has expired',
 * followed by a session refresh or a sign-out. Any 401 while signed in asks the server for the
 * session once (simultaneous 401s share that one refresh): still there, the tab carries on; gone,
 * the tab signs out with the flash (the time-out flash when the server says it timed out).
 *
 * @example const onMissing = missingSessionHandler({ refresh, keep, signOut }); onUnauthorized(onMissing);
 */
export function missingSessionHandler(actions: MissingSessionActions, now: () => number = Date.now) {
  let running: Promise<void> | null = null;
  let aliveAt = Number.NEGATIVE_INFINITY;
  return (code: string): Promise<void> => {
    // The refresh's own 401 (and any other during it) waits for the refresh's verdict.
    if (running) return running;
    if (code === 'AUTH_SESSION_EXPIRED') {
      actions.signOut(timeoutFlash());
      return Promise.resolve();
    }
    if (now() - aliveAt < REFRESH_COOLDOWN_MS) return Promise.resolve();
    running = actions
      .refresh()
      .then((outcome) => {
        if (outcome.kind === 'alive') {
          aliveAt = now();
          actions.keep(outcome.session);
        } else if (outcome.kind === 'gone') {
          actions.signOut(outcome.code === 'AUTH_SESSION_EXPIRED' ? timeoutFlash() : expiredFlash());
        }
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
