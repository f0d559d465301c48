import type { IntegrationEventDetails } from '@lintel/contracts/access/integration-queue';
import { formatUsDate } from '@lintel/formats/dates';
import { useConfirm, useToast } from '@lintel/ui';
import { Alert, Anchor, Button, Card, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../app/routing/table.ts';
import {
  useApplyIntegrationEventMutation,
  useIntegrationEventQuery,
  useSkipIntegrationEventMutation,
} from '../api/integrationQueue.ts';
import { DetailFields } from '../components/DetailFields.tsx';
import { DATE_TIME, leaseStates, queueKinds, queueStatuses } from '../components/states.ts';
import { integrationMessages as m } from '../integration-queue.messages.ts';
import { accessMessages as am } from '../messages.ts';
import { ApplyErrorNote } from './IntegrationApplyError.tsx';

const day = (value: string) => formatUsDate(value) ?? value;

/** What the event's page offers, by its status and the user's keys (part 3 section 6, D224). */
export function eventActions(event: Pick<IntegrationEventDetails, 'kind' | 'status'>, can: (key: string) => boolean) {
  const pending = event.status === 'PENDING';
  const execute = event.kind === 'MOVE_IN' ? 'LEASE_EXECUTE_MOVE_IN' : 'LEASE_EXECUTE_MOVE_OUT';
  return {
    apply: pending && can(execute),
    skip: pending && (can('LEASE_EXECUTE_MOVE_IN') || can('LEASE_EXECUTE_MOVE_OUT')),
  };
}

/** Why the move cannot be applied now, as the lease and its resident stand; null when it can. */
function blockedReason(intl: IntlShape, event: IntegrationEventDetails): string | null {
  const name = event.residentName;
  if (event.leaseArchived) return intl.formatMessage(am.leaseArchived);
  if (event.kind === 'MOVE_IN' && event.movedInAt) return intl.formatMessage(am.alreadyMovedIn, { name });
  if (event.kind === 'MOVE_OUT' && event.movedOutAt) return intl.formatMessage(am.alreadyMovedOut, { name });
  if (event.kind === 'MOVE_OUT' && !event.movedInAt) return intl.formatMessage(am.notMovedIn, { name });
  return null;
}

/**
 * The payload as key and value rows: nested objects and lists by their dotted path
 * (`resident.phones.0`), text as sent, anything else as JSON.
 */
export function payloadRows(payload: Record<string, unknown>): [field: string, value: string][] {
  const rows: [string, string][] = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      if (entries.length === 0) rows.push([path, JSON.stringify(value)]);
      for (const [key, inner] of entries) walk(inner, path ? `${path}.${key}` : key);
      return;
    }
    rows.push([path, typeof value === 'string' ? value : JSON.stringify(value)]);
  };
  for (const [key, value] of Object.entries(payload)) walk(value, key);
  return rows;
}

/** The event as the PMS sent it: a field and value table, and the JSON itself on request. */
function PayloadSection({ payload }: { payload: Record<string, unknown> | null }) {
  const intl = useIntl();
  const [raw, setRaw] = useState(false);
  const rows = payload ? payloadRows(payload) : [];
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Title order={3} size="h5">
          {intl.formatMessage(m.payload)}
        </Title>
        {payload && (
          <Button size="compact-sm" variant="subtle" onClick={() => setRaw(!raw)} data-testid="integration-raw-toggle">
            {intl.formatMessage(raw ? m.hideRaw : m.showRaw)}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md">
        {rows.length === 0 ? (
          <Text ta="center" c="gray.7" p="lg" data-testid="integration-payload-empty">
            {intl.formatMessage(m.payloadNone)}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={0} type="native">
            <Table
              striped
              verticalSpacing="xs"
              aria-label={intl.formatMessage(m.payloadLabel)}
              data-testid="integration-payload"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="35%">{intl.formatMessage(m.payloadField)}</Table.Th>
                  <Table.Th>{intl.formatMessage(m.payloadValue)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(([field, value]) => (
                  <Table.Tr key={field} data-testid="integration-payload-row" data-field={field}>
                    <Table.Td ff="monospace" fz="sm">
                      {field}
                    </Table.Td>
                    <Table.Td fz="sm" style={{ wordBreak: 'break-word' }}>
                      {value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {raw && payload && (
        <Code block data-testid="integration-payload-raw">
          {JSON.stringify(payload, null, 2)}
        </Code>
      )}
    </Stack>
  );
}

/**
 * /iot/integration-queue/event-details/:id (part 3 section 2 "Integration queue", D224): one move-in
 * or move-out from the PMS (its resident, unit, due date, reference, status and who settled it), its
 * lease and where the resident stands, and the event as the PMS sent it. While pending it is applied
 * (the lease's own move, with that move's execute key) or skipped (either execute key), each after
 * a question; the page then shows the new status.
 */
export default function IntegrationEventPage() {
  const intl = useIntl();
  const toast = useToast();
  const ask = useConfirm();
  const permissions = usePermissions();
  const { id = '' } = useParams();
  const query = useIntegrationEventQuery(id);
  const apply = useApplyIntegrationEventMutation();
  const skip = useSkipIntegrationEventMutation();
  const event = query.data;
  if (!event) return <QueryState query={query} failed={intl.formatMessage(m.eventFailed)} testId="integration-error" />;

  const can = (key: string) => permissions.can({ key });
  const none = intl.formatMessage(am.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME) : none);
  const kind = intl.formatMessage(queueKinds[event.kind]);
  const subject = { kind: kind.toLowerCase(), name: event.residentName };
  const actions = eventActions(event, can);
  const blocked = event.status === 'PENDING' ? blockedReason(intl, event) : null;

  const onApply = async () => {
    const yes = await ask({
      id: `apply-integration-event-${event.id}`,
      confirmationMessage: intl.formatMessage(m.applyConfirm, subject),
      confirmationNote: intl.formatMessage(event.kind === 'MOVE_IN' ? m.applyNoteMoveIn : m.applyNoteMoveOut, {
        name: event.residentName,
      }),
      confirmBtnText: am.apply,
      cancelBtnText: am.cancel,
      confirmationType: event.kind === 'MOVE_IN' ? 'success' : 'warning',
    });
    if (!yes) return;
    try {
      await apply.mutateAsync(event.id);
      toast.success(intl.formatMessage(m.applied, subject));
    } catch (error) {
      toast.error(error);
    }
  };

  const onSkip = async () => {
    const yes = await ask({
      id: `skip-integration-event-${event.id}`,
      confirmationMessage: intl.formatMessage(am.skipConfirm, subject),
      confirmationNote: am.skipNote,
      confirmBtnText: am.skip,
      cancelBtnText: am.cancel,
      confirmationType: 'warning',
    });
    if (!yes) return;
    try {
      await skip.mutateAsync(event.id);
      toast.success(am.skipped);
    } catch (error) {
      toast.error(error);
    }
  };

  const leaseLink = can('LEASE_READ') && (
    <Anchor
      component={Link}
      to={href('iot.leases.details', { leaseId: event.leaseId })}
      data-testid="integration-lease-link"
    >
      {intl.formatMessage(m.openLease)}
    </Anchor>
  );

  return (
    <Stack gap="lg" data-testid="integration-event" data-event-id={event.id} data-status={event.status}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h3" data-testid="integration-event-heading">
            {intl.formatMessage(m.eventHeading, { kind, name: event.residentName })}
          </Title>
          <Group gap="xs" aria-live="polite">
            <Text size="sm" c="gray.7">
              {event.unitName}
            </Text>
            <StatusBadge map={queueStatuses} state={event.status} testId="integration-event-status" />
          </Group>
        </Stack>
        <Group gap="sm">
          {actions.apply && !blocked && (
            <Button loading={apply.isPending} onClick={() => void onApply()} data-testid="integration-apply">
              {intl.formatMessage(am.apply)}
            </Button>
          )}
          {actions.skip && (
            <Button
              variant="default"
              loading={skip.isPending}
              onClick={() => void onSkip()}
              data-testid="integration-skip"
            >
              {intl.formatMessage(am.skip)}
            </Button>
          )}
        </Group>
      </Group>
      {event.applyError && event.status === 'PENDING' && (
        <ApplyErrorNote error={event.applyError} testId="integration-event-apply-error" />
      )}
      {blocked && (
        <Alert color="gray" variant="light" data-testid="integration-blocked">
          {blocked}
        </Alert>
      )}
      <Card withBorder padding="md">
        <DetailFields
          cols={3}
          fields={[
            [intl.formatMessage(m.resident), event.residentName, 'integration-event-resident'],
            [intl.formatMessage(am.unit), event.unitName, 'integration-event-unit'],
            [intl.formatMessage(am.kind), kind, 'integration-event-kind'],
            [intl.formatMessage(am.dueOn), day(event.dueOn), 'integration-event-due'],
            [intl.formatMessage(m.externalRef), event.externalRef ?? none, 'integration-event-ref'],
            [intl.formatMessage(m.received), when(event.receivedAt)],
            [intl.formatMessage(m.settledBy), event.settledByName ?? none, 'integration-event-settled-by'],
            [intl.formatMessage(m.settledAt), when(event.settledAt)],
          ]}
        />
      </Card>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h5">
            {intl.formatMessage(m.lease)}
          </Title>
          {leaseLink}
        </Group>
        <Card withBorder padding="md" data-testid="integration-event-lease">
          <DetailFields
            cols={5}
            fields={[
              [intl.formatMessage(am.startsOn), day(event.leaseStartsOn), 'integration-lease-starts'],
              [intl.formatMessage(am.endsOn), day(event.leaseEndsOn), 'integration-lease-ends'],
              [
                intl.formatMessage(am.state),
                <StatusBadge
                  key="state"
                  map={leaseStates}
                  state={event.leaseArchived ? 'ARCHIVED' : 'ACTIVE'}
                  testId="integration-lease-state"
                />,
              ],
              [intl.formatMessage(am.movedIn), when(event.movedInAt), 'integration-moved-in'],
              [intl.formatMessage(am.movedOut), when(event.movedOutAt), 'integration-moved-out'],
            ]}
          />
        </Card>
      </Stack>
      <PayloadSection payload={event.payload} />
    </Stack>
  );
}
