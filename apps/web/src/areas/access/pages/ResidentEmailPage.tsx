import { access } from '@lintel/contracts';
import type { ResidentDetails } from '@lintel/contracts/access/residents';
import { FormTextInput, useSchemaForm, useToast } from '@lintel/ui';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FormFrame, useFormFrame } from '../../../app/kit/FormFrame.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useChangeResidentEmailMutation, useResidentQuery } from '../api/residents.ts';
import { accessMessages as m } from '../messages.ts';
import { residentMessages as r } from '../residents.messages.ts';

/**
 * /iot/residents/:id/change-email (a modal over the resident; RESIDENT_CHANGE_EMAIL; D229): the new
 * email, validated by the server's schema; another resident's is refused on the field, and what was
 * typed stays. Saved, the modal closes over the resident's new email.
 */
export default function ResidentEmailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const query = useResidentQuery(id);
  if (!query.data) {
    return <QueryState query={query} failed={intl.formatMessage(r.residentFailed)} testId="resident-error" />;
  }
  return <EmailForm resident={query.data} />;
}

function EmailForm({ resident }: { resident: ResidentDetails }) {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const change = useChangeResidentEmailMutation(resident.id);
  const name = `${resident.firstName} ${resident.lastName}`;
  const form = useSchemaForm(access.residents.emailInput, { defaultValues: { email: '' } });
  const frame = useFormFrame(form, change, {
    guard: false,
    fields: { ACCESS_RESIDENT_EMAIL_TAKEN: 'email' },
    onSaved: () => {
      toast.success(intl.formatMessage(r.emailChanged, { name }));
      stack.close();
    },
  });
  return (
    <FormFrame form={form} frame={frame} data-testid="resident-email-form">
      <Stack gap="md">
        <Text size="sm">{intl.formatMessage(r.changeEmailIntro, { name })}</Text>
        {resident.email && (
          <Text size="sm" c="gray.7" data-testid="resident-email-current">
            {intl.formatMessage(r.currentEmail, { email: resident.email })}
          </Text>
        )}
        <FormTextInput
          name="email"
          type="email"
          label={intl.formatMessage(r.newEmail)}
          required
          maxLength={254}
          data-testid="resident-email-input"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" loading={frame.saving} data-testid="resident-email-save">
            {intl.formatMessage(m.save)}
          </Button>
        </Group>
      </Stack>
    </FormFrame>
  );
}
