import { newPassword } from '@lintel/contracts/auth';
import { PasswordInput, Text } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { flowMessages as m } from './flowMessages.ts';

export type PasswordValues = { newPassword: string; confirmPassword: string };

/** The new password under the shared policy schema, typed twice. */
export function passwordSchema(mismatch: string) {
  return z
    .object({ newPassword, confirmPassword: z.string() })
    .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: mismatch });
}

export function NewPasswordFields<T extends PasswordValues>({ form }: { form: UseFormReturn<T> }) {
  const intl = useIntl();
  const f = form as unknown as UseFormReturn<PasswordValues>;
  const { errors } = f.formState;
  return (
    <>
      <PasswordInput
        label={intl.formatMessage(m.newPassword)}
        autoComplete="new-password"
        {...f.register('newPassword')}
        error={errors.newPassword?.message}
      />
      <Text size="xs" c="dimmed" mt={-8}>
        {intl.formatMessage(m.passwordRule)}
      </Text>
      <PasswordInput
        label={intl.formatMessage(m.confirmPassword)}
        autoComplete="new-password"
        {...f.register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
    </>
  );
}
