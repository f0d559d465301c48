import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly, isDigitOnlyKeyAllowed } from './keys.ts';

describe('isDigitOnlyKeyAllowed', () => {
  it('accepts digits and Backspace', () => {
    for (const key of ['0', '5', '9', 'Backspace']) expect(isDigitOnlyKeyAllowed(key)).toBe(true);
  });

  it('rejects every other character', () => {
    for (const key of ['a', 'e', 'E', '+', '-', '.', ',', ' ', '١', '５', '²'])
      expect(isDigitOnlyKeyAllowed(key)).toBe(false);
  });

  it('lets keys that insert nothing through, so keyboard users are not trapped', () => {
    for (const key of ['Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', 'Escape']) {
      expect(isDigitOnlyKeyAllowed(key)).toBe(true);
    }
    expect(isDigitOnlyKeyAllowed('Dead')).toBe(false);
    expect(isDigitOnlyKeyAllowed('Process')).toBe(false);
  });

  it('lets Ctrl and Cmd shortcuts through but not AltGr characters', () => {
    expect(isDigitOnlyKeyAllowed('v', { ctrlKey: true })).toBe(true);
    expect(isDigitOnlyKeyAllowed('a', { metaKey: true })).toBe(true);
    expect(isDigitOnlyKeyAllowed('@', { ctrlKey: true, altKey: true })).toBe(false);
    expect(isDigitOnlyKeyAllowed('v', { altKey: true })).toBe(false);
  });

  it('accepts a single character exactly when it is an ASCII digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
        (key) => isDigitOnlyKeyAllowed(key) === /^[0-9]$/.test(key),
      ),
      { numRuns: 1000 },
    );
  });
});

describe('digitsOnly', () => {
  it('cleans pasted text', () => {
    expect(digitsOnly('(555) 010-0100')).toBe('5550100100');
    expect(digitsOnly('abc')).toBe('');
  });

  it('keeps the digits in order and nothing else', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)) }),
        (text) => digitsOnly(text) === [...text].filter((c) => c >= '0' && c <= '9').join(''),
      ),
      { numRuns: 1000 },
    );
  });
});
