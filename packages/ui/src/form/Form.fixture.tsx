import { Stack } from '@mantine/core';
import { z } from 'zod';
import { CounterInput } from '../counter-input/CounterInput.tsx';
import { ActionFooter } from '../footer/ActionFooter.tsx';
import { Form } from './Form.tsx';
import { FormField, FormTextInput } from './fields.tsx';
import { useSchemaForm } from './useSchemaForm.ts';

const schema = z.object({
  name: z.string().min(1, 'This field is required').max(50),
  description: z.string().min(1, 'This field is required').max(200),
  days: z.number({ message: 'This field is required' }).int().min(1).max(365),
});

export function StatusForm() {
  const form = useSchemaForm(schema, { defaultValues: { name: '', description: '' } });
  return (
    <Form
      form={form}
      onSubmit={() => new Promise((resolve) => setTimeout(resolve, 1500))}
      style={{ maxWidth: 420 }}
      id="fixture-status-form"
    >
      <Stack gap="sm">
        <FormTextInput name="name" label="status name" maxLength={50} withAsterisk />
        <FormTextInput name="description" label="description" maxLength={200} withAsterisk />
        <FormField
          name="days"
          render={({ value, onChange, onBlur, error, disabled }) => (
            <CounterInput
              label="days for unit availability"
              max={365}
              value={(value as number | undefined) ?? null}
              onChange={onChange}
              onBlur={onBlur}
              error={error}
              disabled={disabled}
            />
          )}
        />
      </Stack>
      <ActionFooter
        variant="modal"
        primary={{ label: 'Save', type: 'submit', loading: form.formState.isSubmitting }}
        secondary={{ label: 'Cancel', onClick: () => form.reset() }}
      />
    </Form>
  );
}
