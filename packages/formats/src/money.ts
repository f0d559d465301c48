const groupedInteger = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', signDisplay: 'negative' });

/**
 * Formats integer cents as US dollars. The split into dollars and cents is done in integers so no amount
 * the product can store picks up a floating-point cent. Throws on non-integer input: a fractional cent
 * means an amount was converted wrongly upstream, which should fail loudly rather than be rounded away.
 *
 * @example formatCents(-12345) // '-$123.45'
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a safe integer, got ${cents}`);
  const abs = Math.abs(cents);
  const whole = groupedInteger.format(Math.floor(abs / 100));
  const rest = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${whole}.${rest}`;
}

/**
 * Formats a dollar amount (not cents) with 2 decimals, for values that arrive as decimal dollars. An amount
 * that rounds to zero shows no minus sign ('$0.00', not '-$0.00').
 *
 * @example formatDollars(1234.5) // '$1,234.50'
 */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/**
 * Converts a dollar amount with at most 2 decimals (as the amount input produces) to integer cents.
 * Rounding absorbs binary representation error (1.1 * 100 is 110.00000000000001); it is done on the
 * absolute value so refunds round exactly like charges.
 *
 * @example dollarsToCents(19.99) // 1999
 */
export function dollarsToCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

// As people type money: an optional minus, an optional dollar sign (either order), digits with comma
// delimiters wherever they sit, then an optional dot and decimals. Each part starts with a distinct
// character, so matching is linear.
const MONEY = /^(-)?\$?(-)?(\d[\d,]*)?(?:\.(\d*))?$/;

/**
 * Reads dollars and cents as a person types them ('1,550', '15.5', '$1,234.50', '-5') into integer
 * cents, with integer arithmetic only, so no typed cent is ever lost or invented. Nothing is dropped or
 * flipped: a minus gives a negative amount and a third decimal gives a fractional cent, for the
 * contract's money schema to refuse with a message. Null when nothing is typed; NaN when the text is
 * not an amount at all.
 *
 * @example parseMoneyInput('1,550') // 155000
 * @example parseMoneyInput('15.5') // 1550
 * @example parseMoneyInput('-5') // -500
 */
export function parseMoneyInput(text: string): number | null {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return null;
  const match = MONEY.exec(compact);
  if (!match) return Number.NaN;
  const [, minusBefore, minusAfter, whole = '', fraction = ''] = match;
  if ((minusBefore && minusAfter) || (whole === '' && fraction === '')) return Number.NaN;
  const cents = Number(
    `${(whole.replaceAll(',', '') || '0') + fraction.slice(0, 2).padEnd(2, '0')}${fraction.length > 2 ? `.${fraction.slice(2)}` : ''}`,
  );
  if (!Number.isFinite(cents)) return Number.NaN;
  const signed = minusBefore || minusAfter ? -cents : cents;
  return signed === 0 ? 0 : signed;
}

/**
 * Integer cents as the money input shows them: dollars with comma thousands and exactly 2 decimals,
 * without the dollar sign (the input carries it beside the text). Reading it back gives the same cents.
 *
 * @example formatMoneyInput(155000) // '1,550.00'
 */
export function formatMoneyInput(cents: number): string {
  return formatCents(cents).replace('$', '');
}
