import { ActionIcon, Anchor, Breadcrumbs, Drawer, Group, Text } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LeaveScope, useLeaveScopeCheck } from '../kit/UnsavedChanges.tsx';
import { PageActions } from '../navigation/PageActions.tsx';
import type { ModalStackApi } from './ModalStack.tsx';
import { routingMessages as m } from './messages.ts';
import type { RouteDef } from './route.ts';
import { findRoute } from './table.ts';
import { MODAL_TIMINGS, MODAL_WIDTHS } from './timings.ts';

function BackIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M15 18l-6-6 6-6" />
    </svg>
  );
}

/**
 * The slide-in panel of a loadInModal route: breadcrumbs of the stack, back, the route's actions and
 * the page. Closing slides out first, then navigates (the spec's timings).
 */
export function ModalPanel({
  route,
  params,
  stack,
  children,
}: {
  route: RouteDef;
  params: Record<string, string>;
  stack: ModalStackApi;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setOpened(true), MODAL_TIMINGS.openDelay);
    return () => {
      clearTimeout(timer);
      if (closing.current) clearTimeout(closing.current);
    };
  }, []);

  // A new modal arriving while the last one slides out (a click within the close delay) cancels the
  // pending close, which would otherwise navigate away from the new modal.
  const identity = `${route.name}:${JSON.stringify(params)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another modal takes the panel
  useEffect(() => {
    if (!closing.current) return;
    clearTimeout(closing.current);
    closing.current = null;
    setOpened(true);
  }, [identity]);

  const entries = stack.state?.stack ?? [];
  const labelOf = (r: RouteDef | undefined) => {
    const text = r?.breadcrumbName ?? r?.title;
    return text ? intl.formatMessage(text) : '';
  };

  // A form in the modal with unsaved changes asks first, before the panel slides out.
  const scope = useId();
  const mayClose = useLeaveScopeCheck(scope);
  const close = async () => {
    if (!(await mayClose())) return;
    if (entries.length > 0) {
      stack.close();
      return;
    }
    // The last modal slides out before the page underneath takes over.
    setOpened(false);
    closing.current = setTimeout(() => stack.close(), MODAL_TIMINGS.closeNavigate);
  };

  const title = (
    <Group gap="xs" wrap="nowrap">
      {entries.length > 0 && (
        <ActionIcon
          variant="subtle"
          aria-label={intl.formatMessage(m.back)}
          onClick={() => void mayClose().then((yes) => yes && stack.close())}
          data-testid="modal-back"
        >
          <BackIcon />
        </ActionIcon>
      )}
      <Breadcrumbs aria-label={intl.formatMessage(m.breadcrumbs)} data-testid="modal-breadcrumbs" separatorMargin={6}>
        {entries.map((entry, index) => (
          <Anchor
            key={entry.url}
            component="button"
            type="button"
            onClick={() => void mayClose().then((yes) => yes && stack.goTo(index))}
            size="sm"
          >
            {labelOf(findRoute(entry.routeName))}
          </Anchor>
        ))}
        <Text size="sm" fw={600} aria-current="page">
          {labelOf(route)}
        </Text>
      </Breadcrumbs>
    </Group>
  );

  return (
    <Drawer
      opened={opened}
      onClose={() => void close()}
      position="right"
      size={MODAL_WIDTHS[route.size ?? 'normal']}
      title={title}
      closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }}
      transitionProps={{ duration: MODAL_TIMINGS.slide, transition: 'slide-left' }}
      overlayProps={{ transitionProps: { duration: MODAL_TIMINGS.overlay } }}
      data-testid="modal-panel"
      data-route={route.name}
    >
      <Group justify="flex-end" mb="sm">
        <PageActions route={route} params={params} />
      </Group>
      <LeaveScope id={scope}>{children}</LeaveScope>
    </Drawer>
  );
}
