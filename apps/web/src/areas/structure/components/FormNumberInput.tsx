import { FormField } from '@lintel/ui';
import { NumberInput } from '@mantine/core';

/**
 * A whole-number input bound to the surrounding form. An empty box is `null` when the field is
 * optional, else NaN so that the schema reports it.
 */
export function FormNumberInput({
  name,
  label,
  optional = false,
  min,
  max,
  required,
}: {
  name: string;
  label: string;
  optional?: boolean;
  min?: number;
  max?: number;
  required?: boolean;
}) {
  return (
    <FormField
      name={name}
      render={(field) => (
        <NumberInput
          label={label}
          name={field.name}
          value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : optional ? null : Number.NaN)}
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          allowDecimal={false}
          required={required}
          {...(min !== undefined ? { min } : {})}
          {...(max !== undefined ? { max } : {})}
        />
      )}
    />
  );
}
