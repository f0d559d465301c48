import { Select } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useUnitChoicesQuery } from '../../api/thermostats.ts';
import { thermostatMessages as m } from '../../thermostats.messages.ts';

/**
 * A unit of the community, found by the start of its name on the server (50 at a time), each with
 * how many thermostats it already has.
 */
export function UnitPicker({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  testId,
}: {
  value: string | null;
  onChange: (unitId: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const choices = useUnitChoicesQuery(search.trim());
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const data = (choices.data ?? []).map((unit) => ({
    value: unit.id,
    label: intl.formatMessage(m.unitWithCount, { name: unit.name, count: unit.thermostats }),
  }));
  // The picked unit stays a choice while another search is typed.
  if (picked && !data.some((d) => d.value === picked.value)) data.unshift(picked);
  return (
    <Select
      label={intl.formatMessage(m.unit)}
      placeholder={intl.formatMessage(m.unitSearch)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={value}
      onChange={(next, option) => {
        setPicked(option ? { value: option.value, label: option.label } : null);
        onChange(next);
      }}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      required
      nothingFoundMessage={intl.formatMessage(m.noResults)}
      data-testid={testId}
    />
  );
}
