import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionRules, rulesValidator, statusNameRules, trimOnBlur, validateRules } from './field-rules.ts';
import { trimmedSpaces } from './validators.ts';

describe('field rules', () => {
  it('carry the spec limits', () => {
    expect(statusNameRules).toEqual({ required: true, maxLength: 50 });
    expect(descriptionRules).toEqual({ required: true, maxLength: 200 });
  });

  it('validate required first, then length', () => {
    expect(validateRules(statusNameRules, '')?.id).toBe('validation.required');
    expect(validateRules(statusNameRules, 'x'.repeat(51))).toMatchObject({
      id: 'validation.maxLength',
      values: { max: 50 },
    });
    expect(validateRules(statusNameRules, 'x'.repeat(50))).toBeNull();
    expect(validateRules(descriptionRules, 'x'.repeat(201))?.id).toBe('validation.maxLength');
    expect(rulesValidator({ required: false })('')).toBeNull();
  });
});

describe('trimOnBlur', () => {
  it('trims and cuts to the maximum', () => {
    expect(trimOnBlur('  Ready for move-in  ')).toBe('Ready for move-in');
    expect(trimOnBlur('  Ready for move-in  ', 9)).toBe('Ready for');
    expect(trimOnBlur('  Ready for move-in  ', 10)).toBe('Ready for');
    expect(trimOnBlur('abc', 0)).toBe('');
    expect(trimOnBlur('ab😀', 3)).toBe('ab');
  });

  it('always yields a trimmed prefix within the limit', () => {
    fc.assert(
      fc.property(
        // Whitespace of several kinds, letters, and an emoji (two UTF-16 units) to land cuts inside pairs.
        fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000', 'a', 'b', 'é', '😀'), maxLength: 40 }),
        fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
        (text, max) => {
          const out = trimOnBlur(text, max);
          const last = out.charCodeAt(out.length - 1);
          return (
            trimmedSpaces(out) === null &&
            (max === undefined || out.length <= max) &&
            text.trim().startsWith(out) &&
            !(last >= 0xd800 && last <= 0xdbff) &&
            trimOnBlur(out, max) === out &&
            (max !== undefined || out === text.trim())
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
