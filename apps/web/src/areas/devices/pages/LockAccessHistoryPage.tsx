import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAccessHistoryQuery, useLiveLocks } from '../api/locks.ts';
import { LockEventsTable, useHistoryCursor } from '../components/LockEventsTable.tsx';
import { lockMessages as m } from '../locks.messages.ts';

const LIMIT = 25;

/** /iot/locks/access-history: the door openings of every lock of the community, newest first. */
export default function LockAccessHistoryPage() {
  const intl = useIntl();
  useLiveLocks();
  const paging = useHistoryCursor();
  const query = useAccessHistoryQuery({ ...paging.cursor, limit: LIMIT });
  return (
    <Stack gap="md">
      <LockEventsTable
        tableId="devices.locks.access-history"
        label={intl.formatMessage(m.accessHistoryTitle)}
        query={query}
        page={query.data}
        paging={paging}
        withLock
        testId="access-history"
      />
    </Stack>
  );
}
