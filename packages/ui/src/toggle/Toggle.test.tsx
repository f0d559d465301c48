import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { Toggle } from './Toggle.tsx';

describe('toggle', () => {
  it('user: switches and reports the new state', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<Toggle label="email" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'email' }) as HTMLInputElement;
    await user.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('user: with a confirmation, declining reverts and reports nothing', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(<Toggle label="auto update" onChange={onChange} confirmation={{ id: 'auto-update' }} />, {
      overlays: true,
    });
    const toggle = screen.getByRole('switch', { name: 'auto update' }) as HTMLInputElement;
    await user.click(toggle);
    // The new position shows while the question is open.
    expect(toggle.checked).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Are you sure you want to perform this action?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toggle.checked).toBe(false);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('user: with a confirmation, accepting switches; the request can depend on the new state', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    renderUi(
      <Toggle
        label="email"
        defaultChecked
        onChange={onChange}
        confirmation={(next) => ({ id: 'email', confirmationMessage: next ? 'turn email on?' : 'turn email off?' })}
      />,
      { overlays: true },
    );
    await user.click(screen.getByRole('switch', { name: 'email' }));
    expect(screen.getByRole('dialog', { name: 'turn email off?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((screen.getByRole('switch', { name: 'email' }) as HTMLInputElement).checked).toBe(false);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('sizes map to extra-large, large (default) and small', () => {
    renderUi(
      <>
        <Toggle label="xl" size="extra-large" />
        <Toggle label="default" />
        <Toggle label="small" size="small" />
      </>,
    );
    const sizeOf = (name: string) =>
      screen.getByRole('switch', { name }).closest('[data-size]')?.getAttribute('data-size') ?? null;
    expect([sizeOf('xl'), sizeOf('default'), sizeOf('small')]).toEqual(['xl', 'md', 'sm']);
  });
});
