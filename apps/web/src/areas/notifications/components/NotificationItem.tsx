import type { PanelNotification } from '@lintel/contracts/notifications';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { FormattedDate } from 'react-intl';
import { Link } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { safeAlertHtml } from './sanitize.ts';

const PRIORITY_COLOR = { LOW: 'gray', MEDIUM: 'blue', HIGH: 'orange', CRITICAL: 'red' } as const;

/** One bell entry; read entries show at 85% opacity (spec). */
export function NotificationItem({
  item,
  observe,
}: {
  item: PanelNotification;
  observe: (unread: boolean) => (element: HTMLElement | null) => void;
}) {
  return (
    <Stack
      gap={2}
      p="xs"
      ref={observe(!item.read)}
      data-notification-id={item.id}
      data-read={item.read ? 'true' : 'false'}
      data-testid="notification-item"
      style={{ opacity: item.read ? 0.85 : 1, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={item.read ? 400 : 700} size="sm" component={Link} to={href('notifications.details', { id: item.id })}>
          {item.inAppTitle}
        </Text>
        <Badge size="xs" color={PRIORITY_COLOR[item.priority]}>
          {item.priority}
        </Badge>
      </Group>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the alert allow-list (safeAlertHtml) */}
      <Text size="xs" c="dimmed" component="div" dangerouslySetInnerHTML={safeAlertHtml(item.inAppBody)} />
      <Text size="xs" c="dimmed">
        <FormattedDate value={item.timestamp} dateStyle="medium" timeStyle="short" />
        {item.processingStatus ? ` · ${item.processingStatus}` : ''}
      </Text>
    </Stack>
  );
}
