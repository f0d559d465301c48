import { INSTALL_KEYS } from '@lintel/contracts/devices/locks';
import { gate } from '@lintel/permissions';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href, hrefOf } from '../../../app/routing/table.ts';
import { useLiveLocks, useLockCountsQuery } from '../api/locks.ts';
import { batteryStates, connectionStates, installStates } from '../components/deviceStates.ts';
import { FAMILY_SEGMENTS, familyNames } from '../components/lockFamilies.ts';
import { lockMessages as m } from '../locks.messages.ts';

/**
 * /iot/locks/management: each lock family with its counts (installed, offline, low battery), the way
 * to its locks, and its install screen for those who may install that family.
 */
export default function LockManagementPage() {
  const intl = useIntl();
  const permissions = usePermissions();
  useLiveLocks();
  const counts = useLockCountsQuery();
  if (!counts.data) return <QueryState query={counts} failed={intl.formatMessage(m.countsFailed)} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="lock-management">
      {counts.data.map((row) => {
        const mayInstall = permissions.can(gate.anyOf(...INSTALL_KEYS[row.family].map((key) => ({ key }))));
        const name = intl.formatMessage(familyNames[row.family]);
        return (
          <Card key={row.family} withBorder padding="md" data-testid={`lock-family-${row.family}`}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {name}
              </Title>
              <Text size="sm" data-testid={`lock-family-${row.family}-total`}>
                {intl.formatMessage(m.total, { count: row.total })}
              </Text>
              <Group gap="xs">
                <StatusBadge
                  map={installStates}
                  state="INSTALLED"
                  label={intl.formatMessage(m.installed, { count: row.installed })}
                />
                {row.offline > 0 && (
                  <StatusBadge
                    map={connectionStates}
                    state="OFFLINE"
                    label={intl.formatMessage(m.offline, { count: row.offline })}
                  />
                )}
                {row.lowBattery > 0 && (
                  <StatusBadge
                    map={batteryStates}
                    state="LOW"
                    label={intl.formatMessage(m.lowBattery, { count: row.lowBattery })}
                  />
                )}
              </Group>
              <Group gap="sm">
                <Button
                  variant="default"
                  component={Link}
                  to={href('iot.locks.index', undefined, { family: row.family })}
                  aria-label={`${intl.formatMessage(m.viewLocks)}: ${name}`}
                >
                  {intl.formatMessage(m.viewLocks)}
                </Button>
                {mayInstall && (
                  <Button
                    component={Link}
                    to={hrefOf(`iot.locks.management.${FAMILY_SEGMENTS[row.family]}`)}
                    aria-label={`${intl.formatMessage(m.install)}: ${name}`}
                    data-testid={`lock-family-${row.family}-install`}
                  >
                    {intl.formatMessage(m.install)}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
