import { createNotificationsStore, type NotificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.tsx';
import { type ToastApi, ToastProvider, useToast } from './ToastProvider.tsx';

let toast: ToastApi;
function Capture() {
  toast = useToast();
  return null;
}

function toasts() {
  return [...document.querySelectorAll('[data-toast-type]')].map((node) => ({
    type: node.getAttribute('data-toast-type'),
    text: node.textContent,
  }));
}

let store: NotificationsStore;
/** Messages of the toasts still in the store: Mantine drops a toast there the moment it auto-closes. */
function shown() {
  return store.getState().notifications.map((toast) => toast.message);
}
function renderToasts() {
  store = createNotificationsStore();
  return renderUi(
    <ToastProvider store={store}>
      <Capture />
    </ToastProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('alert toasts', () => {
  it('each type shows its default text when no message is given', () => {
    renderUi(<Capture />, { overlays: true });
    act(() => {
      toast.success();
      toast.error();
      toast.warning();
      toast.brand();
      toast.info();
    });
    expect(toasts()).toEqual([
      { type: 'success', text: 'Success' },
      { type: 'error', text: 'Error' },
      { type: 'warning', text: 'Warning' },
      { type: 'brand', text: 'Notice' },
      { type: 'default', text: 'Information' },
    ]);
  });

  it('an error toast shows the message field of the error when present', () => {
    renderUi(<Capture />, { overlays: true });
    act(() => {
      toast.error(new Error('Failed to fetch data for communities selector'));
    });
    expect(screen.getByText('Failed to fetch data for communities selector')).toBeTruthy();
    expect(toasts()[0]?.text).toBe('ErrorFailed to fetch data for communities selector');
  });

  it('success auto-dismisses after 4000 ms', async () => {
    renderToasts();
    act(() => {
      toast.success('settings successfully saved');
    });
    await act(async () => vi.advanceTimersByTime(3999));
    expect(shown()).toEqual(['settings successfully saved']);
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
    // The exit animation then takes the node out of the page.
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByText('settings successfully saved')).toBeNull();
  });

  it('error and default auto-dismiss after 10000 ms', async () => {
    renderToasts();
    act(() => {
      toast.error('error signing out');
      toast.info({ id: 't.info', defaultMessage: 'Saved {n} rows', values: { n: 2 } });
    });
    expect(screen.getByText('Saved 2 rows')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(9999));
    expect(shown()).toEqual(['error signing out', 'Saved 2 rows']);
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('a toast can be closed by hand', () => {
    renderToasts();
    let id = '';
    act(() => {
      id = toast.warning('careful');
    });
    expect(shown()).toEqual(['careful']);
    act(() => toast.hide(id));
    expect(shown()).toEqual([]);
  });
});
