import { structure } from '@lintel/contracts';
import { LOCATION_ROOT_ID, type PropertyInput } from '@lintel/contracts/structure/locations';
import { FormField, FormTextInput, useSchemaForm } from '@lintel/ui';
import { Select, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { useLocationTreeQuery } from '../api/locations.ts';
import { useSpaceTypesQuery } from '../api/space-types.ts';
import { locationMessages as m } from '../locations.messages.ts';
import { DescriptionField, FormActions } from './formParts.tsx';
import { parentOptions } from './tree.ts';

export interface PropertyFormValues {
  name: string;
  parentId: string;
  spaceTypeId: string | null;
  description: string;
}

export const emptyProperty = (parentId: string = LOCATION_ROOT_ID): PropertyFormValues => ({
  name: '',
  parentId,
  spaceTypeId: null,
  description: '',
});

/**
 * The property form of add property and edit property, validated by the server's own schema. The parent
 * choice lists the community (the all-zero root) and every property by its path; when editing, the
 * property itself and what is under it are left out. On a refusal what was typed stays.
 */
export function PropertyForm({
  defaults,
  movingId,
  isBuilding = false,
  onSubmit,
}: {
  defaults: PropertyFormValues;
  /** The property being edited. */
  movingId?: string;
  /** A building's node: its name is the building's, changed in community structure only. */
  isBuilding?: boolean;
  onSubmit: (values: PropertyInput) => Promise<unknown>;
}) {
  const intl = useIntl();
  const tree = useLocationTreeQuery();
  const spaceTypes = useSpaceTypesQuery();
  const form = useSchemaForm(structure.locations.propertyInput, { defaultValues: defaults });

  const frame = useFormFrame(
    form,
    { mutateAsync: onSubmit, isPending: form.formState.isSubmitting },
    {
      fields: { CBR_NAME_TAKEN: 'name', CBR_LOCATION_CYCLE: 'parentId' },
    },
  );

  const parents = tree.data
    ? parentOptions(tree.data, movingId)
    : [{ value: defaults.parentId, label: intl.formatMessage(m.loading) }];
  const types = (spaceTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }));

  return (
    <FormFrame form={form} frame={frame} data-testid="property-form">
      <Stack gap="md" maw={560}>
        <FormTextInput
          name="name"
          label={intl.formatMessage(m.name)}
          required
          readOnly={isBuilding}
          description={isBuilding ? intl.formatMessage(m.buildingName) : undefined}
        />
        <FormField
          name="parentId"
          render={(field) => (
            <Select
              label={intl.formatMessage(m.parent)}
              name={field.name}
              data={parents}
              value={(field.value as string | null | undefined) ?? LOCATION_ROOT_ID}
              onChange={(value) => field.onChange(value ?? LOCATION_ROOT_ID)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled || !tree.data}
              allowDeselect={false}
              searchable
              withAsterisk
              data-testid="property-parent"
            />
          )}
        />
        <FormField
          name="spaceTypeId"
          render={(field) => (
            <Select
              label={intl.formatMessage(m.spaceType)}
              placeholder={intl.formatMessage(m.noSpaceType)}
              name={field.name}
              data={types}
              value={(field.value as string | null | undefined) ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              clearable
              searchable
              data-testid="property-space-type"
            />
          )}
        />
        <DescriptionField />
        <FormActions submitting={form.formState.isSubmitting} saveTestId="property-save" />
      </Stack>
    </FormFrame>
  );
}
