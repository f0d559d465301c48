import { LOCK_ACTIONS, type LockAction } from '@lintel/contracts/devices/common';
import { actionKey, type Lock } from '@lintel/contracts/devices/locks';
import { useConfirm, useToast } from '@lintel/ui';
import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { findRoute, href, hrefOf } from '../../../app/routing/table.ts';
import { useLiveLocks, useLockActionMutation, useLockQuery } from '../api/locks.ts';
import { CommandProgress } from '../components/CommandProgress.tsx';
import { BatteryBadge, ConnectionBadge, InstallStateBadge, SyncStateBadge } from '../components/DeviceStateBadges.tsx';
import { DATE_TIME } from '../components/lockColumns.tsx';
import { ACTION_SCREENS, FAMILY_LINKS, familyNames } from '../components/lockFamilies.ts';
import { lockMessages as m } from '../locks.messages.ts';

type Running = { action: LockAction; commandId: string };

const actionLabel = (action: LockAction) => m[`action${action}`];

/**
 * A lock's details, one page for every family (/iot/locks/<family>/:lockId): its live states, what it
 * is attached to, the actions it offers now that the user may run (each followed until it ends),
 * and the family's own screens (FAMILY_LINKS).
 */
export default function LockDetailsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const { lockId = '' } = useParams();
  useLiveLocks();
  const lock = useLockQuery(lockId);
  const act = useLockActionMutation(lockId);
  const [running, setRunning] = useState<Running[]>([]);

  const onEnd = useCallback(
    (run: Running) => (status: 'SUCCEEDED' | 'FAILED', error: string | null) => {
      const action = intl.formatMessage(actionLabel(run.action));
      if (status === 'FAILED') {
        toast.error(intl.formatMessage(m.commandFailed, { action, error: error ?? '' }));
        return;
      }
      if (run.action === 'DELETE_LOCK') {
        toast.success(intl.formatMessage(m.deleted));
        navigate(href('iot.locks.index'));
        return;
      }
      toast.success(intl.formatMessage(m.commandDone, { action }));
      void lock.refetch();
    },
    [intl, toast, navigate, lock],
  );

  if (!lock.data) return <QueryState query={lock} failed={intl.formatMessage(m.lockFailed)} />;
  const data: Lock = lock.data;
  const none = intl.formatMessage(m.none);

  const offered = LOCK_ACTIONS.filter((action) => {
    const key = actionKey(data.family, action);
    return key !== null && permissions.can({ key }) && data.availableActions.includes(action);
  });

  const run = async (action: LockAction) => {
    if (action === 'DELETE_LOCK') {
      const yes = await ask({
        id: 'delete-lock',
        confirmationMessage: intl.formatMessage(m.deleteConfirm),
        confirmBtnText: intl.formatMessage(m.yes),
        confirmationType: 'warning',
      });
      if (!yes) return;
    }
    try {
      const answer = await act.mutateAsync({ action, body: {} });
      setRunning((prev) => [...prev.filter((r) => r.action !== action), { action, commandId: answer.commandId }]);
    } catch (error) {
      toast.error(error);
    }
  };

  const actionButton = (action: LockAction) => {
    const screen = ACTION_SCREENS[action]?.[data.family];
    const label = intl.formatMessage(actionLabel(action));
    const testId = `lock-action-${action}`;
    if (action === 'CHANGE_LOCATION' || action === 'CHANGE_ROUTER') {
      // These need a choice first: their screen asks it (hidden where the family's screen is not built).
      if (!screen || !findRoute(screen.routeName)) return null;
      const to = hrefOf(screen.routeName, screen.params(lockId)) + (screen.search?.(lockId) ?? '');
      return (
        <Button key={action} variant="default" component={Link} to={to} data-testid={testId}>
          {label}
        </Button>
      );
    }
    const busy = running.some((r) => r.action === action) && act.isPending;
    return (
      <Button
        key={action}
        variant={action === 'DELETE_LOCK' ? 'light' : 'default'}
        color={action === 'DELETE_LOCK' ? 'red' : undefined}
        loading={busy}
        onClick={() => void run(action)}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  };
  const buttons = offered.map(actionButton).filter(Boolean);

  const links = FAMILY_LINKS[data.family].filter((link) => {
    const route = findRoute(link.routeName);
    return (
      route && (!route.permissionChecker || permissions.can(route.permissionChecker)) && (link.shown?.(data) ?? true)
    );
  });

  const field = (label: string, value: string | null, testId?: string) => (
    <Stack gap={2}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value ?? none}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="lg" data-testid="lock-details" data-lock-id={data.id}>
      <Stack gap={4}>
        <Title order={2} size="h3" data-testid="lock-details-name">
          {data.name}
        </Title>
        <Text size="sm" c="gray.7">
          {intl.formatMessage(familyNames[data.family])} · {data.serial}
        </Text>
      </Stack>
      <Group gap="sm" wrap="wrap" aria-label={intl.formatMessage(m.installState)}>
        <InstallStateBadge state={data.installState} testId="lock-install-state" />
        <ConnectionBadge state={data.connection} testId="lock-connection" />
        <SyncStateBadge state={data.syncState} testId="lock-sync-state" />
        <BatteryBadge percent={data.battery} testId="lock-battery" />
      </Group>
      <Card withBorder padding="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {field(intl.formatMessage(m.location), data.locationName, 'lock-location')}
          {field(intl.formatMessage(m.unit), data.unitName)}
          {field(intl.formatMessage(m.gateway), data.gatewayName, 'lock-gateway')}
          {field(intl.formatMessage(m.firmware), data.firmware)}
          {data.additionalReaderType && field(intl.formatMessage(m.readerType), data.additionalReaderType)}
          {field(intl.formatMessage(m.lastSeen), data.lastSeenAt ? intl.formatDate(data.lastSeenAt, DATE_TIME) : null)}
        </SimpleGrid>
      </Card>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {intl.formatMessage(m.actions)}
        </Title>
        {buttons.length > 0 ? (
          <Group gap="sm" wrap="wrap" data-testid="lock-actions">
            {buttons}
          </Group>
        ) : (
          <Text size="sm" c="gray.7" data-testid="lock-no-actions">
            {intl.formatMessage(m.noActions)}
          </Text>
        )}
        {running.map((r) => (
          <CommandProgress
            key={r.commandId}
            deviceId={data.id}
            commandId={r.commandId}
            label={intl.formatMessage(actionLabel(r.action))}
            onEnd={onEnd(r)}
            testId={`lock-command-${r.action}`}
          />
        ))}
      </Stack>
      {links.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {intl.formatMessage(m.more)}
          </Title>
          <List spacing={4} data-testid="lock-family-links">
            {links.map((link) => (
              <List.Item key={link.routeName}>
                <Anchor component={Link} to={hrefOf(link.routeName, link.params?.(data) ?? { lockId })}>
                  {intl.formatMessage(link.title)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
