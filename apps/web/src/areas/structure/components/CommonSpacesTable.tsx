import type { BusinessPurpose, CommonSpace } from '@lintel/contracts/structure/common-spaces';
import { formatNumber } from '@lintel/formats/numbers';
import { Anchor, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../../app/kit/DataTable.tsx';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { useUrlSearch } from '../../../app/kit/useUrlSearch.ts';
import { href } from '../../../app/routing/table.ts';
import { useCommonSpacesQuery } from '../api/common-spaces.ts';
import { commonSpaceMessages as c } from '../common-spaces.messages.ts';

const PAGE_SIZE = 20;

/** Common or maintenance areas of the community (one business purpose), searched and paged on the server. */
export function CommonSpacesTable({ businessPurpose }: { businessPurpose: BusinessPurpose }) {
  const intl = useIntl();
  const { search, setSearch, q, page, setPage } = useUrlSearch();
  const query = useCommonSpacesQuery({ businessPurpose, page, size: PAGE_SIZE, q });
  const data = query.data;
  const none = intl.formatMessage(c.none);
  const empty = q ? c.noResults : businessPurpose === 'COMMON_AREA' ? c.emptyCommon : c.emptyMaintenance;

  const navigate = useNavigate();
  const detailsOf = (space: CommonSpace) =>
    href('cbr.living.commonSpace.details', { id: space.id, businessPurpose: space.businessPurpose });
  const columns: DataColumn<CommonSpace>[] = [
    {
      id: 'name',
      header: intl.formatMessage(c.name),
      required: true,
      cell: (space) => (
        <Anchor component={Link} to={detailsOf(space)} tabIndex={-1}>
          {space.name}
        </Anchor>
      ),
    },
    { id: 'building', header: intl.formatMessage(c.building), cell: (space) => space.buildingName ?? none },
    { id: 'floor', header: intl.formatMessage(c.floor), cell: (space) => space.floor ?? none },
    {
      id: 'squareFeet',
      header: intl.formatMessage(c.squareFeet),
      align: 'right',
      cell: (space) => (space.squareFeet === null ? none : formatNumber(space.squareFeet)),
    },
  ];

  return (
    <Stack gap="md">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(c.search)}
        page={data}
        testId="areas"
      />
      <DataTable
        tableId={`structure.commonSpaces.${businessPurpose}`}
        label={intl.formatMessage(businessPurpose === 'COMMON_AREA' ? c.commonAreas : c.maintenanceAreas)}
        query={query}
        rows={data?.content}
        columns={columns}
        failed={intl.formatMessage(c.listFailed)}
        empty={intl.formatMessage(empty)}
        testId="areas"
        rowTestId="area-row"
        onOpen={(space) => navigate(detailsOf(space))}
      />
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}
