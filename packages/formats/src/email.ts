// Characters that are only legal inside a quoted local part, which no real sign-in address uses.
const LOCAL_FORBIDDEN = /[\s\p{Cc}"(),:;<>[\]\\]/u;
const DOMAIN_LABEL = /^[A-Za-z0-9-]{1,63}$/;

/**
 * A practical email check: one @, a local part without spaces, quotes or stray dots, and a dotted domain
 * whose last label is not all digits. Every test is a single pass, so hostile input cannot make it slow.
 *
 * @example isEmail('manager@maple.demo') // true
 */
export function isEmail(input: string): boolean {
  if (input.length > 254) return false;
  const at = input.indexOf('@');
  if (at < 1 || at !== input.lastIndexOf('@')) return false;
  const local = input.slice(0, at);
  const domain = input.slice(at + 1);
  if (local.length > 64 || LOCAL_FORBIDDEN.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || /^\d+$/.test(labels[labels.length - 1] as string)) return false;
  return labels.every((label) => DOMAIN_LABEL.test(label) && !label.startsWith('-') && !label.endsWith('-'));
}

/**
 * Emails are compared case-insensitively: one account, one failure counter, whatever the case typed.
 *
 * @example normalizeEmail(' Manager@Maple.DEMO ') // 'manager@maple.demo'
 */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}
