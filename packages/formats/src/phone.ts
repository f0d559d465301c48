import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

const MAX_PHONE_INPUT = 64;

/**
 * Parses a phone number the way the portal does everywhere: US by default, international when it starts with +.
 * Returns the E.164 form ('+15550100100') or null when it cannot be a phone number. Only the length is checked
 * against the numbering plan, not whether the number is assigned: the fictional 555-01XX numbers must pass.
 *
 * @example normalizePhone('(555) 010-0100') // '+15550100100'
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  // No phone number, however formatted, is this long; refusing early keeps hostile input away from the
  // parser's own regular expressions.
  if (trimmed.length > MAX_PHONE_INPUT) return null;
  if (trimmed === '' || /[a-z]/i.test(trimmed.replace(/^tel:/i, ''))) return null;
  const parsed = parsePhoneNumberFromString(trimmed, 'US');
  if (!parsed?.isPossible()) return null;
  return parsed.number;
}
