import type { PremiumType } from '@lintel/contracts/settings/pricing-matrix';
import { MATRIX_TITLE_MAX_NAMES } from '@lintel/contracts/settings/pricing-matrix';

export interface MatrixRowView {
  month: number;
  premiumType: PremiumType;
  premiumValue: number;
}

/** One table row: the months (consecutive, same premium) and their premium. */
export interface MergedRow {
  months: number[];
  premiumType: PremiumType;
  premiumValue: number;
}

/**
 * Consecutive months with the same premium merge into one row listing the months (spec part 1
 * section 2.4). Rows are taken in month order; a gap in the months starts a new row.
 *
 * @example mergeMonths([{ month: 1, ... 5 }, { month: 2, ... 5 }]) // [{ months: [1, 2], ... }]
 */
export function mergeMonths(rows: readonly MatrixRowView[]): MergedRow[] {
  const sorted = [...rows].sort((a, b) => a.month - b.month);
  const merged: MergedRow[] = [];
  for (const row of sorted) {
    const last = merged.at(-1);
    if (
      last &&
      last.premiumType === row.premiumType &&
      last.premiumValue === row.premiumValue &&
      last.months.at(-1) === row.month - 1
    ) {
      last.months.push(row.month);
    } else {
      merged.push({ months: [row.month], premiumType: row.premiumType, premiumValue: row.premiumValue });
    }
  }
  return merged;
}

/** The block title: at most 3 unit type names, then an ellipsis. */
export function matrixTitle(names: readonly string[]): string {
  const shown = names.slice(0, MATRIX_TITLE_MAX_NAMES).join(', ');
  return names.length > MATRIX_TITLE_MAX_NAMES ? `${shown}...` : shown;
}
