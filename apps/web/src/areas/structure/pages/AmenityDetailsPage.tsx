import { formatNumber } from '@lintel/formats/numbers';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { href } from '../../../app/routing/table.ts';
import { amenityMessages as m } from '../amenities.messages.ts';
import { useUnitAmenityQuery } from '../api/amenities.ts';
import { DetailFields } from '../components/DetailFields.tsx';
import { spacesMessages as s } from '../messages.ts';

/** Amenity details (modal): the amenity, its group, and the units that have it, each opening its unit. */
export default function AmenityDetailsPage() {
  const intl = useIntl();
  const { amenityId = '' } = useParams();
  const query = useUnitAmenityQuery(amenityId);
  const amenity = query.data;
  if (!amenity) {
    return <QueryState query={query} failed={intl.formatMessage(m.amenityFailed)} />;
  }
  const none = intl.formatMessage(s.none);
  return (
    <Stack gap="lg" data-testid="amenity-details">
      <Title order={2} size="h3" data-testid="amenity-name">
        {amenity.name}
      </Title>
      <DetailFields
        fields={[
          [
            intl.formatMessage(m.group),
            amenity.groupId ? (
              <Anchor
                key="group"
                component={Link}
                to={href('cbr.living.amenity.group', { amenityId: amenity.groupId })}
                aria-label={intl.formatMessage(m.openGroup, { name: amenity.groupName })}
                data-testid="amenity-group-link"
              >
                {amenity.groupName}
              </Anchor>
            ) : (
              none
            ),
          ],
          [intl.formatMessage(m.unitCount), formatNumber(amenity.unitCount), 'amenity-unit-count'],
          [intl.formatMessage(m.description), amenity.description ?? none],
        ]}
      />
      <Stack gap={6}>
        <Text fw={600}>{intl.formatMessage(m.unitsWithAmenity)}</Text>
        {amenity.units.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="amenity-units-empty">
            {intl.formatMessage(m.emptyUnits)}
          </Text>
        ) : (
          <Group gap="xs" data-testid="amenity-units">
            {amenity.units.map((unit) => (
              <Anchor
                key={unit.id}
                component={Link}
                to={href('cbr.living.unit.details', { unitId: unit.id })}
                size="sm"
                aria-label={intl.formatMessage(m.openUnit, { name: unit.name })}
              >
                {unit.name}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
