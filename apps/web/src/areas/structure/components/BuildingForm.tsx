import { Form, FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { spacesMessages as m } from '../messages.ts';
import { type BuildingFormInput, type BuildingFormValues, buildingForm } from './buildingForm.ts';
import { FormNumberInput } from './FormNumberInput.tsx';
import { FormActions } from './formParts.tsx';
import { markRefusal } from './refusal.ts';

/**
 * The building form of new building and edit building, validated by the server's own schema. On a
 * refusal what was typed stays, a taken name is marked on the name.
 */
export function BuildingForm({
  defaults,
  onSubmit,
}: {
  defaults: BuildingFormInput;
  onSubmit: (values: BuildingFormValues) => Promise<unknown>;
}) {
  const intl = useIntl();
  const toast = useToast();
  const form = useSchemaForm<BuildingFormInput, BuildingFormValues>(buildingForm, { defaultValues: defaults });

  const save = async (values: BuildingFormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      markRefusal(form, error, { CBR_NAME_TAKEN: 'name' });
      toast.error(error);
    }
  };

  return (
    <Form form={form} onSubmit={save} data-testid="building-form">
      <Stack gap="md" maw={560}>
        <FormTextInput name="name" label={intl.formatMessage(m.name)} required maxLength={100} />
        <FormTextInput name="address" label={intl.formatMessage(m.address)} maxLength={200} />
        <FormNumberInput name="floors" label={intl.formatMessage(m.floors)} min={1} max={200} required />
        <FormActions submitting={form.formState.isSubmitting} saveTestId="building-form-save" />
      </Stack>
    </Form>
  );
}
