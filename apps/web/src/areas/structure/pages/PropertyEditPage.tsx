import type { PropertyInput } from '@lintel/contracts/structure/locations';
import { useToast } from '@lintel/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useWorkContext } from '../../../app/context/WorkContext.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { usePropertyQuery, useUpdatePropertyMutation } from '../api/locations.ts';
import { PropertyForm } from '../components/PropertyForm.tsx';
import { revealNodes } from '../components/treeState.ts';
import { useReplaceModal } from '../components/useReplaceModal.ts';
import { locationMessages as m } from '../locations.messages.ts';

/** edit property: rename it, move it under another parent, give it a space type. Saved, it shows its details. */
export default function PropertyEditPage() {
  const intl = useIntl();
  const toast = useToast();
  const { callContext } = useWorkContext();
  const { propertyId = '' } = useParams();
  const query = usePropertyQuery(propertyId);
  const update = useUpdatePropertyMutation(propertyId);
  const stack = useModalStack();
  const replaceWith = useReplaceModal();
  const property = query.data;
  if (!property) {
    return <QueryState query={query} failed={intl.formatMessage(m.propertyFailed)} testId="property-error" />;
  }

  const save = async (values: PropertyInput) => {
    const saved = await update.mutateAsync(values);
    toast.success(m.propertySaved);
    revealNodes(callContext.communityId ?? '', [saved.parentId]);
    const details = href('cbr.locations.details', { propertyId });
    // Opened from the details: go back to them rather than stacking them a second time.
    if (stack.state?.stack.at(-1)?.url === details) stack.close();
    else replaceWith(details);
  };

  return (
    <PropertyForm
      // A fresh form once the property is there; later refetches must not reset what is being typed.
      key={property.id}
      movingId={property.id}
      isBuilding={property.buildingId !== null}
      defaults={{
        name: property.name,
        parentId: property.parentId,
        spaceTypeId: property.spaceTypeId,
        description: property.description ?? '',
      }}
      onSubmit={save}
    />
  );
}
