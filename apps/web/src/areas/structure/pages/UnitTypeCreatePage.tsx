import type { UnitTypeInput } from '@lintel/contracts/structure/unit-types';
import { useToast } from '@lintel/ui';
import { href } from '../../../app/routing/table.ts';
import { useCreateUnitTypeMutation } from '../api/unit-types.ts';
import { UnitTypeForm } from '../components/UnitTypeForm.tsx';
import { useReplaceModal } from '../components/useReplaceModal.ts';
import { unitTypeMessages as m } from '../unit-types.messages.ts';

const defaults = { name: '', description: '', bedrooms: 1, bathrooms: 1, squareFeet: 700, marketRentCents: 150_000 };

/** add new unit type. Saved, the form gives way to the new unit type's details. */
export default function UnitTypeCreatePage() {
  const toast = useToast();
  const replaceWith = useReplaceModal();
  const create = useCreateUnitTypeMutation();

  const save = async (values: UnitTypeInput) => {
    const created = await create.mutateAsync(values);
    toast.success(m.saved);
    replaceWith(href('cbr.unitTypes.details', { typeId: created.id }));
  };

  return <UnitTypeForm defaults={defaults} onSubmit={save} />;
}
