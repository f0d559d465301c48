import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessageEn } from './messages.ts';

const render = (defaultMessage: string, values?: Record<string, string | number>) =>
  formatMessageEn({ id: 'test', defaultMessage, ...(values ? { values } : {}) });

describe('formatMessageEn', () => {
  it('substitutes simple arguments', () => {
    expect(render('Hello {name}!', { name: 'Maple' })).toBe('Hello Maple!');
    expect(render('{a}{b}', { a: 1, b: 'x' })).toBe('1x');
  });

  it('keeps a placeholder that has no value', () => {
    expect(render('Min {min}')).toBe('Min {min}');
    expect(render('{n, plural, one {# day} other {# days}}')).toBe('{n, plural, one {# day} other {# days}}');
  });

  it('formats number arguments with en-US grouping', () => {
    expect(render('Enter {max, number} or less', { max: 1234567 })).toBe('Enter 1,234,567 or less');
    expect(render('{max, number}', { max: 'text' })).toBe('text');
  });

  it('selects plural branches: exact match first, then one/other', () => {
    const message = '{n, plural, =0 {none} one {# item} other {# items}}';
    expect(render(message, { n: 0 })).toBe('none');
    expect(render(message, { n: 1 })).toBe('1 item');
    expect(render(message, { n: 2 })).toBe('2 items');
    expect(render(message, { n: 1500 })).toBe('1,500 items');
  });

  it('renders nested arguments inside a branch', () => {
    expect(render('{n, plural, one {# file in {dir}} other {# files in {dir}}}', { n: 3, dir: 'docs' })).toBe(
      '3 files in docs',
    );
  });

  it('shows malformed syntax verbatim instead of throwing', () => {
    expect(render('broken {n, plural, one {x}', { n: 1 })).toBe('broken {n, plural, one {x}');
    expect(render('odd {n, select, a {x}}', { n: 1 })).toBe('odd {n, select, a {x}}');
  });

  it('returns text without braces unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[{}]/.test(s)),
        (text) => {
          expect(render(text)).toBe(text);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('pluralises like English for any count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), (n) => {
        expect(render('{n, plural, one {# day} other {# days}}', { n })).toBe(`${n} ${n === 1 ? 'day' : 'days'}`);
      }),
      { numRuns: 1000 },
    );
  });
});
