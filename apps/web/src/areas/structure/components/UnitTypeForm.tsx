import { structure } from '@lintel/contracts';
import type { UnitTypeInput } from '@lintel/contracts/structure/unit-types';
import { Form, FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { unitTypeMessages as m } from '../unit-types.messages.ts';
import { FormActions } from './formParts.tsx';
import { MarketRentInput } from './MarketRentInput.tsx';
import { markRefusal } from './refusal.ts';

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
  const toast = useToast();
  const form = useSchemaForm(structure.unitTypes.unitTypeInput, { defaultValues: defaults });

  const save = async (values: UnitTypeInput) => {
    try {
      await onSubmit(values);
    } catch (error) {
      markRefusal(form, error, { CBR_NAME_TAKEN: 'name' });
      toast.error(error);
    }
  };

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
    <Form form={form} onSubmit={save} data-testid="unit-type-form">
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
    </Form>
  );
}
