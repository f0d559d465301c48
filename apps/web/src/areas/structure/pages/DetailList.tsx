import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { spacesMessages as m } from '../messages.ts';

/** Label and value pairs of a details modal. */
export function Fields({ fields }: { fields: [label: string, value: ReactNode, testId?: string][] }) {
  return (
    <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
      {fields.map(([label, value, testId]) => (
        <Stack key={label} gap={2}>
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="div" data-testid={testId}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Loading and error states shared by the details modals. */
export function QueryState({
  isError,
  error,
  failed,
  onRetry,
}: {
  isError: boolean;
  error: Error | null;
  failed: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (!isError) {
    return (
      <Center mih={200}>
        <Loader aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  }
  return (
    <Alert color="red" variant="light" title={failed} data-testid="details-error">
      <Text size="sm">{error?.message}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </Alert>
  );
}
