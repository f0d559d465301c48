import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { MoneyInput } from './MoneyInput.tsx';

async function typeIn(text: string, value: number | null = null) {
  const user = setupUser();
  const onChange = vi.fn();
  renderUi(<MoneyInput label="market rent" defaultValue={value} onChange={onChange} />);
  const input = screen.getByRole('textbox', { name: 'market rent' }) as HTMLInputElement;
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
  return { input, reported: onChange.mock.calls.at(-1)?.[0] as number | null | undefined };
}

describe('a manager typing a rent', () => {
  it('types dollars and the form gets those dollars as integer cents, shown formatted after editing', async () => {
    const { input, reported } = await typeIn('1550');
    expect(reported).toBe(155_000);
    expect(input.value).toBe('1,550.00');
  });

  it('types dollars and cents as people write them', async () => {
    expect((await typeIn('15.5')).reported).toBe(1550);
  });

  it('a minus is kept, reported as a negative amount for the form to refuse, and stays on screen', async () => {
    const { input, reported } = await typeIn('-5');
    expect(reported).toBe(-500);
    expect(input.value).toBe('-5.00');
  });

  it('text that is not an amount is kept as typed and reported as NaN', async () => {
    const { input, reported } = await typeIn('12abc');
    expect(reported).toBeNaN();
    expect(input.value).toBe('12abc');
  });

  it('a third decimal is kept, not rounded away', async () => {
    const { input, reported } = await typeIn('1.239');
    expect(Number.isInteger(reported)).toBe(false);
    expect(input.value).toBe('1.239');
  });

  it('shows a loaded amount in dollars with a dollar sign beside it', () => {
    renderUi(<MoneyInput label="rent" value={123_405} />);
    expect((screen.getByRole('textbox', { name: 'rent' }) as HTMLInputElement).value).toBe('1,234.05');
    expect(screen.getByText('$')).toBeTruthy();
  });
});
