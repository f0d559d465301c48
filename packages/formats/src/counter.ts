import { clamp, parseAmountInput } from './amount.ts';
import { formatMessageEn, type MessageDescriptor } from './messages.ts';

/** The counter input's rules from the spec: whole numbers, step 1, minimum 1 unless told otherwise. */
export const COUNTER_DEFAULTS = { precision: 0, step: 1, min: 1 } as const;

export interface CounterOptions {
  /** Defaults to 1; pass null for no lower bound. */
  min?: number | null;
  max?: number | null;
  step?: number;
}

/**
 * Reads the text of a counter input: a whole number clamped to [min, max], the minimum defaulting to 1.
 * Negative input is accepted only when the minimum allows negatives. Returns null when there is no number.
 *
 * @example parseCounterInput('400', { max: 365 }) // 365
 */
export function parseCounterInput(text: string, options: CounterOptions = {}): number | null {
  const min = options.min === undefined ? COUNTER_DEFAULTS.min : options.min;
  return parseAmountInput(text, {
    precision: COUNTER_DEFAULTS.precision,
    allowNegative: min === null || min < 0,
    min,
    max: options.max ?? null,
  });
}

/**
 * The value after pressing the counter's + (1) or - (-1) button, kept within bounds.
 *
 * @example stepCounter(1, -1) // 1
 */
export function stepCounter(value: number, direction: 1 | -1, options: CounterOptions = {}): number {
  const min = options.min === undefined ? COUNTER_DEFAULTS.min : options.min;
  return clamp(value + direction * (options.step ?? COUNTER_DEFAULTS.step), min, options.max ?? null);
}

/** The counter hint's messages, exported so they can be extracted for translation. */
export const counterHintMessages = {
  range: { id: 'formats.counter.hint.range', defaultMessage: 'Min {min, number}, max {max, number}' },
  minOnly: { id: 'formats.counter.hint.minOnly', defaultMessage: 'Min {min, number}, max not limited' },
  maxOnly: { id: 'formats.counter.hint.maxOnly', defaultMessage: 'Min not limited, max {max, number}' },
  notLimited: { id: 'formats.counter.hint.notLimited', defaultMessage: 'not limited' },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The hint under a counter: its min and max, with 'not limited' standing in for each missing bound, and
 * just 'not limited' when neither is set. Pass the bound the counter actually applies (its default min
 * is 1), so the hint never claims a limit that does not exist.
 *
 * @example counterHint(1, 365) // { id: 'formats.counter.hint.range', ..., values: { min: 1, max: 365 } }
 */
export function counterHint(min?: number | null, max?: number | null): MessageDescriptor {
  if (min != null && max != null) return { ...counterHintMessages.range, values: { min, max } };
  if (min != null) return { ...counterHintMessages.minOnly, values: { min } };
  if (max != null) return { ...counterHintMessages.maxOnly, values: { max } };
  return { ...counterHintMessages.notLimited };
}

/**
 * English rendering of {@link counterHint}.
 *
 * @example formatCounterHintEn(1) // 'Min 1, max not limited'
 */
export function formatCounterHintEn(min?: number | null, max?: number | null): string {
  return formatMessageEn(counterHint(min, max));
}
