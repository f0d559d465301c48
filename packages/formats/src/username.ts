import { isEmail, normalizeEmail } from './email.ts';
import { normalizePhone } from './phone.ts';

export type Username = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/**
 * Sign-in usernames are an email or a phone number (US default); phones are normalised to E.164.
 *
 * @example parseUsername(' Manager@Maple.demo ') // { kind: 'email', value: 'manager@maple.demo' }
 */
export function parseUsername(input: string): Username | null {
  const trimmed = input.trim();
  if (trimmed.includes('@')) {
    const email = normalizeEmail(trimmed);
    return isEmail(email) ? { kind: 'email', value: email } : null;
  }
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}
