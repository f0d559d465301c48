import type { DoorEntry } from '@lintel/contracts/access/common';
import type { MoveOutReport } from '@lintel/contracts/access/leases';
import { Alert, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PrintButton, printArea } from '../../../app/kit/Print.tsx';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { useMoveOutReportQuery } from '../api/leases.ts';
import { DetailFields } from '../components/DetailFields.tsx';
import { credentialName, DATE_TIME_SECONDS, doorStates, keyStates } from '../components/states.ts';
import { accessMessages as m } from '../messages.ts';

/**
 * /iot/leases/:leaseId/move-out-proof/:residentId (our own, D213): the proof that a resident's access
 * ended: each credential they held on the lease, when it was revoked, and when each lock confirmed
 * it; read every 2 s until every lock has confirmed (it no longer changes from then on). Printable,
 * or saved as PDF from the print dialog.
 */
export default function MoveOutProofPage() {
  const intl = useIntl();
  const { leaseId = '', residentId = '' } = useParams();
  const query = useMoveOutReportQuery(leaseId, residentId);
  const report = query.data;
  if (!report) return <QueryState query={query} failed={intl.formatMessage(m.proofFailed)} testId="proof-error" />;
  const at = (value: string) => intl.formatDate(value, DATE_TIME_SECONDS);
  const complete = report.completedAt !== null;

  return (
    <Stack gap="lg" data-testid="move-out-proof" data-complete={complete} {...printArea}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {intl.formatMessage(m.proofTitle)}: {report.residentName}
          </Title>
          <Text size="sm" c="gray.7" maw={720}>
            {intl.formatMessage(m.proofIntro)}
          </Text>
        </Stack>
        <PrintButton testId="proof-print" />
      </Group>
      <Card withBorder padding="md">
        <DetailFields
          cols={3}
          fields={[
            [intl.formatMessage(m.community), report.communityName],
            [intl.formatMessage(m.building), report.buildingName],
            [intl.formatMessage(m.unit), report.unitName],
            [intl.formatMessage(m.holderRESIDENT), report.residentName, 'proof-resident'],
            [intl.formatMessage(m.executedAt), at(report.executedAt)],
            [intl.formatMessage(m.executedBy), report.executedBy ?? intl.formatMessage(m.none)],
          ]}
        />
      </Card>
      <Alert
        color={complete ? 'teal' : 'violet'}
        variant="light"
        aria-live="polite"
        // No coloured title: the light teal title falls below AA contrast; the words carry the state.
        data-testid="proof-status"
        data-complete={complete}
        data-pending={report.pendingLocks}
      >
        <Text size="sm" fw={600}>
          {intl.formatMessage(m.proofStatus)}:{' '}
          {complete
            ? intl.formatMessage(m.proofComplete, { at: at(report.completedAt!) })
            : intl.formatMessage(m.proofWaiting, { count: report.pendingLocks })}
        </Text>
      </Alert>
      {report.credentials.length === 0 ? (
        <Text c="gray.7" data-testid="proof-no-credentials">
          {intl.formatMessage(m.noCredentials)}
        </Text>
      ) : (
        report.credentials.map((credential) => <ProofCredential key={credential.id} credential={credential} />)
      )}
    </Stack>
  );
}

/** One credential of the proof: when it was issued and revoked, and each lock's confirmation. */
function ProofCredential({ credential }: { credential: MoveOutReport['credentials'][number] }) {
  const intl = useIntl();
  const at = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME_SECONDS) : intl.formatMessage(m.none));
  const title = credentialName(intl, credential.kind, credential.label);
  const lockState = (entry: DoorEntry) => entry.confirmed ?? 'WAITING';
  return (
    <Stack
      gap="xs"
      data-testid="proof-credential"
      data-revoked={credential.revokedAt !== null}
      style={{ breakInside: 'avoid' }}
    >
      <Group gap="sm" wrap="wrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {/* The key states (ISSUED, UNASSIGNED, NOT_RETURNED) are a fob's; a phone or PIN key is only revoked or not. */}
        {credential.kind === 'FOB' && <StatusBadge map={keyStates} state={credential.state} />}
      </Group>
      <Text size="sm" c="gray.7">
        {intl.formatMessage(m.issuedAt)}: {at(credential.issuedAt)} · {intl.formatMessage(m.revokedAt)}:{' '}
        <span data-testid="proof-credential-revoked">
          {credential.revokedAt ? at(credential.revokedAt) : intl.formatMessage(m.notRevoked)}
        </span>
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={0} type="native">
          <Table striped verticalSpacing="xs" style={{ whiteSpace: 'nowrap' }} aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.lock)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.requestedAt)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.confirmedAt)}</Table.Th>
                <Table.Th>{intl.formatMessage(m.lockState)}</Table.Th>
                <Table.Th ta="right">{intl.formatMessage(m.attempts)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {credential.locks.map((entry) => (
                <Table.Tr
                  key={`${entry.deviceId}-${entry.grantId}`}
                  data-testid="proof-lock-row"
                  data-desired={entry.desired}
                  data-confirmed={entry.confirmed ?? ''}
                >
                  <Table.Td fw={600}>{entry.deviceName}</Table.Td>
                  <Table.Td>{at(entry.requestedAt)}</Table.Td>
                  <Table.Td>{at(entry.confirmedAt)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <StatusBadge map={doorStates} state={lockState(entry)} />
                      {entry.lastError && entry.confirmed !== entry.desired && (
                        <Text size="xs" c="red.9">
                          {intl.formatMessage(m.lastError, { error: entry.lastError })}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">{entry.attempts}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {credential.locks.length === 0 && (
          <Text ta="center" c="gray.7" p="md">
            {intl.formatMessage(m.noLocks)}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
