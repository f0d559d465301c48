import { FormField } from '@lintel/ui';
import { TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { accessMessages as m } from '../messages.ts';
import { fromLocalInput, toLocalInput } from './hours.ts';

/** The current minute, as the start of a new window. */
export function thisMinute(): string {
  return fromLocalInput(toLocalInput(new Date().toISOString()));
}

/**
 * A datetime-local input bound to an ISO string with the user's offset: the start or the end of an
 * access or pass window. What was typed stays when the server refuses it, with the refusal under it.
 */
export function DateTimeField({
  name,
  label,
  testId,
}: {
  name: 'validFrom' | 'validUntil';
  label: string;
  testId: string;
}) {
  const intl = useIntl();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <FormField
      name={name}
      render={(field) => (
        <TextInput
          type="datetime-local"
          label={label}
          description={intl.formatMessage(m.windowHint, { zone })}
          value={toLocalInput(field.value as string)}
          onChange={(event) => field.onChange(fromLocalInput(event.currentTarget.value))}
          onBlur={field.onBlur}
          error={field.error}
          disabled={field.disabled}
          required
          data-testid={testId}
        />
      )}
    />
  );
}
