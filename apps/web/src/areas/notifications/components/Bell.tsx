import type { AlertTab } from '@lintel/contracts/notifications';
import { ActionIcon, Button, Center, Indicator, Loader, Popover, ScrollArea, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useRealtime } from '../../../app/realtime/RealtimeContext.tsx';
import { href } from '../../../app/routing/table.ts';
import { useAlertsQuery, useUnreadAlertsQuery } from '../api/alerts.ts';
import { useReadNotification } from '../api/feed.ts';
import { notificationMessages as m } from '../messages.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { useReadWhenVisible } from './useReadWhenVisible.ts';

/** Spec: notification popup width 552 px. */
export const POPUP_WIDTH = 552;

function TabList({ tab, active }: { tab: AlertTab; active: boolean }) {
  const { formatMessage } = useIntl();
  const query = useAlertsQuery(tab, active);
  const read = useReadNotification();
  const observe = useReadWhenVisible((id) => read.mutateAsync(id));
  if (query.isPending)
    return (
      <Center p="md">
        <Loader size="sm" aria-label={formatMessage(m.loading)} />
      </Center>
    );
  if (query.isError)
    return (
      <Center p="md">
        <Text size="sm" c="red">
          {formatMessage(m.failed)}
        </Text>
      </Center>
    );
  if (query.data.content.length === 0)
    return (
      <Center p="md">
        <Text size="sm" c="dimmed">
          {formatMessage(m.empty)}
        </Text>
      </Center>
    );
  return (
    <ScrollArea.Autosize mah={420} type="auto" data-testid={`bell-list-${tab}`}>
      {query.data.content.map((item) => (
        <NotificationItem key={item.id} item={item} observe={observe} />
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
  const { alive } = useRealtime();
  const count = unread.data ?? 0;
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
                {tab === value && <TabList tab={value} active={opened} />}
              </Tabs.Panel>
            ))}
          </Tabs>
          {!alive && (
            <Text size="xs" c="dimmed" px="xs">
              {formatMessage(m.disconnected)}
            </Text>
          )}
          <Button
            component={Link}
            to={href('notifications.index')}
            variant="subtle"
            fullWidth
            onClick={() => setOpened(false)}
          >
            {formatMessage(m.viewAll)}
          </Button>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
