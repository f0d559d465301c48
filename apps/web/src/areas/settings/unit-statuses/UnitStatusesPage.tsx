import { specGates } from '@lintel/permissions';
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { RequireContext } from '../../../app/pages/MissingContext.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { settingsMessages as m } from '../messages.ts';
import { UnitStatusesSection } from './UnitStatusesSection.tsx';

/** The 'unit statuses' tab of community settings; without the update permission it is read-only. */
function UnitStatuses() {
  const intl = useIntl();
  const editable = usePermissions().can(specGates.communitySettingsUnitStatusesEdit);
  return (
    <Stack gap="sm" maw={1100}>
      {!editable ? (
        <Text size="sm" c="dimmed" data-testid="settings-read-only">
          {intl.formatMessage(m.readOnly)}
        </Text>
      ) : null}
      <UnitStatusesSection editable={editable} />
    </Stack>
  );
}

export default function UnitStatusesPage() {
  return (
    <RequireContext customer community>
      <UnitStatuses />
    </RequireContext>
  );
}
