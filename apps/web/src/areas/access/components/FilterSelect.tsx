import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { accessMessages as m } from '../messages.ts';

/**
 * A list's filter of one value, cleared with its own button: the button is named after the filter
 * and reached with Tab, unlike Mantine's default.
 */
export function FilterSelect({
  label,
  placeholder,
  data,
  value,
  onChange,
  width,
  testId,
}: {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** From the xs breakpoint up; the full width below it. */
  width: number;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{
        'aria-label': intl.formatMessage(m.clearField, { label }),
        'aria-hidden': false,
        tabIndex: 0,
      }}
      w={{ base: '100%', xs: width }}
      data-testid={testId}
    />
  );
}

/** The URL's parameters with the filter `name` set (or cleared with null), back on the first page. */
export function withFilter(prev: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(prev);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
}
