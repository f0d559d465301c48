import type { UnitDevices } from '@lintel/contracts/devices/dashboards';
import { formatUsDate } from '@lintel/formats/dates';
import { formatNumber } from '@lintel/formats/numbers';
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { type RecordColumn, RecordTable } from '../../../../app/kit/RecordTable.tsx';
import { defineStateMap, StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { useUnitDevicesQuery } from '../../api/dashboards.ts';
import { dashboardMessages as m } from '../../dashboards.messages.ts';

const readiness = defineStateMap({
  ready: { label: m.allReady, tone: 'success' },
  attention: { label: m.needAttention, tone: 'warning' },
});

/**
 * The units about to change hands and their devices (D203). Until the leasing area brings move-in
 * and move-out dates, the units' own physical status and notice-to-vacate date choose them.
 */
function UnitsDashboard({ stage }: { stage: 'MOVE_IN' | 'MOVE_OUT' }) {
  const intl = useIntl();
  const query = useUnitDevicesQuery(stage);
  const yesNo = (value: boolean) => intl.formatMessage(value ? m.yes : m.no);
  const columns: RecordColumn<UnitDevices & { id: string }>[] = [
    { header: intl.formatMessage(m.unit), cell: (u) => u.unitName, testId: 'unit-name' },
    { header: intl.formatMessage(m.building), cell: (u) => u.buildingName },
    stage === 'MOVE_IN'
      ? { header: intl.formatMessage(m.status), cell: (u) => u.physicalStatusName ?? u.physicalStatus ?? '' }
      : {
          header: intl.formatMessage(m.noticeDate),
          cell: (u) => (u.noticeToVacateDate ? formatUsDate(u.noticeToVacateDate) : ''),
          testId: 'unit-notice',
        },
    { header: intl.formatMessage(m.devices), cell: (u) => formatNumber(u.devices), align: 'right' },
    {
      header: intl.formatMessage(m.needAttention),
      testId: 'unit-attention',
      cell: (u) =>
        u.needAttention > 0 ? (
          <StatusBadge map={readiness} state="attention" label={formatNumber(u.needAttention)} />
        ) : (
          <StatusBadge map={readiness} state="ready" />
        ),
    },
    { header: intl.formatMessage(m.thermostat), cell: (u) => yesNo(u.thermostat) },
    { header: intl.formatMessage(m.doorLock), cell: (u) => yesNo(u.doorLock) },
    { header: intl.formatMessage(m.leakSensors), cell: (u) => formatNumber(u.leakSensors), align: 'right' },
    {
      header: intl.formatMessage(m.lastAccess),
      cell: (u) =>
        u.lastAccessAt
          ? intl.formatDate(u.lastAccessAt, { month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit' })
          : intl.formatMessage(m.none),
    },
  ];
  const rows = query.data?.content.map((u) => ({ ...u, id: u.unitId }));
  return (
    <Stack gap="sm" maw={1100}>
      <Text c="gray.7">{intl.formatMessage(stage === 'MOVE_IN' ? m.moveIntro : m.moveoutIntro)}</Text>
      <RecordTable
        label={intl.formatMessage(stage === 'MOVE_IN' ? m.moveTitle : m.moveoutTitle)}
        query={query}
        rows={rows}
        columns={columns}
        failed={intl.formatMessage(m.listFailed)}
        empty={intl.formatMessage(stage === 'MOVE_IN' ? m.noMoveIns : m.noMoveOuts)}
        testId="units"
        rowTestId="unit-row"
        maw={1100}
      />
      {query.data?.truncated && (
        <Text size="sm" c="gray.7">
          {intl.formatMessage(m.truncated, { count: formatNumber(query.data.content.length) })}
        </Text>
      )}
    </Stack>
  );
}

/** /home/iot/move: vacant units and whether their devices are ready for the next resident. */
export function MoveInsDashboardPage() {
  return <UnitsDashboard stage="MOVE_IN" />;
}

/** /home/iot/moveout: units on notice to vacate and their devices. */
export function MoveOutsDashboardPage() {
  return <UnitsDashboard stage="MOVE_OUT" />;
}
