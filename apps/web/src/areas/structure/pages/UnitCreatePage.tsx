import { FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useBuildingQuery } from '../api/buildings.ts';
import { useFloorPlansQuery } from '../api/floor-plans.ts';
import { useUnitTypesQuery } from '../api/unit-types.ts';
import { useCreateUnitMutation } from '../api/units.ts';
import { BuildingDropdown } from '../components/BuildingDropdown.tsx';
import { FormNumberInput } from '../components/FormNumberInput.tsx';
import { MarketRentInput } from '../components/MarketRentInput.tsx';
import { type UnitFormInput, type UnitFormValues, unitForm } from '../components/unitForm.ts';
import { spacesMessages as m } from '../messages.ts';

/**
 * new unit (modal): a unit in a building, opened from the living structure or, with its building
 * chosen, from the building details. Size and rent come from the unit type until changed.
 */
export default function UnitCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const stack = useModalStack();
  const { buildingId = '' } = useParams();
  const building = useBuildingQuery(buildingId);
  const types = useUnitTypesQuery();
  const create = useCreateUnitMutation();
  const form = useSchemaForm<UnitFormInput, UnitFormValues>(unitForm, {
    defaultValues: {
      name: '',
      buildingId,
      unitTypeId: '',
      floorPlanId: null,
      floor: 1,
      squareFeet: Number.NaN,
      marketRentCents: Number.NaN,
    },
  });
  const unitTypeId = form.watch('unitTypeId');
  const plans = useFloorPlansQuery(unitTypeId || null);

  const chooseType = (id: string | null) => {
    form.setValue('unitTypeId', id ?? '', { shouldValidate: true, shouldTouch: true });
    form.setValue('floorPlanId', null);
    const type = types.data?.content.find((t) => t.id === id);
    if (!type) return;
    // Size and rent follow the type until the user types their own.
    if (!form.getFieldState('squareFeet').isDirty)
      form.setValue('squareFeet', type.squareFeet, { shouldValidate: true });
    if (!form.getFieldState('marketRentCents').isDirty)
      form.setValue('marketRentCents', type.marketRentCents, { shouldValidate: true });
  };

  const frame = useFormFrame(form, create, {
    fields: { CBR_NAME_TAKEN: 'name' },
    onSaved: (unit) => {
      toast.success(intl.formatMessage(m.unitCreated, { name: unit.name }));
      // The form gives way to the new unit; the views under it (a building, say) stay on the stack.
      navigate(href('cbr.living.unit.details', { unitId: unit.id }), {
        replace: true,
        state: stack.state ? { modal: stack.state } : null,
      });
    },
  });

  const known = building.data ? [{ key: building.data.id, value: building.data.name }] : undefined;
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
        <Group justify="flex-end">
          <Button type="submit" loading={frame.saving} data-testid="unit-form-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
