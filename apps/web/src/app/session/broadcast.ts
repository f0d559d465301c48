/** Other tabs of the same origin hear sign-ins and sign-outs here. No token ever travels on it. */
export const AUTH_CHANNEL = 'lintel-auth';

export type AuthBroadcast = { type: 'signed-in' } | { type: 'signed-out' };

/** Anything else on the channel (malformed, or with extra payload) is ignored. */
export function isAuthBroadcast(data: unknown): data is AuthBroadcast {
  if (typeof data !== 'object' || data === null) return false;
  const keys = Object.keys(data);
  const type = (data as { type?: unknown }).type;
  return keys.length === 1 && (type === 'signed-in' || type === 'signed-out');
}
