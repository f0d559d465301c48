import { isEmail, normalizeEmail } from '@lintel/formats/email';

/**
 * Whether a sign-in username is an email or a phone number (US default): the rule of
 * `parseUsername`, which the server applies again. The phone parser and its numbering-plan
 * metadata (~35 KB of gzipped JavaScript) load only when a username without '@' is checked, so the
 * sign-in page's first load leaves them out; most staff sign in by email.
 *
 * @example await isValidUsername('manager@maple.demo') // true, without loading the phone parser
 */
export async function isValidUsername(input: string): Promise<boolean> {
  const trimmed = input.trim();
  if (trimmed.includes('@')) return isEmail(normalizeEmail(trimmed));
  const { parseUsername } = await import('@lintel/formats/username');
  return parseUsername(trimmed) !== null;
}
