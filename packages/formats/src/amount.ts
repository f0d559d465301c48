export interface AmountInputOptions {
  /** Decimal places kept; extra typed digits are dropped. Default 2. */
  precision?: number;
  /** Negatives are off by default, as in the spec's amount input. */
  allowNegative?: boolean;
  min?: number | null;
  max?: number | null;
}

// Sign, an optional pasted dollar sign, digits with comma delimiters, then an optional dot and decimals.
// Each part starts with a distinct character, so matching is linear.
const AMOUNT = /^(-)?\$?(\d[\d,]*)?(?:\.(\d*))?$/;

/**
 * Reads the text of an amount input: comma thousands delimiter, dot decimal mark, at most `precision`
 * decimals, clamped to [min, max]. Returns null when there is no number yet ('', '-', '.') or the text is
 * not an amount. Commas are dropped wherever they sit because the input is re-formatted while the user
 * types ('1,2345' is a normal intermediate state). Extra decimals are truncated, never rounded, so the
 * value never exceeds what was typed. A minus sign with negatives off gives null rather than a silently
 * flipped sign.
 *
 * @example parseAmountInput('1,234.567', { max: 1000 }) // 1000
 */
export function parseAmountInput(text: string, options: AmountInputOptions = {}): number | null {
  const { precision = 2, allowNegative = false, min = null, max = null } = options;
  if (!Number.isInteger(precision) || precision < 0 || precision > 20) {
    throw new RangeError(`precision must be an integer from 0 to 20, got ${precision}`);
  }
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, minus, intPart = '', fracPart = ''] = match;
  if (intPart === '' && fracPart === '') return null;
  if (minus && !allowNegative) return null;
  const digits = intPart.replaceAll(',', '') || '0';
  const decimals = fracPart.slice(0, precision);
  const value = Number(`${minus ?? ''}${digits}${decimals ? `.${decimals}` : ''}`);
  if (!Number.isFinite(value)) return null;
  return clamp(value, min, max);
}

/**
 * Keeps a value within optional bounds; a missing bound does not limit. -0 becomes 0 so it never shows as
 * "-0".
 *
 * @example clamp(0, 1, 365) // 1
 */
export function clamp(value: number, min?: number | null, max?: number | null): number {
  if (min != null && max != null && min > max) throw new RangeError(`min ${min} is greater than max ${max}`);
  let result = value;
  if (min != null && result < min) result = min;
  if (max != null && result > max) result = max;
  return result === 0 ? 0 : result;
}

/**
 * Shows a value the way the amount input displays it: comma thousands delimiter, dot decimal mark and
 * exactly `precision` decimals, so that parsing it back gives the same value.
 *
 * @example formatAmountInput(1234.5) // '1,234.50'
 */
export function formatAmountInput(value: number, precision = 2): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
    signDisplay: 'negative',
  }).format(value);
}
