interface MaskToken {
  test: (ch: string) => boolean;
  transform: (ch: string) => string;
}

const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
// ASCII letters only: upper-casing some other letters changes their length ('ß' becomes 'SS'), which
// would break the one-character-per-slot rule.
const isLetter = (ch: string): boolean => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z');
const same = (ch: string): string => ch;

/** The spec's mask symbols. '!' is handled apart: it makes the next mask character literal. */
const TOKENS: Record<string, MaskToken> = {
  '#': { test: isDigit, transform: same },
  X: { test: (ch) => isDigit(ch) || isLetter(ch), transform: same },
  S: { test: isLetter, transform: same },
  A: { test: isLetter, transform: (ch) => ch.toUpperCase() },
  a: { test: isLetter, transform: (ch) => ch.toLowerCase() },
};
const ESCAPE = '!';

type Slot = { kind: 'token'; token: MaskToken } | { kind: 'literal'; char: string };

/** Expands a mask into slots, resolving '!' escapes; a trailing lone '!' is a literal '!'. */
function slotsOf(mask: string): Slot[] {
  const slots: Slot[] = [];
  for (let i = 0; i < mask.length; i++) {
    const ch = mask[i] as string;
    if (ch === ESCAPE && i + 1 < mask.length) {
      i++;
      slots.push({ kind: 'literal', char: mask[i] as string });
      continue;
    }
    const token = TOKENS[ch];
    slots.push(token ? { kind: 'token', token } : { kind: 'literal', char: ch });
  }
  return slots;
}

/** Walks input against the mask; returns the masked text and the characters that filled token slots. */
function run(mask: string, raw: string): { masked: string; filled: string } {
  const slots = slotsOf(mask);
  let s = 0;
  let r = 0;
  let masked = '';
  let filled = '';
  // Literals wait until the next slot is filled: stray characters after '(555' must not leave a dangling
  // ') ' that plain '555' would not produce, and a deleted separator does not reappear on its own.
  let pending = '';
  while (s < slots.length && r < raw.length) {
    const slot = slots[s] as Slot;
    const ch = raw[r] as string;
    if (slot.kind === 'token') {
      // A character that does not fit is skipped, so typed separators and stray symbols vanish.
      if (slot.token.test(ch)) {
        const out = slot.token.transform(ch);
        masked += pending + out;
        filled += out;
        pending = '';
        s++;
      }
      r++;
    } else {
      pending += slot.char;
      // Re-masking already masked text must not duplicate the separators it contains.
      if (ch === slot.char) r++;
      s++;
    }
  }
  // Literals that end the mask close it once no slot is left, so '(###)' gives '(123)'.
  const rest = slots.slice(s);
  if (rest.every((slot) => slot.kind === 'literal')) {
    masked += pending + rest.map((slot) => (slot.kind === 'literal' ? slot.char : '')).join('');
  }
  return { masked, filled };
}

/**
 * Applies an input mask: # digit, X letter or digit, S letter, A letter shown upper-case, a letter shown
 * lower-case, ! makes the next mask character literal. Input characters that do not fit a slot are
 * skipped, literals are inserted, and output stops where the input runs out.
 *
 * @example applyMask('(###) ###-####', '5550100100') // '(555) 010-0100'
 */
export function applyMask(mask: string, raw: string): string {
  return run(mask, raw).masked;
}

/**
 * The characters a user filled into a mask's slots, without its literals.
 *
 * @example unmask('(###) ###-####', '(555) 010-0100') // '5550100100'
 */
export function unmask(mask: string, masked: string): string {
  return run(mask, masked).filled;
}

/**
 * True when every slot of the mask is filled, e.g. to require a complete phone number.
 *
 * @example isMaskComplete('##/##', '12/3') // false
 */
export function isMaskComplete(mask: string, value: string): boolean {
  const slotCount = slotsOf(mask).filter((slot) => slot.kind === 'token').length;
  return run(mask, value).filled.length === slotCount;
}
