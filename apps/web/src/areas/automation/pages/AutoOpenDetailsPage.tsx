import type { AutoOpenLock } from '@lintel/contracts/automation';
import { useToast } from '@lintel/ui';
import { Anchor, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../app/kit/DataTable.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useConfirmedAction } from '../../../app/kit/useConfirmedAction.ts';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import { useAutoOpenRuleQuery, useDeleteAutoOpenMutation, useSetAutoOpenActiveMutation } from '../api/autoOpen.ts';
import { lockStates, ruleTime } from '../components/states.ts';
import { automationMessages as m } from '../messages.ts';

/** A vendor's name as people write it: ALLEGION → Allegion. */
const familyName = (family: string) => family.charAt(0) + family.slice(1).toLowerCase();

/**
 * /iot/automation/auto-open/:id: the rule, its schedule and whether it is on now, a switch to turn it
 * off and on and a delete (AUTO_OPEN_CREATE), and each lock with where it stands (held open, locked,
 * on its way, failed with the lock's reason). Asked again every few seconds while a lock is moving.
 */
export default function AutoOpenDetailsPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useAutoOpenRuleQuery(id);
  const toggle = useSetAutoOpenActiveMutation(id);
  const remove = useDeleteAutoOpenMutation();
  const confirmed = useConfirmedAction();
  const editable = usePermissions().can({ key: 'AUTO_OPEN_CREATE' });
  if (!query.data) return <QueryState query={query} failed={intl.formatMessage(m.autoOpenDetailsFailed)} />;
  const rule = query.data;
  const rows = rule.locks.map((lock: AutoOpenLock) => ({ ...lock, id: lock.deviceId }));
  const switchTo = async (active: boolean) => {
    try {
      await toggle.mutateAsync(active);
      toast.success(active ? m.autoOpenSwitchedOn : m.autoOpenSwitchedOff);
    } catch (error) {
      toast.error(error);
    }
  };
  const del = () =>
    confirmed(
      {
        id: `delete-auto-open-${rule.id}`,
        confirmationMessage: m.autoOpenDeleteConfirm,
        confirmBtnText: m.yes,
        cancelBtnText: m.no,
        confirmationType: 'warning',
      },
      async () => {
        await remove.mutateAsync(rule.id);
        navigate(href('iot.automation.autoOpen'));
      },
      m.autoOpenDeleted,
    );
  return (
    <Stack gap="lg" data-testid="auto-open-details">
      <Anchor component={Link} to={href('iot.automation.autoOpen')} size="sm">
        {intl.formatMessage(m.backToRules)}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h3" data-testid="auto-open-details-name">
            {rule.name}
          </Title>
          <Text size="sm">
            {intl.formatMessage(m.schedule)}: {rule.scheduleName}{' '}
            <StatusBadge map={ruleTime} state={rule.openNow ? 'OPEN' : 'CLOSED'} testId="auto-open-now" />
          </Text>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.createdBy, {
              when: intl.formatDate(rule.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
              who: rule.createdBy ?? '—',
            })}
          </Text>
        </Stack>
        {editable && (
          <Group gap="md">
            <Switch
              label={intl.formatMessage(m.ruleOn)}
              checked={rule.active}
              disabled={toggle.isPending}
              onChange={(event) => void switchTo(event.currentTarget.checked)}
              data-testid="auto-open-active"
            />
            <Button color="red" variant="light" onClick={del} loading={remove.isPending} data-testid="auto-open-delete">
              {intl.formatMessage(m.delete)}
            </Button>
          </Group>
        )}
      </Group>
      <DataTable
        tableId="automation.autoOpen.locks"
        label={intl.formatMessage(m.locksTable)}
        query={query}
        rows={rows}
        columnChooser={false}
        columns={[
          { id: 'name', header: intl.formatMessage(m.lock), cell: (lock) => lock.name, required: true },
          { id: 'family', header: intl.formatMessage(m.family), cell: (lock) => familyName(lock.family) },
          {
            id: 'state',
            header: intl.formatMessage(m.lockState),
            cell: (lock) => <StatusBadge map={lockStates} state={lock.state} testId="auto-open-lock-state" />,
          },
          {
            id: 'changedAt',
            header: intl.formatMessage(m.changed),
            cell: (lock) =>
              lock.changedAt ? intl.formatDate(lock.changedAt, { dateStyle: 'short', timeStyle: 'short' }) : '',
          },
          { id: 'error', header: intl.formatMessage(m.error), cell: (lock) => lock.error ?? '' },
        ]}
        failed={intl.formatMessage(m.autoOpenDetailsFailed)}
        empty={intl.formatMessage(m.noLocks)}
        testId="auto-open-locks"
        rowTestId="auto-open-lock"
      />
    </Stack>
  );
}
