import { structure } from '@lintel/contracts';
import { Form, FormField, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { useCreateUnitTypeMutation } from '../api/unit-types.ts';
import { unitTypeMessages as m } from '../unit-types.messages.ts';

const defaults = { name: '', description: '', bedrooms: 1, bathrooms: 1, squareFeet: 700, marketRentCents: 150_000 };

/** add new unit type: the server's own schema validates the form; what was typed stays when it refuses. */
export default function UnitTypeCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateUnitTypeMutation();
  const form = useSchemaForm(structure.unitTypes.unitTypeInput, { defaultValues: defaults });

  const save = async (values: structure.unitTypes.UnitTypeInput) => {
    try {
      const created = await create.mutateAsync(values);
      toast.success(m.saved);
      navigate(href('cbr.unitTypes.details', { typeId: created.id }), { replace: true });
    } catch (error) {
      toast.error(error);
    }
  };

  const number = (name: keyof typeof defaults, label: string, step = 1) => (
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
        <Group grow>
          {number('bedrooms', intl.formatMessage(m.bedrooms))}
          {number('bathrooms', intl.formatMessage(m.bathrooms), 0.5)}
        </Group>
        <Group grow>
          {number('squareFeet', intl.formatMessage(m.squareFeet))}
          {number('marketRentCents', intl.formatMessage(m.marketRent))}
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending} data-testid="unit-type-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
