import { zodResolver } from '@hookform/resolvers/zod';
import { newPassword } from '@lintel/contracts/auth';
import { useToast } from '@lintel/ui';
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useChangePasswordMutation } from '../api/account.ts';
import { ErrorAlert, errorText } from '../ErrorAlert.tsx';
import { flowMessages as f } from '../flowMessages.ts';
import { accountMessages as m } from '../messages.ts';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import { dateTime } from './deviceLabel.ts';
import { Section } from './Section.tsx';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Change password: the current one, then a new one typed twice; a refusal keeps what was typed. */
export function PasswordSection({ changedAt }: { changedAt: string | null | undefined }) {
  const intl = useIntl();
  const toast = useToast();
  const change = useChangePasswordMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(
      z
        .object({
          currentPassword: z.string().min(1, intl.formatMessage(m.currentPasswordRequired)),
          newPassword,
          confirmPassword: z.string(),
        })
        .refine((v) => v.newPassword === v.confirmPassword, {
          path: ['confirmPassword'],
          message: intl.formatMessage(f.passwordsDiffer),
        }),
    ),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast.success(intl.formatMessage(f.passwordUpdated));
    } catch (failure) {
      setError(errorText(failure));
    }
  });
  const { errors, isSubmitting } = form.formState;
  // Nothing until the account is read (undefined), then when the password last changed, if ever.
  const help =
    changedAt === undefined
      ? undefined
      : changedAt
        ? intl.formatMessage(m.passwordChangedAt, { date: intl.formatDate(changedAt, dateTime) })
        : intl.formatMessage(m.passwordNeverChanged);

  return (
    <Section title={intl.formatMessage(m.passwordTitle)} help={help} testId="account-password">
      <form onSubmit={onSubmit} noValidate>
        <div style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)', maxWidth: 420 }}>
          <ErrorAlert error={error} onClose={() => setError(null)} testId="password-error" />
          <PasswordInput
            label={intl.formatMessage(m.currentPassword)}
            autoComplete="current-password"
            {...form.register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <NewPasswordFields form={form} />
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.passwordHistoryRule)}
          </Text>
          <Group>
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
              {intl.formatMessage(m.changePassword)}
            </Button>
          </Group>
        </div>
      </form>
    </Section>
  );
}
