import { ALERT_TRANSITIONS, isFinished, type ProcessingStatus } from '@lintel/contracts/notifications';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { kitMessages } from '../../../app/kit/messages.ts';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUnsavedChanges } from '../../../app/kit/UnsavedChanges.tsx';
import { useAlertQuery, useMoveAlertMutation } from '../api/alerts.ts';
import { useSetReadMutation } from '../api/panel.ts';
import { safeAlertHtml } from '../components/sanitize.ts';
import { notificationMessages as m } from '../messages.ts';
import { alertStates, moveActions, priorityStates } from '../states.ts';

const NOTE_MAX = 500;

/** The next steps of an unfinished alert: an optional note and one button per status it may move to. */
function ProcessAlert({ id, status }: { id: string; status: ProcessingStatus }) {
  const intl = useIntl();
  const move = useMoveAlertMutation(id);
  const [note, setNote] = useState('');
  // A typed note is not lost to a closed drawer or a link without the kit's question.
  useUnsavedChanges(note.trim() !== '');
  const [target, setTarget] = useState<ProcessingStatus | null>(null);
  const next = ALERT_TRANSITIONS[status];
  const send = (processingStatus: ProcessingStatus) => {
    setTarget(processingStatus);
    const trimmed = note.trim();
    move.mutate(
      { processingStatus, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          setNote('');
          notifications.show({
            color: 'green',
            message: intl.formatMessage(m.moved, { status: intl.formatMessage(alertStates[processingStatus].label) }),
          });
        },
        // The note stays as typed, so the user can try again.
        onError: (error) =>
          notifications.show({ color: 'red', title: intl.formatMessage(m.moveFailed), message: error.message }),
      },
    );
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="alert-actions">
      <Stack gap="xs">
        <Title order={4}>{intl.formatMessage(m.actions)}</Title>
        <Textarea
          label={intl.formatMessage(m.note)}
          value={note}
          maxLength={NOTE_MAX}
          autosize
          minRows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group gap="xs">
          {next.map((processingStatus, index) => {
            const label = moveActions[processingStatus];
            if (!label) return null;
            return (
              <Button
                key={processingStatus}
                variant={index === 0 ? 'filled' : 'light'}
                loading={move.isPending && target === processingStatus}
                disabled={move.isPending && target !== processingStatus}
                data-testid={`alert-move-${processingStatus}`}
                onClick={() => send(processingStatus)}
              >
                {intl.formatMessage(label)}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}

/** /notifications/:id: one notification and, for an alert, its processing steps and history. */
export default function AlertHistoryPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useAlertQuery(id);
  const setRead = useSetReadMutation();
  if (query.isPending)
    return (
      <Center p="lg">
        <Loader role="progressbar" aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" title={intl.formatMessage(m.historyFailed)}>
        <Text size="sm">{query.error.message}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void query.refetch()}>
          {intl.formatMessage(kitMessages.retry)}
        </Button>
      </Alert>
    );
  const { notification, history } = query.data;
  const status = notification.kind === 'ALERT' ? notification.processingStatus : null;
  const toggleRead = () =>
    setRead.mutate([{ id, read: !notification.read }], {
      onError: () => notifications.show({ color: 'red', message: intl.formatMessage(m.readFailed) }),
    });
  return (
    <Stack gap="sm" data-testid="alert-history" data-status={status ?? ''}>
      <Title order={3} style={{ overflowWrap: 'anywhere' }}>
        {notification.inAppTitle}
      </Title>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" aria-label={intl.formatMessage(m.statusAndPriority)} role="group">
          <StatusBadge map={priorityStates} state={notification.priority} testId="alert-priority" />
          {status && <StatusBadge map={alertStates} state={status} testId="alert-status" />}
          <Text size="xs" c="dimmed">
            <FormattedDate value={notification.timestamp} dateStyle="medium" timeStyle="short" />
          </Text>
        </Group>
        <Button
          size="xs"
          variant="subtle"
          loading={setRead.isPending}
          data-testid="alert-read-toggle"
          onClick={toggleRead}
        >
          {intl.formatMessage(notification.read ? m.markUnread : m.markRead)}
        </Button>
      </Group>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the alert allow-list (safeAlertHtml) */}
      <div dangerouslySetInnerHTML={safeAlertHtml(notification.inAppBody)} />
      {status && !isFinished(status) && <ProcessAlert key={status} id={id} status={status} />}
      {status && isFinished(status) && (
        <Text size="sm" c="dimmed" data-testid="alert-finished">
          {intl.formatMessage(m.finishedHint)}
        </Text>
      )}
      {history.length > 0 && (
        <>
          <Title order={4}>{intl.formatMessage(m.history)}</Title>
          <Timeline active={history.length - 1} bulletSize={14} data-testid="alert-timeline">
            {history.map((entry) => (
              <Timeline.Item key={entry.id} title={<StatusBadge map={alertStates} state={entry.processingStatus} />}>
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
