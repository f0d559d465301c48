import type { Grant } from '@lintel/contracts/access/common';
import { Group, Stack, Text, Title } from '@mantine/core';
import { type IntlShape, useIntl } from 'react-intl';
import type { QueryLike } from '../../../app/kit/QueryState.tsx';
import { type RecordColumn, RecordTable } from '../../../app/kit/RecordTable.tsx';
import { StatusBadge } from '../../../app/kit/StatusBadge.tsx';
import { accessMessages as m } from '../messages.ts';
import { ConfirmedLocks } from './ConfirmedLocks.tsx';
import { accessStatuses, DATE_TIME, holderKinds } from './states.ts';

/** The date a grant's last column shows: when it ends, or when it was revoked. */
type GrantEnd = 'validUntil' | 'revokedAt';

function grantColumns(intl: IntlShape, withHolder: boolean, end: GrantEnd): RecordColumn<Grant>[] {
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
      header: intl.formatMessage(m[end]),
      cell: (grant) => {
        const value = grant[end];
        return value ? intl.formatDate(value, DATE_TIME) : none;
      },
    },
  ];
}

/**
 * The grants of a temporary access, a pass, a group, a key or a lease: each place (and, with
 * `withHolder`, whose grant it is) with its status, "x of y" locks confirmed and dates, and whether
 * the locks are still confirming (`<testId>-confirming`, else `-settled`).
 */
export function GrantsSection({
  query,
  grants,
  settling,
  failed,
  testId,
  withHolder = false,
  end = 'validUntil',
  title,
  empty,
}: {
  query: QueryLike;
  /** Undefined while they load. */
  grants: Grant[] | undefined;
  settling: boolean;
  failed: string;
  testId: string;
  /** Grants of more than one holder (a group, a key, a lease): the holder is shown first. */
  withHolder?: boolean;
  /** The last column: when each grant ends (the default), or when it was revoked. */
  end?: GrantEnd;
  /** The heading and the table's label; "Access grants" by default. */
  title?: string;
  /** What an empty table says; "No access grants" by default. */
  empty?: string;
}) {
  const intl = useIntl();
  const heading = title ?? intl.formatMessage(m.accessGrants);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {heading}
        </Title>
        {grants && grants.length > 0 && (
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
        columns={grantColumns(intl, withHolder, end)}
        failed={failed}
        empty={empty ?? intl.formatMessage(m.noAccessGrants)}
        testId="grants"
        rowTestId="grant-row"
        label={heading}
        maw={1100}
      />
    </Stack>
  );
}
