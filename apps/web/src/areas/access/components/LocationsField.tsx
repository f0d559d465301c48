import { FormField } from '@lintel/ui';
import { Alert, MultiSelect } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { useLocationChoicesQuery } from '../api/leases.ts';
import { accessMessages as m } from '../messages.ts';

/**
 * The form field `locationIds`: the community's locations (`choices`, the page's read of them) by
 * their path in the tree, with the refusal of that read shown above it rather than an empty list. The
 * record's own locations (`known`) stay shown by name when the choices cannot be read (editing needs
 * no create key). The page reads the choices, not this field: a shared field calling an API hook
 * would keep the first test file's mock of it for the files after (the ui tests share modules).
 */
export function LocationsField({
  choices: locations,
  known = [],
  description,
  testId,
}: {
  choices: Pick<ReturnType<typeof useLocationChoicesQuery>, 'data' | 'isError' | 'error'>;
  known?: { id: string; name: string }[];
  /** What choosing a location gives; every lock at or under it by default. */
  description?: string;
  testId: string;
}) {
  const intl = useIntl();
  const options = [...(locations.data ?? [])]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((location) => ({ value: location.id, label: location.path }));
  for (const location of known) {
    if (!options.some((option) => option.value === location.id)) {
      options.push({ value: location.id, label: location.name });
    }
  }
  return (
    <>
      {locations.isError && (
        <Alert color="red" variant="light" title={intl.formatMessage(m.locationsFailed)}>
          {locations.error?.message}
        </Alert>
      )}
      <FormField
        name="locationIds"
        render={(field) => (
          <MultiSelect
            label={intl.formatMessage(m.locations)}
            description={description ?? intl.formatMessage(m.locationsHint)}
            placeholder={intl.formatMessage(m.chooseLocations)}
            data={options}
            value={(field.value as string[] | undefined) ?? []}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={field.error}
            disabled={field.disabled || (!locations.data && known.length === 0)}
            required
            searchable
            hidePickedOptions
            nothingFoundMessage={intl.formatMessage(m.noLocations)}
            data-testid={testId}
          />
        )}
      />
    </>
  );
}
