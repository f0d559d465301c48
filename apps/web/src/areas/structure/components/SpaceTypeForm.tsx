import { structure } from '@lintel/contracts';
import type { SpaceTypeInput } from '@lintel/contracts/structure/locations';
import { FormTextInput, useSchemaForm } from '@lintel/ui';
import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { locationMessages as m } from '../locations.messages.ts';
import { DescriptionField, FormActions } from './formParts.tsx';

/** The space type form (add space type), validated by the server's own schema; a refusal keeps the input. */
export function SpaceTypeForm({ onSubmit }: { onSubmit: (values: SpaceTypeInput) => Promise<unknown> }) {
  const intl = useIntl();
  const form = useSchemaForm(structure.locations.spaceTypeInput, { defaultValues: { name: '', description: '' } });

  const frame = useFormFrame(
    form,
    { mutateAsync: onSubmit, isPending: form.formState.isSubmitting },
    {
      fields: { CBR_NAME_TAKEN: 'name' },
    },
  );

  return (
    <FormFrame form={form} frame={frame} data-testid="space-type-form">
      <Stack gap="md" maw={560}>
        <FormTextInput name="name" label={intl.formatMessage(m.name)} required />
        <DescriptionField />
        <FormActions submitting={form.formState.isSubmitting} saveTestId="space-type-save" />
      </Stack>
    </FormFrame>
  );
}
