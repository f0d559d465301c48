import { describe, expect, it } from 'vitest';
import { moneyCents, readCsv, wholeNumber } from './csv-import.ts';
import { neutraliseFormula } from './export.ts';

const columns = [
  { key: 'name', header: 'Unit', aliases: ['unit name'], required: true },
  { key: 'rent', header: 'Market rent', aliases: ['rent'], required: true },
  { key: 'plan', header: 'Floor plan', aliases: [], required: false },
] as const;

describe('a manager’s CSV file, as the import reads it', () => {
  it('finds columns by header or alias in any case and order, keeps line numbers, skips blank lines', () => {
    const rows = readCsv('\ufeffRENT , Unit Name\r\n"1,200",A-1\r\n\r\n900,"B ""2"""\n', columns);
    expect(rows).toEqual([
      { line: 2, cells: { name: 'A-1', rent: '1,200', plan: '' } },
      { line: 4, cells: { name: 'B "2"', rent: '900', plan: '' } },
    ]);
  });

  it('reads amounts and whole numbers as a manager types them', () => {
    expect(moneyCents('$1,450.5')).toBe(145_050);
    expect(moneyCents('1450')).toBe(145_000);
    expect(moneyCents('')).toBeUndefined();
    expect(moneyCents('1.234')).toBeNaN();
    expect(moneyCents('-5')).toBeNaN();
    expect(wholeNumber('1,200')).toBe(1200);
    expect(wholeNumber('-2')).toBe(-2);
    expect(wholeNumber('2.5')).toBeNaN();
  });
});

describe('an exported cell', () => {
  it('that a spreadsheet would run as a formula is kept as text; other values are unchanged', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    expect(neutraliseFormula('A-101')).toBe('A-101');
    expect(neutraliseFormula(-5)).toBe(-5);
    expect(neutraliseFormula(null)).toBeNull();
  });
});
