import { formatNumber } from '@lintel/formats/numbers';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { spacesMessages as m } from '../messages.ts';

/** The search box and 'Total: N items' (or its estimate) over a server-paged list of the area. */
export function ListToolbar({
  search,
  onSearch,
  placeholder,
  page,
  testId,
}: {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  page: { totalElements: number; totalIsEstimate?: boolean } | undefined;
  /** Prefix of the test ids: `<testId>-search` and `<testId>-total`. */
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Group justify="space-between">
      <TextInput
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        w={320}
        data-testid={`${testId}-search`}
      />
      {page && (
        <Text size="sm" c="gray.7" data-testid={`${testId}-total`}>
          {intl.formatMessage(page.totalIsEstimate ? m.totalEstimate : m.total, {
            count: formatNumber(page.totalElements),
          })}
        </Text>
      )}
    </Group>
  );
}

/** A list that failed to load: the server's message and a retry. */
export function ListError({
  title,
  error,
  onRetry,
  testId,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Alert color="red" variant="light" title={title} data-testid={testId}>
      <Text size="sm">{error.message}</Text>
      <Button mt="sm" size="xs" variant="light" onClick={onRetry}>
        {intl.formatMessage(m.retry)}
      </Button>
    </Alert>
  );
}
