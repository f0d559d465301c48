import { useToast } from '@lintel/ui';
import { useIntl } from 'react-intl';
import { href } from '../../../app/routing/table.ts';
import { useCreateBuildingMutation } from '../api/buildings.ts';
import { BuildingForm } from '../components/BuildingForm.tsx';
import type { BuildingFormValues } from '../components/buildingForm.ts';
import { useReplaceModal } from '../components/useReplaceModal.ts';
import { spacesMessages as m } from '../messages.ts';

/** new building (modal, the living structure's action). Saved, the form gives way to the building's details. */
export default function BuildingCreatePage() {
  const intl = useIntl();
  const toast = useToast();
  const replaceWith = useReplaceModal();
  const create = useCreateBuildingMutation();

  const save = async (values: BuildingFormValues) => {
    const building = await create.mutateAsync(values);
    toast.success(intl.formatMessage(m.buildingCreated, { name: building.name }));
    replaceWith(href('cbr.living.building.details', { buildingId: building.id }));
  };

  return <BuildingForm defaults={{ name: '', address: '', floors: 1 }} onSubmit={save} />;
}
