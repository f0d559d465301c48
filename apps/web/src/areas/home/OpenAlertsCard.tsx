import type { Priority, ProcessingStatus } from '@lintel/contracts/notifications';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedDate, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { endpointKey } from '../../app/api/keys.ts';
import { useWorkContext } from '../../app/context/WorkContext.tsx';
import { kitMessages } from '../../app/kit/messages.ts';
import { defineStateMap, StatusBadge } from '../../app/kit/StatusBadge.tsx';
import { useRealtimeEvent } from '../../app/realtime/RealtimeContext.tsx';
import { href } from '../../app/routing/table.ts';
import { attentionScope, useOpenAlertsQuery } from './api/attention.ts';
import { homeMessages as m } from './messages.ts';

const priorityStates = defineStateMap<Priority>({
  LOW: { label: m.priorityLow, tone: 'neutral' },
  MEDIUM: { label: m.priorityMedium, tone: 'info' },
  HIGH: { label: m.priorityHigh, tone: 'warning' },
  CRITICAL: { label: m.priorityCritical, tone: 'danger' },
});

/** Open alerts are new or being processed; finished ones never show here. */
const openStates = defineStateMap<Extract<ProcessingStatus, 'NEW' | 'PROCESSING'>>({
  NEW: { label: m.stateNew, tone: 'danger' },
  PROCESSING: { label: m.stateProcessing, tone: 'progress' },
});

/** Open alerts now: how many, and the most urgent, each opening its drawer. Kept current over the socket. */
export function OpenAlertsCard() {
  const intl = useIntl();
  const alerts = useOpenAlertsQuery();
  const queryClient = useQueryClient();
  const { callContext } = useWorkContext();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: endpointKey(callContext, attentionScope) });
  useRealtimeEvent('NOTIFICATION', refresh);
  useRealtimeEvent('ALERT_STATUS', refresh);

  return (
    <Paper withBorder radius="md" p="lg" data-testid="home-open-alerts">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {intl.formatMessage(m.openAlerts)}
          </Title>
          {alerts.data && (
            <Text fw={700} data-testid="home-open-alerts-count">
              {intl.formatMessage(m.openAlertsCount, { count: alerts.data.total })}
            </Text>
          )}
        </Group>
        {alerts.isPending ? (
          <Stack gap="xs" aria-label={intl.formatMessage(m.loading)}>
            <Skeleton h={20} />
            <Skeleton h={20} w="70%" />
          </Stack>
        ) : alerts.isError ? (
          <Alert color="red" variant="light" title={intl.formatMessage(m.alertsFailed)}>
            <Text size="sm">{alerts.error.message}</Text>
            <Button mt="sm" size="xs" variant="light" onClick={() => void alerts.refetch()}>
              {intl.formatMessage(kitMessages.retry)}
            </Button>
          </Alert>
        ) : alerts.data.content.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="home-open-alerts-empty">
            {intl.formatMessage(m.noAlerts)}
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              {intl.formatMessage(m.mostUrgent)}
            </Text>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {alerts.data.content.map((alert) => (
                <Stack key={alert.id} component="li" gap={2} data-testid="home-open-alert">
                  <Anchor
                    component={Link}
                    to={href('notifications.details', { id: alert.id })}
                    size="sm"
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {alert.inAppTitle}
                  </Anchor>
                  <Group gap={6} wrap="wrap">
                    <StatusBadge map={priorityStates} state={alert.priority} />
                    {alert.processingStatus && <StatusBadge map={openStates} state={alert.processingStatus} />}
                    <Text size="xs" c="dimmed">
                      <FormattedDate value={alert.timestamp} dateStyle="medium" timeStyle="short" />
                    </Text>
                  </Group>
                </Stack>
              ))}
            </Stack>
          </Stack>
        )}
        <Anchor component={Link} to={href('notifications.index')} size="sm">
          {intl.formatMessage(m.allAlerts)}
        </Anchor>
      </Stack>
    </Paper>
  );
}
