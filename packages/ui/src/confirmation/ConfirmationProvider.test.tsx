import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../test/render.tsx';
import { type ConfirmationApi, useConfirmation, useConfirmationEvent } from './ConfirmationProvider.tsx';
import type { ConfirmationComponentProps, ConfirmationRequest } from './types.ts';

let api: ConfirmationApi;
function Capture() {
  api = useConfirmation();
  return null;
}

function ask(request: ConfirmationRequest) {
  let result!: Promise<boolean>;
  act(() => {
    result = api.confirm(request);
  });
  return result;
}

function Listener({ events }: { events: string[] }) {
  useConfirmationEvent('archive', { onConfirm: () => events.push('archive:confirm') });
  useConfirmationEvent('other', { onConfirm: () => events.push('other:confirm') });
  return null;
}

function Acknowledge({ setConfirmDisabled }: ConfirmationComponentProps) {
  const [ticked, setTicked] = useState(false);
  return (
    <label>
      <input
        type="checkbox"
        checked={ticked}
        onChange={(event) => {
          setTicked(event.currentTarget.checked);
          setConfirmDisabled(!event.currentTarget.checked);
        }}
      />
      I understand
    </label>
  );
}

afterEach(() => vi.useRealTimers());

describe('confirmation dialog', () => {
  it('shows the spec default question with Confirm and Cancel', () => {
    renderUi(<Capture />, { overlays: true });
    void ask({ id: 'generic' });
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to perform this action?' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('user: confirming resolves true and emits confirm keyed by the action id', async () => {
    const user = setupUser();
    const events: string[] = [];
    renderUi(
      <>
        <Capture />
        <Listener events={events} />
      </>,
      { overlays: true },
    );
    const result = ask({ id: 'archive', confirmationMessage: 'archive the lease?' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toBe(true);
    expect(events).toEqual(['archive:confirm']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('user: cancelling resolves false and emits cancel with the id', async () => {
    const user = setupUser();
    const cancelled = vi.fn();
    renderUi(<Capture />, { overlays: true });
    api.events.on('cancel', cancelled);
    const result = ask({ id: 'delete-file' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBe(false);
    expect(cancelled).toHaveBeenCalledWith({ id: 'delete-file' });
  });

  it('a hide request while shown counts as cancel', async () => {
    const cancelled = vi.fn();
    renderUi(<Capture />, { overlays: true });
    api.events.on('cancel', cancelled);
    const result = ask({ id: 'leave' });
    act(() => api.hide());
    await expect(result).resolves.toBe(false);
    expect(cancelled).toHaveBeenCalledWith({ id: 'leave' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a hide request while hidden emits nothing', () => {
    const listener = vi.fn();
    renderUi(<Capture />, { overlays: true });
    api.events.on('cancel', listener);
    act(() => api.hide());
    expect(listener).not.toHaveBeenCalled();
  });

  it('Escape counts as cancel', async () => {
    const user = setupUser();
    renderUi(<Capture />, { overlays: true });
    const result = ask({ id: 'x' });
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBe(false);
  });

  it('a newer request replaces the shown one, which counts as cancelled', async () => {
    renderUi(<Capture />, { overlays: true });
    const first = ask({ id: 'first', confirmationMessage: 'first?' });
    void ask({ id: 'second', confirmationMessage: 'second?' });
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole('dialog', { name: 'second?' })).toBeTruthy();
  });

  it('shows every text field of the request', () => {
    renderUi(<Capture />, { overlays: true });
    void ask({
      id: 'save-settings',
      confirmationTitle: 'Notification Settings changes will be saved',
      confirmationMessage: { id: 't.msg', defaultMessage: 'Save {count} changes?', values: { count: 3 } },
      confirmationNote: 'Residents are not notified.',
      confirmBtnText: 'yes, save',
      cancelBtnText: 'no, go back',
      confirmationType: 'success',
      confirmationIcon: <span>i</span>,
    });
    const dialog = screen.getByRole('dialog', { name: 'Notification Settings changes will be saved' });
    expect(dialog.textContent).toContain('Save 3 changes?');
    expect(dialog.textContent).toContain('Residents are not notified.');
    expect(screen.getByRole('button', { name: 'yes, save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'no, go back' })).toBeTruthy();
  });

  it('type warning gives a danger confirm button; success gives the brand colour', () => {
    renderUi(<Capture />, { overlays: true });
    void ask({ id: 'w', confirmationType: 'warning' });
    expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('style')).toContain('red');
    void ask({ id: 's', confirmationType: 'success' });
    expect(screen.getByRole('button', { name: 'Confirm' }).getAttribute('style') ?? '').not.toContain('red');
  });

  it('showConfirmBtn false leaves only Cancel', () => {
    renderUi(<Capture />, { overlays: true });
    void ask({ id: 'ack', showConfirmBtn: false });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('a countdown disables confirm, counting down each second until 0', async () => {
    vi.useFakeTimers();
    renderUi(<Capture />, { overlays: true });
    const result = ask({ id: 'wipe', confirmationCountdownSeconds: 3 });
    const button = () => screen.getByRole('button', { name: /^Confirm/ }) as HTMLButtonElement;
    expect(button().textContent).toBe('Confirm (3)');
    expect(button().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(999));
    expect(button().textContent).toBe('Confirm (3)');
    await act(async () => vi.advanceTimersByTime(1));
    expect(button().textContent).toBe('Confirm (2)');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(button().textContent).toBe('Confirm');
    expect(button().disabled).toBe(false);
    act(() => button().click());
    await expect(result).resolves.toBe(true);
  });

  it('isInitialConfirmDisabled keeps confirm off until the custom component enables it', async () => {
    const user = setupUser();
    renderUi(<Capture />, { overlays: true });
    void ask({ id: 'ack', isInitialConfirmDisabled: true, component: Acknowledge });
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'I understand' }));
    expect(confirm.disabled).toBe(false);
  });

  it('developer: a request without an action id logs an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUi(<Capture />, { overlays: true });
    void ask({ id: '' });
    expect(error).toHaveBeenCalledWith('confirmation request without an action id', { id: '' });
    error.mockRestore();
  });
});
