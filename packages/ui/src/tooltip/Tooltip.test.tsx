import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { Tooltip } from './Tooltip.tsx';

afterEach(() => vi.useRealTimers());

describe('tooltip', () => {
  it('shows on hover and hides 100 ms after the pointer leaves', async () => {
    vi.useFakeTimers();
    renderUi(
      <Tooltip label="this status is mandatory">
        <button type="button">Vacant</button>
      </Tooltip>,
    );
    const target = screen.getByRole('button', { name: 'Vacant' });
    fireEvent.mouseEnter(target);
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip').textContent).toBe('this status is mandatory');
    fireEvent.mouseLeave(target);
    await act(async () => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
