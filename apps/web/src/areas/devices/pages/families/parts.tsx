import type { FamilyLock } from '@lintel/contracts/devices/lock-families';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { defineStateMap, StatusBadge } from '../../../../app/kit/StatusBadge.tsx';
import { fillPath } from '../../../../app/routing/route.ts';
import { findRoute } from '../../../../app/routing/table.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';

/** Connection and install states as badges (these screens' own until the area's shared badges land). */
export const connectionStates = defineStateMap({
  ONLINE: { label: m.online, tone: 'success' },
  OFFLINE: { label: m.offline, tone: 'neutral' },
});
const installStates = defineStateMap({
  INSTALLED: { label: m.stateINSTALLED, tone: 'success' },
  INSTALLING: { label: m.stateINSTALLING, tone: 'progress' },
  CONFIGURING: { label: m.stateCONFIGURING, tone: 'progress' },
  CONFIGURATION_ERROR: { label: m.stateCONFIGURATION_ERROR, tone: 'danger' },
  UNINSTALLING: { label: m.stateUNINSTALLING, tone: 'progress' },
  INSTALLATION_ERROR: { label: m.stateINSTALLATION_ERROR, tone: 'danger' },
  UNINSTALLATION_ERROR: { label: m.stateUNINSTALLATION_ERROR, tone: 'danger' },
  UNINSTALLED: { label: m.stateUNINSTALLED, tone: 'neutral' },
});
export const importStates = defineStateMap({
  imported: { label: m.imported, tone: 'success' },
  new: { label: m.notImported, tone: 'info' },
});

/** The lock a family screen is about: name, serial number, connection and install state. */
export function LockHeader({ lock }: { lock: FamilyLock }) {
  const intl = useIntl();
  return (
    <Stack gap={4} data-testid="family-lock-header">
      <Title order={2} size="h3">
        {lock.name}
      </Title>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.serial)}: {lock.serial}
        </Text>
        <StatusBadge map={connectionStates} state={lock.connection} testId="family-lock-connection" />
        <StatusBadge map={installStates} state={lock.installState} testId="family-lock-install-state" />
      </Group>
    </Stack>
  );
}

/** Label and value pairs, two columns on a wide screen, one on a phone. */
export function Facts({ items, testId }: { items: [string, ReactNode][]; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" maw={720} data-testid={testId}>
      {items.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

export function useYesNo() {
  const intl = useIntl();
  return (value: boolean) => intl.formatMessage(value ? m.yes : m.no);
}

/**
 * Where to go once a lock was asked to do something: its details screen when that screen is built,
 * else nowhere (the toast says it is on its way and this screen shows the change once it lands).
 */
export function useBackToLock() {
  const navigate = useNavigate();
  return (lock: Pick<FamilyLock, 'id' | 'family'>) => {
    const details = findRoute(`iot.locks.${lock.family.toLowerCase()}.details`);
    if (details) navigate(fillPath(details.path, { lockId: lock.id }));
  };
}
