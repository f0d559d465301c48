import type { Grant } from '@lintel/contracts/access/common';
import { Group, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import type { QueryLike } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { accessMessages as m } from '../messages.ts';
import { ConfirmedLocks } from './ConfirmedLocks.tsx';
import { accessStatuses, DATE_TIME, holderKinds } from './states.ts';

function grantColumns(intl: IntlShape, withHolder: boolean): RecordColumn<Grant>[] {
  const none = intl.formatMessage(m.none);
  const holder: RecordColumn<Grant> = {
    header: intl.formatMessage(m.holder),
    testId: 'grant-holder',
    cell: (grant) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {grant.holderName}
        </Text>
        <Text size="xs" c="gray.7">
          {intl.formatMessage(holderKinds[grant.holderKind])}
        </Text>
      </Stack>
    ),
  };
  return [
    ...(withHolder ? [holder] : []),
    { header: intl.formatMessage(m.place), testId: 'grant-place', cell: (grant) => grant.place.name },
    {
      header: intl.formatMessage(m.status),
      cell: (grant) => <StatusBadge map={accessStatuses} state={grant.status} testId="grant-status" />,
    },
    {
      header: intl.formatMessage(m.locksConfirmed),
      cell: (grant) => <ConfirmedLocks confirmed={grant.confirmedLocks} locks={grant.locks} />,
    },
    { header: intl.formatMessage(m.validFrom), cell: (grant) => intl.formatDate(grant.validFrom, DATE_TIME) },
    {
      header: intl.formatMessage(m.validUntil),
      cell: (grant) => (grant.validUntil ? intl.formatDate(grant.validUntil, DATE_TIME) : none),
    },
  ];
}

/**
 * The grants of a temporary access, a pass or a group: each place (and, with `withHolder`, whose
 * grant it is) with its status and "x of y" locks confirmed, and whether the locks are still
 * confirming (`<testId>-confirming`, else `-settled`).
 */
export function GrantsSection({
  query,
  grants,
  settling,
  failed,
  testId,
  withHolder = false,
}: {
  query: QueryLike;
  grants: Grant[];
  settling: boolean;
  failed: string;
  testId: string;
  /** A grant per member and place (a group): the holder is shown first. */
  withHolder?: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {intl.formatMessage(m.accessGrants)}
        </Title>
        {grants.length > 0 && (
          <Text
            size="sm"
            c="gray.7"
            aria-live="polite"
            data-testid={`${testId}-${settling ? 'confirming' : 'settled'}`}
          >
            {intl.formatMessage(settling ? m.confirming : m.allConfirmed)}
          </Text>
        )}
      </Group>
      <RecordTable
        query={query}
        rows={grants}
        columns={grantColumns(intl, withHolder)}
        failed={failed}
        empty={intl.formatMessage(m.noAccessGrants)}
        testId="grants"
        rowTestId="grant-row"
        label={intl.formatMessage(m.accessGrants)}
        maw={1100}
      />
    </Stack>
  );
}
