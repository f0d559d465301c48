import type { UnitTypeInput } from '@lintel/contracts/structure/unit-types';
import { useToast } from '@lintel/ui';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useUnitTypeQuery, useUpdateUnitTypeMutation } from '../api/unit-types.ts';
import { UnitTypeForm } from '../components/UnitTypeForm.tsx';
import { useReplaceModal } from '../components/useReplaceModal.ts';
import { unitTypeMessages as m } from '../unit-types.messages.ts';

/** edit unit type (modal, from its details). Saved, it shows the details again. */
export default function UnitTypeEditPage() {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const replaceWith = useReplaceModal();
  const { typeId = '' } = useParams();
  const query = useUnitTypeQuery(typeId);
  const update = useUpdateUnitTypeMutation(typeId);
  const type = query.data;
  if (!type) {
    return <QueryState query={query} failed={intl.formatMessage(m.failed)} />;
  }

  const save = async (values: UnitTypeInput) => {
    await update.mutateAsync(values);
    toast.success(m.saved);
    const details = href('cbr.unitTypes.details', { typeId });
    if (stack.state?.stack.at(-1)?.url === details) stack.close();
    else replaceWith(details);
  };

  return (
    <UnitTypeForm
      key={type.id}
      defaults={{
        name: type.name,
        description: type.description ?? '',
        bedrooms: type.bedrooms,
        bathrooms: type.bathrooms,
        squareFeet: type.squareFeet,
        marketRentCents: type.marketRentCents,
      }}
      onSubmit={save}
    />
  );
}
