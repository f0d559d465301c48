import { useToast } from '@lintel/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useBuildingQuery, useUpdateBuildingMutation } from '../api/buildings.ts';
import { BuildingForm } from '../components/BuildingForm.tsx';
import type { BuildingFormValues } from '../components/buildingForm.ts';
import { useReplaceModal } from '../components/useReplaceModal.ts';
import { spacesMessages as m } from '../messages.ts';

/** edit building (modal, from the building details): name, address, floors. Saved, it shows the details again. */
export default function BuildingEditPage() {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const replaceWith = useReplaceModal();
  const { buildingId = '' } = useParams();
  const query = useBuildingQuery(buildingId);
  const update = useUpdateBuildingMutation(buildingId);
  const building = query.data;
  if (!building) {
    return <QueryState query={query} failed={intl.formatMessage(m.buildingFailed)} />;
  }

  const save = async (values: BuildingFormValues) => {
    const saved = await update.mutateAsync(values);
    toast.success(intl.formatMessage(m.buildingSaved, { name: saved.name }));
    const details = href('cbr.living.building.details', { buildingId });
    if (stack.state?.stack.at(-1)?.url === details) stack.close();
    else replaceWith(details);
  };

  return (
    <BuildingForm
      key={building.id}
      defaults={{ name: building.name, address: building.address ?? '', floors: building.floors }}
      onSubmit={save}
    />
  );
}
