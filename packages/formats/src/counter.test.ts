import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTER_DEFAULTS, counterHint, formatCounterHintEn, parseCounterInput, stepCounter } from './counter.ts';

describe('counter input', () => {
  it('uses the spec defaults: precision 0, step 1, min 1', () => {
    expect(COUNTER_DEFAULTS).toEqual({ precision: 0, step: 1, min: 1 });
    expect(parseCounterInput('0')).toBe(1);
    expect(parseCounterInput('12.7')).toBe(12);
    expect(parseCounterInput('400', { max: 365 })).toBe(365);
    expect(parseCounterInput('')).toBeNull();
    expect(parseCounterInput('-3')).toBeNull();
  });

  it('accepts negatives only when the minimum allows them', () => {
    expect(parseCounterInput('-3', { min: -5 })).toBe(-3);
    expect(parseCounterInput('-30', { min: -5 })).toBe(-5);
    expect(parseCounterInput('-3', { min: null })).toBe(-3);
  });

  it('steps by one within bounds', () => {
    expect(stepCounter(1, -1)).toBe(1);
    expect(stepCounter(1, 1)).toBe(2);
    expect(stepCounter(365, 1, { max: 365 })).toBe(365);
    expect(stepCounter(10, 1, { step: 5, max: 12 })).toBe(12);
  });

  it('never steps outside [min, max]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 500 }),
        fc.constantFrom<1 | -1>(1, -1),
        fc.integer({ min: 1, max: 365 }),
        (value, direction, max) => {
          const next = stepCounter(value, direction, { max });
          return (
            next >= 1 && next <= max && (value + direction < 1 || value + direction > max || next === value + direction)
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('counterHint', () => {
  it('reads min and max, with not limited for a missing bound', () => {
    expect(counterHint(1, 365)).toEqual({
      id: 'formats.counter.hint.range',
      defaultMessage: 'Min {min, number}, max {max, number}',
      values: { min: 1, max: 365 },
    });
    expect(formatCounterHintEn(1, 365)).toBe('Min 1, max 365');
    expect(formatCounterHintEn(1)).toBe('Min 1, max not limited');
    expect(formatCounterHintEn(null, 10_000)).toBe('Min not limited, max 10,000');
    expect(formatCounterHintEn()).toBe('not limited');
    expect(counterHint().id).toBe('formats.counter.hint.notLimited');
  });

  it('shows every bound that is set', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1000, max: 1000 })),
        fc.option(fc.integer({ min: -1000, max: 1000 })),
        (min, max) => {
          const text = formatCounterHintEn(min, max);
          if (min === null && max === null) expect(text).toBe('not limited');
          else {
            const n = (v: number) => new Intl.NumberFormat('en-US').format(v);
            expect(text).toContain(min === null ? 'Min not limited' : `Min ${n(min)}`);
            expect(text).toContain(max === null ? 'max not limited' : `max ${n(max)}`);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
