import { formatNumber } from '@lintel/formats/numbers';
import { BarChart } from '@mantine/charts';
import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAccessByDayQuery, usePopularDoorsQuery } from '../../api/dashboards.ts';
import { dashboardMessages as m } from '../../dashboards.messages.ts';
import { ChartCard } from './ChartCard.tsx';
import { DaysControl, shortDay, useDaysWindow } from './shared.tsx';

/** /home/iot/access, popular access: the doors people open most and the openings per day. */
export default function AccessDashboardPage() {
  const intl = useIntl();
  const [days, setDays] = useDaysWindow();
  const doors = usePopularDoorsQuery(days);
  const perDay = useAccessByDayQuery(days);
  const used = (doors.data?.content ?? []).filter((door) => door.openings > 0);
  const top = Math.max(1, ...used.map((door) => door.openings));
  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" wrap="wrap">
        <Text c="gray.7">{intl.formatMessage(m.accessIntro)}</Text>
        <DaysControl days={days} onChange={setDays} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title={intl.formatMessage(m.perDay)}
          query={perDay}
          ready={perDay.data !== undefined}
          testId="access-days"
        >
          <BarChart
            h={300}
            data={(perDay.data?.days ?? []).map((d) => ({ ...d, day: shortDay(d.date) }))}
            dataKey="day"
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={[
              { name: 'openings', label: intl.formatMessage(m.openings), color: 'blue.6' },
              { name: 'denied', label: intl.formatMessage(m.denied), color: 'red.6' },
            ]}
          />
        </ChartCard>
        <ChartCard
          title={intl.formatMessage(m.doors)}
          query={doors}
          ready={doors.data !== undefined}
          testId="access-doors"
        >
          {used.length === 0 ? (
            <Text c="gray.7">{intl.formatMessage(m.noAccess)}</Text>
          ) : (
            <Stack gap={10} data-testid="access-doors-list">
              {used.map((door) => (
                <div key={door.id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">{door.name}</Text>
                    <Text size="sm" fw={600}>
                      {formatNumber(door.openings)}
                    </Text>
                  </Group>
                  <Progress value={(door.openings / top) * 100} size="md" color="blue.6" aria-hidden />
                </div>
              ))}
            </Stack>
          )}
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
