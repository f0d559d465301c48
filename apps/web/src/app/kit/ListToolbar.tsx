import { formatNumber } from '@lintel/formats/numbers';
import { Group, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
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
  children,
}: {
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  page: { totalElements: number; totalIsEstimate?: boolean } | undefined;
  /** Prefix of the test ids: `<testId>-search` and `<testId>-total`. */
  testId: string;
  /** Filters shown beside the search box (bind them to the URL too). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm" wrap="wrap" flex="1 1 auto">
        <TextInput
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          w={{ base: '100%', xs: 320 }}
          data-testid={`${testId}-search`}
        />
        {children}
      </Group>
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
