import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useCommandQuery } from '../api/locks.ts';
import { lockMessages as m } from '../locks.messages.ts';
import { CommandStatusBadge } from './DeviceStateBadges.tsx';

/**
 * A command sent to a device, followed until it ends (read every second; the device's own state
 * arrives over the socket meanwhile). `onEnd` runs once, with how it ended.
 */
export function CommandProgress({
  deviceId,
  commandId,
  label,
  onEnd,
  testId,
}: {
  deviceId: string;
  commandId: string;
  label: string;
  onEnd?: (status: 'SUCCEEDED' | 'FAILED', error: string | null) => void;
  testId: string;
}) {
  const intl = useIntl();
  const command = useCommandQuery(deviceId, commandId);
  const status = command.data?.status ?? 'QUEUED';
  const ended = status === 'SUCCEEDED' || status === 'FAILED';
  const reported = useRef(false);
  useEffect(() => {
    if (!ended || reported.current) return;
    reported.current = true;
    onEnd?.(status, command.data?.error ?? null);
  }, [ended, status, command.data?.error, onEnd]);
  return (
    <Group gap="xs" role="status" aria-live="polite" data-testid={testId} data-status={status}>
      {!ended && <Loader size="xs" aria-hidden />}
      <Text size="sm">{label}</Text>
      <CommandStatusBadge status={status} />
      {command.data?.error && (
        <Text size="sm" c="red.8">
          {command.data.error}
        </Text>
      )}
      {command.isError && (
        <Text size="sm" c="red.8">
          {intl.formatMessage(m.commandUnreadable)}
        </Text>
      )}
    </Group>
  );
}
