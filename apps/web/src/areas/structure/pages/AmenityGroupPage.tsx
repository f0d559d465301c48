import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { href } from '../../../app/routing/table.ts';
import { amenityMessages as m } from '../amenities.messages.ts';
import { useAmenityGroupQuery } from '../api/amenities.ts';

/**
 * Amenity group (modal): the unit amenities of one group with how many units have each. The
 * spec's path names its parameter amenityId; it carries the group's id.
 */
export default function AmenityGroupPage() {
  const intl = useIntl();
  const { amenityId = '' } = useParams();
  const query = useAmenityGroupQuery(amenityId);
  const group = query.data;
  if (!group) {
    return <QueryState query={query} failed={intl.formatMessage(m.groupFailed)} />;
  }
  return (
    <Stack gap="lg" data-testid="amenity-group">
      <Title order={2} size="h3" data-testid="amenity-group-name">
        {group.name}
      </Title>
      <Text fw={600}>{intl.formatMessage(m.amenitiesOfGroup)}</Text>
      {group.amenities.length === 0 ? (
        <Text c="dimmed" data-testid="amenity-group-empty">
          {intl.formatMessage(m.emptyGroup)}
        </Text>
      ) : (
        <Table verticalSpacing="xs" data-testid="amenity-group-amenities">
          <Table.Tbody>
            {group.amenities.map((amenity) => (
              <Table.Tr key={amenity.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={href('cbr.living.amenity.details', { amenityId: amenity.id })}
                    aria-label={intl.formatMessage(m.openAmenity, { name: amenity.name })}
                  >
                    {amenity.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" c="dimmed">
                    {intl.formatMessage(m.unitsCount, { count: amenity.unitCount })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
