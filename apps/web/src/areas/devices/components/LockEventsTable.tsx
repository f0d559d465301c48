import type { LockEvent } from '@lintel/contracts/devices/locks';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import type { QueryLike } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { lockEventMessages as e, lockMessages as m } from '../locks.messages.ts';
import { commandStates, installStates } from './deviceStates.ts';
import { DATE_TIME } from './lockColumns.tsx';
import { familyNames } from './lockFamilies.ts';

/**
 * Where a history is read from, with the way back: Older goes past the page's last entry, Newer
 * returns to the page before, so paging back and forth shows the same pages.
 */
export function useHistoryCursor() {
  const [stack, setStack] = useState<string[]>([]);
  const token = stack.at(-1);
  return {
    /** From the newest entry, or after a token. */
    cursor: token ? { token } : {},
    older: (next: string) => setStack((prev) => [...prev, next]),
    newer: () => setStack((prev) => prev.slice(0, -1)),
    reset: () => setStack([]),
    hasNewer: stack.length > 0,
  };
}

type Paging = ReturnType<typeof useHistoryCursor>;

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
  paging,
  withLock,
  testId,
}: {
  tableId: string;
  label: string;
  query: QueryLike;
  page: { content: LockEvent[]; nextToken?: string | null } | undefined;
  paging: Paging;
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
        <Button variant="default" disabled={!paging.hasNewer} onClick={paging.newer} data-testid={`${testId}-newer`}>
          {intl.formatMessage(m.newer)}
        </Button>
        <Button
          variant="default"
          disabled={!page?.nextToken}
          onClick={() => page?.nextToken && paging.older(page.nextToken)}
          data-testid={`${testId}-older`}
        >
          {intl.formatMessage(m.older)}
        </Button>
      </Group>
    </Stack>
  );
}
