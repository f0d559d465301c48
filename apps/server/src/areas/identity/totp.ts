import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Lintel';

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** 160 random bits (RFC 4226's recommendation) from the system CSPRNG, base32 for the apps. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans from the QR code. */
export function totpUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step a code belongs to, judged by the server's clock: the current step or the one just
 * before it (a code typed as it rolls over still works), never a future one. Null when it matches
 * neither. Whether the step was already used is the caller's atomic check.
 *
 * @example const step = matchTotpStep(user.totp_secret, '287082', scope.now);
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null || delta > 0) return null;
  return totpStepAt(now) + delta;
}
