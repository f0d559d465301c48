import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { kitMessages as m } from './messages.ts';

/** What a screen needs of a query to show its states. */
export interface QueryLike {
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** The spinner of a screen whose data has not arrived. */
export function QueryLoading() {
  const intl = useIntl();
  return (
    <Center mih={200}>
      <Loader role="progressbar" aria-label={intl.formatMessage(m.loading)} />
    </Center>
  );
}

/** A query that failed: the server's message and 'try again'. */
export function QueryError({
  title,
  error,
  onRetry,
  testId,
  maw,
}: {
  title: string;
  error: Error | null;
  onRetry: () => unknown;
  testId: string;
  maw?: number;
}) {
  const intl = useIntl();
  return (
    <Alert color="red" variant="light" title={title} data-testid={testId} maw={maw}>
      <Text size="sm">{error?.message}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={() => onRetry()}>
        {intl.formatMessage(m.retry)}
      </Button>
    </Alert>
  );
}

/**
 * The loading and error states of a query that has no data yet.
 *
 * @example if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.unitFailed)} />;
 */
export function QueryState({
  query,
  failed,
  testId = 'details-error',
}: {
  query: QueryLike;
  failed: string;
  testId?: string;
}) {
  if (!query.isError) return <QueryLoading />;
  return <QueryError title={failed} error={query.error} onRetry={query.refetch} testId={testId} />;
}
