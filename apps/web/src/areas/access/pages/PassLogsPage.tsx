import type { PassUse } from '@lintel/contracts/access/passes';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { href } from '../../../app/routing/table.ts';
import { usePassLogsQuery, usePassQuery } from '../api/passes.ts';
import { DATE_TIME_SECONDS, passUses } from '../components/states.ts';
import { accessMessages as am } from '../messages.ts';
import { passMessages as m } from '../passes.messages.ts';

const PAGE_SIZE = 20;

function logColumns(intl: IntlShape): DataColumn<PassUse>[] {
  return [
    {
      id: 'when',
      header: intl.formatMessage(am.when),
      required: true,
      testId: 'pass-use-when',
      cell: (use) => intl.formatDate(use.occurredAt, DATE_TIME_SECONDS),
    },
    { id: 'door', header: intl.formatMessage(am.door), testId: 'pass-use-door', cell: (use) => use.deviceName },
    {
      id: 'result',
      header: intl.formatMessage(m.result),
      cell: (use) => (
        <StatusBadge map={passUses} state={use.granted ? 'GRANTED' : 'REFUSED'} testId="pass-use-result" />
      ),
    },
  ];
}

/**
 * /iot/passes/:id/logs (part 3 section 2 "Passes"): the pass's tries at the doors as the locks
 * reported them (which door, granted or refused, when), newest first and paged on the server.
 */
export default function PassLogsPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { page, setPage } = useUrlSearch();
  const pass = usePassQuery(id);
  const query = usePassLogsQuery({ passId: id, page, size: PAGE_SIZE });
  const data = query.data;

  return (
    <Stack gap="md" data-testid="pass-logs">
      {pass.data && (
        <Group gap="md">
          <Text size="sm" c="gray.7">
            {intl.formatMessage(m.logsOf, { name: pass.data.holderName })}
          </Text>
          <Anchor size="sm" component={Link} to={href('iot.passes.details', { id })} data-testid="pass-logs-back">
            {intl.formatMessage(m.backToPass)}
          </Anchor>
        </Group>
      )}
      <DataTable
        tableId="access.passes.logs"
        label={intl.formatMessage(m.logsLabel)}
        query={query}
        rows={data?.content}
        columns={logColumns(intl)}
        failed={intl.formatMessage(m.logsFailed)}
        empty={intl.formatMessage(m.noLogs)}
        testId="pass-uses"
        rowTestId="pass-use-row"
        columnChooser={false}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
