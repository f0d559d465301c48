import type { SourceKind } from '@lintel/contracts/access/common';
import type { PacsAttempt, PacsTransactionDetails } from '@lintel/contracts/access/pacs-queue-log';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { type AccessEnv, passesGates } from '../../../app/routing/access.ts';
import { findRoute, href, hrefOf } from '../../../app/routing/table.ts';
import { useAccessEnv } from '../../../app/routing/useAccessEnv.ts';
import { usePacsTransactionQuery } from '../api/pacsQueueLog.ts';
import { DetailCard } from '../components/DetailFields.tsx';
import { DetailsHeader } from '../components/DetailsHeader.tsx';
import { pacsOperations, pacsOutcomes } from '../components/pacs-states.ts';
import {
  accessStatuses,
  credentialName,
  DATE_TIME,
  DATE_TIME_SECONDS,
  doorStates,
  holderKinds,
  sourceKinds,
} from '../components/states.ts';
import { accessMessages as am } from '../messages.ts';
import { pacsMessages as m } from '../pacs-queue-log.messages.ts';

/** The page of each source of a grant (the chain's first link), by route name and its id parameter. */
const SOURCE_PAGES: Partial<Record<SourceKind, { route: string; param: string }>> = {
  LEASE: { route: 'iot.leases.details', param: 'leaseId' },
  KEY: { route: 'iot.keys.details', param: 'keyId' },
  PASS: { route: 'iot.passes.details', param: 'id' },
  GROUP: { route: 'iot.groups.details', param: 'id' },
  TEMPORARY: { route: 'iot.staffAccess.accessDetails', param: 'id' },
};

/** Where the grant's source can be opened, when its screen exists and the user passes its gate. */
function sourceHref(grant: { sourceKind: SourceKind; sourceId: string }, env: AccessEnv): string | null {
  const page = SOURCE_PAGES[grant.sourceKind];
  const route = page && findRoute(page.route);
  if (!page || !route || !passesGates(route, env)) return null;
  return hrefOf(page.route, { [page.param]: grant.sourceId });
}

function attemptColumns(intl: IntlShape, current: string): RecordColumn<PacsAttempt>[] {
  const when = (value: string | null) =>
    value ? intl.formatDate(value, DATE_TIME_SECONDS) : intl.formatMessage(m.noAnswer);
  return [
    {
      header: intl.formatMessage(m.attempt),
      testId: 'pacs-attempt-number',
      cell: (a) =>
        a.id === current ? (
          <Text size="sm" fw={700}>
            {a.attempt} · {intl.formatMessage(m.thisOne)}
          </Text>
        ) : (
          <Anchor component={Link} to={href('iot.pacs-queue-log.transaction', { transactionId: a.id })} tabIndex={-1}>
            {a.attempt}
          </Anchor>
        ),
    },
    {
      header: intl.formatMessage(m.operation),
      testId: 'pacs-attempt-operation',
      cell: (a) => intl.formatMessage(pacsOperations[a.operation]),
    },
    { header: intl.formatMessage(m.sentAt), cell: (a) => when(a.sentAt) },
    { header: intl.formatMessage(m.answeredAt), cell: (a) => when(a.answeredAt) },
    {
      header: intl.formatMessage(m.outcome),
      cell: (a) => <StatusBadge map={pacsOutcomes} state={a.outcome} testId="pacs-attempt-outcome" />,
    },
    {
      header: intl.formatMessage(m.error),
      cell: (a) => (
        <Text size="sm" style={{ whiteSpace: 'normal' }} maw={280}>
          {a.error ?? intl.formatMessage(am.none)}
        </Text>
      ),
    },
  ];
}

function Links({ t, env }: { t: PacsTransactionDetails; env: AccessEnv }) {
  const intl = useIntl();
  const whoCanOpen = findRoute('iot.access.whoCanOpen');
  return (
    <Stack gap={4} align="flex-end">
      <Anchor
        component={Link}
        to={href('iot.pacs-queue-log.index', {}, { lock: t.deviceId })}
        data-testid="pacs-lock-log"
      >
        {intl.formatMessage(m.lockLog)}
      </Anchor>
      {t.lock.exists && whoCanOpen && passesGates(whoCanOpen, env) && (
        <Anchor
          component={Link}
          to={href('iot.access.whoCanOpen', {}, { lock: t.deviceId, q: t.holderName || undefined })}
          data-testid="pacs-who-can-open"
        >
          {intl.formatMessage(m.whoCanOpen)}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * /iot/pacs-queue-log/:transactionId (part 3 section 2 "Other", D226): one try of the door sync: the
 * lock and where it is, the holder, their credential and the grant's chain (its source opened when
 * its screen exists and the user may see it; who can open the lock and why), what was asked and the
 * lock's answer, and every try of the same door entry in order.
 */
export default function PacsTransactionPage() {
  const intl = useIntl();
  const env = useAccessEnv();
  const { transactionId = '' } = useParams();
  const query = usePacsTransactionQuery(transactionId);
  const t = query.data;
  if (!t) return <QueryState query={query} failed={intl.formatMessage(m.transactionFailed)} testId="pacs-error" />;

  const none = intl.formatMessage(am.none);
  const when = (value: string | null) => (value ? intl.formatDate(value, DATE_TIME_SECONDS) : none);
  const operation = intl.formatMessage(pacsOperations[t.operation]);
  const credential = credentialName(intl, t.credentialKind, t.credentialLabel);
  const holderKind = holderKinds[t.holderKind] ? intl.formatMessage(holderKinds[t.holderKind]) : t.holderKind;
  const source = sourceKinds[t.grant.sourceKind] ? intl.formatMessage(sourceKinds[t.grant.sourceKind]) : '';
  const sourceLink = sourceHref(t.grant, env);
  const where = t.lock.unitName ?? t.lock.locationName ?? none;

  return (
    <Stack gap="lg" data-testid="pacs-transaction" data-outcome={t.outcome}>
      <DetailsHeader
        title={intl.formatMessage(m.heading, { operation, lock: t.deviceName })}
        testId="pacs-transaction-heading"
        status={
          <>
            <StatusBadge map={pacsOutcomes} state={t.outcome} testId="pacs-transaction-outcome" />
            <Text size="sm" c="gray.7">
              {intl.formatMessage(m.subtitle, {
                credential,
                holder: t.holderName || none,
                attempt: intl.formatMessage(m.attemptOf, { attempt: t.attempt }),
              })}
            </Text>
          </>
        }
        actions={<Links t={t} env={env} />}
      />
      {!t.lock.exists && (
        <Alert color="gray" variant="light" data-testid="pacs-lock-removed">
          {intl.formatMessage(m.lockRemoved)}
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(m.answer)}
        </Title>
        <DetailCard
          testId="pacs-answer"
          cols={3}
          fields={[
            [intl.formatMessage(am.lock), t.deviceName, 'pacs-transaction-lock'],
            [intl.formatMessage(m.where), where, 'pacs-transaction-where'],
            [intl.formatMessage(m.operation), operation, 'pacs-transaction-operation'],
            [intl.formatMessage(m.requestedAt), when(t.requestedAt)],
            [intl.formatMessage(m.sentAt), when(t.sentAt), 'pacs-transaction-sent'],
            [
              intl.formatMessage(m.answeredAt),
              t.answeredAt ? when(t.answeredAt) : intl.formatMessage(m.noAnswer),
              'pacs-transaction-answered',
            ],
            [intl.formatMessage(m.error), t.error ?? none, 'pacs-transaction-error'],
            [
              intl.formatMessage(m.lockHoldsNow),
              t.entry ? (
                <StatusBadge
                  key="entry"
                  map={doorStates}
                  state={t.entry.confirmed === t.entry.desired ? t.entry.desired : 'WAITING'}
                  testId="pacs-transaction-entry"
                />
              ) : (
                none
              ),
            ],
          ]}
        />
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h5">
            {intl.formatMessage(m.chain)}
          </Title>
          {sourceLink && (
            <Anchor component={Link} to={sourceLink} data-testid="pacs-source-link">
              {intl.formatMessage(m.openSource, { source: source.toLowerCase() })}
            </Anchor>
          )}
        </Group>
        <DetailCard
          testId="pacs-chain"
          cols={3}
          fields={[
            [
              intl.formatMessage(am.holder),
              intl.formatMessage(m.holderOf, { name: t.holderName || none, kind: holderKind }),
              'pacs-transaction-holder',
            ],
            [intl.formatMessage(am.credential), credential, 'pacs-transaction-credential'],
            [intl.formatMessage(am.source), source, 'pacs-transaction-source'],
            [intl.formatMessage(am.place), t.grant.placeName || none, 'pacs-transaction-place'],
            [
              intl.formatMessage(m.grantStatus),
              <StatusBadge key="status" map={accessStatuses} state={t.grant.status} testId="pacs-grant-status" />,
            ],
            [intl.formatMessage(am.validFrom), intl.formatDate(t.grant.validFrom, DATE_TIME)],
            [
              intl.formatMessage(am.validUntil),
              t.grant.validUntil ? intl.formatDate(t.grant.validUntil, DATE_TIME) : none,
            ],
          ]}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {intl.formatMessage(m.attempts)}
        </Title>
        <Text size="sm" c="gray.7">
          {intl.formatMessage(m.attemptsIntro)}
        </Text>
        <RecordTable
          query={query}
          rows={t.attempts}
          columns={attemptColumns(intl, t.id)}
          failed={intl.formatMessage(m.transactionFailed)}
          empty={intl.formatMessage(m.noAttempts)}
          label={intl.formatMessage(m.attemptsLabel)}
          testId="pacs-attempts"
          rowTestId="pacs-attempt-row"
          maw={1000}
          rowHref={(a) => href('iot.pacs-queue-log.transaction', { transactionId: a.id })}
        />
      </Stack>
    </Stack>
  );
}
