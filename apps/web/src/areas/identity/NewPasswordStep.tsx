import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useCompleteNewPasswordMutation } from './api/sign-in.ts';
import { ErrorAlert, useRefusal } from './ErrorAlert.tsx';
import { flowMessages as m } from './flowMessages.ts';
import { NewPasswordFields, type PasswordValues, passwordSchema } from './NewPasswordFields.tsx';
import type { StepProps } from './steps.ts';

/** 'Change password': the forced new password after a temporary one. */
export default function NewPasswordStep({ challenge, onResult, onBack }: StepProps) {
  const intl = useIntl();
  const complete = useCompleteNewPasswordMutation();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema(intl.formatMessage(m.passwordsDiffer))),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { error, clear, refuse } = useRefusal(form);
  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    try {
      onResult(await complete.mutateAsync({ body: { challenge, newPassword: values.newPassword } }));
    } catch (failure) {
      refuse(failure);
    }
  });
  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
      <Title order={2} size="h3">
        {intl.formatMessage(m.newPasswordTitle)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.newPasswordHelp)}
      </Text>
      <ErrorAlert error={error} onClose={clear} />
      <NewPasswordFields form={form} />
      <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth size="md">
        {intl.formatMessage(m.changePassword)}
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={onBack}>
        {intl.formatMessage(m.backToSignIn)}
      </Anchor>
    </form>
  );
}
