import { structure } from '@lintel/contracts';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreateUnitTypeMutation } from '../api/unit-types.ts';
import { FormNumberInput } from '../components/FormNumberInput.tsx';
import { MarketRentInput } from '../components/MarketRentInput.tsx';
import { unitTypeMessages as m } from '../unit-types.messages.ts';

const defaults = { name: '', description: '', bedrooms: 1, bathrooms: 1, squareFeet: 700, marketRentCents: 150_000 };

/**
 * add new unit type: the server's own schema validates the form (rent typed in dollars, held in
 * cents); what was typed stays when it refuses, each refusal next to its field.
 */
export default function UnitTypeCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useSchemaForm(structure.unitTypes.unitTypeInput, { defaultValues: defaults });
  const frame = useFormFrame(form, useCreateUnitTypeMutation(), {
    fields: { CBR_NAME_TAKEN: 'name' },
    onSaved: (created) => {
      toast.success(m.saved);
      navigate(href('cbr.unitTypes.details', { typeId: created.id }), { replace: true });
    },
  });

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
        <Group justify="flex-end">
          <Button type="submit" loading={frame.saving} data-testid="unit-type-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
