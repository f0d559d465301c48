import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { accessMessages as m } from '../messages.ts';

/** "x of y" locks confirmed; the numbers ride on the element for tests and for the print. */
export function ConfirmedLocks({ confirmed, locks }: { confirmed: number; locks: number }) {
  const intl = useIntl();
  const complete = confirmed >= locks;
  return (
    <Text
      size="sm"
      fw={complete ? undefined : 600}
      data-testid="grant-locks"
      data-confirmed={confirmed}
      data-locks={locks}
      data-complete={complete}
    >
      {intl.formatMessage(m.confirmedOf, { confirmed, locks })}
    </Text>
  );
}
