import type { FastifyRequest } from 'fastify';

/**
 * A count of attempts per caller shared by several endpoints: one budget, whichever door the
 * attempts use. The rate-limit plugin keeps a separate counter per route, so sign-in and the token
 * endpoint would otherwise each allow their own 30 password guesses a minute (60 in all).
 * Fixed windows, in memory, per process (several processes need a shared store in front; see
 * docs/security.md).
 */
export interface AttemptBudget {
  readonly name: string;
  /** Counts one attempt by this caller; past the budget, answers the seconds until it refills. */
  take(request: FastifyRequest): { refusedForSeconds: number } | null;
}

/** The caller as the budget sees it: the address (a guess carries no session). */
function addressOf(request: FastifyRequest): string {
  return request.ip ?? 'inject';
}

/**
 * @example const guesses = attemptBudget({ name: 'password guesses', max: 30, windowMs: 60_000 });
 */
export function attemptBudget(options: {
  name: string;
  max: number;
  windowMs: number;
  now?: () => number;
  /** Callers remembered at most; the oldest windows are dropped past it. */
  capacity?: number;
}): AttemptBudget {
  const now = options.now ?? Date.now;
  const capacity = options.capacity ?? 10_000;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    name: options.name,
    take(request) {
      const key = addressOf(request);
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= options.windowMs) {
        windows.delete(key);
        if (windows.size >= capacity) {
          // Maps keep insertion order: the first key is the oldest window.
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= options.max) return null;
      return { refusedForSeconds: Math.max(1, Math.ceil((window.startedAt + options.windowMs - at) / 1000)) };
    },
  };
}
