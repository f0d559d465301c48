import { FormField, MoneyInput } from '@lintel/ui';

/**
 * A rent in dollars and cents, held as integer cents in the form (the kit's one money input does the
 * conversion; the contract refuses what is out of range).
 */
export function MarketRentInput({ name, label }: { name: string; label: string }) {
  return (
    <FormField
      name={name}
      render={(field) => (
        <MoneyInput
          label={label}
          name={field.name}
          value={field.value as number | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          required
        />
      )}
    />
  );
}
