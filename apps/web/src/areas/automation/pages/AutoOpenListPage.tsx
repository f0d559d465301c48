import { AUTO_OPEN_SORT_FIELDS, type AutoOpenRule } from '@lintel/contracts/automation';
import { Anchor, Stack } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { href } from '../../../app/routing/table.ts';
import { useAutoOpenRulesQuery } from '../api/autoOpen.ts';
import { ruleSwitch, ruleTime } from '../components/states.ts';
import { automationMessages as m } from '../messages.ts';

const PAGE_SIZE = 20;
const detailsHref = (rule: Pick<AutoOpenRule, 'id'>) => href('iot.automation.autoOpen.details', { id: rule.id });

function columns(intl: IntlShape): DataColumn<AutoOpenRule>[] {
  return [
    {
      id: 'name',
      header: intl.formatMessage(m.name),
      required: true,
      sortField: 'name',
      testId: 'auto-open-name',
      cell: (rule) => (
        <Anchor component={Link} to={detailsHref(rule)} tabIndex={-1}>
          {rule.name}
        </Anchor>
      ),
    },
    { id: 'schedule', header: intl.formatMessage(m.schedule), cell: (rule) => rule.scheduleName },
    {
      id: 'locks',
      header: intl.formatMessage(m.locks),
      cell: (rule) => intl.formatMessage(m.lockCount, { count: rule.lockCount }),
    },
    {
      id: 'status',
      header: intl.formatMessage(m.status),
      testId: 'auto-open-status',
      cell: (rule) => <StatusBadge map={ruleSwitch} state={rule.active ? 'ON' : 'OFF'} />,
    },
    {
      id: 'now',
      header: intl.formatMessage(m.now),
      cell: (rule) => <StatusBadge map={ruleTime} state={rule.openNow ? 'OPEN' : 'CLOSED'} />,
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage(m.updated),
      sortField: 'updatedAt',
      cell: (rule) => intl.formatDate(rule.updatedAt, { dateStyle: 'short', timeStyle: 'short' }),
    },
  ];
}

/**
 * /iot/automation/auto-open (part 3 section 2, a tab of iot.automation): the community's auto-open
 * rules with their schedule, locks, switch and whether the schedule is on now; searched by the start
 * of the name, sorted and paged on the server. Create is the route's action (AUTO_OPEN_CREATE); a
 * row opens the rule.
 */
export default function AutoOpenListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const sort = useUrlSort(AUTO_OPEN_SORT_FIELDS, { field: 'name', direction: 'asc' });
  const query = useAutoOpenRulesQuery({ page, size: PAGE_SIZE, sort: sort.value, q });
  const data = query.data;
  return (
    <Stack gap="md" data-testid="auto-open">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.autoOpenSearch)}
        page={data}
        testId="auto-open"
      />
      <DataTable
        tableId="automation.autoOpen"
        label={intl.formatMessage(m.autoOpenTable)}
        query={query}
        rows={data?.content}
        columns={columns(intl)}
        failed={intl.formatMessage(m.autoOpenFailed)}
        empty={intl.formatMessage(q ? m.autoOpenNoResults : m.autoOpenEmpty)}
        testId="auto-open"
        rowTestId="auto-open-row"
        onOpen={(rule) => navigate(detailsHref(rule))}
        sort={sort}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
