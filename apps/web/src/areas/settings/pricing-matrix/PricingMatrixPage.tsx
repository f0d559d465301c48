import { Stack } from '@mantine/core';
import { RequireContext } from '../../../app/pages/MissingContext.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { PricingMatrixSection } from './PricingMatrixSection.tsx';

/** The 'pricing matrix' tab of community settings; without the create permission it only shows. */
function PricingMatrices() {
  const editable = usePermissions().can({ key: 'CBR_UNIT_TYPES_CREATE' });
  return (
    <Stack gap="sm" maw={1100}>
      <PricingMatrixSection editable={editable} />
    </Stack>
  );
}

export default function PricingMatrixPage() {
  return (
    <RequireContext customer community>
      <PricingMatrices />
    </RequireContext>
  );
}
