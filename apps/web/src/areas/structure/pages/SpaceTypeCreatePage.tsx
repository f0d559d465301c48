import type { SpaceTypeInput } from '@lintel/contracts/structure/locations';
import { useToast } from '@lintel/ui';
import { href } from '../../../app/routing/table.ts';
import { useCreateSpaceTypeMutation } from '../api/space-types.ts';
import { SpaceTypeForm } from '../components/SpaceTypeForm.tsx';
import { useReplaceModal } from '../components/useReplaceModal.ts';
import { locationMessages as m } from '../locations.messages.ts';

/** add space type: once saved, its details replace the form. */
export default function SpaceTypeCreatePage() {
  const toast = useToast();
  const create = useCreateSpaceTypeMutation();
  const replaceWith = useReplaceModal();

  const save = async (values: SpaceTypeInput) => {
    const created = await create.mutateAsync(values);
    toast.success(m.spaceTypeSaved);
    replaceWith(href('cbr.locations.spaceTypes.details', { id: created.id }));
  };

  return <SpaceTypeForm onSubmit={save} />;
}
