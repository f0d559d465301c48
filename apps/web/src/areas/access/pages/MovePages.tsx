import type { LeaseResident } from '@lintel/contracts/access/leases';
import { useToast } from '@lintel/ui';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../app/kit/QueryState.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { href } from '../../../app/routing/table.ts';
import { useLeaseQuery, useMoveInMutation, useMoveOutMutation } from '../api/leases.ts';
import { accessMessages as m } from '../messages.ts';

const fullName = (r: LeaseResident) => `${r.firstName} ${r.lastName}`;

/** The lease and resident of a move modal's address. */
function useMoveTarget() {
  const { leaseId = '', residentId = '' } = useParams();
  const query = useLeaseQuery(leaseId);
  const resident = query.data?.residents.find((r) => r.id === residentId);
  return { leaseId, residentId, query, lease: query.data, resident };
}

/** The question of a move with its two answers; 'cancel' closes the modal (back to the lease, or the queue). */
export function MoveQuestion({
  question,
  blocked,
  confirm,
  pending,
  onConfirm,
  testId,
  back = m.backToLease,
}: {
  question: string;
  /** Why the move cannot be executed now (already done), instead of the question. */
  blocked: string | null;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  testId: string;
  /** Where closing a blocked move returns. */
  back?: MessageDescriptor;
}) {
  const intl = useIntl();
  const stack = useModalStack();
  return (
    <Stack gap="md" data-testid={testId}>
      {blocked ? (
        <Alert color="orange" variant="light" data-testid={`${testId}-blocked`}>
          {blocked}
        </Alert>
      ) : (
        <Text size="sm">{question}</Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => stack.close()}>
          {intl.formatMessage(blocked ? back : m.cancel)}
        </Button>
        {!blocked && (
          <Button loading={pending} onClick={onConfirm} data-testid={`${testId}-submit`}>
            {confirm}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * /iot/leases/:leaseId/execute-move-in/:residentId (modal): confirms, executes the move-in (a mobile
 * key is issued and granted every authorization of the lease) and returns to the lease.
 */
export function MoveInPage() {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const { leaseId, query, lease, resident } = useMoveTarget();
  const moveIn = useMoveInMutation(leaseId);
  if (!lease) return <QueryState query={query} failed={intl.formatMessage(m.leaseFailed)} />;
  if (!resident) return <Alert color="orange">{intl.formatMessage(m.residentMissing)}</Alert>;
  const name = fullName(resident);
  const blocked =
    lease.state !== 'ACTIVE'
      ? intl.formatMessage(m.leaseArchived)
      : resident.movedInAt !== null
        ? intl.formatMessage(m.alreadyMovedIn, { name })
        : null;

  const execute = async () => {
    try {
      await moveIn.mutateAsync(resident.id);
      toast.success(intl.formatMessage(m.movedInDone, { name }));
      stack.close();
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <MoveQuestion
      question={intl.formatMessage(m.moveInQuestion, { name })}
      blocked={blocked}
      confirm={intl.formatMessage(m.executeMoveIn)}
      pending={moveIn.isPending}
      onConfirm={() => void execute()}
      testId="move-in"
    />
  );
}

/**
 * /iot/leases/:leaseId/execute-move-out/:residentId (modal): confirms, executes the move-out (every
 * grant of the lease is revoked, REVOKING until each lock confirms) and then offers the move-out
 * proof, which follows the locks as they confirm.
 */
export function MoveOutPage() {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const { leaseId, residentId, query, lease, resident } = useMoveTarget();
  const moveOut = useMoveOutMutation(leaseId);
  const [done, setDone] = useState(false);
  if (!lease) return <QueryState query={query} failed={intl.formatMessage(m.leaseFailed)} />;
  if (!resident) return <Alert color="orange">{intl.formatMessage(m.residentMissing)}</Alert>;
  const name = fullName(resident);
  const proof = href('iot.leases.moveOutProof', { leaseId, residentId });

  if (done) {
    return (
      <Stack gap="md" data-testid="move-out-done">
        <Alert color="teal" variant="light">
          {intl.formatMessage(m.movedOutDone, { name })}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => stack.close()}>
            {intl.formatMessage(m.backToLease)}
          </Button>
          <Button component={Link} to={proof} data-testid="move-out-proof-link">
            {intl.formatMessage(m.openProof)}
          </Button>
        </Group>
      </Stack>
    );
  }

  const blocked =
    lease.state !== 'ACTIVE'
      ? intl.formatMessage(m.leaseArchived)
      : resident.movedOutAt !== null
        ? intl.formatMessage(m.alreadyMovedOut, { name })
        : resident.movedInAt === null
          ? intl.formatMessage(m.notMovedIn, { name })
          : null;

  const execute = async () => {
    try {
      await moveOut.mutateAsync(resident.id);
      setDone(true);
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <MoveQuestion
      question={intl.formatMessage(m.moveOutQuestion, { name })}
      blocked={blocked}
      confirm={intl.formatMessage(m.executeMoveOut)}
      pending={moveOut.isPending}
      onConfirm={() => void execute()}
      testId="move-out"
    />
  );
}
