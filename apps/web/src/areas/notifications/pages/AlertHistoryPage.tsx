import { Badge, Center, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { FormattedDate, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useAlertQuery } from '../api/alerts.ts';
import { safeAlertHtml } from '../components/sanitize.ts';
import { notificationMessages as m } from '../messages.ts';

/** /notifications/:id: one notification and, for an alert, its processing history. */
export default function AlertHistoryPage() {
  const { formatMessage } = useIntl();
  const { id = '' } = useParams();
  const query = useAlertQuery(id);
  if (query.isPending)
    return (
      <Center p="lg">
        <Loader aria-label={formatMessage(m.loading)} />
      </Center>
    );
  if (query.isError) return <Text c="red">{query.error.message}</Text>;
  const { notification, history } = query.data;
  return (
    <Stack gap="sm" data-testid="alert-history">
      <Title order={3}>{notification.inAppTitle}</Title>
      <Group gap="xs">
        <Badge>{notification.priority}</Badge>
        {notification.processingStatus && <Badge variant="light">{notification.processingStatus}</Badge>}
      </Group>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the alert allow-list (safeAlertHtml) */}
      <div dangerouslySetInnerHTML={safeAlertHtml(notification.inAppBody)} />
      {history.length > 0 && (
        <>
          <Title order={4}>{formatMessage(m.history)}</Title>
          <Timeline active={history.length - 1} bulletSize={14}>
            {history.map((entry) => (
              <Timeline.Item key={entry.id} title={entry.processingStatus}>
                <Text size="xs" c="dimmed">
                  <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
                  {entry.actorName ? ` · ${entry.actorName}` : ''}
                </Text>
                {entry.note && <Text size="sm">{entry.note}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </>
      )}
    </Stack>
  );
}
