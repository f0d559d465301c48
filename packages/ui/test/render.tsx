// Renders building blocks the way the portal does: inside Mantine (transitions and portals off) and
// react-intl with the en-US defaults, optionally with the overlay providers.
import { MantineProvider } from '@mantine/core';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { OverlayProviders } from '../src/overlays/OverlayProviders.tsx';

export interface RenderUiOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Also mount the confirmation, toast, drawer, colour selector and download banner providers. */
  overlays?: boolean;
}

export function TestProviders({ children, overlays = false }: { children: ReactNode; overlays?: boolean }) {
  return (
    <MantineProvider env="test">
      <IntlProvider locale="en-US" defaultLocale="en-US">
        {overlays ? <OverlayProviders>{children}</OverlayProviders> : children}
      </IntlProvider>
    </MantineProvider>
  );
}

/** `render` with the providers every building block needs. */
export function renderUi(ui: ReactElement, { overlays = false, ...options }: RenderUiOptions = {}) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <TestProviders overlays={overlays}>{children}</TestProviders>,
  });
}
