import type { Rollout, RolloutDevice } from '@lintel/contracts/iot-settings';
import { Alert, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { defineStateMap, StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useRolloutDevicesQuery } from '../api/settings.ts';
import { iotSettingsMessages as m } from '../messages.ts';

const results = defineStateMap({
  WAITING: { label: m.resultWAITING, tone: 'neutral' },
  SENDING: { label: m.resultSENDING, tone: 'progress' },
  APPLIED: { label: m.resultAPPLIED, tone: 'success' },
  FAILED: { label: m.resultFAILED, tone: 'danger' },
  SKIPPED: { label: m.resultSKIPPED, tone: 'warning' },
});

const PAGE_SIZE = 10;

/** A vendor's name as people write it: ALLEGION → Allegion. */
const familyName = (family: string) => family.charAt(0) + family.slice(1).toLowerCase();

/**
 * Where a saved setting stands on the locks: a progress bar over the rollout's locks, and each lock's
 * result (paged on the server). While locks are still waiting or being sent, both are asked again.
 */
export function RolloutPanel({ rollout }: { rollout: Rollout | null }) {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const running = rollout !== null && !rollout.finished;
  const query = useRolloutDevicesQuery(rollout?.id ?? '', page, PAGE_SIZE, running);
  // The summary moved on (a lock finished, the rollout ended): the lock rows follow at once.
  const progressKey = rollout ? `${rollout.id}:${JSON.stringify(rollout.counts)}` : '';
  const { refetch } = query;
  useEffect(() => {
    if (progressKey) void refetch();
  }, [progressKey, refetch]);
  if (!rollout) return null;
  if (rollout.total === 0) {
    return (
      <Alert variant="light" color="gray" data-testid="rollout-none">
        {intl.formatMessage(m.rolloutNone)}
      </Alert>
    );
  }
  const { counts } = rollout;
  const done = counts.APPLIED + counts.FAILED + counts.SKIPPED;
  const percent = (n: number) => (100 * n) / rollout.total;
  const rows = query.data?.content.map((row: RolloutDevice) => ({ ...row, id: row.deviceId }));
  return (
    <Stack gap="sm" data-testid="rollout" data-finished={rollout.finished}>
      <Title order={3} size="h4">
        {intl.formatMessage(m.rolloutTitle)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.rolloutStarted, {
          when: intl.formatDate(rollout.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          who: rollout.requestedBy ?? '—',
        })}
      </Text>
      <Progress.Root size="lg">
        {(
          [
            ['APPLIED', 'teal'],
            ['FAILED', 'red'],
            ['SKIPPED', 'orange'],
            ['SENDING', 'violet'],
          ] as const
        ).map(([result, color]) => (
          <Progress.Section
            key={result}
            value={percent(counts[result])}
            color={color}
            animated={result === 'SENDING'}
            aria-label={intl.formatMessage(results[result].label)}
          />
        ))}
      </Progress.Root>
      <Group gap="xs" data-testid="rollout-counts">
        <Text size="sm" fw={500} data-testid="rollout-progress">
          {intl.formatMessage(m.rolloutProgress, { done, total: rollout.total })}
        </Text>
        {(['APPLIED', 'FAILED', 'SKIPPED', 'SENDING', 'WAITING'] as const)
          .filter((result) => counts[result] > 0)
          .map((result) => (
            <Group key={result} gap={4}>
              <StatusBadge map={results} state={result} />
              <Text size="sm">{counts[result]}</Text>
            </Group>
          ))}
      </Group>
      {rollout.finished && counts.FAILED > 0 && (
        <Text size="sm" data-testid="rollout-retry">
          {intl.formatMessage(m.rolloutFailedRetry)}
        </Text>
      )}
      <DataTable
        tableId="iot-settings.rollout"
        label={intl.formatMessage(m.rolloutTable)}
        query={query}
        rows={rows}
        columnChooser={false}
        columns={[
          { id: 'name', header: intl.formatMessage(m.lock), cell: (row) => row.name, required: true },
          { id: 'family', header: intl.formatMessage(m.family), cell: (row) => familyName(row.family) },
          {
            id: 'result',
            header: intl.formatMessage(m.result),
            cell: (row) => <StatusBadge map={results} state={row.result} testId="rollout-result" />,
          },
          { id: 'note', header: intl.formatMessage(m.note), cell: (row) => row.note ?? '' },
        ]}
        failed={intl.formatMessage(m.rolloutFailed)}
        empty={intl.formatMessage(m.rolloutNone)}
        testId="rollout-devices"
        rowTestId="rollout-device"
        skeletonRows={3}
      />
      <ListPagination totalPages={query.data?.totalPages ?? 0} page={page} onChange={setPage} />
    </Stack>
  );
}
