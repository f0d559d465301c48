import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { AuthLayout } from './AuthLayout.tsx';
import { useForgotPasswordMutation } from './api/passwords.ts';
import { ErrorAlert, useRefusal } from './ErrorAlert.tsx';
import { flowMessages as m } from './flowMessages.ts';
import { isValidUsername } from './username.ts';

/** 'Forgot password?': asks for a reset code, then goes on to 'Reset password'. */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const forgot = useForgotPasswordMutation();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(
      z.object({
        username: z
          .string()
          .trim()
          .min(1, intl.formatMessage(m.usernameRequired))
          .refine(isValidUsername, intl.formatMessage(m.usernameInvalid)),
      }),
    ),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });
  const { error, clear, refuse } = useRefusal(form);
  const onSubmit = form.handleSubmit(async ({ username }) => {
    clear();
    try {
      await forgot.mutateAsync({ body: { username } });
      navigate(`/reset-password?username=${encodeURIComponent(username)}`);
    } catch (failure) {
      refuse(failure);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout onSubmit={onSubmit}>
      <Title order={2} size="h3">
        {intl.formatMessage(m.forgotTitle)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.forgotText)}
      </Text>
      <ErrorAlert error={error} onClose={clear} />
      <TextInput
        label={intl.formatMessage(m.username)}
        autoComplete="username"
        autoFocus
        {...form.register('username')}
        error={errors.username?.message}
      />
      <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth size="md">
        {intl.formatMessage(m.requestLink)}
      </Button>
      <Anchor component={RouterLink} to="/sign-in" size="sm">
        {intl.formatMessage(m.backToSignIn)}
      </Anchor>
    </AuthLayout>
  );
}
