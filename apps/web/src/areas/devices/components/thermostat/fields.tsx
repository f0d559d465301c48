import { FormField } from '@lintel/ui';
import { NumberInput, Select } from '@mantine/core';

/**
 * Whole degrees (or minutes) bound to the surrounding form. What is typed reaches the schema as it
 * is (no clamping), so an out-of-range value is refused with the schema's message, not changed.
 */
export function FormWholeNumber({ name, label, testId }: { name: string; label: string; testId?: string }) {
  return (
    <FormField
      name={name}
      render={(field) => (
        <NumberInput
          label={label}
          name={field.name}
          value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
          onChange={(value) => field.onChange(value === '' ? Number.NaN : Number(value))}
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          clampBehavior="none"
          allowNegative
          decimalScale={1}
          data-testid={testId}
        />
      )}
    />
  );
}

/** A choice among fixed values bound to the surrounding form. */
export function FormChoice({
  name,
  label,
  data,
  testId,
}: {
  name: string;
  label: string;
  data: { value: string; label: string }[];
  testId?: string;
}) {
  return (
    <FormField
      name={name}
      render={(field) => (
        <Select
          label={label}
          name={field.name}
          data={data}
          value={(field.value as string | undefined) ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          allowDeselect={false}
          data-testid={testId}
        />
      )}
    />
  );
}
