import { zodResolver } from '@hookform/resolvers/zod';
import { parseUsername } from '@lintel/formats/username';
import { Alert, Box, Button, List, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../app/api/errors.ts';
import { Logo } from '../../app/layout/Logo.tsx';
import { useSession } from '../../app/session/session.tsx';
import { signInMessages as m } from './messages.ts';
import classes from './SignInPage.module.css';

type FormValues = { username: string; password: string };

/** Only same-site paths are followed after sign-in, never another origin. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { status, signIn, flash, clearFlash } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);

  const schema = z.object({
    username: z
      .string()
      .trim()
      .min(1, intl.formatMessage(m.usernameRequired))
      .refine((value) => parseUsername(value) !== null, intl.formatMessage(m.usernameInvalid)),
    password: z.string().min(1, intl.formatMessage(m.passwordRequired)),
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  if (status === 'signed-in') return <Navigate to={safeNext(params.get('next'))} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn({ username: values.username, password: values.password });
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (error) {
      setServerError(isApiError(error) ? error.message : String(error));
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <div className={classes.page}>
      <aside className={classes.marketing}>
        <Logo inverted />
        <div>
          <Title order={1} className={classes.marketingTitle}>
            {intl.formatMessage(m.marketingTitle)}
          </Title>
          <Text className={classes.marketingBody}>{intl.formatMessage(m.marketingBody)}</Text>
          <List className={classes.points} spacing="xs">
            <List.Item>{intl.formatMessage(m.marketingPoint1)}</List.Item>
            <List.Item>{intl.formatMessage(m.marketingPoint2)}</List.Item>
            <List.Item>{intl.formatMessage(m.marketingPoint3)}</List.Item>
          </List>
        </div>
      </aside>
      <main className={classes.formSide}>
        <Paper component="form" onSubmit={onSubmit} noValidate radius="md" p="xl" withBorder className={classes.card}>
          <Stack gap="md">
            <Box className={classes.mobileLogo}>
              <Logo />
            </Box>
            <Title order={2} size="h3">
              {intl.formatMessage(m.title)}
            </Title>
            {flash ? (
              <Alert
                color="yellow"
                variant="light"
                data-testid="flash"
                withCloseButton
                onClose={clearFlash}
                closeButtonLabel={intl.formatMessage(m.close)}
              >
                {flash}
              </Alert>
            ) : null}
            {serverError ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                data-testid="sign-in-error"
                withCloseButton
                closeButtonLabel={intl.formatMessage(m.close)}
                onClose={() => setServerError(null)}
              >
                {serverError}
              </Alert>
            ) : null}
            <TextInput
              label={intl.formatMessage(m.username)}
              placeholder={intl.formatMessage(m.usernamePlaceholder)}
              autoComplete="username"
              autoFocus
              {...form.register('username')}
              error={errors.username?.message}
            />
            <PasswordInput
              label={intl.formatMessage(m.password)}
              autoComplete="current-password"
              {...form.register('password')}
              error={errors.password?.message}
            />
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth size="md">
              {intl.formatMessage(m.submit)}
            </Button>
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
