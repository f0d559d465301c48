import { Dropdown, type DropdownOption, FormField } from '@lintel/ui';
import { useBuildingsProvider } from '../api/buildings.ts';

/**
 * A form's building field: the kit's dropdown over the community's buildings, paged and searched on
 * the server. `known` names a building chosen before the list loaded (the building of the URL).
 */
export function BuildingDropdown({
  name,
  label,
  placeholder,
  emptyText,
  known,
  required,
  description,
}: {
  name: string;
  label: string;
  placeholder: string;
  emptyText?: string;
  known?: DropdownOption<string>[];
  required?: boolean;
  description?: string;
}) {
  const provider = useBuildingsProvider();
  return (
    <FormField
      name={name}
      render={(field) => (
        <Dropdown<string>
          label={label}
          placeholder={placeholder}
          dataProvider={provider}
          resource="buildings"
          searchParam="q"
          value={(field.value as string | null) || null}
          onChange={(value) => {
            field.onChange(value ?? (required ? '' : null));
            // Picking counts as touching: the error (or its absence) shows at once.
            field.onBlur();
          }}
          error={field.error}
          disabled={field.disabled}
          required={required}
          description={description}
          {...(known ? { knownOptions: known } : {})}
          {...(emptyText ? { emptyText } : {})}
        />
      )}
    />
  );
}
