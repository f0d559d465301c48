import { structure } from '@lintel/contracts';
import type { UnitTypeInput } from '@lintel/contracts/structure/unit-types';
import { FormTextInput, useSchemaForm } from '@lintel/ui';
import { SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { unitTypeMessages as m } from '../unit-types.messages.ts';
import { FormNumberInput } from './FormNumberInput.tsx';
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

  return (
    <FormFrame form={form} frame={frame} data-testid="unit-type-form">
      <Stack gap="md" maw={520}>
        <FormTextInput name="name" label={intl.formatMessage(m.name)} required maxLength={100} />
        <FormTextInput name="description" label={intl.formatMessage(m.description)} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <FormNumberInput name="bedrooms" label={intl.formatMessage(m.bedrooms)} required />
          <FormNumberInput name="bathrooms" label={intl.formatMessage(m.bathrooms)} decimals={1} step={0.5} required />
          <FormNumberInput name="squareFeet" label={intl.formatMessage(m.squareFeet)} required />
          <MarketRentInput name="marketRentCents" label={intl.formatMessage(m.marketRent)} />
        </SimpleGrid>
        <FormActions submitting={form.formState.isSubmitting} saveTestId="unit-type-save" />
      </Stack>
    </FormFrame>
  );
}
