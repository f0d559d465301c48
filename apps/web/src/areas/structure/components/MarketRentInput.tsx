import { AmountInput, FormField } from '@lintel/ui';

/** A rent in dollars and cents on screen, whole cents in the form (money is integer cents). */
export function MarketRentInput({ name, label }: { name: string; label: string }) {
  return (
    <FormField
      name={name}
      render={(field) => {
        const cents = field.value as number;
        return (
          <AmountInput
            label={label}
            name={field.name}
            value={Number.isNaN(cents) ? null : cents / 100}
            onChange={(value) => field.onChange(value === null ? Number.NaN : Math.round(value * 100))}
            onBlur={field.onBlur}
            error={field.error}
            disabled={field.disabled}
            leftSection="$"
            required
          />
        );
      }}
    />
  );
}
