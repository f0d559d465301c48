import type { NotificationsStore } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { ColourSelectorProvider } from '../colour-selector/ColourSelectorProvider.tsx';
import { ConfirmationProvider } from '../confirmation/ConfirmationProvider.tsx';
import { DownloadBannerProvider } from '../download-banner/DownloadBannerProvider.tsx';
import { DrawerProvider } from '../drawer/DrawerProvider.tsx';
import { ToastProvider } from '../toast/ToastProvider.tsx';

export interface OverlayProvidersProps {
  children: ReactNode;
  /** The router's location key: the drawer closes when it changes. */
  navigationKey?: unknown;
  toastStore?: NotificationsStore;
}

/**
 * Every portal-wide overlay in one wrapper: toasts, confirmation dialog, drawer, colour selector and
 * download banner. Mount it once inside MantineProvider and IntlProvider.
 *
 * @example <OverlayProviders navigationKey={location.key}><Outlet /></OverlayProviders>
 */
export function OverlayProviders({ children, navigationKey, toastStore }: OverlayProvidersProps) {
  return (
    <ToastProvider store={toastStore}>
      <ConfirmationProvider>
        <DownloadBannerProvider>
          <ColourSelectorProvider>
            <DrawerProvider navigationKey={navigationKey}>{children}</DrawerProvider>
          </ColourSelectorProvider>
        </DownloadBannerProvider>
      </ConfirmationProvider>
    </ToastProvider>
  );
}
