import { Table, type TableThProps, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { kitMessages as m } from './messages.ts';

/**
 * The heading of a table's buttons column: it shows nothing, yet names the column for a screen reader
 * (an empty header cell leaves the column's cells without a heading).
 *
 * @example <Table.Tr><Table.Th>Month</Table.Th><ActionsHeader w={40} /></Table.Tr>
 */
export function ActionsHeader(props: Omit<TableThProps, 'children'>) {
  const intl = useIntl();
  return (
    <Table.Th {...props}>
      <VisuallyHidden>{intl.formatMessage(m.actions)}</VisuallyHidden>
    </Table.Th>
  );
}
