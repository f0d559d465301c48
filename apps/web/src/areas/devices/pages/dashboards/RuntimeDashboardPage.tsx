import { formatNumber } from '@lintel/formats/numbers';
import { BarChart } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useRuntimeByDayQuery } from '../../api/dashboards.ts';
import { dashboardMessages as m } from '../../dashboards.messages.ts';
import { ChartCard } from './ChartCard.tsx';
import { DaysControl, shortDay, useDaysWindow } from './shared.tsx';

const oneDecimal = (hours: number) => formatNumber(Math.round(hours * 10) / 10);

/** /home/iot/runtime, set point runtime: hours of heating and cooling per day (D202). */
export default function RuntimeDashboardPage() {
  const intl = useIntl();
  const [days, setDays] = useDaysWindow();
  const runtime = useRuntimeByDayQuery(days);
  const rows = runtime.data?.days ?? [];
  const heating = rows.reduce((sum, d) => sum + d.heatingHours, 0);
  const cooling = rows.reduce((sum, d) => sum + d.coolingHours, 0);
  const thermostatDays = rows.reduce((sum, d) => sum + d.thermostats, 0);
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <Text c="gray.7">{intl.formatMessage(m.runtimeIntro)}</Text>
        <DaysControl days={days} onChange={setDays} />
      </Group>
      <ChartCard
        title={intl.formatMessage(m.runtimePerDay)}
        hint={
          runtime.data
            ? intl.formatMessage(m.runtimeTotal, { heating: oneDecimal(heating), cooling: oneDecimal(cooling), days })
            : undefined
        }
        query={runtime}
        ready={runtime.data !== undefined}
        testId="runtime-days"
        height={320}
      >
        <BarChart
          h={320}
          data={rows.map((d) => ({ ...d, day: shortDay(d.date) }))}
          dataKey="day"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={oneDecimal}
          series={[
            { name: 'heatingHours', label: intl.formatMessage(m.heating), color: 'orange.6' },
            { name: 'coolingHours', label: intl.formatMessage(m.cooling), color: 'blue.6' },
          ]}
        />
        {thermostatDays > 0 && (
          <Text size="sm" c="gray.7" data-testid="runtime-average">
            {intl.formatMessage(m.runtimeAverage, { hours: oneDecimal((heating + cooling) / thermostatDays) })}
          </Text>
        )}
      </ChartCard>
    </Stack>
  );
}
