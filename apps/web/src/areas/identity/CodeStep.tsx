import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useVerifyCodeMutation } from './api/sign-in.ts';
import { ErrorAlert, useRefusal } from './ErrorAlert.tsx';
import { flowMessages as m } from './flowMessages.ts';
import type { StepProps } from './steps.ts';

/** The authenticator code step (spec part 1 section 2.5). */
export default function CodeStep({ challenge, onResult, onBack }: StepProps) {
  const intl = useIntl();
  const verify = useVerifyCodeMutation();
  const form = useForm({
    resolver: zodResolver(
      z.object({ code: z.string().regex(/^[0-9]{6}$/, intl.formatMessage(m.codeInvalid)), trustDevice: z.boolean() }),
    ),
    mode: 'onTouched',
    defaultValues: { code: '', trustDevice: false },
  });
  const { error, clear, refuse } = useRefusal(form, { AUTH_INVALID_CODE: { field: 'code', message: m.codeRefused } });
  const onSubmit = form.handleSubmit(async (values) => {
    clear();
    try {
      onResult(await verify.mutateAsync({ body: { challenge, ...values } }));
    } catch (failure) {
      refuse(failure);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
      <Title order={2} size="h3">
        {intl.formatMessage(m.codeTitle)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.codeHelp)}
      </Text>
      <ErrorAlert error={error} onClose={clear} />
      <TextInput
        label={intl.formatMessage(m.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        {...form.register('code')}
        error={errors.code?.message}
      />
      <Checkbox label={intl.formatMessage(m.trustDevice)} {...form.register('trustDevice')} />
      <Button type="submit" loading={isSubmitting} disabled={isSubmitting} fullWidth size="md">
        {intl.formatMessage(m.signIn)}
      </Button>
      <Anchor component="button" type="button" size="sm" onClick={onBack}>
        {intl.formatMessage(m.backToSignIn)}
      </Anchor>
    </form>
  );
}
