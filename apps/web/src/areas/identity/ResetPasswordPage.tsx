import { zodResolver } from '@hookform/resolvers/zod';
import { newPassword } from '@lintel/contracts/auth';
import { Anchor, Button, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSession } from '../../app/session/session.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { useDemoMailboxQuery } from './api/mailbox.ts';
import { useResetPasswordMutation } from './api/passwords.ts';
import { ErrorAlert, useRefusal } from './ErrorAlert.tsx';
import { flowMessages as m } from './flowMessages.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import type { SignInState } from './SignInPage.tsx';

type Values = { username: string; code: string; newPassword: string; confirmPassword: string };

/** 'Reset password' (the public /reset-password): the emailed code plus a new password. */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status } = useSession();
  // In demo mode the code can be read in the demo mailbox; elsewhere the call is not there.
  const demo = useDemoMailboxQuery();
  const reset = useResetPasswordMutation();
  const form = useForm<Values>({
    resolver: zodResolver(
      z
        .object({
          username: z.string().trim().min(1, intl.formatMessage(m.usernameRequired)),
          code: z
            .string()
            .trim()
            .regex(/^[0-9]{6}$/, intl.formatMessage(m.codeInvalid)),
          newPassword,
          confirmPassword: z.string(),
        })
        .refine((v) => v.newPassword === v.confirmPassword, {
          path: ['confirmPassword'],
          message: intl.formatMessage(m.passwordsDiffer),
        }),
    ),
    mode: 'onTouched',
    defaultValues: { username: params.get('username') ?? '', code: '', newPassword: '', confirmPassword: '' },
  });
  const { error, clear, refuse } = useRefusal(form);
  // Spec: an authenticated user on the reset-password path is sent home.
  if (status === 'signed-in') return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    try {
      await reset.mutateAsync({
        body: { username: values.username, code: values.code, newPassword: values.newPassword },
      });
      const state: SignInState = { banner: intl.formatMessage(m.passwordUpdatedSignIn) };
      navigate('/sign-in', { replace: true, state });
    } catch (failure) {
      refuse(failure);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout onSubmit={onSubmit}>
      <Title order={2} size="h3">
        {intl.formatMessage(m.resetTitle)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.resetText)}
      </Text>
      <ErrorAlert error={error} onClose={clear} />
      <TextInput
        label={intl.formatMessage(m.username)}
        autoComplete="username"
        {...form.register('username')}
        error={errors.username?.message}
      />
      <TextInput
        label={intl.formatMessage(m.resetCode)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.register('code')}
        error={errors.code?.message}
      />
      <NewPasswordFields form={form} />
      <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth size="md">
        {intl.formatMessage(m.resetSubmit)}
      </Button>
      <Anchor component={RouterLink} to="/sign-in" size="sm">
        {intl.formatMessage(m.backToSignIn)}
      </Anchor>
      {demo.isSuccess ? (
        <Anchor component={RouterLink} to="/demo/mailbox" target="_blank" size="sm">
          {intl.formatMessage(m.mailboxLink)}
        </Anchor>
      ) : null}
    </AuthLayout>
  );
}
