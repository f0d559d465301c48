import {
  CONNECTIONS,
  type Connection,
  DEVICE_KINDS,
  DEVICES_HOME_PAGE_SIZE,
  type DeviceKind,
} from '@lintel/contracts/devices/common';
import { type DashboardDevice, dashboardDeviceSortFields } from '@lintel/contracts/devices/dashboards';
import { formatNumber } from '@lintel/formats/numbers';
import { BarChart } from '@mantine/charts';
import { Select, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { type DataColumn, DataTable } from '../../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../../app/kit/ListToolbar.tsx';
import { StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../../app/kit/useUrlSort.ts';
import { useDashboardDevicesQuery, useDeviceCountsQuery } from '../../api/dashboards.ts';
import { dashboardMessages as m } from '../../dashboards.messages.ts';
import { ChartCard } from './ChartCard.tsx';
import { BatteryBadge, connectionStates } from './shared.tsx';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** /home/iot/devices: the community's devices by kind and state, and all of them, 100 a page (part 3 section 9). */
export default function DevicesDashboardPage() {
  const intl = useIntl();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(dashboardDeviceSortFields, { field: 'name', direction: 'asc' });
  const kind = pick(DEVICE_KINDS, params.get('kind'));
  const connection = pick(CONNECTIONS, params.get('connection'));
  const counts = useDeviceCountsQuery();
  const list = useDashboardDevicesQuery({
    page,
    size: DEVICES_HOME_PAGE_SIZE,
    sort: sort.value,
    q,
    ...(kind ? { kind } : {}),
    ...(connection ? { connection } : {}),
  });
  const setFilter = (name: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  const none = intl.formatMessage(m.none);
  const columns: DataColumn<DashboardDevice>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      required: true,
      sortField: 'name',
      cell: (d) => d.name,
      testId: 'device-name',
    },
    {
      id: 'kind',
      header: intl.formatMessage(m.kind),
      sortField: 'kind',
      cell: (d) => intl.formatMessage(m[`one${d.kind}`]),
    },
    { id: 'family', header: intl.formatMessage(m.family), cell: (d) => d.family, hiddenByDefault: true },
    { id: 'place', header: intl.formatMessage(m.place), cell: (d) => d.unitName ?? d.locationName ?? none },
    {
      id: 'connection',
      header: intl.formatMessage(m.connection),
      cell: (d) => <StatusBadge map={connectionStates} state={d.connection} />,
    },
    { id: 'battery', header: intl.formatMessage(m.battery), cell: (d) => <BatteryBadge battery={d.battery} /> },
    {
      id: 'install',
      header: intl.formatMessage(m.installState),
      cell: (d) => intl.formatMessage(d.installState === 'INSTALLED' ? m.installed : m.notInstalled),
      hiddenByDefault: true,
    },
  ];
  const chart = (counts.data?.kinds ?? []).map((k) => ({
    kind: intl.formatMessage(m[k.kind]),
    online: k.online,
    offline: k.offline,
  }));
  return (
    <Stack gap="lg" maw={1100}>
      <ChartCard
        title={intl.formatMessage(m.kinds)}
        query={counts}
        ready={counts.data !== undefined}
        testId="devices-kinds"
        height={220}
      >
        <BarChart
          h={220}
          data={chart}
          dataKey="kind"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={[
            { name: 'online', label: intl.formatMessage(m.ONLINE), color: 'teal.6' },
            { name: 'offline', label: intl.formatMessage(m.OFFLINE), color: 'red.6' },
          ]}
        />
        <Text size="sm" c="gray.7">
          {(counts.data?.kinds ?? [])
            .map((k) => `${intl.formatMessage(m[k.kind])}: ${formatNumber(k.total)}`)
            .join(' · ')}
        </Text>
      </ChartCard>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.searchDevices)}
        page={list.data}
        testId="devices"
      >
        <Select
          aria-label={intl.formatMessage(m.kind)}
          placeholder={intl.formatMessage(m.anyKind)}
          data={DEVICE_KINDS.map((k: DeviceKind) => ({ value: k, label: intl.formatMessage(m[k]) }))}
          value={kind ?? null}
          onChange={(value) => setFilter('kind', value)}
          clearable
          w={180}
          data-testid="devices-kind"
        />
        <Select
          aria-label={intl.formatMessage(m.connection)}
          placeholder={intl.formatMessage(m.anyConnection)}
          data={CONNECTIONS.map((c: Connection) => ({ value: c, label: intl.formatMessage(m[c]) }))}
          value={connection ?? null}
          onChange={(value) => setFilter('connection', value)}
          clearable
          w={180}
          data-testid="devices-connection"
        />
      </ListToolbar>
      <DataTable
        tableId="devices.home"
        label={intl.formatMessage(m.devicesTitle)}
        query={list}
        rows={list.data?.content}
        columns={columns}
        failed={intl.formatMessage(m.listFailed)}
        empty={intl.formatMessage(m.noDevices)}
        testId="devices"
        rowTestId="device-row"
        sort={sort}
        skeletonRows={10}
      />
      <ListPagination totalPages={list.data?.totalPages ?? 0} page={page} onChange={setPage} />
    </Stack>
  );
}
