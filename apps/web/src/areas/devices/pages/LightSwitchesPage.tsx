import type { LightSwitch } from '@lintel/contracts/devices/sensors';
import { sensorListSortFields } from '@lintel/contracts/devices/sensors';
import { Anchor, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { useLightSwitchesQuery, useSensorsLive } from '../api/sensors.ts';
import { ConnectionBadge, InstallBadge, LightBadge } from '../components/SensorBadges.tsx';
import { SensorFilters, urlFlag } from '../components/SensorFilters.tsx';
import { sensorMessages as m } from '../sensors.messages.ts';

const PAGE_SIZE = 20;
const filters = [
  { name: 'on', label: m.filterOn },
  { name: 'offline', label: m.filterOffline },
] as const;

/** The community's light switches, live: on or off and at what level, install state and connection. */
export default function LightSwitchesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  useSensorsLive();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(sensorListSortFields, { field: 'name', direction: 'asc' });
  const flags = { on: urlFlag(params, 'on'), offline: urlFlag(params, 'offline') };
  const query = useLightSwitchesQuery({ page, size: PAGE_SIZE, sort: sort.value, q, ...flags });
  const data = query.data;
  const detailsOf = (light: LightSwitch) => href('iot.light_switches.details', { lightSwitchId: light.id });
  const muted = (text: string | null) =>
    text ?? (
      <Text span size="sm" c="gray.7">
        {intl.formatMessage(m.none)}
      </Text>
    );
  const columns: DataColumn<LightSwitch>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      required: true,
      sortField: 'name',
      testId: 'light-switch-name',
      cell: (light) => (
        <Anchor component={Link} to={detailsOf(light)} tabIndex={-1}>
          {light.name}
        </Anchor>
      ),
    },
    {
      id: 'light',
      header: intl.formatMessage(m.light),
      testId: 'light-switch-light',
      cell: (light) => <LightBadge on={light.on} level={light.level} />,
    },
    { id: 'unit', header: intl.formatMessage(m.unit), cell: (light) => muted(light.unitName ?? light.locationName) },
    {
      id: 'installState',
      header: intl.formatMessage(m.installState),
      cell: (light) => <InstallBadge state={light.installState} />,
    },
    {
      id: 'connection',
      header: intl.formatMessage(m.connection),
      cell: (light) => <ConnectionBadge state={light.connection} />,
    },
    { id: 'router', header: intl.formatMessage(m.router), cell: (light) => muted(light.gatewayName) },
    {
      id: 'serial',
      header: intl.formatMessage(m.serial),
      sortField: 'serial',
      hiddenByDefault: true,
      cell: (l) => l.serial,
    },
    {
      id: 'createdAt',
      header: intl.formatMessage(m.added),
      sortField: 'createdAt',
      hiddenByDefault: true,
      cell: (light) => intl.formatDate(light.createdAt, { dateStyle: 'medium' }),
    },
  ];
  const filtered = !!(q || flags.on || flags.offline);
  return (
    <Stack gap="md">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="light-switches"
      >
        <SensorFilters filters={filters} params={params} setParams={setParams} testId="light-switches-filter" />
      </ListToolbar>
      <DataTable
        tableId="devices.lightSwitches"
        label={intl.formatMessage(m.switchesLabel)}
        query={query}
        rows={data?.content}
        columns={columns}
        failed={intl.formatMessage(m.failedList)}
        empty={intl.formatMessage(filtered ? m.noResults : m.emptySwitch)}
        testId="light-switches"
        rowTestId="light-switch-row"
        onOpen={(light) => navigate(detailsOf(light))}
        sort={sort}
        columnChooser
        skeletonRows={6}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
