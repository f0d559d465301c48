import { type UnitListItem, unitListSortFields } from '@lintel/contracts/structure';
import { formatUsDate } from '@lintel/formats/dates';
import { formatCents } from '@lintel/formats/money';
import { formatNumber } from '@lintel/formats/numbers';
import { gate } from '@lintel/permissions';
import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { StatusBadge, type StatusEntry } from '../../../app/kit/StatusBadge.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { useUrlSort } from '../../../app/kit/useUrlSort.ts';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { usePhysicalStatusesQuery, useUnitStatusRulesQuery, useUnitsQuery } from '../api/units.ts';
import { spacesMessages as m } from '../messages.ts';
import { unitStatusMessages as s } from '../unit-status.messages.ts';
import { BulkStatusChange } from './BulkStatusChange.tsx';
import {
  availabilityOf,
  availabilityStates,
  occupancyOf,
  occupancyStates,
  offers,
  physicalStates,
  statusCatalogue,
} from './unitStatus.ts';

const PAGE_SIZE = 20;
const STATUS_CODE = /^[A-Z][A-Z0-9_]{0,49}$/;

/**
 * The living units of the selected community: searched, filtered by physical status, sorted and paged
 * on the server (all in the URL), with occupancy, physical status and availability, and, with the
 * living spaces create key, a change of physical status for the selected units.
 */
export function UnitsTable() {
  const intl = useIntl();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const canEdit = permissions.can(gate.key('CBR_LIVING_SPACES_CREATE'));
  const canReadStatuses = permissions.can(gate.key('CBR_UNIT_STATUS_SETTINGS_VIEW'));
  const { search, setSearch, q, page, setPage, params, setParams } = useUrlSearch();
  const sort = useUrlSort(unitListSortFields, { field: 'name', direction: 'asc' });
  const requestedStatus = params.get('status') ?? '';
  const physicalStatus = STATUS_CODE.test(requestedStatus) ? requestedStatus : '';
  const query = useUnitsQuery({
    page,
    size: PAGE_SIZE,
    sort: sort.value,
    q,
    ...(physicalStatus ? { physicalStatus } : {}),
  });
  const statuses = usePhysicalStatusesQuery(canReadStatuses);
  const rules = useUnitStatusRulesQuery(canReadStatuses);
  const data = query.data;
  const none = (
    <Text span size="sm" c="gray.7">
      {intl.formatMessage(m.none)}
    </Text>
  );
  const stateLabel = (code: string) => {
    const entry = (physicalStates as Record<string, StatusEntry | undefined>)[code];
    return entry ? intl.formatMessage(entry.label) : code;
  };
  const catalogue = statusCatalogue(statuses.data, stateLabel);
  const statusName = (code: string) => catalogue.name(code) ?? stateLabel(code);
  const detailsOf = (unit: UnitListItem) => href('cbr.living.unit.details', { unitId: unit.id });

  const setStatusFilter = (value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set('status', value);
      else next.delete('status');
      next.delete('page');
      return next;
    });

  const columns: DataColumn<UnitListItem>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.unit),
      required: true,
      sortField: 'name',
      testId: 'unit-cell-name',
      cell: (unit) => (
        <Anchor component={Link} to={detailsOf(unit)} tabIndex={-1}>
          {unit.name}
        </Anchor>
      ),
    },
    {
      id: 'building',
      header: intl.formatMessage(m.building),
      testId: 'unit-cell-building',
      cell: (unit) => unit.buildingName,
    },
    { id: 'unitType', header: intl.formatMessage(m.unitType), cell: (unit) => unit.unitTypeName },
    {
      id: 'occupancy',
      header: intl.formatMessage(s.occupancy),
      testId: 'unit-cell-occupancy',
      cell: (unit) => {
        const occupancy = occupancyOf(unit, catalogue);
        return occupancy ? <StatusBadge map={occupancyStates} state={occupancy} /> : none;
      },
    },
    {
      id: 'physicalStatus',
      header: intl.formatMessage(s.physicalStatus),
      testId: 'unit-cell-physical-status',
      cell: (unit) =>
        unit.physicalStatus ? (
          <StatusBadge map={physicalStates} state={unit.physicalStatus} label={catalogue.name(unit.physicalStatus)} />
        ) : (
          none
        ),
    },
    {
      id: 'availability',
      header: intl.formatMessage(s.availability),
      testId: 'unit-cell-availability',
      cell: (unit) => {
        const availability = availabilityOf(unit, catalogue, rules.data?.unitPreparationLeadTime);
        if (!availability) return none;
        return (
          <Stack gap={2} align="flex-start">
            <StatusBadge map={availabilityStates} state={availability.state} />
            {availability.from && (
              <Text size="xs" c="gray.7">
                {intl.formatMessage(s.availableFrom, { date: formatUsDate(availability.from) ?? availability.from })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'floor',
      header: intl.formatMessage(m.floor),
      sortField: 'floor',
      align: 'right',
      cell: (unit) => unit.floor,
    },
    {
      id: 'squareFeet',
      header: intl.formatMessage(m.squareFeet),
      align: 'right',
      hiddenByDefault: true,
      cell: (unit) => formatNumber(unit.squareFeet),
    },
    {
      id: 'marketRent',
      header: intl.formatMessage(m.marketRent),
      sortField: 'marketRentCents',
      align: 'right',
      cell: (unit) => formatCents(unit.marketRentCents),
    },
  ];

  // A code in the URL the catalogue does not offer stays choosable, so the filter shows what is applied.
  const filterOptions =
    !physicalStatus || offers(catalogue.options, physicalStatus)
      ? catalogue.options
      : [...catalogue.options, { value: physicalStatus, label: physicalStatus }];

  return (
    <Stack gap="md">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(m.search)}
        page={data}
        testId="units"
      >
        <Select
          aria-label={intl.formatMessage(s.statusFilter)}
          placeholder={intl.formatMessage(s.allStatuses)}
          data={filterOptions}
          value={physicalStatus || null}
          onChange={setStatusFilter}
          clearable
          // Mantine hides its clear button from assistive technology; here it is the way back to every unit.
          clearButtonProps={{
            'aria-label': intl.formatMessage(m.clearField, { label: intl.formatMessage(s.statusFilter) }),
            'aria-hidden': false,
            tabIndex: 0,
          }}
          w={{ base: '100%', xs: 220 }}
          data-testid="units-status-filter"
        />
      </ListToolbar>
      <DataTable
        tableId="structure.units"
        label={intl.formatMessage(s.unitsLabel)}
        query={query}
        rows={data?.content}
        columns={columns}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(q || physicalStatus ? m.emptyFiltered : m.emptyNoFilter)}
        testId="units"
        rowTestId="unit-row"
        onOpen={(unit) => navigate(detailsOf(unit))}
        sort={sort}
        skeletonRows={8}
        selection={
          canEdit
            ? {
                rowName: (unit) => unit.name,
                actions: (selected, clear) => (
                  <BulkStatusChange
                    units={selected}
                    options={catalogue.options}
                    statusName={statusName}
                    onDone={clear}
                  />
                ),
              }
            : undefined
        }
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
