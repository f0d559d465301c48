import { DEVICE_KINDS, LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import type { DashboardDevice } from '@lintel/contracts/devices/dashboards';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { type RecordColumn, RecordTable } from '../../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { useBatteryDistributionQuery, useLowestBatteriesQuery } from '../../api/dashboards.ts';
import { dashboardMessages as m } from '../../dashboards.messages.ts';
import { ChartCard } from './ChartCard.tsx';
import { BatteryBadge, connectionStates, KIND_COLORS } from './shared.tsx';

/** /home/iot/battery: battery devices by level band and kind, and the ones to change first. */
export default function BatteryDashboardPage() {
  const intl = useIntl();
  const distribution = useBatteryDistributionQuery();
  const lowest = useLowestBatteriesQuery(10);
  const buckets = distribution.data?.buckets ?? [];
  const kinds = DEVICE_KINDS.filter((kind) => buckets.some((b) => b.counts[kind] > 0));
  const data = buckets.map((b) => ({
    band: intl.formatMessage(m.band, { from: b.from, to: b.to }),
    ...Object.fromEntries(kinds.map((kind) => [kind, b.counts[kind]])),
  }));
  const columns: RecordColumn<DashboardDevice>[] = [
    { header: intl.formatMessage(m.name), cell: (d) => d.name, testId: 'lowest-name' },
    { header: intl.formatMessage(m.kind), cell: (d) => intl.formatMessage(m[`one${d.kind}`]) },
    {
      header: intl.formatMessage(m.battery),
      cell: (d) => <BatteryBadge battery={d.battery} />,
      testId: 'lowest-battery',
    },
    {
      header: intl.formatMessage(m.connection),
      cell: (d) => <StatusBadge map={connectionStates} state={d.connection} />,
    },
    { header: intl.formatMessage(m.place), cell: (d) => d.unitName ?? d.locationName ?? intl.formatMessage(m.none) },
  ];
  return (
    <Stack gap="lg" maw={1100}>
      <ChartCard
        title={intl.formatMessage(m.bands)}
        hint={intl.formatMessage(m.bandsHint, { percent: LOW_BATTERY_PERCENT })}
        query={distribution}
        ready={distribution.data !== undefined}
        testId="battery-bands"
      >
        <BarChart
          h={280}
          data={data}
          dataKey="band"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={kinds.map((kind) => ({ name: kind, label: intl.formatMessage(m[kind]), color: KIND_COLORS[kind] }))}
          aria-label={intl.formatMessage(m.bands)}
        />
      </ChartCard>
      <Stack gap="xs" component="section" aria-label={intl.formatMessage(m.lowest)}>
        <RecordTable
          label={intl.formatMessage(m.lowest)}
          query={lowest}
          rows={lowest.data?.content}
          columns={columns}
          failed={intl.formatMessage(m.listFailed)}
          empty={intl.formatMessage(m.noBatteries)}
          testId="lowest"
          rowTestId="lowest-row"
          maw={1100}
        />
      </Stack>
    </Stack>
  );
}
