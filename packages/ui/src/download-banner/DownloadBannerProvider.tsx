import { Loader, Paper, Portal, Text, ThemeIcon } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createEmitter, type Emitter } from '../events/emitter.ts';
import { type UiText, useUiText } from '../i18n.ts';
import { CheckIcon } from '../icons.tsx';
import { downloadBannerMessages as messages } from './messages.ts';

/** The spec's delay between the hide request and the banner disappearing. */
export const DOWNLOAD_BANNER_HIDE_DELAY_MS = 1000;

export interface DownloadBannerEvents {
  shown: { message: string };
  hidden: Record<string, never>;
}

export interface DownloadBannerApi {
  /** The spec's show-modal-download: the banner with a message and a spinning indicator. */
  show: (message?: UiText) => void;
  /** The spec's hide-download-indicator: says the download is complete, then hides 1 s later. */
  hide: (message?: UiText) => void;
  /** Shows the banner for the life of a promise (hiding it whether it settles or fails). */
  track: <T>(download: Promise<T>) => Promise<T>;
  events: Emitter<DownloadBannerEvents>;
}

type BannerState = { phase: 'hidden' } | { phase: 'running' | 'complete'; message: string };

const DownloadBannerContext = createContext<DownloadBannerApi | null>(null);

/** Mounts the download banner (bottom centre, above page content) and provides `useDownloadBanner()`. */
export function DownloadBannerProvider({ children }: { children: ReactNode }) {
  const text = useUiText();
  const events = useMemo(() => createEmitter<DownloadBannerEvents>(), []);
  const [state, setState] = useState<BannerState>({ phase: 'hidden' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (message?: UiText) => {
      clearTimeout(timer.current);
      const shown = text(message ?? messages.started);
      setState({ phase: 'running', message: shown });
      events.emit('shown', { message: shown });
    },
    [text, events],
  );

  const hide = useCallback(
    (message?: UiText) => {
      clearTimeout(timer.current);
      setState((now) =>
        now.phase === 'hidden' ? now : { phase: 'complete', message: text(message ?? messages.complete) },
      );
      timer.current = setTimeout(() => {
        setState({ phase: 'hidden' });
        events.emit('hidden', {});
      }, DOWNLOAD_BANNER_HIDE_DELAY_MS);
    },
    [text, events],
  );

  const api = useMemo<DownloadBannerApi>(
    () => ({
      show,
      hide,
      track: async (download) => {
        show();
        try {
          return await download;
        } finally {
          hide();
        }
      },
      events,
    }),
    [show, hide, events],
  );

  return (
    <DownloadBannerContext.Provider value={api}>
      {children}
      <Portal>
        {/* The live region stays mounted so screen readers announce each message as it changes. */}
        <div role="status" aria-live="polite">
          {state.phase === 'hidden' ? null : (
            <Paper
              shadow="md"
              radius="md"
              withBorder
              px="md"
              py="sm"
              data-phase={state.phase}
              style={{
                position: 'fixed',
                bottom: 24,
                left: '50%',
                transform: 'translateX(-50%)',
                zIndex: 1000,
                display: 'flex',
                alignItems: 'center',
                gap: 12,
              }}
            >
              {state.phase === 'running' ? (
                <Loader size="sm" type="dots" aria-hidden="true" />
              ) : (
                <ThemeIcon size="sm" radius="xl" color="green">
                  <CheckIcon size={12} strokeWidth={3} />
                </ThemeIcon>
              )}
              <Text size="sm" fw={500}>
                {state.message}
              </Text>
            </Paper>
          )}
        </div>
      </Portal>
    </DownloadBannerContext.Provider>
  );
}

/** The banner API, or null without a provider (for blocks that download only sometimes). */
export function useOptionalDownloadBanner(): DownloadBannerApi | null {
  return useContext(DownloadBannerContext);
}

/**
 * Tells the user a download is under way.
 *
 * @example const banner = useDownloadBanner(); await banner.track(downloadReport());
 */
export function useDownloadBanner(): DownloadBannerApi {
  const api = useContext(DownloadBannerContext);
  if (!api) throw new Error('useDownloadBanner needs a DownloadBannerProvider (see OverlayProviders)');
  return api;
}
