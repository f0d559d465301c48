import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { locationMessages as m } from '../locations.messages.ts';

/** The loading and error states of a query that has no data yet. */
export function QueryState({
  query,
  failed,
  testId,
}: {
  query: { isError: boolean; error: Error | null; refetch: () => unknown };
  failed: string;
  testId: string;
}) {
  const intl = useIntl();
  if (!query.isError) {
    return (
      <Center mih={200}>
        <Loader aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  }
  return (
    <Alert color="red" variant="light" title={failed} data-testid={testId}>
      <Text size="sm">{query.error?.message}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={() => query.refetch()}>
        {intl.formatMessage(m.retry)}
      </Button>
    </Alert>
  );
}
