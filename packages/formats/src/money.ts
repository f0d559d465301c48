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
