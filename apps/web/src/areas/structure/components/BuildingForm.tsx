import { FormTextInput, useSchemaForm } from '@lintel/ui';
import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { spacesMessages as m } from '../messages.ts';
import { type BuildingFormInput, type BuildingFormValues, buildingForm } from './buildingForm.ts';
import { FormNumberInput } from './FormNumberInput.tsx';
import { FormActions } from './formParts.tsx';

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
  const form = useSchemaForm<BuildingFormInput, BuildingFormValues>(buildingForm, { defaultValues: defaults });

  // The frame puts a refusal next to its field (a taken name on the name) and keeps what was typed.
  const frame = useFormFrame(
    form,
    { mutateAsync: onSubmit, isPending: form.formState.isSubmitting },
    { fields: { CBR_NAME_TAKEN: 'name' } },
  );

  return (
    <FormFrame form={form} frame={frame} data-testid="building-form">
      <Stack gap="md" maw={560}>
        <FormTextInput name="name" label={intl.formatMessage(m.name)} required maxLength={100} />
        <FormTextInput name="address" label={intl.formatMessage(m.address)} maxLength={200} />
        <FormNumberInput name="floors" label={intl.formatMessage(m.floors)} required />
        <FormActions submitting={form.formState.isSubmitting} saveTestId="building-form-save" />
      </Stack>
    </FormFrame>
  );
}
