import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../../app/kit/QueryState.tsx';
import { usePdkReaderQuery } from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';
import { Facts, LockHeader, useYesNo } from './parts.tsx';

/** Primary and secondary reader configuration of a wired door (the secondary one only with an additional reader). */
export function PdkReaderPage({ slot }: { slot: 'primary' | 'secondary' }) {
  const intl = useIntl();
  const yesNo = useYesNo();
  const { lockId = '' } = useParams();
  const query = usePdkReaderQuery(lockId, slot);
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  const reader = query.data;
  return (
    <Stack gap="lg">
      <LockHeader lock={reader.lock} />
      <Facts
        testId={`pdk-reader-${slot}`}
        items={[
          [intl.formatMessage(m.readerType), reader.readerType],
          [intl.formatMessage(m.cardFormat), reader.cardFormat],
          [intl.formatMessage(m.ledMode), reader.ledMode],
          [intl.formatMessage(m.keypad), yesNo(reader.keypad)],
          [intl.formatMessage(m.tamperAlarm), yesNo(reader.tamperAlarm)],
        ]}
      />
    </Stack>
  );
}
