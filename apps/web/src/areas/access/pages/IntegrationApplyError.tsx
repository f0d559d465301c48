import { WarningIcon } from '@lintel/ui';
import { Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { integrationMessages as m } from '../integration-queue.messages.ts';

/** Why auto-apply left an event pending, as a warning under its status. */
export function ApplyErrorNote({ error, testId }: { error: string; testId: string }) {
  const intl = useIntl();
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" c="#9a3412" data-testid={testId}>
      <WarningIcon size={14} style={{ flex: 'none', marginTop: 2 }} />
      <Text size="xs" c="inherit" style={{ whiteSpace: 'normal' }} miw={200} maw={280}>
        {intl.formatMessage(m.applyError, { error })}
      </Text>
    </Group>
  );
}
