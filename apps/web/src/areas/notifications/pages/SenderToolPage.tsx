import { priorities } from '@lintel/contracts/notifications';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { useRecipientsQuery, useSendNotificationMutation } from '../api/sender.ts';
import { safeAlertHtml } from '../components/sanitize.ts';
import { notificationMessages as m } from '../messages.ts';

type TargetKind = 'user' | 'community' | 'customer';

/** ntfyTools.notificationSender.index: send a notification to a user, a community's staff or a customer. */
export default function SenderToolPage() {
  const { formatMessage } = useIntl();
  const { communities, community } = useWorkContext();
  const [target, setTarget] = useState<TargetKind>('community');
  const [userId, setUserId] = useState<string | null>(null);
  const [userSearch, setUserSearch] = useState('');
  const [communityId, setCommunityId] = useState<string | null>(community?.id ?? null);
  const [kind, setKind] = useState<'ALERT' | 'ACTIVITY'>('ALERT');
  const [priority, setPriority] = useState<(typeof priorities)[number]>('HIGH');
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');

  const users = useRecipientsQuery(userSearch, target === 'user');
  const send = useSendNotificationMutation({
    onSuccess: (result) => {
      notifications.show({
        color: 'green',
        message: formatMessage(m.sent, { count: result.recipients }),
        autoClose: 4_000,
      });
      setTitle('');
      setHtml('');
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message, autoClose: 10_000 }),
  });

  const targetBody =
    target === 'user'
      ? userId
        ? ({ kind: 'user', userId } as const)
        : null
      : target === 'community'
        ? communityId
          ? ({ kind: 'community', communityId } as const)
          : null
        : ({ kind: 'customer' } as const);
  const ready = Boolean(targetBody && title.trim() && html.trim());

  return (
    <Stack
      gap="sm"
      maw={720}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!targetBody || send.isPending) return;
        send.mutate({
          target: targetBody,
          kind,
          priority,
          title: title.trim(),
          html,
          type: priority === 'CRITICAL' ? 'error' : 'warning',
        });
      }}
    >
      <Title order={2}>{formatMessage(m.senderTitle)}</Title>
      <Text size="sm" fw={500}>
        {formatMessage(m.senderTarget)}
      </Text>
      <SegmentedControl
        value={target}
        onChange={(value) => setTarget(value as TargetKind)}
        data={[
          { value: 'user', label: formatMessage(m.targetUser) },
          { value: 'community', label: formatMessage(m.targetCommunity) },
          { value: 'customer', label: formatMessage(m.targetCustomer) },
        ]}
      />
      {target === 'user' && (
        <Select
          label={formatMessage(m.senderUser)}
          searchable
          searchValue={userSearch}
          onSearchChange={setUserSearch}
          value={userId}
          onChange={setUserId}
          data={(users.data ?? []).map((u) => ({ value: u.userId, label: `${u.fullName} (${u.email})` }))}
        />
      )}
      {target === 'community' && (
        <Select
          label={formatMessage(m.senderCommunity)}
          value={communityId}
          onChange={setCommunityId}
          data={communities.map((c) => ({ value: c.id, label: c.name }))}
          data-testid="sender-community"
        />
      )}
      <Group grow>
        <Select
          label={formatMessage(m.senderKind)}
          value={kind}
          onChange={(value) => setKind((value as 'ALERT' | 'ACTIVITY') ?? 'ALERT')}
          data={[
            { value: 'ALERT', label: formatMessage(m.kindAlert) },
            { value: 'ACTIVITY', label: formatMessage(m.kindActivity) },
          ]}
          allowDeselect={false}
        />
        <Select
          label={formatMessage(m.priority)}
          value={priority}
          onChange={(value) => setPriority((value as typeof priority) ?? 'HIGH')}
          data={[...priorities]}
          allowDeselect={false}
        />
      </Group>
      <TextInput
        label={formatMessage(m.senderTitleField)}
        value={title}
        maxLength={200}
        required
        onChange={(e) => setTitle(e.currentTarget.value)}
      />
      <Textarea
        label={formatMessage(m.senderBody)}
        value={html}
        minRows={4}
        autosize
        required
        onChange={(e) => setHtml(e.currentTarget.value)}
      />
      {html && (
        <Alert title={formatMessage(m.senderPreview)} color="gray">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the alert allow-list (safeAlertHtml) */}
          <div dangerouslySetInnerHTML={safeAlertHtml(html)} />
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" disabled={!ready} loading={send.isPending}>
          {formatMessage(m.send)}
        </Button>
      </Group>
    </Stack>
  );
}
