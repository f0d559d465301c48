import { FormField } from '@lintel/ui';
import { Button, Group, Textarea } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { locationMessages as m } from '../locations.messages.ts';

/** The optional description of a property or a space type (null when empty). */
export function DescriptionField() {
  const intl = useIntl();
  return (
    <FormField
      name="description"
      render={(field) => (
        <Textarea
          label={intl.formatMessage(m.description)}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          autosize
          minRows={2}
          maxRows={6}
        />
      )}
    />
  );
}

/** Cancel (closes the modal) and save (submits, blocked while it runs). */
export function FormActions({ submitting, saveTestId }: { submitting: boolean; saveTestId: string }) {
  const intl = useIntl();
  const stack = useModalStack();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={() => stack.close()}>
        {intl.formatMessage(m.cancel)}
      </Button>
      <Button type="submit" loading={submitting} data-testid={saveTestId}>
        {intl.formatMessage(m.save)}
      </Button>
    </Group>
  );
}
