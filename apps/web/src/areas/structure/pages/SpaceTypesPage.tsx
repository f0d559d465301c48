import type { SpaceType } from '@lintel/contracts/cbr/locations';
import { formatNumber } from '@lintel/formats/numbers';
import { Alert, Anchor, Button, Paper, Skeleton, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { useSpaceTypesQuery } from '../api/space-types.ts';
import { locationMessages as m } from '../locations.messages.ts';

/** manage space types: the community's space types by name, with how many properties have each. */
export default function SpaceTypesPage() {
  const intl = useIntl();
  const query = useSpaceTypesQuery();
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        maw={900}
        title={intl.formatMessage(m.spaceTypesFailed)}
        data-testid="space-types-error"
      >
        <Text size="sm">{query.error.message}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => query.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  const rows = query.data;
  return (
    <Paper withBorder radius="md" maw={900}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="space-types-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.description)}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage(m.propertyCount)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            ? rows.map((type) => <SpaceTypeRow key={type.id} type={type} />)
            : Array.from({ length: 4 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                <Table.Tr key={i}>
                  <Table.Td colSpan={3}>
                    <Skeleton h={18} />
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
      {rows?.length === 0 && (
        <Text ta="center" c="dimmed" p="xl" data-testid="space-types-empty">
          {intl.formatMessage(m.spaceTypesEmpty)}
        </Text>
      )}
    </Paper>
  );
}

function SpaceTypeRow({ type }: { type: SpaceType }) {
  return (
    <Table.Tr data-testid="space-type-row">
      <Table.Td>
        <Anchor component={Link} to={href('cbr.locations.spaceTypes.details', { id: type.id })}>
          {type.name}
        </Anchor>
      </Table.Td>
      <Table.Td c={type.description ? undefined : 'dimmed'}>{type.description ?? '—'}</Table.Td>
      <Table.Td ta="right" data-testid="space-type-count">
        {formatNumber(type.propertyCount)}
      </Table.Td>
    </Table.Tr>
  );
}
