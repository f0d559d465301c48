import { structure } from '@lintel/contracts';
import type { UnitTypeInput } from '@lintel/contracts/structure/unit-types';
import { FormField, FormTextInput, useSchemaForm } from '@lintel/ui';
import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { unitTypeMessages as m } from '../unit-types.messages.ts';
import { FormActions } from './formParts.tsx';
import { MarketRentInput } from './MarketRentInput.tsx';

type Defaults = {
  name: string;
  description: string;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
  marketRentCents: number;
};

/**
 * The unit type form of add new unit type and edit unit type: the server's own schema validates it;
 * what was typed stays when the server refuses, a taken name is marked on the name.
 */
export function UnitTypeForm({
  defaults,
  onSubmit,
}: {
  defaults: Defaults;
  onSubmit: (values: UnitTypeInput) => Promise<unknown>;
}) {
  const intl = useIntl();
  const form = useSchemaForm(structure.unitTypes.unitTypeInput, { defaultValues: defaults });

  // The frame puts a refusal next to its field (a taken name on the name) and keeps what was typed.
  const frame = useFormFrame(
    form,
    { mutateAsync: onSubmit, isPending: form.formState.isSubmitting },
    { fields: { CBR_NAME_TAKEN: 'name' } },
  );

  const number = (name: 'bedrooms' | 'bathrooms' | 'squareFeet', label: string, step = 1) => (
    <FormField
      name={name}
      render={(field) => (
        <NumberInput
          label={label}
          name={field.name}
          value={field.value as number}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          step={step}
          decimalScale={step < 1 ? 1 : 0}
          min={0}
        />
      )}
    />
  );

  return (
    <FormFrame form={form} frame={frame} data-testid="unit-type-form">
      <Stack gap="md" maw={520}>
        <FormTextInput name="name" label={intl.formatMessage(m.name)} required />
        <FormTextInput name="description" label={intl.formatMessage(m.description)} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {number('bedrooms', intl.formatMessage(m.bedrooms))}
          {number('bathrooms', intl.formatMessage(m.bathrooms), 0.5)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {number('squareFeet', intl.formatMessage(m.squareFeet))}
          <MarketRentInput name="marketRentCents" label={intl.formatMessage(m.marketRentColumn)} />
        </SimpleGrid>
        <FormActions submitting={form.formState.isSubmitting} saveTestId="unit-type-save" />
      </Stack>
    </FormFrame>
  );
}
