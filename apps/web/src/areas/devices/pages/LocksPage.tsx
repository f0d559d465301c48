import { CONNECTIONS, INSTALL_STATES, LOCK_FAMILIES } from '@lintel/contracts/devices/common';
import { LOCK_SORT_FIELDS } from '@lintel/contracts/devices/locks';
import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { useRealtime } from '../../../app/realtime/RealtimeContext.tsx';
import { useLiveLocks, useLocksQuery } from '../api/locks.ts';
import { connectionStates, installStates } from '../components/deviceStates.ts';
import { LOCK_COLUMNS_CHANGED, LOCKS_TABLE_ID, lockColumns, lockDetailsHref } from '../components/lockColumns.tsx';
import { familyNames } from '../components/lockFamilies.ts';
import { lockMessages as m } from '../locks.messages.ts';

const PAGE_SIZE = 20;

/**
 * /iot/locks: the community's locks of every family, searched, filtered, sorted and paged on the
 * server (all in the URL), with the columns the user chose; live over the socket, and refreshed every
 * 30 seconds while the socket is down.
 */
export default function LocksPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { alive } = useRealtime();
  useLiveLocks();
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(LOCK_SORT_FIELDS, { field: 'name', direction: 'asc' });
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = params.get(name) ?? '';
    return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  };
  const family = pick('family', LOCK_FAMILIES);
  const installState = pick('installState', INSTALL_STATES);
  const connection = pick('connection', CONNECTIONS);
  const lowBattery = params.get('lowBattery') === 'true';
  const query = useLocksQuery({
    page,
    size: PAGE_SIZE,
    sort: sort.value,
    q,
    family,
    installState,
    connection,
    lowBattery,
  });
  const data = query.data;
  // The column chooser route writes the remembered columns; the table reads them again.
  const [columnsVersion, setColumnsVersion] = useState(0);
  useEffect(() => {
    const bump = () => setColumnsVersion((v) => v + 1);
    window.addEventListener(LOCK_COLUMNS_CHANGED, bump);
    return () => window.removeEventListener(LOCK_COLUMNS_CHANGED, bump);
  }, []);

  const setFilter = (name: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });
  const clear = (label: string) => ({
    'aria-label': intl.formatMessage(m.clearField, { label }),
    'aria-hidden': false,
    tabIndex: 0,
  });
  const filtered = Boolean(q || family || installState || connection || lowBattery);

  return (
    <Stack gap="md">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="locks"
      >
        <Select
          aria-label={intl.formatMessage(m.family)}
          placeholder={intl.formatMessage(m.allFamilies)}
          data={LOCK_FAMILIES.map((f) => ({ value: f, label: intl.formatMessage(familyNames[f]) }))}
          value={family ?? null}
          onChange={(value) => setFilter('family', value)}
          clearable
          clearButtonProps={clear(intl.formatMessage(m.family))}
          w={{ base: '100%', xs: 200 }}
          data-testid="locks-family-filter"
        />
        <Select
          aria-label={intl.formatMessage(m.installState)}
          placeholder={intl.formatMessage(m.allInstallStates)}
          data={INSTALL_STATES.map((s) => ({ value: s, label: intl.formatMessage(installStates[s].label) }))}
          value={installState ?? null}
          onChange={(value) => setFilter('installState', value)}
          clearable
          clearButtonProps={clear(intl.formatMessage(m.installState))}
          w={{ base: '100%', xs: 200 }}
          data-testid="locks-install-filter"
        />
        <Select
          aria-label={intl.formatMessage(m.connection)}
          placeholder={intl.formatMessage(m.allConnections)}
          data={CONNECTIONS.map((c) => ({ value: c, label: intl.formatMessage(connectionStates[c].label) }))}
          value={connection ?? null}
          onChange={(value) => setFilter('connection', value)}
          clearable
          clearButtonProps={clear(intl.formatMessage(m.connection))}
          w={{ base: '100%', xs: 180 }}
          data-testid="locks-connection-filter"
        />
        <Checkbox
          label={intl.formatMessage(m.lowBatteryOnly)}
          checked={lowBattery}
          onChange={(event) => setFilter('lowBattery', event.currentTarget.checked ? 'true' : null)}
          data-testid="locks-low-battery-filter"
        />
      </ListToolbar>
      <DataTable
        key={columnsVersion}
        tableId={LOCKS_TABLE_ID}
        label={intl.formatMessage(m.tableLabel)}
        query={query}
        rows={data?.content}
        columns={lockColumns(intl)}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(filtered ? m.emptyFiltered : m.empty)}
        testId="locks"
        rowTestId="lock-row"
        onOpen={(lock) => navigate(lockDetailsHref(lock))}
        sort={sort}
        // The spec's own columns screen (/iot/locks/columns, the page's action) chooses them.
        columnChooser={false}
        skeletonRows={8}
      />
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="gray.7" data-testid="locks-freshness">
          {intl.formatMessage(alive ? m.live : m.refreshing)}
        </Text>
        {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
      </Group>
    </Stack>
  );
}
