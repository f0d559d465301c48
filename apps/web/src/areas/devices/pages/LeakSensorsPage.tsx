import type { LeakSensor } from '@lintel/contracts/devices/sensors';
import { sensorListSortFields } from '@lintel/contracts/devices/sensors';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { useLeakSensorsQuery, useSensorsLive } from '../api/sensors.ts';
import { BatteryLevel, ConnectionBadge, InstallBadge, LeakBadge } from '../components/SensorBadges.tsx';
import { SensorFilters, urlFlag } from '../components/SensorFilters.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';

const PAGE_SIZE = 20;
const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;
const filters = [
  { name: 'leak', label: m.filterLeak },
  { name: 'offline', label: m.filterOffline },
  { name: 'lowBattery', label: m.filterLowBattery },
] as const;

/**
 * The community's leak sensors, live: searched, filtered (leak now, offline, low battery), sorted
 * and paged on the server; a sensor reporting water carries a red badge, and a banner above the list
 * counts them and filters to them (D195).
 */
export default function LeakSensorsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  useSensorsLive();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(sensorListSortFields, { field: 'name', direction: 'asc' });
  const flags = {
    leak: urlFlag(params, 'leak'),
    offline: urlFlag(params, 'offline'),
    lowBattery: urlFlag(params, 'lowBattery'),
  };
  const query = useLeakSensorsQuery({ page, size: PAGE_SIZE, sort: sort.value, q, ...flags });
  const leaking = useLeakSensorsQuery({ page: 0, size: 1, sort: 'name,asc', leak: 'true' });
  const data = query.data;
  const detailsOf = (sensor: LeakSensor) => href('iot.leak_sensors.details', { leakSensorId: sensor.id });
  const muted = (text: string | null) =>
    text ?? (
      <Text span size="sm" c="gray.7">
        {intl.formatMessage(m.none)}
      </Text>
    );

  const columns: DataColumn<LeakSensor>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      required: true,
      sortField: 'name',
      testId: 'leak-sensor-name',
      cell: (sensor) => (
        <Anchor component={Link} to={detailsOf(sensor)} tabIndex={-1}>
          {sensor.name}
        </Anchor>
      ),
    },
    {
      id: 'leak',
      header: intl.formatMessage(m.leakStatus),
      testId: 'leak-sensor-leak',
      cell: (sensor) => (
        <Stack gap={2} align="flex-start">
          <LeakBadge leak={sensor.leak} />
          {sensor.leakSince && (
            <Text size="xs" c="red.9">
              {intl.formatMessage(m.leakSince, { time: intl.formatDate(sensor.leakSince, dateTime) })}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'unit', header: intl.formatMessage(m.unit), cell: (sensor) => muted(sensor.unitName ?? sensor.locationName) },
    {
      id: 'installState',
      header: intl.formatMessage(m.installState),
      testId: 'leak-sensor-install',
      cell: (sensor) => <InstallBadge state={sensor.installState} />,
    },
    {
      id: 'connection',
      header: intl.formatMessage(m.connection),
      cell: (sensor) => <ConnectionBadge state={sensor.connection} />,
    },
    {
      id: 'battery',
      header: intl.formatMessage(m.battery),
      cell: (sensor) => <BatteryLevel battery={sensor.battery} />,
    },
    { id: 'router', header: intl.formatMessage(m.router), cell: (sensor) => muted(sensor.gatewayName) },
    {
      id: 'serial',
      header: intl.formatMessage(m.serial),
      sortField: 'serial',
      hiddenByDefault: true,
      cell: (s) => s.serial,
    },
    {
      id: 'lastSeen',
      header: intl.formatMessage(m.lastSeen),
      hiddenByDefault: true,
      cell: (sensor) => muted(sensor.lastSeenAt ? intl.formatDate(sensor.lastSeenAt, dateTime) : null),
    },
    {
      id: 'createdAt',
      header: intl.formatMessage(m.added),
      sortField: 'createdAt',
      hiddenByDefault: true,
      cell: (sensor) => intl.formatDate(sensor.createdAt, { dateStyle: 'medium' }),
    },
  ];

  const leakCount = leaking.data?.totalElements ?? 0;
  const filtered = !!(q || flags.leak || flags.offline || flags.lowBattery);
  return (
    <Stack gap="md">
      {leakCount > 0 && !flags.leak && (
        <Alert color="red" variant="light" data-testid="leak-banner" role="status">
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={500} c="red.9">
              {intl.formatMessage(m.leakBanner, { count: leakCount })}
            </Text>
            <Button
              size="xs"
              // A filled dark red reads on the light red banner (an outline was 3.2:1).
              color="red.9"
              variant="filled"
              onClick={() =>
                setParams((prev) => {
                  const next = new URLSearchParams(prev);
                  next.set('leak', 'true');
                  next.delete('page');
                  return next;
                })
              }
            >
              {intl.formatMessage(m.showLeaking)}
            </Button>
          </Group>
        </Alert>
      )}
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="leak-sensors"
      >
        <SensorFilters filters={filters} params={params} setParams={setParams} testId="leak-sensors-filter" />
      </ListToolbar>
      <DataTable
        tableId="devices.leakSensors"
        label={intl.formatMessage(m.leakSensorsLabel)}
        query={query}
        rows={data?.content}
        columns={columns}
        failed={intl.formatMessage(m.failedList)}
        empty={intl.formatMessage(filtered ? m.noResults : m.emptyLeak)}
        testId="leak-sensors"
        rowTestId="leak-sensor-row"
        onOpen={(sensor) => navigate(detailsOf(sensor))}
        sort={sort}
        columnChooser
        skeletonRows={6}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
