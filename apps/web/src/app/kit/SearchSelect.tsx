import { FormField } from '@lintel/ui';
import { Alert, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { kitMessages as m } from './messages.ts';

/** The server is asked once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

export interface SearchOption {
  value: string;
  label: string;
}

/**
 * A select whose choices the server finds by the start of what is typed (a unit, a lock, a person):
 * `onQueryChange` gets the typed text once typing pauses (not the picked option's label), and the
 * picked option stays a choice while another search is typed.
 */
export function SearchSelect({
  label,
  placeholder,
  options,
  onQueryChange,
  value,
  onChange,
  onBlur,
  known,
  error,
  disabled,
  required,
  nothingFound,
  description,
  testId,
}: {
  label: string;
  placeholder: string;
  /** The choices the server gave for the current query. */
  options: SearchOption[];
  onQueryChange: (q: string) => void;
  value: string | null;
  onChange: (value: string | null, option: SearchOption | null) => void;
  onBlur?: () => void;
  /** The chosen option when it was chosen elsewhere (the address, a draft), to show its label. */
  known?: SearchOption | null | undefined;
  error?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean;
  nothingFound: string;
  description?: string | undefined;
  testId: string;
}) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<SearchOption | null>(null);
  const chosen = picked && picked.value === value ? picked : known && known.value === value ? known : null;
  const typed = chosen && search === chosen.label ? '' : search.trim();
  const [q] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => onQueryChange(q), [q, onQueryChange]);

  const data = [...options];
  if (chosen && !data.some((option) => option.value === chosen.value)) data.unshift(chosen);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      description={description}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the start of the name.
      filter={({ options: all }) => all}
      data={data}
      value={value}
      onChange={(next, option) => {
        const selected = option ? { value: option.value, label: option.label } : null;
        setPicked(selected);
        onChange(next, selected);
      }}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      required={required}
      clearable={!required}
      clearButtonProps={{
        'aria-label': intl.formatMessage(m.clearField, { label }),
        'aria-hidden': false,
        tabIndex: 0,
      }}
      nothingFoundMessage={nothingFound}
      data-testid={testId}
    />
  );
}

/**
 * A required server-searched choice of a schema form: the field `name` bound to a `SearchSelect`,
 * with the refusal of its choices' request shown above it (`failed`) rather than an empty list.
 */
export function SearchSelectField({
  name,
  failed,
  ...select
}: {
  name: string;
  failed: { title: string; message: string } | null;
  label: string;
  placeholder: string;
  options: SearchOption[];
  onQueryChange: (q: string) => void;
  nothingFound: string;
  testId: string;
}) {
  return (
    <>
      {failed && (
        <Alert color="red" variant="light" title={failed.title}>
          {failed.message}
        </Alert>
      )}
      <FormField
        name={name}
        render={(field) => (
          <SearchSelect
            {...select}
            value={(field.value as string) || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={field.error}
            disabled={field.disabled}
            required
          />
        )}
      />
    </>
  );
}
