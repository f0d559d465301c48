import type { LockEvent } from '@lintel/contracts/devices/locks';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import type { QueryLike } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { lockEventMessages as e, lockMessages as m } from '../locks.messages.ts';
import { commandStates, installStates } from './deviceStates.ts';
import { DATE_TIME } from './lockColumns.tsx';
import { familyNames } from './lockFamilies.ts';

/** The page of a token-paged history the screen shows: from the start, or after/before a token. */
export interface HistoryCursor {
  token?: string | undefined;
  dir?: 'FORWARD' | 'BACK';
}

const actionWord = (command: string) => (m as Record<string, { id: string } | undefined>)[`action${command}`];

/**
 * A history (a lock's, or every lock's access history), newest first, a page at a time: Older and
 * Newer move by keyset tokens, so entries arriving meanwhile never shift the page being read.
 */
export function LockEventsTable({
  tableId,
  label,
  query,
  page,
  cursor,
  onCursor,
  withLock,
  testId,
}: {
  tableId: string;
  label: string;
  query: QueryLike;
  page: { content: LockEvent[]; firstToken?: string | null; nextToken?: string | null } | undefined;
  cursor: HistoryCursor;
  onCursor: (cursor: HistoryCursor) => void;
  withLock: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const describe = (event: LockEvent) => {
    const detail = event.detail as Record<string, unknown>;
    if (event.kind === 'ACCESS') {
      const denied = detail.result === 'DENIED';
      const method = typeof detail.method === 'string' ? intl.formatMessage(e.byMethod, { method: detail.method }) : '';
      return `${intl.formatMessage(denied ? e.ACCESS_DENIED : e.ACCESS)} ${method}`.trim();
    }
    if (event.kind === 'COMMAND' && typeof detail.command === 'string') {
      const word = actionWord(detail.command);
      return word ? intl.formatMessage(word) : detail.command;
    }
    const known = (e as Record<string, { id: string } | undefined>)[event.kind];
    return intl.formatMessage(known ?? e.OTHER);
  };
  const state = (event: LockEvent) => {
    const detail = event.detail as Record<string, unknown>;
    if (typeof detail.installState === 'string') return <StatusBadge map={installStates} state={detail.installState} />;
    if (typeof detail.status === 'string') return <StatusBadge map={commandStates} state={detail.status} />;
    return null;
  };
  const columns: DataColumn<LockEvent>[] = [
    {
      id: 'occurredAt',
      header: intl.formatMessage(m.when),
      required: true,
      testId: `${testId}-cell-when`,
      cell: (event) => intl.formatDate(event.occurredAt, DATE_TIME),
    },
    ...(withLock
      ? [
          {
            id: 'lock',
            header: intl.formatMessage(m.lock),
            cell: (event: LockEvent) => (
              <Stack gap={0}>
                <Text size="sm">{event.deviceName}</Text>
                <Text size="xs" c="gray.7">
                  {intl.formatMessage(familyNames[event.family])}
                </Text>
              </Stack>
            ),
          },
        ]
      : []),
    {
      id: 'event',
      header: intl.formatMessage(m.event),
      required: true,
      testId: `${testId}-cell-event`,
      cell: (event) => describe(event),
    },
    { id: 'state', header: intl.formatMessage(m.detail), cell: (event) => state(event) },
  ];
  return (
    <Stack gap="md">
      <DataTable
        tableId={tableId}
        label={label}
        query={query}
        rows={page?.content}
        columns={columns}
        failed={intl.formatMessage(m.historyFailed)}
        empty={intl.formatMessage(m.historyEmpty)}
        testId={testId}
        rowTestId={`${testId}-row`}
        columnChooser={false}
        skeletonRows={6}
      />
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          disabled={!cursor.token || !page?.firstToken}
          onClick={() => onCursor(page?.firstToken ? { token: page.firstToken, dir: 'BACK' } : {})}
          data-testid={`${testId}-newer`}
        >
          {intl.formatMessage(m.newer)}
        </Button>
        <Button
          variant="default"
          disabled={!page?.nextToken}
          onClick={() => page?.nextToken && onCursor({ token: page.nextToken, dir: 'FORWARD' })}
          data-testid={`${testId}-older`}
        >
          {intl.formatMessage(m.older)}
        </Button>
      </Group>
    </Stack>
  );
}
