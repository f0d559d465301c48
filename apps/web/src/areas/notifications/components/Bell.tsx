import type { AlertTab, PanelNotification } from '@lintel/contracts/notifications';
import { ActionIcon, Button, Center, Indicator, Loader, Popover, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { kitMessages } from '../../../app/kit/messages.ts';
import { useRealtime } from '../../../app/realtime/RealtimeContext.tsx';
import { href } from '../../../app/routing/table.ts';
import { useUnreadAlertsQuery } from '../api/alerts.ts';
import { usePanelQuery, useSetReadMutation } from '../api/panel.ts';
import { notificationMessages as m } from '../messages.ts';
import { readsWhenSeen, splitIntoTabs } from './bellTabs.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { useReadWhenVisible } from './useReadWhenVisible.ts';

/** Spec: notification popup width 552 px. */
export const POPUP_WIDTH = 552;

function TabList({
  tab,
  items,
  query,
  onOpen,
}: {
  tab: AlertTab;
  items: PanelNotification[];
  query: ReturnType<typeof usePanelQuery>;
  onOpen: () => void;
}) {
  const { formatMessage } = useIntl();
  const setRead = useSetReadMutation();
  const [toggling, setToggling] = useState<string | null>(null);
  const observeUnread = useReadWhenVisible((id) => setRead.mutateAsync([{ id, read: true }]));
  // An item the user marked by hand is theirs to mark: seeing it again does not read it.
  const touched = useRef(new Set<string>());
  const observe = useCallback(
    (item: PanelNotification) => observeUnread(readsWhenSeen(item) && !touched.current.has(item.id)),
    [observeUnread],
  );
  const toggle = (id: string, read: boolean) => {
    touched.current.add(id);
    setToggling(id);
    setRead.mutate([{ id, read }], {
      onError: () => notifications.show({ color: 'red', message: formatMessage(m.readFailed) }),
      onSettled: () => setToggling(null),
    });
  };
  if (query.isPending)
    return (
      <Center p="md">
        <Loader size="sm" role="progressbar" aria-label={formatMessage(m.loading)} />
      </Center>
    );
  if (query.isError)
    return (
      <Center p="md">
        <Stack gap={4} align="center">
          <Text size="sm" c="red">
            {formatMessage(m.failed)}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => void query.refetch()}>
            {formatMessage(kitMessages.retry)}
          </Button>
        </Stack>
      </Center>
    );
  if (items.length === 0)
    return (
      <Center p="md">
        <Text size="sm" c="dimmed">
          {formatMessage(m.empty)}
        </Text>
      </Center>
    );
  return (
    <ScrollArea.Autosize mah={420} type="auto" data-testid={`bell-list-${tab}`}>
      {items.map((item) => (
        <NotificationItem
          key={item.id}
          item={item}
          observe={observe}
          onOpen={onOpen}
          toggling={toggling === item.id}
          onToggleRead={(read) => toggle(item.id, read)}
        />
      ))}
    </ScrollArea.Autosize>
  );
}

/** The header bell: tabs Activity, Alerts (default) and Resolved, the unread-alert count, and 'view all'. */
export function Bell() {
  const { formatMessage } = useIntl();
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<AlertTab>('alert');
  const unread = useUnreadAlertsQuery();
  const panel = usePanelQuery(opened);
  const tabs = useMemo(() => splitIntoTabs(panel.data?.notifications ?? []), [panel.data]);
  const { alive } = useRealtime();
  const count = unread.data ?? 0;
  // Opening an alert's drawer closes the bell, so the drawer is not under the popup.
  const close = useCallback(() => setOpened(false), []);
  return (
    // The indicator wraps the popover, not the reverse: the target's aria-expanded belongs on the button.
    <Indicator label={count} size={16} disabled={count === 0} color="red" data-testid="bell-count">
      <Popover width={POPUP_WIDTH} position="bottom-end" opened={opened} onChange={setOpened} shadow="md" withinPortal>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={count ? formatMessage(m.bellUnread, { count }) : formatMessage(m.bell)}
            data-testid="bell"
            data-alive={alive ? 'true' : 'false'}
            onClick={() => setOpened((o) => !o)}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
              <path d="M13.73 21a2 2 0 0 1-3.46 0" />
            </svg>
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} data-testid="bell-popup">
          <Tabs value={tab} onChange={(value) => setTab((value as AlertTab) ?? 'alert')}>
            <Tabs.List>
              <Tabs.Tab value="activity">{formatMessage(m.activity)}</Tabs.Tab>
              <Tabs.Tab value="alert">{formatMessage(m.alerts)}</Tabs.Tab>
              <Tabs.Tab value="resolved">{formatMessage(m.resolved)}</Tabs.Tab>
            </Tabs.List>
            {(['activity', 'alert', 'resolved'] as const).map((value) => (
              <Tabs.Panel key={value} value={value}>
                {tab === value && <TabList tab={value} items={tabs[value]} query={panel} onOpen={close} />}
              </Tabs.Panel>
            ))}
          </Tabs>
          {!alive && (
            <Text size="xs" c="dimmed" px="xs">
              {formatMessage(m.disconnected)}
            </Text>
          )}
          <Button component={Link} to={href('notifications.index')} variant="subtle" fullWidth onClick={close}>
            {formatMessage(m.viewAll)}
          </Button>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
