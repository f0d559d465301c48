import type { PanelNotification } from '@lintel/contracts/notifications';
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { href } from '../../../app/routing/table.ts';
import { notificationMessages as m } from '../messages.ts';
import { alertStates, priorityStates } from '../states.ts';
import { safeAlertHtml } from './sanitize.ts';

/** An open or a closed envelope: the read toggle's icon. */
function Envelope({ open }: { open: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {open ? (
        <>
          <path d="M3 10l9-6 9 6v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
          <path d="M3 10l9 6 9-6" />
        </>
      ) : (
        <>
          <rect x="3" y="5" width="18" height="14" rx="1" />
          <path d="M3 7l9 6 9-6" />
        </>
      )}
    </svg>
  );
}

/**
 * One bell entry: its title (opening the alert's drawer), priority and processing status, when it
 * came, and the panel's read toggle. Unread entries have a bold title.
 */
export function NotificationItem({
  item,
  observe,
  onOpen,
  onToggleRead,
  toggling,
}: {
  item: PanelNotification;
  observe: (item: PanelNotification) => (element: HTMLElement | null) => void;
  onOpen: () => void;
  onToggleRead: (read: boolean) => void;
  toggling: boolean;
}) {
  const intl = useIntl();
  const toggleLabel = intl.formatMessage(item.read ? m.markUnreadOf : m.markReadOf, { title: item.inAppTitle });
  return (
    <Stack
      gap={4}
      p="xs"
      ref={observe(item)}
      data-notification-id={item.id}
      data-read={item.read ? 'true' : 'false'}
      data-testid="notification-item"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Anchor
          component={Link}
          to={href('notifications.details', { id: item.id })}
          onClick={onOpen}
          size="sm"
          fw={item.read ? 400 : 700}
          c="var(--mantine-color-text)"
          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {item.inAppTitle}
        </Anchor>
        <Tooltip label={intl.formatMessage(item.read ? m.markUnread : m.markRead)} withinPortal={false}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={toggleLabel}
            aria-pressed={item.read}
            data-testid="notification-read-toggle"
            loading={toggling}
            onClick={() => onToggleRead(!item.read)}
          >
            <Envelope open={item.read} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the alert allow-list (safeAlertHtml) */}
      <Text size="xs" c="dimmed" component="div" dangerouslySetInnerHTML={safeAlertHtml(item.inAppBody)} />
      <Group gap={6} wrap="wrap">
        <StatusBadge map={priorityStates} state={item.priority} testId="notification-priority" />
        {item.processingStatus && item.kind === 'ALERT' && (
          <StatusBadge map={alertStates} state={item.processingStatus} testId="notification-status" />
        )}
        <Text size="xs" c="dimmed">
          <FormattedDate value={item.timestamp} dateStyle="medium" timeStyle="short" />
        </Text>
      </Group>
    </Stack>
  );
}
