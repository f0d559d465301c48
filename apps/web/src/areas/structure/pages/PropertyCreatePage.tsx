import { LOCATION_ROOT_ID, type PropertyInput } from '@lintel/contracts/structure/locations';
import { useToast } from '@lintel/ui';
import { useSearchParams } from 'react-router';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { href } from '../../../app/routing/table.ts';
import { useCreatePropertyMutation } from '../api/locations.ts';
import { emptyProperty, PropertyForm } from '../components/PropertyForm.tsx';
import { revealNodes } from '../components/treeState.ts';
import { useReplaceModal } from '../components/useReplaceModal.ts';
import { locationMessages as m } from '../locations.messages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * add property: under the community (the all-zero root) unless `?parentId=` names a property, as the
 * + of a tree row does. Once saved, the tree opens down to it and its details replace the form.
 */
export default function PropertyCreatePage() {
  const toast = useToast();
  const { callContext } = useWorkContext();
  const [params] = useSearchParams();
  const requested = params.get('parentId') ?? '';
  const parentId = UUID.test(requested) ? requested.toLowerCase() : LOCATION_ROOT_ID;
  const create = useCreatePropertyMutation();
  const replaceWith = useReplaceModal();

  const save = async (values: PropertyInput) => {
    const created = await create.mutateAsync(values);
    toast.success(m.propertySaved);
    revealNodes(callContext.communityId ?? '', [LOCATION_ROOT_ID, created.parentId]);
    replaceWith(href('cbr.locations.details', { propertyId: created.id }));
  };

  return <PropertyForm defaults={emptyProperty(parentId)} onSubmit={save} />;
}
