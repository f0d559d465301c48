import { formatAmountInput, parseAmountInput } from '@lintel/formats';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { AmountInput } from './AmountInput.tsx';

/** Types `text` in one go, blurs, and returns what the input then shows and the last value reported. */
function typeAndBlur(text: string, props: Parameters<typeof AmountInput>[0] = {}) {
  const onChange = vi.fn();
  // A plain query: role queries cost more than the render itself, times every property run.
  const { container } = renderUi(<AmountInput label="amount" onChange={onChange} {...props} />);
  const input = container.querySelector('input')!;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  const shown = input.value;
  const reported = onChange.mock.calls.length ? (onChange.mock.calls.at(-1)![0] as number | null) : null;
  cleanup();
  return { shown, reported };
}

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('amount input', () => {
  it('user: formats with comma thousands and dot decimals, precision 2, once editing ends', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<AmountInput label="premium" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'premium' }) as HTMLInputElement;
    await user.type(input, '1234567.891');
    expect(input.value).toBe('1234567.89');
    await user.tab();
    expect(input.value).toBe('1,234,567.89');
    expect(onChange).toHaveBeenLastCalledWith(1234567.89);
  });

  it('negatives are off by default and on when allowed', () => {
    expect(typeAndBlur('-25')).toEqual({ shown: '25.00', reported: 25 });
    expect(typeAndBlur('-25', { allowNegative: true })).toEqual({ shown: '-25.00', reported: -25 });
  });

  it('clamps to min and max', () => {
    expect(typeAndBlur('5000', { max: 1000 })).toEqual({ shown: '1,000.00', reported: 1000 });
    expect(typeAndBlur('0.5', { min: 1 })).toEqual({ shown: '1.00', reported: 1 });
  });

  it('shows an outside value formatted', () => {
    renderUi(<AmountInput label="amount" value={9876.5} />);
    expect((screen.getByRole('textbox', { name: 'amount' }) as HTMLInputElement).value).toBe('9,876.50');
  });

  it('property: whatever is typed, the value is empty or a bounded amount with at most 2 decimals, shown as it parses', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[-$0-9,.a ]{0,14}$/),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 100_000 }),
        (text, min, span) => {
          const max = min + span;
          const { shown, reported } = typeAndBlur(text, { min, max });
          if (reported === null) return shown === '';
          return (
            reported >= min &&
            reported <= max &&
            decimals(reported) <= 2 &&
            shown === formatAmountInput(reported) &&
            parseAmountInput(shown) === reported
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('property: typing an amount in bounds, formatted or plain, gives that amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (cents, formatted) => {
        const amount = cents / 100;
        const text = formatted ? formatAmountInput(amount) : String(amount);
        return typeAndBlur(text).reported === amount;
      }),
      { numRuns: 30 },
    );
  });
});
