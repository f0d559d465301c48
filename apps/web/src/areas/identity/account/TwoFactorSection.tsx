import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountSecurity } from '@lintel/contracts/auth';
import { useConfirm, useToast } from '@lintel/ui';
import { Badge, Button, Group, List, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { AuthenticatorKey, QR_SIZE } from '../AuthenticatorKey.tsx';
import { useConfirmMfaSetupMutation, useStartMfaSetupMutation } from '../api/account.ts';
import { ErrorAlert, errorText } from '../ErrorAlert.tsx';
import { flowMessages as f } from '../flowMessages.ts';
import { AUTHENTICATOR_APPS } from '../MfaSetupStep.tsx';
import { accountMessages as m } from '../messages.ts';
import { dateTime } from './deviceLabel.ts';
import { Section } from './Section.tsx';

type Offer = { secret: string; uri: string; qr: string | null };
type Stage = { name: 'idle' } | { name: 'proof' } | { name: 'scan'; offer: Offer };

const codeSchema = (message: string) => z.string().regex(/^[0-9]{6}$/, message);

/** The fresh proof: the current password, and a code of the present app when 2FA is on (a reset). */
function ProofForm({
  reset,
  onOffer,
  onCancel,
}: {
  reset: boolean;
  onOffer: (offer: Offer) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const start = useStartMfaSetupMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(
      z.object({
        currentPassword: z.string().min(1, intl.formatMessage(m.currentPasswordRequired)),
        code: reset ? codeSchema(intl.formatMessage(f.codeInvalid)) : z.string(),
      }),
    ),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ currentPassword, code }) => {
    setError(null);
    try {
      const answer = await start.mutateAsync(reset ? { currentPassword, code } : { currentPassword });
      // The QR library loads only here.
      const { toDataURL } = await import('qrcode');
      const qr = await toDataURL(answer.uri, { width: QR_SIZE, margin: 1 }).catch(() => null);
      onOffer({ ...answer, qr });
    } catch (failure) {
      setError(errorText(failure));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{intl.formatMessage(reset ? m.mfaProofHelpReset : m.mfaProofHelp)}</Text>
        <ErrorAlert error={error} onClose={() => setError(null)} testId="mfa-error" />
        <PasswordInput
          label={intl.formatMessage(m.currentPassword)}
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        {reset ? (
          <TextInput
            label={intl.formatMessage(m.currentCode)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.register('code')}
            error={errors.code?.message}
          />
        ) : null}
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {intl.formatMessage(m.continue)}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The spec's three steps with the new secret: install an app, scan or copy, enter a code. */
function ScanForm({ offer, onDone, onCancel }: { offer: Offer; onDone: () => void; onCancel: () => void }) {
  const intl = useIntl();
  const confirm = useConfirmMfaSetupMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(z.object({ code: codeSchema(intl.formatMessage(f.codeInvalid)) })),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await confirm.mutateAsync(code);
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={520}>
        <Text fw={600}>{intl.formatMessage(f.mfaTitle)}</Text>
        <ErrorAlert error={error} onClose={() => setError(null)} testId="mfa-error" />
        <Stack gap={4}>
          <Text fw={600}>1. {intl.formatMessage(f.mfaStep1)}</Text>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(f.mfaStep1Help)}
          </Text>
          <List size="sm" spacing={2}>
            {AUTHENTICATOR_APPS.map((app) => (
              <List.Item key={app}>{app}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap={6} align="flex-start">
          <Text fw={600}>2. {intl.formatMessage(f.mfaStep2)}</Text>
          <AuthenticatorKey qr={offer.qr} secret={offer.secret} />
        </Stack>
        <Stack gap={6} maw={420}>
          <Text fw={600}>3. {intl.formatMessage(f.mfaStep3)}</Text>
          <TextInput
            label={intl.formatMessage(f.code)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.register('code')}
            error={errors.code?.message}
          />
        </Stack>
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {intl.formatMessage(f.submitCode)}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Set up or reset 2FA from a signed-in session, after a fresh proof. */
export function TwoFactorSection({ security }: { security: AccountSecurity }) {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const enabled = security.mfaEnabled;

  const begin = async () => {
    if (enabled) {
      const yes = await ask({
        id: 'reset-2fa',
        confirmationMessage: intl.formatMessage(m.resetConfirm),
        confirmBtnText: intl.formatMessage(m.mfaReset),
        confirmationType: 'warning',
      });
      if (!yes) return;
    }
    setStage({ name: 'proof' });
  };

  const status = enabled
    ? intl.formatMessage(m.mfaOn, { date: intl.formatDate(security.mfaEnabledAt ?? undefined, dateTime) })
    : intl.formatMessage(m.mfaOff);

  return (
    <Section title={intl.formatMessage(m.mfaTitle)} testId="account-mfa">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={enabled ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
          {intl.formatMessage(enabled ? m.mfaBadgeOn : m.mfaBadgeOff)}
        </Badge>
        <Text size="sm" data-testid="mfa-status">
          {status}
        </Text>
      </Group>
      {stage.name === 'idle' ? (
        <Group>
          <Button variant={enabled ? 'default' : 'filled'} onClick={() => void begin()}>
            {intl.formatMessage(enabled ? m.mfaReset : m.mfaSetUp)}
          </Button>
        </Group>
      ) : stage.name === 'proof' ? (
        <ProofForm
          reset={enabled}
          onOffer={(offer) => setStage({ name: 'scan', offer })}
          onCancel={() => setStage({ name: 'idle' })}
        />
      ) : (
        <ScanForm
          offer={stage.offer}
          onDone={() => {
            setStage({ name: 'idle' });
            toast.success(intl.formatMessage(m.mfaEnabled));
          }}
          onCancel={() => setStage({ name: 'idle' })}
        />
      )}
    </Section>
  );
}
