import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessageEn, type MessageDescriptor } from './messages.ts';
import {
  allowedFileExtensions,
  alphanumeric,
  compose,
  email,
  fax,
  maxDecimalPlaces,
  maxLength,
  maxValue,
  minLength,
  minValue,
  naturalNumber,
  noSpaces,
  notFutureDate,
  phone,
  phoneExtension,
  required,
  safeUrl,
  taxNumber,
  timeRange,
  trimmedSpaces,
  uniqueValue,
  usDate,
  usPhone,
  uuid,
  type Validator,
  validationMessages,
  zipCode,
} from './validators.ts';

const idOf = (result: MessageDescriptor | null) => result?.id ?? null;
const passes = <T>(validator: Validator<T>, values: T[]) => {
  for (const value of values) expect(validator(value), `expected ${JSON.stringify(value)} to pass`).toBeNull();
};
const fails = <T>(validator: Validator<T>, id: string, values: T[]) => {
  for (const value of values) expect(idOf(validator(value)), `expected ${JSON.stringify(value)} to fail`).toBe(id);
};
const isDigits = (s: string) => s.length > 0 && [...s].every((c) => c >= '0' && c <= '9');

describe('message descriptors', () => {
  it('use validation.* ids and keep the spec texts verbatim', () => {
    for (const [key, message] of Object.entries(validationMessages)) {
      expect(message.id).toBe(`validation.${key}`);
      expect(message.defaultMessage.length).toBeGreaterThan(0);
    }
    expect(uuid('x')).toEqual({ id: 'validation.uuid', defaultMessage: 'invalid id format' });
    expect(uniqueValue(['a'])('a')).toEqual({ id: 'validation.unique', defaultMessage: 'already exists' });
  });

  it('render to English with their values', () => {
    expect(formatMessageEn(minLength(3)('ab') as MessageDescriptor)).toBe('Enter at least 3 characters');
    expect(formatMessageEn(maxLength(1)('ab') as MessageDescriptor)).toBe('Enter at most 1 character');
    expect(formatMessageEn(maxValue(10_000)(20_000) as MessageDescriptor)).toBe('Enter 10,000 or less');
    expect(formatMessageEn(maxDecimalPlaces(0)('1.5') as MessageDescriptor)).toBe('Decimals are not allowed');
    expect(formatMessageEn(maxDecimalPlaces(2)('1.555') as MessageDescriptor)).toBe('Use at most 2 decimal places');
  });
});

describe('required', () => {
  it('fails on missing values only', () => {
    fails(required, 'validation.required', [null, undefined, '', '   ', '\n\t', [], Number.NaN]);
    passes(required, ['x', 0, false, ['a'], ' a ']);
  });
});

describe('optional fields', () => {
  it('let every format validator pass an empty value', () => {
    const all: Validator<never>[] = [
      email,
      phone,
      usPhone,
      noSpaces,
      alphanumeric,
      zipCode,
      fax,
      taxNumber,
      phoneExtension,
      safeUrl,
      uuid,
      minLength(3),
      maxLength(3),
      minValue(1),
      maxValue(1),
      maxDecimalPlaces(0),
      naturalNumber,
      uniqueValue(['']),
      trimmedSpaces,
      allowedFileExtensions(['png']),
      usDate,
      notFutureDate(),
    ];
    for (const validate of all) {
      for (const empty of ['', null, undefined]) expect(validate(empty as never)).toBeNull();
    }
    expect(timeRange({ start: '', end: '10:00' })).toBeNull();
  });
});

describe('email and phone', () => {
  it('checks emails', () => {
    passes(email, ['manager@maple.demo', 'a.b+tag@sub.maple.demo']);
    fails(email, 'validation.email', ['manager', 'a@b', ' manager@maple.demo', 'a@@b.demo', 'a@-b.demo']);
  });

  it('checks phones with the US default', () => {
    passes(phone, ['(555) 010-0100', '+44 20 7946 0958', '5550100100']);
    fails(phone, 'validation.phone', ['12', 'call me', '555-0100']);
  });

  it('checks US phones: 10 digits or +1 and 10 digits', () => {
    passes(usPhone, ['5550100100', '+15550100100', '(555) 010-0100', '+1 555.010.0100']);
    fails(usPhone, 'validation.usPhone', [
      '15550100100',
      '+25550100100',
      '555010010',
      '55501001000',
      '+1555010010',
      '555O100100',
    ]);
  });

  it('agrees with a digit-count reference for US phones', () => {
    const reference = (s: string) => {
      const bare = s
        .replaceAll(' ', '')
        .replaceAll('-', '')
        .replaceAll('(', '')
        .replaceAll(')', '')
        .replaceAll('.', '');
      const rest = bare.startsWith('+1') ? bare.slice(2) : bare;
      return rest.length === 10 && isDigits(rest);
    };
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('1', '5', '0', '+', '-', ' ', '(', ')', '.', 'x'), maxLength: 16 }),
        (s) => (s === '' ? true : (usPhone(s) === null) === reference(s)),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('character rules', () => {
  it('checks spaces and letters', () => {
    passes(noSpaces, ['abc', 'a-b_c']);
    fails(noSpaces, 'validation.noSpaces', ['a b', ' a', 'a\u00a0b', 'a\tb']);
    passes(alphanumeric, ['abc123', 'ABC']);
    fails(alphanumeric, 'validation.alphanumeric', ['a-b', 'a b', 'é', 'a_b']);
    passes(trimmedSpaces, ['a b', 'a']);
    fails(trimmedSpaces, 'validation.trimmedSpaces', [' a', 'a ', '\ta', 'a\n']);
  });

  it('matches trim() for trimmed spaces', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (s) => (trimmedSpaces(s) === null) === (s === s.trim())),
      { numRuns: 1000 },
    );
  });
});

describe('numbers with a fixed digit count', () => {
  it('checks zip codes: 12345, 12345-6789, 123456789', () => {
    passes(zipCode, ['12345', '12345-6789', '123456789']);
    fails(zipCode, 'validation.zipCode', [
      '1234',
      '123456',
      '12345-678',
      '12345 6789',
      '12345--6789',
      'abcde',
      ' 12345',
    ]);
  });

  it('agrees with a zip reference', () => {
    const reference = (s: string) =>
      (s.length === 5 && isDigits(s)) ||
      (s.length === 9 && isDigits(s)) ||
      (s.length === 10 && s[5] === '-' && isDigits(s.slice(0, 5)) && isDigits(s.slice(6)));
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '7', '9', '-', ' ', 'a'), minLength: 1, maxLength: 12 }),
        (s) => (zipCode(s) === null) === reference(s),
      ),
      { numRuns: 2000 },
    );
  });

  it('checks fax, tax number and extension lengths', () => {
    passes(fax, ['5550100199', '555-010-0199', '(555) 010 0199']);
    fails(fax, 'validation.fax', ['555010019', '+15550100199', '555x0100199']);
    passes(taxNumber, ['123456789', '12-3456789']);
    fails(taxNumber, 'validation.taxNumber', ['12345678', '1234567890', '12-345678a']);
    passes(phoneExtension, ['042', '999']);
    fails(phoneExtension, 'validation.phoneExtension', ['42', '1234', '04a', ' 042']);
  });

  it('counts digits for fax and tax numbers', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '2', '-', ' '), minLength: 1, maxLength: 14 }), (s) => {
        const digits = s.replaceAll('-', '').replaceAll(' ', '');
        return (fax(s) === null) === (digits.length === 10) && (taxNumber(s) === null) === (digits.length === 9);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('links and ids', () => {
  it('checks safe urls', () => {
    passes(safeUrl, ['https://maple.demo', 'http://localhost:3000/x']);
    fails(safeUrl, 'validation.safeUrl', ['javascript:alert(1)', 'data:text/html,x', '//evil.demo', 'maple.demo']);
  });

  it('accepts uuids the API accepts, in any case', () => {
    passes(uuid, [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '3F2504E0-4F89-41D3-9A0C-0305E82C3301',
      '0190a6b2-7c1d-7e6f-8a9b-0c1d2e3f4a5b',
    ]);
    fails(uuid, 'validation.uuid', [
      '3f2504e0-4f89-01d3-9a0c-0305e82c3301',
      '3f2504e0-4f89-41d3-7a0c-0305e82c3301',
      '3f2504e04f8941d39a0c0305e82c3301',
      '{3f2504e0-4f89-41d3-9a0c-0305e82c3301}',
      '3f2504e0-4f89-41d3-9a0c-0305e82c330',
    ]);
  });

  it('accepts generated uuids and rejects them once a character is broken', () => {
    fc.assert(
      fc.property(fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7, 8] }), fc.nat(35), fc.boolean(), (id, at, upper) => {
        const cased = upper ? id.toUpperCase() : id;
        const broken = `${cased.slice(0, at)}g${cased.slice(at + 1)}`;
        return uuid(cased) === null && uuid(broken) !== null;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('length and value bounds', () => {
  it('compares lengths like String#length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 30 }), (s, n) => {
        return (minLength(n)(s) === null) === s.length >= n && (maxLength(n)(s) === null) === s.length <= n;
      }),
      { numRuns: 1000 },
    );
  });

  it('reads numbers and numeric text', () => {
    passes(minValue(1), [1, '1', '1,000', 2.5]);
    fails(minValue(1), 'validation.minValue', [0, '0.99', '-5']);
    fails(minValue(1), 'validation.number', ['abc', '1e3', 'Infinity', Number.POSITIVE_INFINITY, '-', '1.2.3']);
    passes(maxValue(365), [365, '365', '-1']);
    fails(maxValue(365), 'validation.maxValue', [366, '1,000']);
  });

  it('compares values like the numbers they are', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        (v, bound) => {
          const text = new Intl.NumberFormat('en-US').format(v);
          return (minValue(bound)(v) === null) === v >= bound && (maxValue(bound)(text) === null) === v <= bound;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('counts decimal places', () => {
    passes(maxDecimalPlaces(2), [1, 1.5, '1.25', 100, '1,000.10', 1e21]);
    fails(maxDecimalPlaces(2), 'validation.maxDecimalPlaces', [1.234, '1.001', 1e-7]);
    fails(maxDecimalPlaces(0), 'validation.maxDecimalPlaces', ['1.0']);
    fails(maxDecimalPlaces(2), 'validation.number', ['1.2x', Number.NaN]);
  });

  it('agrees with toFixed on decimal places', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (n, places, max) => {
          const text = (n / 10 ** places).toFixed(places);
          return (maxDecimalPlaces(max)(text) === null) === places <= max;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('takes natural numbers to start at 1', () => {
    passes(naturalNumber, [1, 42, '7', '007']);
    fails(naturalNumber, 'validation.naturalNumber', [0, -1, 1.5, '0', '000', '1.0', '-3', ' 4', Number.NaN, 2 ** 60]);
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        (n) => (naturalNumber(n) === null) === n >= 1 && (naturalNumber(String(n)) === null) === n >= 1,
      ),
      { numRuns: 1000 },
    );
  });
});

describe('uniqueValue', () => {
  it('reports duplicates trimmed and case-insensitively by default', () => {
    const unique = uniqueValue(['Vacant', 'Occupied']);
    fails(unique, 'validation.unique', ['vacant', ' VACANT ', 'Occupied']);
    passes(unique, ['Notice', 'Vacant ready']);
    expect(uniqueValue(['Vacant'], { caseSensitive: true })('vacant')).toBeNull();
  });

  it('fails exactly for names already taken', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 6 }),
        fc.string({ minLength: 1, maxLength: 6 }),
        (existing, name) => {
          const taken = existing.some((e) => e.trim().toLowerCase() === name.trim().toLowerCase());
          return (uniqueValue(existing)(name) !== null) === taken;
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('allowedFileExtensions', () => {
  it('compares extensions case-insensitively, with or without the dot', () => {
    const images = allowedFileExtensions(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp']);
    passes(images, ['photo.JPG', 'a.b.png', { name: 'scan.webp' }, ['x.gif', { name: 'y.bmp' }], []]);
    fails(images, 'validation.fileExtension', ['doc.pdf', 'png', '.png', 'photo.png.exe', ['ok.png', 'bad.svg']]);
    expect(allowedFileExtensions(['.PNG', 'jpeg'])('a.pdf')?.values).toEqual({ extensions: 'png, jpeg' });
  });
});

describe('dates and time ranges', () => {
  it('checks MM/DD/YYYY text', () => {
    passes(usDate, ['02/29/2024', '12/31/1999']);
    fails(usDate, 'validation.usDate', ['02/30/2024', '2024-02-01', '2/1/2024']);
  });

  it('keeps filter dates out of the future', () => {
    const notFuture = notFutureDate(() => Date.parse('2024-05-01T12:00:00Z'), 'UTC');
    passes(notFuture, ['2024-05-01', '2020-01-01']);
    fails(notFuture, 'validation.futureDate', ['2024-05-02']);
    fails(notFuture, 'validation.dateOnly', ['05/02/2024', '2024-02-30']);
  });

  it('wants the start before the end', () => {
    expect(timeRange({ start: '09:00', end: '17:00' })).toBeNull();
    expect(idOf(timeRange({ start: '17:00', end: '09:00' }))).toBe('validation.timeRange');
    expect(idOf(timeRange({ start: '09:00', end: '09:00' }))).toBe('validation.timeRange');
    expect(idOf(timeRange({ start: '9am', end: '10:00' }))).toBe('validation.time');
    expect(timeRange({ start: null, end: null })).toBeNull();
  });
});

describe('compose', () => {
  it('returns the first failure', () => {
    const zip = compose<string | null | undefined>(required, zipCode);
    expect(idOf(zip(''))).toBe('validation.required');
    expect(idOf(zip('123'))).toBe('validation.zipCode');
    expect(zip('12345')).toBeNull();
  });
});
