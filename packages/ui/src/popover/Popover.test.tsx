import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { Popover } from './Popover.tsx';

describe('popover', () => {
  it('user: opens from its target and closes on an outside click or Escape', async () => {
    const user = setupUser();
    renderUi(
      <>
        <Popover target={<button type="button">Filters</button>}>
          <p>Created from</p>
        </Popover>
        <p>outside</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog').textContent).toBe('Created from');
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('inside placement renders within the target container; outside goes to the page layer', async () => {
    const user = setupUser();
    renderUi(
      <section aria-label="card">
        <Popover placement="inside" position="right" target={<button type="button">more</button>}>
          <p>details</p>
        </Popover>
      </section>,
    );
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByRole('region', { name: 'card' }).contains(screen.getByText('details'))).toBe(true);
  });
});
