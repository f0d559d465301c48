import { cleanup, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { CounterInput } from './CounterInput.tsx';

describe('counter input', () => {
  it('the hint names min and max; the default minimum is 1; a missing bound is not limited', () => {
    renderUi(
      <>
        <CounterInput label="reservation period" max={365} />
        <CounterInput label="copies" />
        <CounterInput label="offset" min={null} />
      </>,
    );
    expect(screen.getByText('Min 1, max 365')).toBeTruthy();
    expect(screen.getByText('Min 1, max not limited')).toBeTruthy();
    expect(screen.getByText('not limited')).toBeTruthy();
  });

  it('user: − and + step by 1 and stop at the bounds', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<CounterInput label="days" min={1} max={3} defaultValue={2} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'days' }) as HTMLInputElement;
    const plus = screen.getByRole('button', { name: 'increase' }) as HTMLButtonElement;
    await user.click(plus);
    expect(input.value).toBe('3');
    expect(plus.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'decrease' }));
    await user.click(screen.getByRole('button', { name: 'decrease' }));
    expect(input.value).toBe('1');
    expect((screen.getByRole('button', { name: 'decrease' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([3, 2, 1]);
  });

  it('user: from empty, + starts at the minimum', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<CounterInput label="days" min={5} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'increase' }));
    expect((screen.getByRole('textbox', { name: 'days' }) as HTMLInputElement).value).toBe('5');
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('user: a typed value is never changed: out of bounds or with decimals, it reaches the form as typed', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<CounterInput label="days" max={365} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'days' }) as HTMLInputElement;
    await user.type(input, '900');
    await user.tab();
    expect(input.value).toBe('900');
    expect(onChange).toHaveBeenLastCalledWith(900);
    await user.clear(input);
    await user.type(input, '4.5');
    await user.tab();
    expect(input.value).toBe('4.5');
    expect(onChange).toHaveBeenLastCalledWith(4.5);
  });

  it('property: whatever is typed stays on screen, and the value is empty, NaN or the number typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-0-9.,a ]{0,8}$/), (text) => {
        const onChange = vi.fn();
        // A plain query: role queries cost more than the render itself, times every run.
        const { container } = renderUi(<CounterInput label="n" max={365} onChange={onChange} />);
        const input = container.querySelector('input')!;
        fireEvent.focus(input);
        fireEvent.change(input, { target: { value: text } });
        fireEvent.blur(input);
        const value = onChange.mock.calls.at(-1)?.[0] ?? null;
        const shown = input.value;
        cleanup();
        if (text.trim() === '') return value === null && shown.trim() === '';
        // A finished number may show in its plain form ('0.' as '0'), never as another number.
        return typeof value === 'number' && (shown === text || (Number.isFinite(value) && Number(shown) === value));
      }),
      { numRuns: 30 },
    );
  });
});
