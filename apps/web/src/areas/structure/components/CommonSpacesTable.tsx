import type { BusinessPurpose, CommonSpace } from '@lintel/contracts/structure/common-spaces';
import { formatNumber } from '@lintel/formats/numbers';
import { Anchor, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ListPagination } from '../../../app/kit/ListPagination.tsx';
import { ListToolbar } from '../../../app/kit/ListToolbar.tsx';
import { QueryError } from '../../../app/kit/QueryState.tsx';
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

  return (
    <Stack gap="md">
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder={intl.formatMessage(c.search)}
        page={data}
        testId="areas"
      />
      {query.isError ? (
        <QueryError
          title={intl.formatMessage(c.listFailed)}
          error={query.error}
          onRetry={() => query.refetch()}
          testId="areas-error"
        />
      ) : (
        <Paper withBorder radius="md">
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="areas-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(c.name)}</Table.Th>
                <Table.Th>{intl.formatMessage(c.building)}</Table.Th>
                <Table.Th>{intl.formatMessage(c.floor)}</Table.Th>
                <Table.Th>{intl.formatMessage(c.squareFeet)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data
                ? data.content.map((space) => <AreaRow key={space.id} space={space} none={none} />)
                : Array.from({ length: 4 }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                    <Table.Tr key={i}>
                      <Table.Td colSpan={4}>
                        <Skeleton h={18} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
          {data && data.content.length === 0 && (
            <Text ta="center" c="dimmed" p="xl" data-testid="areas-empty">
              {intl.formatMessage(empty)}
            </Text>
          )}
        </Paper>
      )}
      {data && <ListPagination totalPages={data.totalPages} page={page} onChange={setPage} />}
    </Stack>
  );
}

function AreaRow({ space, none }: { space: CommonSpace; none: string }) {
  return (
    <Table.Tr data-testid="area-row">
      <Table.Td>
        <Anchor
          component={Link}
          to={href('cbr.living.commonSpace.details', { id: space.id, businessPurpose: space.businessPurpose })}
        >
          {space.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{space.buildingName ?? none}</Table.Td>
      <Table.Td>{space.floor ?? none}</Table.Td>
      <Table.Td>{space.squareFeet === null ? none : formatNumber(space.squareFeet)}</Table.Td>
    </Table.Tr>
  );
}
