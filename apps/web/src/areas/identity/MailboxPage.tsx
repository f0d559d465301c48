import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../app/api/errors.ts';
import { useDemoMailboxQuery } from './api/mailbox.ts';
import { flowMessages as m } from './flowMessages.ts';

/** Demo mode only: what the outbox sent lately, so a visitor can read a reset code or link. */
export default function MailboxPage() {
  const intl = useIntl();
  const mailbox = useDemoMailboxQuery(5000);
  return (
    <Stack maw={760} mx="auto" p="lg" gap="md">
      <Group justify="space-between">
        <Title order={2}>{intl.formatMessage(m.mailboxTitle)}</Title>
        <Group>
          <Button variant="light" size="xs" onClick={() => mailbox.refetch()} loading={mailbox.isFetching}>
            {intl.formatMessage(m.mailboxRefresh)}
          </Button>
          <Anchor component={RouterLink} to="/sign-in" size="sm">
            {intl.formatMessage(m.backToSignIn)}
          </Anchor>
        </Group>
      </Group>
      <Text c="dimmed">{intl.formatMessage(m.mailboxText)}</Text>
      {mailbox.isPending ? <Loader size="sm" /> : null}
      {mailbox.isError ? (
        <Alert color="red" variant="light" role="alert">
          {isApiError(mailbox.error) && mailbox.error.status === 404
            ? intl.formatMessage(m.mailboxOff)
            : String(mailbox.error.message)}
        </Alert>
      ) : null}
      {mailbox.data?.messages.length === 0 ? <Text>{intl.formatMessage(m.mailboxEmpty)}</Text> : null}
      {mailbox.data?.messages.map((message) => (
        <Card key={message.id} withBorder data-testid="mailbox-message">
          <Group justify="space-between" mb={4}>
            <Text fw={600}>{message.subject}</Text>
            <Badge variant="light">{message.channel}</Badge>
          </Group>
          <Text size="sm" c="dimmed" mb={6}>
            {message.to} · {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {message.text}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
