/** Absolute values above this get thousands separators (spec wording: "numbers over 100"). */
export const GROUPING_THRESHOLD = 100;

const grouped = new Intl.NumberFormat('en-US', { useGrouping: true });
const ungrouped = new Intl.NumberFormat('en-US', { useGrouping: false });

/**
 * Formats a number in en-US, adding thousands separators when its absolute value is over 100. The
 * threshold is the spec's; since en-US only groups from 1,000 it never changes the output, but it is kept
 * literal so a locale that groups earlier would still follow the rule. Up to 3 fraction digits, as Intl does.
 *
 * @example formatNumber(1234567.5) // '1,234,567.5'
 */
export function formatNumber(value: number): string {
  return Math.abs(value) > GROUPING_THRESHOLD ? grouped.format(value) : ungrouped.format(value);
}
