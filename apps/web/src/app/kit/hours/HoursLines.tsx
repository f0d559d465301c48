import type { HoursEntry } from '@lintel/contracts/hours';
import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { hoursLines } from './hours.ts';

/** Hours of operation in a few words, one range a line ('Weekdays 9:00 am–5:00 pm'); none: 'Any hour'. */
export function HoursLines({ hours }: { hours: readonly HoursEntry[] | null | undefined }) {
  const intl = useIntl();
  return (
    <Stack gap={0}>
      {hoursLines(intl, hours).map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Stack>
  );
}
