import { LOCKS_REFRESH_MS } from '@lintel/contracts/devices/common';
import type { Thermostat } from '@lintel/contracts/devices/thermostats';
import { THERMOSTAT_SORT_FIELDS } from '@lintel/contracts/devices/thermostats';
import { Anchor, Checkbox, Group, Progress, Select, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../../app/kit/ListToolbar.tsx';
import { StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../../app/kit/useUrlSort.ts';
import { useRealtime } from '../../../../app/realtime/RealtimeContext.tsx';
import { href } from '../../../../app/routing/table.ts';
import { useThermostatsQuery } from '../../api/thermostats.ts';
import { thermostatMessages as m } from '../../thermostats.messages.ts';
import { THERMOSTAT_COLUMNS, THERMOSTATS_TABLE_ID } from './columns.ts';
import { degrees, setPoints, when } from './format.ts';
import { useLiveChanges, withChange } from './live.ts';
import { connectionStates, installStates, modeLabels } from './states.ts';

const PAGE_SIZE = 20;
const CONNECTIONS = ['ONLINE', 'OFFLINE'] as const;
const MODES = ['HEAT', 'COOL', 'AUTO', 'OFF'] as const;
const pick = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((v) => v === raw);

/**
 * The community's thermostats: searched, filtered, sorted and paged on the server (all in the URL),
 * the columns the user chose remembered per user, and each row following its device live.
 */
export function ThermostatsTable() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(THERMOSTAT_SORT_FIELDS, { field: 'name', direction: 'asc' });
  const connection = pick(CONNECTIONS, params.get('connection'));
  const mode = pick(MODES, params.get('mode'));
  const lowBattery = params.get('lowBattery') === 'true';
  // Live over the socket; while it is down the page asks again as often as the locks list does.
  const { alive } = useRealtime();
  const query = useThermostatsQuery(
    { page, size: PAGE_SIZE, sort: sort.value, q, connection, mode, lowBattery },
    alive ? false : LOCKS_REFRESH_MS,
  );
  const changes = useLiveChanges();
  const rows = query.data?.content.map((row) => withChange(row, changes[row.id]));
  const detailsOf = (row: Thermostat) => href('iot.thermostats.details', { id: row.id });
  const label = (id: string) => intl.formatMessage(THERMOSTAT_COLUMNS.find((c) => c.id === id)!.label);

  const setFilter = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });

  const columns: DataColumn<Thermostat>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      required: true,
      sortField: 'name',
      testId: 'thermostat-cell-name',
      cell: (row) => (
        <Anchor component={Link} to={detailsOf(row)} tabIndex={-1}>
          {row.name}
        </Anchor>
      ),
    },
    {
      id: 'unit',
      header: label('unit'),
      sortField: 'unitName',
      cell: (row) => row.unitName ?? intl.formatMessage(m.noUnit),
    },
    {
      id: 'temperature',
      header: label('temperature'),
      align: 'right',
      testId: 'thermostat-cell-temperature',
      cell: (row) => degrees(intl, row.temperature),
    },
    {
      id: 'setPoints',
      header: label('setPoints'),
      testId: 'thermostat-cell-set-points',
      cell: (row) => setPoints(intl, row.heatSetPoint, row.coolSetPoint),
    },
    {
      id: 'mode',
      header: label('mode'),
      testId: 'thermostat-cell-mode',
      cell: (row) => (row.mode ? intl.formatMessage(modeLabels[row.mode]) : intl.formatMessage(m.none)),
    },
    {
      id: 'connection',
      header: label('connection'),
      sortField: 'connection',
      cell: (row) => <StatusBadge map={connectionStates} state={row.connection} />,
    },
    {
      id: 'installState',
      header: label('installState'),
      sortField: 'installState',
      testId: 'thermostat-cell-install-state',
      cell: (row) => <StatusBadge map={installStates} state={row.installState} />,
    },
    {
      id: 'battery',
      header: label('battery'),
      sortField: 'battery',
      align: 'right',
      cell: (row) =>
        row.battery === null ? intl.formatMessage(m.none) : intl.formatMessage(m.percent, { value: row.battery }),
    },
    { id: 'serial', header: label('serial'), sortField: 'serial', hiddenByDefault: true, cell: (row) => row.serial },
    {
      id: 'firmware',
      header: label('firmware'),
      hiddenByDefault: true,
      cell: (row) =>
        row.firmwareProgress !== null ? (
          <Progress
            value={row.firmwareProgress}
            w={80}
            aria-label={intl.formatMessage(m.progress, { name: row.name })}
          />
        ) : (
          (row.firmware ?? intl.formatMessage(m.none))
        ),
    },
    {
      id: 'lastSeen',
      header: label('lastSeen'),
      sortField: 'lastSeenAt',
      hiddenByDefault: true,
      cell: (row) => when(row.lastSeenAt, intl.formatMessage(m.never)),
    },
  ];

  const filtered = Boolean(q || connection || mode || lowBattery);
  return (
    <Stack gap="md">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={query.data}
        testId="thermostats"
      >
        <Group gap="sm" wrap="wrap">
          <Select
            aria-label={intl.formatMessage(m.connection)}
            placeholder={intl.formatMessage(m.allConnections)}
            data={CONNECTIONS.map((value) => ({ value, label: intl.formatMessage(connectionStates[value].label) }))}
            value={connection ?? null}
            onChange={(value) => setFilter('connection', value)}
            clearable
            w={{ base: '100%', xs: 170 }}
            data-testid="thermostats-connection-filter"
          />
          <Select
            aria-label={intl.formatMessage(m.mode)}
            placeholder={intl.formatMessage(m.allModes)}
            data={MODES.map((value) => ({ value, label: intl.formatMessage(modeLabels[value]) }))}
            value={mode ?? null}
            onChange={(value) => setFilter('mode', value)}
            clearable
            w={{ base: '100%', xs: 150 }}
            data-testid="thermostats-mode-filter"
          />
          <Checkbox
            label={intl.formatMessage(m.lowBattery)}
            checked={lowBattery}
            onChange={(event) => setFilter('lowBattery', event.currentTarget.checked ? 'true' : null)}
            data-testid="thermostats-low-battery"
          />
        </Group>
      </ListToolbar>
      <DataTable
        // The columns route writes the same memory: the table reads it again when that modal closes.
        key={location.pathname}
        tableId={THERMOSTATS_TABLE_ID}
        label={intl.formatMessage(m.tableLabel)}
        query={query}
        rows={rows}
        columns={columns}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(filtered ? m.noResults : m.empty)}
        testId="thermostats"
        rowTestId="thermostat-row"
        onOpen={(row) => navigate(detailsOf(row))}
        sort={sort}
        // The spec's own columns screen (/iot/thermostats/columns, the page's action) chooses them.
        columnChooser={false}
        skeletonRows={6}
      />
      {query.data && <ListPagination totalPages={query.data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
