import type { DeviceEvent } from '@lintel/contracts/devices/common';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import type { QueryLike } from '../../../app/kit/QueryState.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';
import { installStates } from './SensorBadges.tsx';

const dateTime = { dateStyle: 'medium', timeStyle: 'medium' } as const;
/** The log endpoints' page size as the area hooks ask for it. */
const LOG_PAGE_SIZE = 20;

/** The page of a log on screen: the newest first. */
export function useLogCursor() {
  return useState<LogCursor>({ token: undefined, dir: 'FORWARD' });
}

/** Where a log page starts: the newest (no token), or before or after a row (keyset). */
export interface LogCursor {
  token: string | undefined;
  dir: 'FORWARD' | 'BACK';
}

interface LogPage {
  content: DeviceEvent[];
  firstToken?: string | null | undefined;
  nextToken?: string | null | undefined;
}

const kindLabels = {
  CONNECTION: m.eventConnection,
  INSTALL: m.eventInstall,
  COMMAND: m.eventCommand,
  BATTERY: m.eventBattery,
  SWITCH: m.eventSwitch,
  CONFIG: m.eventConfig,
  LEAK: m.eventLeak,
} as const;

/** One event's detail in words: a command's step and where it left the device, a switch's level, a leak. */
function describe(intl: IntlShape, event: DeviceEvent): string {
  const d = event.detail as Record<string, unknown>;
  switch (event.kind) {
    case 'COMMAND': {
      const state = typeof d.installState === 'string' ? d.installState : null;
      const entry = state ? installStates[state as keyof typeof installStates] : undefined;
      const text = intl.formatMessage(m.commandDetail, {
        command: String(d.command ?? ''),
        status: String(d.status ?? ''),
        state: entry ? intl.formatMessage(entry.label) : (state ?? 'none'),
      });
      return typeof d.error === 'string' ? `${text} (${d.error})` : text;
    }
    case 'SWITCH':
      return intl.formatMessage(m.switchDetail, { on: String(d.on === true), level: Number(d.level ?? 0) });
    case 'LEAK':
      return intl.formatMessage(d.leak === false ? m.leakCleared : m.leakNow);
    case 'BATTERY':
      return intl.formatMessage(m.percent, { value: Number(d.battery ?? d.level ?? 0) });
    default:
      return Object.entries(d)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join(', ');
  }
}

/**
 * A device log, newest first, paged on the server by keyset (Newer and Older move a page at a
 * time). `withDevice` adds the device's name column.
 */
export function SensorEventLog({
  tableId,
  label,
  query,
  cursor,
  setCursor,
  withDevice = false,
  testId,
}: {
  tableId: string;
  label: string;
  /** The log page at `cursor` (the area hook of the log to show). */
  query: QueryLike & { data?: LogPage | undefined };
  cursor: LogCursor;
  setCursor: (cursor: LogCursor) => void;
  withDevice?: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const page = query.data;
  const columns: DataColumn<DeviceEvent>[] = [
    {
      id: 'time',
      header: intl.formatMessage(m.logTime),
      required: true,
      cell: (event) => intl.formatDate(event.occurredAt, dateTime),
    },
    ...(withDevice
      ? [{ id: 'device', header: intl.formatMessage(m.logDevice), cell: (event: DeviceEvent) => event.deviceName }]
      : []),
    {
      id: 'event',
      header: intl.formatMessage(m.logEvent),
      testId: `${testId}-kind`,
      cell: (event) => {
        const known = kindLabels[event.kind as keyof typeof kindLabels];
        return known ? intl.formatMessage(known) : event.kind;
      },
    },
    {
      id: 'detail',
      header: intl.formatMessage(m.logDetail),
      testId: `${testId}-detail`,
      cell: (event) => (
        <Text span size="sm">
          {describe(intl, event)}
        </Text>
      ),
    },
  ];
  const atNewest = cursor.token === undefined;
  const older = page?.nextToken ?? null;
  // Paging back past the newest page returns a short page: start again from the newest.
  const newer = () =>
    page?.firstToken
      ? setCursor({ token: page.firstToken, dir: 'BACK' })
      : setCursor({ token: undefined, dir: 'FORWARD' });
  const shortBack = cursor.dir === 'BACK' && !!page && page.content.length < LOG_PAGE_SIZE;
  useEffect(() => {
    if (shortBack) setCursor({ token: undefined, dir: 'FORWARD' });
  }, [shortBack, setCursor]);
  return (
    <Stack gap="sm">
      <DataTable
        tableId={tableId}
        label={label}
        query={query}
        rows={page?.content}
        columns={columns}
        failed={intl.formatMessage(m.failedList)}
        empty={intl.formatMessage(m.logEmpty)}
        testId={testId}
        rowTestId={`${testId}-row`}
        columnChooser={false}
        skeletonRows={5}
      />
      {(!atNewest || older) && (
        <Group justify="flex-end" gap="xs" role="group" aria-label={intl.formatMessage(m.logPages)}>
          <Button variant="default" size="xs" disabled={atNewest} onClick={newer}>
            {intl.formatMessage(m.logNewer)}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!older}
            onClick={() => older && setCursor({ token: older, dir: 'FORWARD' })}
          >
            {intl.formatMessage(m.logOlder)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
