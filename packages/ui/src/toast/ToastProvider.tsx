import {
  createNotificationsStore,
  Notifications,
  type NotificationsStore,
  notifications,
} from '@mantine/notifications';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { type UiText, useUiText } from '../i18n.ts';
import { commonMessages } from '../messages.ts';
import { toastMessages } from './messages.ts';

/** The spec's notification types. */
export type ToastType = 'error' | 'success' | 'warning' | 'brand' | 'default';

/**
 * Auto-dismiss per type. The spec gives 4 s for success and 10 s for "error or default"; warning and
 * brand are read as falling under "default" (anything not a success stays long enough to read).
 */
export const TOAST_AUTO_CLOSE_MS: Readonly<Record<ToastType, number>> = {
  success: 4000,
  error: 10_000,
  default: 10_000,
  warning: 10_000,
  brand: 10_000,
};

const TITLES: Readonly<Record<ToastType, MessageDescriptor>> = {
  success: toastMessages.success,
  error: toastMessages.error,
  default: toastMessages.info,
  warning: toastMessages.warning,
  brand: toastMessages.brand,
};

const COLORS: Readonly<Record<ToastType, string | undefined>> = {
  success: 'green',
  error: 'red',
  default: 'gray',
  warning: 'orange',
  brand: undefined, // the theme's primary colour
};

export interface ToastOptions {
  type?: ToastType;
  /** The body; without one the toast shows only its type's default text. */
  message?: UiText;
  /** Overrides the type's default text as the heading. */
  title?: UiText;
  /** Milliseconds, or false to stay until closed; defaults by type. */
  autoClose?: number | false;
}

export interface ToastApi {
  show: (options: ToastOptions) => string;
  success: (message?: UiText) => string;
  /** Takes an error (its `message` field is shown when present), a text, or nothing. */
  error: (error?: unknown) => string;
  warning: (message?: UiText) => string;
  brand: (message?: UiText) => string;
  info: (message?: UiText) => string;
  hide: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

function isDescriptor(value: unknown): value is MessageDescriptor & { id: string } {
  return typeof value === 'object' && value !== null && 'id' in value && 'defaultMessage' in value;
}

/** The message an error toast shows: the error's own message when it has one. */
export function errorText(error: unknown): UiText | undefined {
  if (typeof error === 'string') return error || undefined;
  if (isDescriptor(error)) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * Mounts the alert toasts and provides `useToast()`. Each provider keeps its own store (so tests and
 * embedded portals do not share toasts) unless one is passed.
 */
export function ToastProvider({ children, store }: { children: ReactNode; store?: NotificationsStore }) {
  const text = useUiText();
  const [ownStore] = useState(() => store ?? createNotificationsStore());
  const api = useMemo<ToastApi>(() => {
    const show = ({ type = 'default', message, title, autoClose }: ToastOptions) =>
      notifications.show(
        {
          color: COLORS[type],
          title: text(title ?? TITLES[type]),
          message: message === undefined ? null : text(message),
          autoClose: autoClose ?? TOAST_AUTO_CLOSE_MS[type],
          withBorder: true,
          // Mantine's close button is an icon alone: without a name a screen reader says only "button".
          closeButtonProps: { 'aria-label': text(commonMessages.close) },
          'data-toast-type': type,
        },
        ownStore,
      );
    return {
      show,
      success: (message) => show({ type: 'success', message }),
      error: (error) => show({ type: 'error', message: errorText(error) }),
      warning: (message) => show({ type: 'warning', message }),
      brand: (message) => show({ type: 'brand', message }),
      info: (message) => show({ type: 'default', message }),
      hide: (id) => {
        notifications.hide(id, ownStore);
      },
    };
  }, [text, ownStore]);

  return (
    <ToastContext.Provider value={api}>
      <Notifications store={ownStore} position="top-right" />
      {children}
    </ToastContext.Provider>
  );
}

/**
 * Shows alert toasts.
 *
 * @example const toast = useToast(); toast.success(messages.saved); toast.error(error);
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider (see OverlayProviders)');
  return api;
}
