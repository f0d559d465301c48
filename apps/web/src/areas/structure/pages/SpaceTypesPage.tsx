import type { SpaceType } from '@lintel/contracts/structure/locations';
import { formatNumber } from '@lintel/formats/numbers';
import { Anchor, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { href } from '../../../app/routing/table.ts';
import { useSpaceTypesQuery } from '../api/space-types.ts';
import { locationMessages as m } from '../locations.messages.ts';

/** manage space types: the community's space types by name, with how many properties have each. */
export default function SpaceTypesPage() {
  const intl = useIntl();
  const query = useSpaceTypesQuery();
  const columns: RecordColumn<SpaceType>[] = [
    {
      header: intl.formatMessage(m.name),
      cell: (type) => (
        <Anchor component={Link} to={href('cbr.locations.spaceTypes.details', { id: type.id })}>
          {type.name}
        </Anchor>
      ),
    },
    {
      header: intl.formatMessage(m.description),
      cell: (type) =>
        type.description ? (
          type.description
        ) : (
          <Text span c="dimmed">
            —
          </Text>
        ),
    },
    {
      header: intl.formatMessage(m.propertyCount),
      cell: (type) => formatNumber(type.propertyCount),
      align: 'right',
      testId: 'space-type-count',
    },
  ];
  return (
    <RecordTable
      query={query}
      rows={query.data}
      columns={columns}
      failed={intl.formatMessage(m.spaceTypesFailed)}
      empty={intl.formatMessage(m.spaceTypesEmpty)}
      testId="space-types"
      rowHref={(row) => href('cbr.locations.spaceTypes.details', { id: row.id })}
      rowTestId="space-type-row"
      maw={900}
    />
  );
}
