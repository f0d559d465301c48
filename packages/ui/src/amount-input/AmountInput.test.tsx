import { formatAmountInput } from '@lintel/formats';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { AmountInput } from './AmountInput.tsx';

/** Types `text` in one go, blurs, and returns what the input then shows and the last value reported. */
function typeAndBlur(text: string) {
  const onChange = vi.fn();
  // A plain query: role queries cost more than the render itself, times every property run.
  const { container } = renderUi(<AmountInput label="amount" onChange={onChange} />);
  const input = container.querySelector('input')!;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  const shown = input.value;
  const reported = onChange.mock.calls.length ? (onChange.mock.calls.at(-1)![0] as number | null) : null;
  cleanup();
  return { shown, reported };
}

describe('a manager typing a decimal amount', () => {
  it('formats with comma thousands and dot decimals, precision 2, once editing ends', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<AmountInput label="premium" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'premium' }) as HTMLInputElement;
    await user.type(input, '1234567.89');
    await user.tab();
    expect(input.value).toBe('1,234,567.89');
    expect(onChange).toHaveBeenLastCalledWith(1234567.89);
  });

  it('never changes what was typed: a minus, an extra decimal or a word reach the schema as typed', () => {
    expect(typeAndBlur('-25')).toEqual({ shown: '-25.00', reported: -25 });
    expect(typeAndBlur('1.239')).toEqual({ shown: '1.239', reported: 1.239 });
    const word = typeAndBlur('12x');
    expect(word.shown).toBe('12x');
    expect(word.reported).toBeNaN();
  });

  it('shows an outside value formatted', () => {
    renderUi(<AmountInput label="amount" value={9876.5} />);
    expect((screen.getByRole('textbox', { name: 'amount' }) as HTMLInputElement).value).toBe('9,876.50');
  });

  it('property: typing an amount with at most 2 decimals, formatted or plain, gives that amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.boolean(), (cents, formatted) => {
        const amount = cents / 100;
        const text = formatted ? formatAmountInput(amount) : String(amount);
        const { shown, reported } = typeAndBlur(text);
        return Object.is(reported, amount === 0 ? 0 : amount) && shown === formatAmountInput(amount);
      }),
      { numRuns: 30 },
    );
  });
});
