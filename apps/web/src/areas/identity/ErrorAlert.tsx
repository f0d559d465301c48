import type { ErrorCode } from '@lintel/contracts/errors';
import { useIssueText } from '@lintel/ui';
import { Alert } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { isApiError } from '../../app/api/errors.ts';
import { flowMessages as m } from './flowMessages.ts';

/** The spec: sign-in, code and reset errors show the server's message in a closable inline red alert. */
export function ErrorAlert({
  error,
  onClose,
  testId = 'auth-error',
}: {
  error: string | null;
  onClose: () => void;
  testId?: string;
}) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      data-testid={testId}
      withCloseButton
      closeButtonLabel={intl.formatMessage(m.close)}
      onClose={onClose}
    >
      {error}
    </Alert>
  );
}

export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : String(error);
}

/**
 * A sign-in screen's refusal: a code that is about one field (a wrong authenticator code) shows next
 * to it in the portal's words; a refused field of a 400 next to its field; anything else in the
 * alert. The alert goes away as soon as the user types again, so an old "Incorrect username or
 * password." never sits over a new attempt.
 */
export function useRefusal<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: Partial<Record<ErrorCode, { field: Path<T>; message: MessageDescriptor }>> = {},
) {
  const intl = useIntl();
  const issueText = useIssueText();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const subscription = form.watch(() => setError(null));
    return () => subscription.unsubscribe();
  }, [form]);
  const clear = useCallback(() => setError(null), []);
  const refuse = (failure: unknown) => {
    const onField = isApiError(failure) ? fields[failure.code as ErrorCode] : undefined;
    if (onField) {
      form.setError(
        onField.field,
        { type: 'server', message: intl.formatMessage(onField.message) },
        { shouldFocus: true },
      );
      return;
    }
    const values = form.getValues() as Record<string, unknown>;
    const issues = isApiError(failure) ? failure.issues : [];
    const unplaced = issues.filter((issue) => {
      const field = issue.path.replace(/^body\//, '').replaceAll('/', '.');
      if (!(field in values)) return true;
      form.setError(field as Path<T>, { type: 'server', message: issueText(issue) });
      return false;
    });
    if (issues.length === 0 || unplaced.length > 0) setError(errorText(failure));
  };
  return { error, clear, refuse };
}
