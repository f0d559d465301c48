import { useToast } from '@lintel/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { href } from '../../../app/routing/table.ts';
import { useBuildingQuery } from '../api/buildings.ts';
import { useCreateUnitMutation } from '../api/units.ts';
import { UnitForm } from '../components/UnitForm.tsx';
import type { UnitFormValues } from '../components/unitForm.ts';
import { useReplaceModal } from '../components/useReplaceModal.ts';
import { spacesMessages as m } from '../messages.ts';

/**
 * new unit (modal): a unit in a building, opened from the living structure or, with its building
 * chosen, from the building details. Size and rent come from the unit type until changed.
 */
export default function UnitCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const replaceWith = useReplaceModal();
  const { buildingId = '' } = useParams();
  const building = useBuildingQuery(buildingId);
  const create = useCreateUnitMutation();

  const save = async (values: UnitFormValues) => {
    const unit = await create.mutateAsync(values);
    toast.success(intl.formatMessage(m.unitCreated, { name: unit.name }));
    // The form gives way to the new unit; the views under it (a building, say) stay on the stack.
    replaceWith(href('cbr.living.unit.details', { unitId: unit.id }));
  };

  return (
    <UnitForm
      fillFromType
      knownBuilding={building.data}
      defaults={{
        name: '',
        buildingId,
        unitTypeId: '',
        floorPlanId: null,
        floor: 1,
        squareFeet: Number.NaN,
        marketRentCents: Number.NaN,
      }}
      onSubmit={save}
    />
  );
}
