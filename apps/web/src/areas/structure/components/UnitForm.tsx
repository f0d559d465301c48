import { FormField, FormTextInput, useSchemaForm } from '@lintel/ui';
import { Alert, Select, SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { useFloorPlansQuery } from '../api/floor-plans.ts';
import { useUnitTypesQuery } from '../api/unit-types.ts';
import { spacesMessages as m } from '../messages.ts';
import { BuildingDropdown } from './BuildingDropdown.tsx';
import { FormNumberInput } from './FormNumberInput.tsx';
import { FormActions } from './formParts.tsx';
import { MarketRentInput } from './MarketRentInput.tsx';
import { type UnitFormInput, type UnitFormValues, unitForm } from './unitForm.ts';

/**
 * The unit form of new unit and edit unit, validated by the server's own schema. A new unit takes its
 * size and rent from the unit type until the user types their own; an edited unit keeps its own when
 * the type changes. On a refusal what was typed stays, a taken name is marked on the name.
 */
export function UnitForm({
  defaults,
  knownBuilding,
  fillFromType,
  onSubmit,
}: {
  defaults: UnitFormInput;
  /** The building already chosen, shown by name before the building list loads. */
  knownBuilding?: { id: string; name: string } | undefined;
  fillFromType: boolean;
  onSubmit: (values: UnitFormValues) => Promise<unknown>;
}) {
  const intl = useIntl();
  const types = useUnitTypesQuery();
  const form = useSchemaForm<UnitFormInput, UnitFormValues>(unitForm, { defaultValues: defaults });
  const unitTypeId = form.watch('unitTypeId');
  const plans = useFloorPlansQuery(unitTypeId || null);

  const chooseType = (id: string | null) => {
    form.setValue('unitTypeId', id ?? '', { shouldValidate: true, shouldTouch: true, shouldDirty: true });
    form.setValue('floorPlanId', null);
    const type = types.data?.content.find((t) => t.id === id);
    if (!type || !fillFromType) return;
    // Size and rent follow the type until the user types their own.
    if (!form.getFieldState('squareFeet').isDirty)
      form.setValue('squareFeet', type.squareFeet, { shouldValidate: true });
    if (!form.getFieldState('marketRentCents').isDirty)
      form.setValue('marketRentCents', type.marketRentCents, { shouldValidate: true });
  };

  // The frame puts a refusal next to its field (a taken name on the name) and keeps what was typed.
  const frame = useFormFrame(
    form,
    { mutateAsync: onSubmit, isPending: form.formState.isSubmitting },
    { fields: { CBR_NAME_TAKEN: 'name' } },
  );

  const known = knownBuilding ? [{ key: knownBuilding.id, value: knownBuilding.name }] : undefined;
  return (
    <FormFrame form={form} frame={frame} data-testid="unit-form">
      <Stack gap="md" maw={560}>
        <FormTextInput name="name" label={intl.formatMessage(m.name)} required maxLength={50} />
        <BuildingDropdown
          name="buildingId"
          label={intl.formatMessage(m.building)}
          placeholder={intl.formatMessage(m.selectBuilding)}
          emptyText={intl.formatMessage(m.noBuildings)}
          required
          {...(known ? { known } : {})}
        />
        {types.isError && (
          <Alert color="red" variant="light" title={intl.formatMessage(m.unitTypesFailed)}>
            {types.error.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormField
            name="unitTypeId"
            render={(field) => (
              <Select
                label={intl.formatMessage(m.unitType)}
                placeholder={intl.formatMessage(m.selectUnitType)}
                data={(types.data?.content ?? []).map((t) => ({ value: t.id, label: t.name }))}
                value={(field.value as string) || null}
                onChange={chooseType}
                onBlur={field.onBlur}
                error={field.error}
                disabled={field.disabled}
                required
                searchable
                data-testid="unit-form-type"
              />
            )}
          />
          <FormField
            name="floorPlanId"
            render={(field) => (
              <Select
                label={intl.formatMessage(m.floorPlan)}
                placeholder={intl.formatMessage(unitTypeId ? m.noFloorPlan : m.chooseTypeFirst)}
                data={(plans.data?.content ?? []).map((p) => ({ value: p.id, label: p.name }))}
                value={(field.value as string | null) ?? null}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={field.error}
                disabled={field.disabled || !unitTypeId}
                clearable
                data-testid="unit-form-plan"
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <FormNumberInput name="floor" label={intl.formatMessage(m.floor)} required />
          <FormNumberInput name="squareFeet" label={intl.formatMessage(m.squareFeet)} required />
          <MarketRentInput name="marketRentCents" label={intl.formatMessage(m.marketRent)} />
        </SimpleGrid>
        <FormActions submitting={form.formState.isSubmitting} saveTestId="unit-form-save" />
      </Stack>
    </FormFrame>
  );
}
