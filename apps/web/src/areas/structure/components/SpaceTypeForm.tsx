import { structure } from '@lintel/contracts';
import type { SpaceTypeInput } from '@lintel/contracts/structure/locations';
import { Form, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { locationMessages as m } from '../locations.messages.ts';
import { DescriptionField, FormActions } from './formParts.tsx';
import { markRefusal } from './refusal.ts';

/** The space type form (add space type), validated by the server's own schema; a refusal keeps the input. */
export function SpaceTypeForm({ onSubmit }: { onSubmit: (values: SpaceTypeInput) => Promise<unknown> }) {
  const intl = useIntl();
  const toast = useToast();
  const form = useSchemaForm(structure.locations.spaceTypeInput, { defaultValues: { name: '', description: '' } });

  const save = async (values: SpaceTypeInput) => {
    try {
      await onSubmit(values);
    } catch (error) {
      markRefusal(form, error, { CBR_NAME_TAKEN: 'name' });
      toast.error(error);
    }
  };

  return (
    <Form form={form} onSubmit={save} data-testid="space-type-form">
      <Stack gap="md" maw={560}>
        <FormTextInput name="name" label={intl.formatMessage(m.name)} required />
        <DescriptionField />
        <FormActions submitting={form.formState.isSubmitting} saveTestId="space-type-save" />
      </Stack>
    </Form>
  );
}
