import { FormField } from '@lintel/ui';
import { NumberInput } from '@mantine/core';

/**
 * A number input bound to the surrounding form. What is typed reaches the schema unchanged (no
 * clamping, a minus kept), so an out-of-range value is refused with a message rather than silently
 * changed. An empty box is `null` when the field is optional, else NaN so that the schema reports it.
 */
export function FormNumberInput({
  name,
  label,
  optional = false,
  decimals = 0,
  step,
  required,
}: {
  name: string;
  label: string;
  optional?: boolean;
  /** Decimal places that may be typed; 0 for whole numbers. */
  decimals?: number;
  step?: number;
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
          onChange={(value) =>
            field.onChange(
              typeof value === 'number'
                ? value
                : value === '' && optional
                  ? null
                  : value === ''
                    ? Number.NaN
                    : Number(value),
            )
          }
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          allowDecimal={decimals > 0}
          decimalScale={decimals > 0 ? decimals + 1 : undefined}
          clampBehavior="none"
          allowNegative
          required={required}
          {...(step !== undefined ? { step } : {})}
        />
      )}
    />
  );
}
