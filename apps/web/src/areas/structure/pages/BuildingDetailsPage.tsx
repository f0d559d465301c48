import { formatNumber } from '@lintel/formats/numbers';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { href } from '../../../app/routing/table.ts';
import { useBuildingQuery } from '../api/buildings.ts';
import { useUnitsQuery } from '../api/units.ts';
import { DetailFields } from '../components/DetailFields.tsx';
import { spacesMessages as m } from '../messages.ts';

/** Building details (modal, normal): the building and the first units in it, each opening its own modal. */
export default function BuildingDetailsPage() {
  const intl = useIntl();
  const { buildingId = '' } = useParams();
  const query = useBuildingQuery(buildingId);
  const units = useUnitsQuery({ page: 0, size: 20, sort: 'name,asc', q: '', buildingId });
  const building = query.data;
  if (!building) {
    return <QueryState query={query} failed={intl.formatMessage(m.buildingFailed)} />;
  }
  const more = (units.data?.totalElements ?? 0) - (units.data?.content.length ?? 0);
  return (
    <Stack gap="lg" data-testid="building-details">
      <Title order={2} size="h3" data-testid="building-name">
        {building.name}
      </Title>
      <DetailFields
        fields={[
          [intl.formatMessage(m.address), building.address ?? intl.formatMessage(m.none)],
          [intl.formatMessage(m.floors), building.floors],
          [intl.formatMessage(m.unitCount), formatNumber(building.unitCount), 'building-unit-count'],
        ]}
      />
      <Stack gap={6}>
        <Text fw={600}>{intl.formatMessage(m.unitsOfBuilding)}</Text>
        {units.isError ? (
          <Text c="red" size="sm">
            {intl.formatMessage(m.failed)}
          </Text>
        ) : (
          <Group gap="xs">
            {units.data?.content.map((unit) => (
              <Anchor
                key={unit.id}
                component={Link}
                to={href('cbr.living.unit.details', { unitId: unit.id })}
                size="sm"
              >
                {unit.name}
              </Anchor>
            ))}
            {more > 0 && (
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.moreUnits, { count: formatNumber(more) })}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
