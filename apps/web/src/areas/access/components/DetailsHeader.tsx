import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The head of a details page: the title (`testId`) over a line of what the record is, and its
 * actions at the right. `status` is that line read out as it changes (badges beside a short text);
 * `subtitle` is a plain line. Actions are shown as given.
 */
export function DetailsHeader({
  title,
  testId,
  status,
  subtitle,
  actions,
}: {
  title: ReactNode;
  testId: string;
  status?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <Stack gap={4}>
        <Title order={2} size="h3" data-testid={testId}>
          {title}
        </Title>
        {status !== undefined && (
          <Group gap="xs" aria-live="polite">
            {status}
          </Group>
        )}
        {subtitle}
      </Stack>
      {actions}
    </Group>
  );
}
