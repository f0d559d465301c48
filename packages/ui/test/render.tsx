// Renders building blocks the way the portal does: inside Mantine (transitions and portals off) and
// react-intl with the en-US defaults, optionally with the overlay providers.
import { MantineProvider } from '@mantine/core';
import { type RenderOptions, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { OverlayProviders } from '../src/overlays/OverlayProviders.tsx';

export interface RenderUiOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Also mount the confirmation, toast, drawer, colour selector and download banner providers. */
  overlays?: boolean;
}

export function TestProviders({ children, overlays = false }: { children: ReactNode; overlays?: boolean }) {
  return (
    // No global CSS variables or classes: jsdom re-parses every style sheet on each getComputedStyle,
    // which made role queries several times slower, and nothing here asserts on them.
    <MantineProvider env="test" withCssVariables={false} withGlobalClasses={false}>
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

/**
 * user-event with the pointer-events check off: it walks getComputedStyle up the tree on every click,
 * which in jsdom cost more than the rest of a test. Disabled controls are still asserted directly.
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}
