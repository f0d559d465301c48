import { useConfirm, useToast } from '@lintel/ui';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../../app/kit/QueryState.tsx';
import { useBrivoAccountQuery, useDisconnectBrivoMutation } from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';

/**
 * /iot/locks/management/brivo/disconnect (D187): says what disconnecting does, asks, then every
 * Brivo lock is uninstalled by a command and the sites go offline.
 */
export default function BrivoDisconnectPage() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const query = useBrivoAccountQuery();
  const disconnect = useDisconnectBrivoMutation();
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  const account = query.data;

  const run = async () => {
    const sure = await confirm({
      id: 'brivo-disconnect',
      confirmationMessage: intl.formatMessage(m.disconnectQuestion),
      confirmationNote: intl.formatMessage(m.disconnectExplained),
      confirmBtnText: intl.formatMessage(m.disconnectAction),
    });
    if (!sure) return;
    const result = await disconnect.mutateAsync({});
    toast.success(intl.formatMessage(m.disconnectDone, { count: result.uninstalls.length }));
  };

  return (
    <Stack gap="md" maw={640}>
      <Alert variant="light" color={account.connected ? 'green' : 'gray'} data-testid="brivo-account">
        {account.connected
          ? intl.formatMessage(m.accountConnected, { sites: account.sites, locks: account.installedLocks })
          : intl.formatMessage(m.accountDisconnected)}
      </Alert>
      <Text size="sm">{intl.formatMessage(m.disconnectExplained)}</Text>
      <Group>
        <Button
          color="red"
          onClick={run}
          loading={disconnect.isPending}
          disabled={!account.connected && account.installedLocks === 0}
          data-testid="brivo-disconnect"
        >
          {intl.formatMessage(m.disconnectAction)}
        </Button>
      </Group>
    </Stack>
  );
}
