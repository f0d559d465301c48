import type { UnitType } from '@lintel/contracts/structure/unit-types';
import { formatCents } from '@lintel/formats/money';
import { formatNumber } from '@lintel/formats/numbers';
import { Anchor } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { href } from '../../../app/routing/table.ts';
import { useUnitTypesQuery } from '../api/unit-types.ts';
import { unitTypeMessages as m } from '../unit-types.messages.ts';

/** Unit types of the community with their sizes, rents and how many units have each. */
export default function UnitTypesPage() {
  const intl = useIntl();
  const query = useUnitTypesQuery();
  const columns: RecordColumn<UnitType>[] = [
    {
      header: intl.formatMessage(m.name),
      cell: (type) => (
        <Anchor component={Link} to={href('cbr.unitTypes.details', { typeId: type.id })}>
          {type.name}
        </Anchor>
      ),
    },
    { header: intl.formatMessage(m.bedrooms), cell: (type) => type.bedrooms },
    { header: intl.formatMessage(m.bathrooms), cell: (type) => type.bathrooms },
    { header: intl.formatMessage(m.squareFeet), cell: (type) => formatNumber(type.squareFeet) },
    { header: intl.formatMessage(m.marketRentColumn), cell: (type) => formatCents(type.marketRentCents) },
    { header: intl.formatMessage(m.units), cell: (type) => formatNumber(type.unitCount), testId: 'unit-type-count' },
  ];
  return (
    <RecordTable
      query={query}
      rows={query.data?.content}
      columns={columns}
      failed={intl.formatMessage(m.failed)}
      empty={intl.formatMessage(m.empty)}
      testId="unit-types"
      rowHref={(row) => href('cbr.unitTypes.details', { typeId: row.id })}
      rowTestId="unit-type-row"
      maw={1000}
    />
  );
}
