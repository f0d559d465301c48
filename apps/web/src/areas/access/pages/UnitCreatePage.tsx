import { structure, uuid } from '@lintel/contracts';
import { FormField, FormTextInput, MoneyInput, useSchemaForm, useToast } from '@lintel/ui';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreateUnitMutation, useUnitFormChoicesQuery } from '../api/communityUnits.ts';
import { communityUnitMessages as u } from '../community-units.messages.ts';
import { accessMessages as m } from '../messages.ts';

const shape = structure.units.unitInput.shape;
const picked = z.string({ message: 'required' }).min(1, 'required').pipe(uuid);
const filled = <T extends z.ZodType<number, number>>(schema: T) => z.number({ message: 'required' }).pipe(schema);

/** Community structure's own unit schema; an empty choice or number box says 'required'. */
const unitForm = structure.units.unitInput.extend({
  buildingId: picked,
  unitTypeId: picked,
  floor: filled(shape.floor),
  squareFeet: filled(shape.squareFeet),
  marketRentCents: filled(shape.marketRentCents),
});
type UnitFormInput = z.input<typeof unitForm>;
type UnitFormValues = z.output<typeof unitForm>;

/** A whole-number box: what is typed reaches the schema unchanged, an empty box is NaN ('required'). */
function WholeNumber({ name, label, testId }: { name: string; label: string; testId: string }) {
  return (
    <FormField
      name={name}
      render={(field) => (
        <NumberInput
          label={label}
          name={field.name}
          value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
          onChange={(value) =>
            field.onChange(typeof value === 'number' ? value : value === '' ? Number.NaN : Number(value))
          }
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          allowDecimal={false}
          clampBehavior="none"
          allowNegative
          required
          data-testid={testId}
        />
      )}
    />
  );
}

/**
 * /iot/community/units/create (part 3 section 2 "Community structure"; D234): a new unit of the
 * community (name, building, unit type, floor, size, market rent), created by community structure's own
 * endpoint with its rules; the unit type fills the size and rent until they are typed. Then the unit is
 * linked to locations (/iot/community/units/create/link-units). A refusal keeps what was typed; a taken
 * name shows on the name.
 */
export default function UnitCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const choices = useUnitFormChoicesQuery();
  const create = useCreateUnitMutation();
  const form = useSchemaForm<UnitFormInput, UnitFormValues>(unitForm, {
    defaultValues: {
      name: '',
      buildingId: '',
      unitTypeId: '',
      floorPlanId: null,
      floor: 1,
      squareFeet: Number.NaN,
      marketRentCents: Number.NaN,
    },
  });
  const frame = useFormFrame(form, create, {
    fields: { CBR_NAME_TAKEN: 'name' },
    onSaved: (unit) => {
      toast.success(intl.formatMessage(u.created, { name: unit.name }));
      navigate(href('iot.community.units.createLinkUnits', {}, { unit: unit.id }), { replace: true });
    },
  });
  if (!choices.data)
    return <QueryState query={choices} failed={intl.formatMessage(u.choicesFailed)} testId="unit-create-error" />;
  const { buildings, unitTypes } = choices.data;
  if (buildings.length === 0 || unitTypes.length === 0) {
    return (
      <Alert color="gray" variant="light" maw={560} data-testid="unit-create-none">
        {intl.formatMessage(u.noBuildings)}
      </Alert>
    );
  }

  const chooseType = (id: string | null) => {
    form.setValue('unitTypeId', id ?? '', { shouldValidate: true, shouldTouch: true, shouldDirty: true });
    const type = unitTypes.find((t) => t.id === id);
    if (!type) return;
    // Size and rent follow the type until the user types their own.
    if (!form.getFieldState('squareFeet').isDirty)
      form.setValue('squareFeet', type.squareFeet, { shouldValidate: true });
    if (!form.getFieldState('marketRentCents').isDirty)
      form.setValue('marketRentCents', type.marketRentCents, { shouldValidate: true });
  };

  return (
    <FormFrame form={form} frame={frame} data-testid="unit-create-form">
      <Stack gap="md" maw={560}>
        <Text size="sm" c="gray.7">
          {intl.formatMessage(u.createIntro)}
        </Text>
        <FormTextInput
          name="name"
          label={intl.formatMessage(u.name)}
          required
          maxLength={50}
          data-testid="unit-create-name"
        />
        <FormField
          name="buildingId"
          render={(field) => (
            <Select
              label={intl.formatMessage(u.building)}
              placeholder={intl.formatMessage(u.chooseBuilding)}
              data={buildings.map((b) => ({ value: b.id, label: b.name }))}
              value={(field.value as string) || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              required
              searchable
              data-testid="unit-create-building"
            />
          )}
        />
        <FormField
          name="unitTypeId"
          render={(field) => (
            <Select
              label={intl.formatMessage(u.unitType)}
              placeholder={intl.formatMessage(u.chooseUnitType)}
              data={unitTypes.map((t) => ({ value: t.id, label: t.name }))}
              value={(field.value as string) || null}
              onChange={chooseType}
              onBlur={field.onBlur}
              error={field.error}
              disabled={field.disabled}
              required
              searchable
              data-testid="unit-create-type"
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <WholeNumber name="floor" label={intl.formatMessage(u.floor)} testId="unit-create-floor" />
          <WholeNumber name="squareFeet" label={intl.formatMessage(u.squareFeet)} testId="unit-create-size" />
          <FormField
            name="marketRentCents"
            render={(field) => (
              <MoneyInput
                label={intl.formatMessage(u.marketRent)}
                name={field.name}
                value={field.value as number | null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={field.error}
                disabled={field.disabled}
                required
                data-testid="unit-create-rent"
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate(href('iot.community.apartments'))}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="unit-create-save">
            {intl.formatMessage(u.create)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
