import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail, normalizeEmail } from './email.ts';

describe('isEmail', () => {
  it('accepts practical addresses', () => {
    for (const ok of ['manager@maple.demo', 'a.b+tag@sub.maple.demo', "o'neil@maple.demo", 'x@xn--bcher-kva.example']) {
      expect(isEmail(ok)).toBe(true);
    }
  });

  it('rejects malformed ones', () => {
    for (const bad of [
      '',
      'manager',
      '@maple.demo',
      'manager@',
      'manager@maple',
      'a@b@maple.demo',
      'a b@maple.demo',
      'a@maple .demo',
      '.a@maple.demo',
      'a.@maple.demo',
      'a..b@maple.demo',
      'a"b@maple.demo',
      'a<b>@maple.demo',
      'a@-maple.demo',
      'a@maple-.demo',
      'a@maple..demo',
      'a@127.0.0.1',
      `${'a'.repeat(65)}@maple.demo`,
      `a@${'b'.repeat(64)}.demo`,
      `a@${'b.'.repeat(130)}demo`,
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('accepts generated addresses within the length limits', () => {
    const address = fc.emailAddress().filter((e) => e.length <= 254 && e.indexOf('@') <= 64);
    fc.assert(
      fc.property(address, (e) => isEmail(e)),
      { numRuns: 500 },
    );
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail(' Manager@Maple.DEMO ')).toBe('manager@maple.demo');
  });

  it('gives one value for every case variant', () => {
    const address = fc.emailAddress().filter((e) => e.length <= 254 && e.indexOf('@') <= 64);
    fc.assert(
      fc.property(
        address.chain((e) => fc.tuple(fc.constant(e), fc.mixedCase(fc.constant(e)), fc.constantFrom('', ' ', '\t'))),
        ([e, variant, pad]) =>
          normalizeEmail(`${pad}${variant}${pad}`) === normalizeEmail(e) &&
          isEmail(normalizeEmail(variant)) === isEmail(e),
      ),
      { numRuns: 500 },
    );
  });
});
