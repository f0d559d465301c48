import { zodResolver } from '@hookform/resolvers/zod';
import type { LinkKind } from '@lintel/contracts/auth';
import { Alert, Anchor, Button, Loader, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { AuthLayout } from './AuthLayout.tsx';
import { useCompleteLinkMutation, useLinkQuery } from './api/passwords.ts';
import { ErrorAlert, errorText } from './ErrorAlert.tsx';
import { flowMessages as m } from './flowMessages.ts';
import { NewPasswordFields, type PasswordValues, passwordSchema } from './NewPasswordFields.tsx';

/**
 * The public resident self-service pages (/app/resetUserPassword/:token, /app/setPassword/:token,
 * /app/forgotUserPassword/:token, /app/changeEmail/:token): one single-use, expiring link each.
 */
export function LinkPage({ kind }: { kind: LinkKind }) {
  const intl = useIntl();
  const { token = '' } = useParams();
  const link = useLinkQuery(kind, token);
  const complete = useCompleteLinkMutation(kind, token);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema(intl.formatMessage(m.passwordsDiffer))),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const isEmail = kind === 'CHANGE_EMAIL';
  const onSubmit = isEmail
    ? (event: React.FormEvent) => {
        event.preventDefault();
        complete.mutate(undefined);
      }
    : form.handleSubmit((values) => complete.mutate(values.newPassword));
  const title = isEmail ? m.changeEmailTitle : kind === 'SET_PASSWORD' ? m.setPasswordTitle : m.resetTitle;
  const backLink = (
    <Anchor component={RouterLink} to="/sign-in" size="sm">
      {intl.formatMessage(m.backToSignIn)}
    </Anchor>
  );

  if (complete.isSuccess) {
    return (
      <AuthLayout>
        <Title order={2} size="h3">
          {intl.formatMessage(title)}
        </Title>
        <Alert color="green" variant="light" data-testid="banner">
          {intl.formatMessage(isEmail ? m.emailChanged : m.passwordUpdated)}
        </Alert>
        {backLink}
      </AuthLayout>
    );
  }
  return (
    <AuthLayout onSubmit={link.data ? onSubmit : undefined}>
      <Title order={2} size="h3">
        {intl.formatMessage(title)}
      </Title>
      {link.isPending ? <Loader size="sm" /> : null}
      {link.isError ? (
        <Alert color="red" variant="light" role="alert" data-testid="auth-error">
          {errorText(link.error)}
        </Alert>
      ) : null}
      {link.data ? (
        <>
          <Text size="sm" c="dimmed">
            {isEmail
              ? intl.formatMessage(m.changeEmailText, { email: link.data.maskedEmail })
              : intl.formatMessage(m.linkFor, { email: link.data.maskedEmail })}
          </Text>
          <ErrorAlert error={complete.isError ? errorText(complete.error) : null} onClose={() => complete.reset()} />
          {isEmail ? null : <NewPasswordFields form={form} />}
          <Button type="submit" loading={complete.isPending} disabled={complete.isPending} fullWidth size="md">
            {intl.formatMessage(
              isEmail ? m.changeEmailSubmit : kind === 'SET_PASSWORD' ? m.changePassword : m.resetSubmit,
            )}
          </Button>
        </>
      ) : null}
      {backLink}
    </AuthLayout>
  );
}

export const ResetUserPasswordPage = () => <LinkPage kind="RESET_USER_PASSWORD" />;
export const SetPasswordPage = () => <LinkPage kind="SET_PASSWORD" />;
export const ForgotUserPasswordPage = () => <LinkPage kind="FORGOT_USER_PASSWORD" />;
export const ChangeEmailPage = () => <LinkPage kind="CHANGE_EMAIL" />;
