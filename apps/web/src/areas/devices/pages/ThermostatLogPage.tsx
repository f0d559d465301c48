import { devices } from '@lintel/contracts';
import type { DeviceEvent } from '@lintel/contracts/devices/common';
import { Select, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useThermostatLogQuery } from '../api/thermostats.ts';
import { when } from '../components/thermostat/format.ts';
import { thermostatMessages as m } from '../thermostats.messages.ts';

const KINDS = devices.thermostats.THERMOSTAT_LOG_KINDS;
type Kind = (typeof KINDS)[number];

/** The detail of an event in words a person reads: its fields as `name: value`, in order. */
function describe(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** /iot/thermostats/:id/log: everything the thermostat reported or was asked, newest first, paged. */
export default function ThermostatLogPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { page, setPage, params, setParams } = useUrlSearch();
  const raw = params.get('kind');
  const kind = KINDS.find((k) => k === raw) as Kind | undefined;
  const query = useThermostatLogQuery(id, { page, size: 20, kind });
  const columns: DataColumn<DeviceEvent>[] = [
    { id: 'when', header: intl.formatMessage(m.when), required: true, cell: (e) => when(e.occurredAt, '') },
    { id: 'kind', header: intl.formatMessage(m.kind), required: true, cell: (e) => e.kind },
    {
      id: 'detail',
      header: intl.formatMessage(m.detail),
      required: true,
      cell: (e) => (
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {describe(e.detail)}
        </Text>
      ),
    },
  ];
  return (
    <Stack gap="md" data-testid="thermostat-log">
      <Select
        aria-label={intl.formatMessage(m.kind)}
        placeholder={intl.formatMessage(m.allKinds)}
        data={[...KINDS]}
        value={kind ?? null}
        onChange={(value) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            if (value) next.set('kind', value);
            else next.delete('kind');
            next.delete('page');
            return next;
          })
        }
        clearable
        w={{ base: '100%', xs: 220 }}
      />
      <DataTable
        tableId="devices.thermostats.log"
        label={intl.formatMessage(m.logTitle)}
        query={query}
        rows={query.data?.content}
        columns={columns}
        failed={intl.formatMessage(m.logFailed)}
        empty={intl.formatMessage(m.logEmpty)}
        testId="thermostat-log"
        rowTestId="thermostat-log-row"
        columnChooser={false}
      />
      {query.data && <ListPagination totalPages={query.data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
