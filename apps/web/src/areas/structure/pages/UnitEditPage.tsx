import { useToast } from '@lintel/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useUnitQuery, useUpdateUnitMutation } from '../api/units.ts';
import { UnitForm } from '../components/UnitForm.tsx';
import type { UnitFormValues } from '../components/unitForm.ts';
import { useReplaceModal } from '../components/useReplaceModal.ts';
import { spacesMessages as m } from '../messages.ts';

/** edit unit (modal, from the unit details): every field of the unit form. Saved, it shows the details again. */
export default function UnitEditPage() {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const replaceWith = useReplaceModal();
  const { unitId = '' } = useParams();
  const query = useUnitQuery(unitId);
  const update = useUpdateUnitMutation(unitId);
  const unit = query.data;
  if (!unit) {
    return <QueryState query={query} failed={intl.formatMessage(m.unitFailed)} />;
  }

  const save = async (values: UnitFormValues) => {
    const saved = await update.mutateAsync(values);
    toast.success(intl.formatMessage(m.unitSaved, { name: saved.name }));
    const details = href('cbr.living.unit.details', { unitId });
    // Opened from the details: go back to them rather than stacking them a second time.
    if (stack.state?.stack.at(-1)?.url === details) stack.close();
    else replaceWith(details);
  };

  return (
    <UnitForm
      // A fresh form once the unit is there; later refetches must not reset what is being typed.
      key={unit.id}
      fillFromType={false}
      knownBuilding={{ id: unit.buildingId, name: unit.buildingName }}
      defaults={{
        name: unit.name,
        buildingId: unit.buildingId,
        unitTypeId: unit.unitTypeId,
        floorPlanId: unit.floorPlanId,
        floor: unit.floor,
        squareFeet: unit.squareFeet,
        marketRentCents: unit.marketRentCents,
      }}
      onSubmit={save}
    />
  );
}
