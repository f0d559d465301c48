import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useLiveLocks, useLockHistoryQuery, useLockQuery } from '../api/locks.ts';
import { LockEventsTable, useHistoryCursor } from '../components/LockEventsTable.tsx';
import { lockDetailsHref } from '../components/lockColumns.tsx';
import { HISTORY_ROUTES } from '../components/lockFamilies.ts';
import { lockMessages as m } from '../locks.messages.ts';

const LIMIT = 25;

/**
 * A lock's history: a wired door's, Allegion's and Brivo's lock history (every event, or door openings
 * only), Yale's and ButterflyMX's access history (door openings). Grows live as the lock reports.
 */
export default function LockHistoryPage() {
  const intl = useIntl();
  const { lockId = '' } = useParams();
  useLiveLocks();
  const lock = useLockQuery(lockId);
  const accessOnlyFamily = lock.data ? HISTORY_ROUTES[lock.data.family].accessOnly : false;
  const [scope, setScope] = useState<'ALL' | 'ACCESS'>('ALL');
  const paging = useHistoryCursor();
  const kind = accessOnlyFamily || scope === 'ACCESS' ? ('ACCESS' as const) : undefined;
  const history = useLockHistoryQuery(lockId, { ...paging.cursor, limit: LIMIT, kind });
  if (!lock.data) return <QueryState query={lock} failed={intl.formatMessage(m.lockFailed)} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          <Anchor component={Link} to={lockDetailsHref(lock.data)} data-testid="lock-history-lock">
            {lock.data.name}
          </Anchor>
        </Text>
        {!accessOnlyFamily && (
          <SegmentedControl
            aria-label={intl.formatMessage(m.event)}
            value={scope}
            onChange={(value) => {
              setScope(value as 'ALL' | 'ACCESS');
              paging.reset();
            }}
            data={[
              { value: 'ALL', label: intl.formatMessage(m.allEvents) },
              { value: 'ACCESS', label: intl.formatMessage(m.accessOnly) },
            ]}
          />
        )}
      </Group>
      <LockEventsTable
        tableId="devices.locks.history"
        label={intl.formatMessage(accessOnlyFamily ? m.accessHistoryTitle : m.historyTitle)}
        query={history}
        page={history.data}
        paging={paging}
        withLock={false}
        testId="lock-history"
      />
    </Stack>
  );
}
