import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { AuthenticatorKey, QR_SIZE } from './AuthenticatorKey.tsx';
import { useMfaSetupSecretMutation, useMfaSetupVerifyMutation } from './api/sign-in.ts';
import { ErrorAlert, useRefusal } from './ErrorAlert.tsx';
import { flowMessages as m } from './flowMessages.ts';
import type { StepProps } from './steps.ts';

/** Five authenticator apps, each for iOS and Android. */
export const AUTHENTICATOR_APPS = [
  'Google Authenticator',
  'Microsoft Authenticator',
  'Twilio Authy',
  'Duo Mobile',
  '2FAS Auth',
] as const;

type Secret = { secret: string; uri: string; qr: string | null } | 'failed' | null;

/** MFA setup in three steps: install an app, scan or copy the secret, enter a code. */
export default function MfaSetupStep({ challenge, onResult, onBack }: StepProps) {
  const intl = useIntl();
  const { mutateAsync: fetchSecret } = useMfaSetupSecretMutation();
  const verify = useMfaSetupVerifyMutation();
  const [secret, setSecret] = useState<Secret>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const answer = await fetchSecret({ body: { challenge } });
        // The QR library loads only here, never with the sign-in page.
        const { toDataURL } = await import('qrcode');
        const qr = await toDataURL(answer.uri, { width: QR_SIZE, margin: 1 }).catch(() => null);
        if (!cancelled) setSecret({ ...answer, qr });
      } catch {
        if (!cancelled) setSecret('failed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [challenge, fetchSecret]);

  const form = useForm({
    resolver: zodResolver(z.object({ code: z.string().regex(/^[0-9]{6}$/, intl.formatMessage(m.codeInvalid)) })),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const { error, clear, refuse } = useRefusal(form, { AUTH_INVALID_CODE: { field: 'code', message: m.codeRefused } });
  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    try {
      onResult(await verify.mutateAsync({ body: { challenge, code: values.code } }));
    } catch (failure) {
      refuse(failure);
    }
  });
  const { errors, isSubmitting } = form.formState;
  const ready = secret !== null && secret !== 'failed' ? secret : null;

  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
      <Title order={2} size="h3">
        {intl.formatMessage(m.mfaTitle)}
      </Title>
      <ErrorAlert error={error} onClose={clear} />
      <Stack gap={4}>
        <Text fw={600}>1. {intl.formatMessage(m.mfaStep1)}</Text>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.mfaStep1Help)}
        </Text>
        <List size="sm" spacing={2} data-testid="authenticator-apps">
          {AUTHENTICATOR_APPS.map((app) => (
            <List.Item key={app}>{app}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap={6}>
        <Text fw={600}>2. {intl.formatMessage(m.mfaStep2)}</Text>
        {secret === 'failed' ? (
          <Text c="red" size="sm" data-testid="secret-failed">
            {intl.formatMessage(m.secretFailed)}
          </Text>
        ) : null}
        {ready ? <AuthenticatorKey qr={ready.qr} secret={ready.secret} /> : null}
      </Stack>
      <Stack gap={6}>
        <Text fw={600}>3. {intl.formatMessage(m.mfaStep3)}</Text>
        <TextInput
          label={intl.formatMessage(m.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.register('code')}
          error={errors.code?.message}
        />
      </Stack>
      <Button type="submit" loading={isSubmitting} disabled={isSubmitting || !ready} fullWidth size="md">
        {intl.formatMessage(m.submitCode)}
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={onBack}>
        {intl.formatMessage(m.backToSignIn)}
      </Anchor>
    </form>
  );
}
