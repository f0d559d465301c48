import { Pagination } from '@mantine/core';
import { useIntl } from 'react-intl';
import { kitMessages as m } from './messages.ts';

/** Pages of a server-paged list; `page` is 0-based as the list calls take it. */
export function ListPagination({
  totalPages,
  page,
  onChange,
}: {
  totalPages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <Pagination
      total={totalPages}
      aria-label={intl.formatMessage(m.pagination)}
      getControlProps={(control) => ({
        'aria-label': intl.formatMessage(control === 'previous' ? m.previousPage : m.nextPage),
      })}
      getItemProps={(item) => ({ 'aria-label': intl.formatMessage(m.pageNumber, { page: item }) })}
      value={page + 1}
      onChange={(value) => onChange(value - 1)}
    />
  );
}
