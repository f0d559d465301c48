import { Drawer } from '@mantine/core';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createEmitter, type Emitter } from '../events/emitter.ts';
import { type UiText, useUiText } from '../i18n.ts';
import { commonMessages } from '../messages.ts';

/** The spec's drawer width. */
export const DRAWER_WIDTH = '40%';

/** Why the drawer closed: its close button (or Escape/overlay), a navigation, or a newer drawer. */
export type DrawerCloseReason = 'close' | 'navigate' | 'replaced';

export interface DrawerEvents {
  open: { id: string };
  close: { id: string; reason: DrawerCloseReason };
}

export interface DrawerOptions {
  /** Shown in the drawer's header; the close button is there either way. */
  title?: UiText;
  /** Names this drawer in events; defaults to the component's display name. */
  id?: string;
}

export interface DrawerApi {
  /** Opens the right-side drawer with a component and its props (replacing an open one). */
  open: <P extends object>(component: ComponentType<P>, props: P, options?: DrawerOptions) => void;
  close: () => void;
  events: Emitter<DrawerEvents>;
}

interface Content {
  id: string;
  title: UiText | undefined;
  render: () => ReactNode;
}

const DrawerContext = createContext<DrawerApi | null>(null);

export interface DrawerProviderProps {
  children: ReactNode;
  /**
   * Changes on every navigation (the router's location key): the spec closes the drawer on navigating
   * forward or back, and the shell passes this rather than calling close from each route.
   */
  navigationKey?: unknown;
}

/**
 * Mounts the portal's right-side drawer (40% wide) and provides `useDrawer()`.
 *
 * @example <DrawerProvider navigationKey={location.key}>{app}</DrawerProvider>
 */
export function DrawerProvider({ children, navigationKey }: DrawerProviderProps) {
  const text = useUiText();
  const events = useMemo(() => createEmitter<DrawerEvents>(), []);
  const [content, setContent] = useState<Content | null>(null);
  const [opened, setOpened] = useState(false);
  const current = useRef<Content | null>(null);

  const closeWith = useCallback(
    (reason: DrawerCloseReason) => {
      const shown = current.current;
      if (!shown) return;
      current.current = null;
      setOpened(false);
      events.emit('close', { id: shown.id, reason });
    },
    [events],
  );

  const open = useCallback<DrawerApi['open']>(
    (Component, props, options = {}) => {
      closeWith('replaced');
      const next: Content = {
        id: options.id ?? Component.displayName ?? Component.name ?? 'drawer',
        title: options.title,
        render: () => <Component {...props} />,
      };
      current.current = next;
      setContent(next);
      setOpened(true);
      events.emit('open', { id: next.id });
    },
    [closeWith, events],
  );

  const firstKey = useRef(navigationKey);
  useEffect(() => {
    if (navigationKey === firstKey.current) return;
    firstKey.current = navigationKey;
    closeWith('navigate');
  }, [navigationKey, closeWith]);

  const api = useMemo<DrawerApi>(() => ({ open, close: () => closeWith('close'), events }), [open, closeWith, events]);

  return (
    <DrawerContext.Provider value={api}>
      {children}
      <Drawer
        opened={opened}
        onClose={() => closeWith('close')}
        position="right"
        size={DRAWER_WIDTH}
        title={content?.title ? text(content.title) : undefined}
        // The close button needs a name even when the drawer has no title.
        closeButtonProps={{ 'aria-label': text(commonMessages.close) }}
      >
        {content?.render()}
      </Drawer>
    </DrawerContext.Provider>
  );
}

/**
 * Opens content in the right-side drawer.
 *
 * @example const drawer = useDrawer(); drawer.open(LockDetails, { lockId }, { title: messages.lock });
 */
export function useDrawer(): DrawerApi {
  const api = useContext(DrawerContext);
  if (!api) throw new Error('useDrawer needs a DrawerProvider (see OverlayProviders)');
  return api;
}
