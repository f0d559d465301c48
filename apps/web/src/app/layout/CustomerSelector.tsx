import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { contextMessages } from '../context/messages.ts';
import { useWorkContext } from '../context/WorkContext.tsx';

const UNSELECT = '__unselect__';

/** Provider staff choose any customer; 'Unselect customer' returns them to their provider profile. */
export function CustomerSelector({ w = 220 }: { w?: number | string }) {
  const intl = useIntl();
  const { customers, customerId, customersLoading, selectCustomer } = useWorkContext();
  const data = [
    ...(customerId ? [{ value: UNSELECT, label: intl.formatMessage(contextMessages.unselectCustomer) }] : []),
    ...customers.map((c) => ({ value: c.customerId, label: c.name })),
  ];
  return (
    <Select
      aria-label={intl.formatMessage(contextMessages.customerLabel)}
      data-testid="customer-selector"
      w={w}
      searchable
      data={data}
      value={customerId}
      onChange={(value) => selectCustomer(value === UNSELECT ? null : value)}
      placeholder={intl.formatMessage(contextMessages.selectCustomer)}
      nothingFoundMessage={intl.formatMessage(contextMessages.noResults)}
      disabled={customersLoading}
      comboboxProps={{ shadow: 'md' }}
      allowDeselect={false}
    />
  );
}
