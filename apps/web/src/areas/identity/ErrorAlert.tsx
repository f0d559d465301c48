import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
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
