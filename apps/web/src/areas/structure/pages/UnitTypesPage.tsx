import type { UnitType } from '@lintel/contracts/cbr/unit-types';
import { formatCents } from '@lintel/formats/money';
import { formatNumber } from '@lintel/formats/numbers';
import { Alert, Anchor, Button, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { useUnitTypesQuery } from '../api/unit-types.ts';
import { unitTypeMessages as m } from '../unit-types.messages.ts';

/** Unit types of the community with their sizes, rents and how many units have each. */
export default function UnitTypesPage() {
  const intl = useIntl();
  const query = useUnitTypesQuery();
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={intl.formatMessage(m.failed)} data-testid="unit-types-error">
        <Text size="sm">{query.error.message}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => query.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  const rows = query.data?.content;
  return (
    <Stack gap="md" maw={1000}>
      <Paper withBorder radius="md">
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="unit-types-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.name)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.bedrooms)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.bathrooms)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.squareFeet)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.marketRentColumn)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.units)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows
              ? rows.map((type) => <UnitTypeRow key={type.id} type={type} />)
              : Array.from({ length: 4 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows
                  <Table.Tr key={i}>
                    <Table.Td colSpan={6}>
                      <Skeleton h={18} />
                    </Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
        {rows?.length === 0 && (
          <Text ta="center" c="dimmed" p="xl" data-testid="unit-types-empty">
            {intl.formatMessage(m.empty)}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

function UnitTypeRow({ type }: { type: UnitType }) {
  return (
    <Table.Tr data-testid="unit-type-row">
      <Table.Td>
        <Anchor component={Link} to={href('cbr.unitTypes.details', { typeId: type.id })}>
          {type.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{type.bedrooms}</Table.Td>
      <Table.Td>{type.bathrooms}</Table.Td>
      <Table.Td>{formatNumber(type.squareFeet)}</Table.Td>
      <Table.Td>{formatCents(type.marketRentCents)}</Table.Td>
      <Table.Td data-testid="unit-type-count">{formatNumber(type.unitCount)}</Table.Td>
    </Table.Tr>
  );
}
