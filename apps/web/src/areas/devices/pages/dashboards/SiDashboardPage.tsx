import { LOW_BATTERY_PERCENT } from '@lintel/contracts/devices/common';
import { SI_ATTENTION_LIMIT, type SiDashboard, type SiSensor } from '@lintel/contracts/devices/si-dash';
import { formatNumber } from '@lintel/formats/numbers';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { type RecordColumn, RecordTable } from '../../../../app/kit/RecordTable.tsx';
import { defineStateMap, StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { passesGates } from '../../../../app/routing/access.ts';
import { findRoute, href } from '../../../../app/routing/table.ts';
import { useAccessEnv } from '../../../../app/routing/useAccessEnv.ts';
import { useSiDashboardQuery } from '../../api/dashboards.ts';
import { dashboardMessages as m } from '../../dashboards.messages.ts';
import { ChartCard } from './ChartCard.tsx';
import { BatteryBadge, DaysControl, shortDay, useDaysWindow } from './shared.tsx';

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

const reasons = defineStateMap({
  LEAK: { label: m.LEAK, tone: 'danger' },
  OFFLINE: { label: m.OFFLINE, tone: 'danger' },
  LOW_BATTERY: { label: m.LOW_BATTERY, tone: 'warning' },
});

type Building = SiDashboard['buildings'][number];

function Tile({
  label,
  value,
  hint,
  alert,
  testId,
}: {
  label: string;
  value: number | undefined;
  hint?: string;
  alert?: boolean;
  testId: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={36} w={80} mt={4} />
      ) : (
        <Text fz={30} fw={700} c={alert && value > 0 ? 'red.8' : undefined} data-testid={`${testId}-value`}>
          {formatNumber(value)}
        </Text>
      )}
      {hint && (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/**
 * /iot/si-dash (part 3 section 1; D235): the water sensors the sensor-industries integration reports,
 * by state and building, the leaks per day of the window and the sensors to see first. Shown only
 * while the community's integration is on (the route's policy, checked again by the server).
 */
export default function SiDashboardPage() {
  const intl = useIntl();
  const [days, setDays] = useDaysWindow();
  const query = useSiDashboardQuery(days);
  const data = query.data;
  const totals = data?.totals;
  // A row opens the sensor's details for whoever may open them.
  const env = useAccessEnv();
  const details = findRoute('iot.leak_sensors.details');
  const canOpen = details !== undefined && passesGates(details, env);
  const buildingColumns: RecordColumn<Building & { id: string }>[] = [
    { header: intl.formatMessage(m.building), cell: (b) => b.name ?? intl.formatMessage(m.siNoBuilding) },
    { header: intl.formatMessage(m.siSensors), cell: (b) => formatNumber(b.sensors), align: 'right' },
    {
      header: intl.formatMessage(m.siLeaking),
      cell: (b) => formatNumber(b.leaking),
      align: 'right',
      testId: 'si-building-leaking',
    },
    { header: intl.formatMessage(m.siOffline), cell: (b) => formatNumber(b.offline), align: 'right' },
    { header: intl.formatMessage(m.siLowBattery), cell: (b) => formatNumber(b.lowBattery), align: 'right' },
  ];
  const attentionColumns: RecordColumn<SiSensor>[] = [
    { header: intl.formatMessage(m.name), cell: (s) => s.name, testId: 'si-attention-name' },
    {
      header: intl.formatMessage(m.siReason),
      cell: (s) => <StatusBadge map={reasons} state={s.reason} />,
      testId: 'si-attention-reason',
    },
    { header: intl.formatMessage(m.siPlace), cell: (s) => s.place ?? intl.formatMessage(m.none) },
    {
      header: intl.formatMessage(m.siSince),
      cell: (s) => (s.leakSince ? intl.formatDate(s.leakSince, dateTime) : intl.formatMessage(m.none)),
    },
    { header: intl.formatMessage(m.battery), cell: (s) => <BatteryBadge battery={s.battery} /> },
    {
      header: intl.formatMessage(m.siLastSeen),
      cell: (s) => (s.lastSeenAt ? intl.formatDate(s.lastSeenAt, dateTime) : intl.formatMessage(m.none)),
    },
  ];
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <Text c="gray.7" maw={640}>
          {intl.formatMessage(m.siIntro)}
        </Text>
        <DaysControl days={days} onChange={setDays} />
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Tile label={intl.formatMessage(m.siSensors)} value={totals?.sensors} testId="si-sensors" />
        <Tile label={intl.formatMessage(m.siLeaking)} value={totals?.leaking} alert testId="si-leaking" />
        <Tile label={intl.formatMessage(m.siOffline)} value={totals?.offline} alert testId="si-offline" />
        <Tile
          label={intl.formatMessage(m.siLowBattery)}
          value={totals?.lowBattery}
          hint={intl.formatMessage(m.siLowBatteryHint, { percent: LOW_BATTERY_PERCENT })}
          testId="si-low-battery"
        />
      </SimpleGrid>
      <ChartCard title={intl.formatMessage(m.siLeaksPerDay)} query={query} ready={data !== undefined} testId="si-leaks">
        <BarChart
          h={200}
          data={(data?.leaksByDay ?? []).map((d) => ({ ...d, day: shortDay(d.date) }))}
          dataKey="day"
          series={[{ name: 'leaks', label: intl.formatMessage(m.siLeaks), color: 'cyan.7' }]}
        />
        <Text size="sm" c="gray.7" data-testid="si-leaks-total">
          {intl.formatMessage(m.siLeaksTotal, {
            count: (data?.leaksByDay ?? []).reduce((n, d) => n + d.leaks, 0),
            days,
          })}
        </Text>
      </ChartCard>
      <Stack gap="xs" component="section" aria-labelledby="si-buildings-title">
        <Title order={2} size="h4" id="si-buildings-title">
          {intl.formatMessage(m.siBuildings)}
        </Title>
        <RecordTable
          label={intl.formatMessage(m.siBuildings)}
          query={query}
          rows={data?.buildings.map((b) => ({ ...b, id: b.buildingId ?? 'none' }))}
          columns={buildingColumns}
          failed={intl.formatMessage(m.siFailed)}
          empty={intl.formatMessage(m.siNoSensors)}
          testId="si-buildings"
          rowTestId="si-building-row"
          maw={1100}
        />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="si-attention-title">
        <div>
          <Title order={2} size="h4" id="si-attention-title">
            {intl.formatMessage(m.siAttention)}
          </Title>
          <Text size="sm" c="gray.7">
            {intl.formatMessage(m.siAttentionHint, { count: SI_ATTENTION_LIMIT })}
          </Text>
        </div>
        <RecordTable
          label={intl.formatMessage(m.siAttention)}
          query={query}
          rows={data?.attention}
          columns={attentionColumns}
          failed={intl.formatMessage(m.siFailed)}
          empty={intl.formatMessage(data?.totals.sensors === 0 ? m.siNoSensors : m.siAllClear)}
          testId="si-attention"
          rowTestId="si-attention-row"
          maw={1100}
          rowHref={canOpen ? (s) => href('iot.leak_sensors.details', { leakSensorId: s.id }) : undefined}
        />
      </Stack>
    </Stack>
  );
}
