import type { DeviceEvent } from '@lintel/contracts/devices/common';
import { LOCK_LOG_PAGE_SIZE } from '@lintel/contracts/devices/lock-families';
import { gate } from '@lintel/permissions';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ListPagination } from '../../../../app/kit/ListPagination.tsx';
import { RecordTable } from '../../../../app/kit/RecordTable.tsx';
import { usePermissions } from '../../../../app/permissions/PermissionsProvider.tsx';
import { href } from '../../../../app/routing/table.ts';
import { type ConfigFamily, type LogKind, useLockLogQuery } from '../../api/lock-families.ts';
import { lockFamilyMessages as m } from '../../lock-families.messages.ts';

/** The event's own words: its detail as key and value pairs. */
function describe(event: DeviceEvent): string {
  return Object.entries(event.detail)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/**
 * A lock's log, newest first, paged on the server: Yale's notification log (with the audit entries
 * fetched from the lock) and connection log, Allegion's connection and audit logs.
 */
export function LockLogPage({ family, kind }: { family: ConfigFamily; kind: LogKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { lockId = '', id = '' } = useParams();
  const lock = lockId || id;
  const [page, setPage] = useState(0);
  const query = useLockLogQuery(family, lock, kind, page, LOCK_LOG_PAGE_SIZE);
  const canRequest = usePermissions().can(gate.key('LOCK_REQUEST_AUDIT_LOGS'));
  const kindLabel = (value: string) =>
    value === 'AUDIT' ? m.kindAUDIT : value === 'NOTIFICATION' ? m.kindNOTIFICATION : m.kindCONNECTION;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        {family === 'ALLEGION' ? (
          <SegmentedControl
            aria-label={intl.formatMessage(m.kind)}
            value={kind}
            onChange={(next) =>
              navigate(
                href(next === 'AUDIT' ? 'iot.locks.allegion.auditLog' : 'iot.locks.allegion.connectionLog', {
                  id: lock,
                }),
              )
            }
            data={[
              { value: 'CONNECTION', label: intl.formatMessage(m.connectionLogTitle) },
              { value: 'AUDIT', label: intl.formatMessage(m.auditLogTitle) },
            ]}
          />
        ) : (
          <span />
        )}
        {family === 'YALE' && kind === 'NOTIFICATION' && canRequest && (
          <Button
            component={Link}
            to={href('iot.locks.yale.requestAudits', { lockId: lock })}
            variant="light"
            data-testid="request-audits"
          >
            {intl.formatMessage(m.requestAuditsTitle)}
          </Button>
        )}
      </Group>
      <RecordTable
        query={query}
        rows={query.data?.content}
        label={intl.formatMessage(kindLabel(kind))}
        failed={intl.formatMessage(m.failed)}
        empty={intl.formatMessage(m.logEmpty)}
        testId="lock-log"
        rowTestId="lock-log-row"
        maw={1100}
        columns={[
          {
            header: intl.formatMessage(m.occurredAt),
            cell: (event) => intl.formatDate(event.occurredAt, { dateStyle: 'short', timeStyle: 'short' }),
          },
          { header: intl.formatMessage(m.kind), cell: (event) => intl.formatMessage(kindLabel(event.kind)) },
          { header: intl.formatMessage(m.detail), cell: (event) => <Text size="sm">{describe(event)}</Text> },
        ]}
      />
      <ListPagination totalPages={query.data?.totalPages ?? 0} page={page} onChange={setPage} />
    </Stack>
  );
}
