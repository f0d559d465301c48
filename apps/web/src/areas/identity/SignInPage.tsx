import { zodResolver } from '@hookform/resolvers/zod';
import type { ChallengeStep, SignInResult } from '@lintel/contracts/auth';
import { Alert, Anchor, Button, PasswordInput, TextInput, Title } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSession } from '../../app/session/session.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { ErrorAlert, useRefusal } from './ErrorAlert.tsx';
import { flowMessages as f } from './flowMessages.ts';
import { signInMessages as m } from './messages.ts';
import type { StepProps } from './steps.ts';
import { isValidUsername } from './username.ts';

type FormValues = { username: string; password: string };

/** Only same-site paths are followed after sign-in, never another origin. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/';
}

// The steps after the password load only when a sign-in needs them; the sign-in page stays small.
const stepComponents: Record<ChallengeStep, ComponentType<StepProps>> = {
  MFA_CODE: lazy(() => import('./CodeStep.tsx')),
  NEW_PASSWORD: lazy(() => import('./NewPasswordStep.tsx')),
  MFA_SETUP: lazy(() => import('./MfaSetupStep.tsx')),
};

/** A banner handed over by another screen (for example after a password reset). */
export interface SignInState {
  banner?: string;
}

export default function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { status, signIn, acceptStep, flash, clearFlash } = useSession();
  const [step, setStep] = useState<{ step: ChallengeStep; challenge: string } | null>(null);
  const [banner, setBanner] = useState<string | null>((location.state as SignInState | null)?.banner ?? null);

  const schema = z.object({
    username: z
      .string()
      .trim()
      .min(1, intl.formatMessage(m.usernameRequired))
      .refine(isValidUsername, intl.formatMessage(m.usernameInvalid)),
    password: z.string().min(1, intl.formatMessage(m.passwordRequired)),
  });
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { error: serverError, clear, refuse } = useRefusal(form);

  if (status === 'signed-in') return <Navigate to={safeNext(params.get('next'))} replace />;

  const onResult = (result: SignInResult) => {
    acceptStep(result);
    if (result.status === 'CHALLENGE') setStep({ step: result.step, challenge: result.challenge });
    else navigate(safeNext(params.get('next')), { replace: true });
  };
  const back = () => {
    setStep(null);
    form.setValue('password', '');
  };

  if (step) {
    const Step = stepComponents[step.step];
    return (
      <AuthLayout>
        <Suspense fallback={null}>
          <Step key={step.challenge} challenge={step.challenge} onResult={onResult} onBack={back} />
        </Suspense>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    setBanner(null);
    try {
      onResult(await signIn({ username: values.username, password: values.password }));
    } catch (error) {
      refuse(error);
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <AuthLayout onSubmit={onSubmit}>
      <Title order={2} size="h3">
        {intl.formatMessage(m.title)}
      </Title>
      {banner ? (
        <Alert
          color="green"
          variant="light"
          data-testid="banner"
          withCloseButton
          onClose={() => setBanner(null)}
          closeButtonLabel={intl.formatMessage(m.close)}
        >
          {banner}
        </Alert>
      ) : null}
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
      <ErrorAlert error={serverError} onClose={clear} testId="sign-in-error" />
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
      <Anchor component={RouterLink} to="/forgot-password" size="sm">
        {intl.formatMessage(f.forgotLink)}
      </Anchor>
      <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth size="md">
        {intl.formatMessage(m.submit)}
      </Button>
    </AuthLayout>
  );
}
