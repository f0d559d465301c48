import { formatNumber } from '@lintel/formats/numbers';
import { Group, Text, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { kitMessages as m } from './messages.ts';

/**
 * The search box and 'Total: N items' (or its estimate) over a server-paged list; bind it to the URL
 * with useUrlSearch.
 */
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
