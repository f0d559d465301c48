import { useToast } from '@lintel/ui';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { usePermissions } from '../../../app/permissions/PermissionsProvider.tsx';
import { useModalStack } from '../../../app/routing/ModalStack.tsx';
import { useLeaseQuery } from '../api/leases.ts';
import { useApplyMoveInMutation, useApplyMoveOutMutation } from '../api/residentsQueue.ts';
import { accessMessages as m } from '../messages.ts';
import { MoveQuestion } from './MovePages.tsx';

/** What the queue's row hands its apply modal: the resident's name (the queue's reader may not read leases). */
export interface QueueMoveState {
  residentName?: string;
}

/**
 * The resident and what is known of their move: the name the queue row gave, else the lease's (read
 * only with LEASE_READ); a move already taken shows as blocked when the lease can be read.
 */
function useQueueMove(kind: 'MOVE_IN' | 'MOVE_OUT') {
  const intl = useIntl();
  const permissions = usePermissions();
  const { leaseId = '', residentId = '' } = useParams();
  const state = (useLocation().state ?? {}) as QueueMoveState;
  const query = useLeaseQuery(leaseId, permissions.can({ key: 'LEASE_READ' }));
  const resident = query.data?.residents.find((r) => r.id === residentId);
  const name = resident ? `${resident.firstName} ${resident.lastName}` : (state.residentName ?? '');
  let blocked: string | null = null;
  if (query.data && query.data.state !== 'ACTIVE') blocked = intl.formatMessage(m.leaseArchived);
  else if (resident && kind === 'MOVE_IN' && resident.movedInAt !== null)
    blocked = intl.formatMessage(m.alreadyMovedIn, { name });
  else if (resident && kind === 'MOVE_OUT' && resident.movedOutAt !== null)
    blocked = intl.formatMessage(m.alreadyMovedOut, { name });
  else if (resident && kind === 'MOVE_OUT' && resident.movedInAt === null)
    blocked = intl.formatMessage(m.notMovedIn, { name });
  return { leaseId, residentId, name: name || intl.formatMessage(m.queueResident).toLowerCase(), blocked };
}

/**
 * /iot/residents-queue/:leaseId/move-in/:residentId (modal over the queue): confirms and applies the
 * queued move-in (the lease's move-in, the event marked applied), then returns to the queue.
 */
export function QueueMoveInPage() {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const { leaseId, residentId, name, blocked } = useQueueMove('MOVE_IN');
  const apply = useApplyMoveInMutation(leaseId);
  const execute = async () => {
    try {
      await apply.mutateAsync(residentId);
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
      confirm={intl.formatMessage(m.apply)}
      pending={apply.isPending}
      onConfirm={() => void execute()}
      testId="queue-move-in"
      back={m.backToQueue}
    />
  );
}

/**
 * /iot/residents-queue/:leaseId/move-out/:residentId (modal over the queue): confirms and applies the
 * queued move-out (every grant of the lease revoked, lock by lock), then returns to the queue.
 */
export function QueueMoveOutPage() {
  const intl = useIntl();
  const toast = useToast();
  const stack = useModalStack();
  const { leaseId, residentId, name, blocked } = useQueueMove('MOVE_OUT');
  const apply = useApplyMoveOutMutation(leaseId);
  const execute = async () => {
    try {
      await apply.mutateAsync(residentId);
      toast.success(intl.formatMessage(m.movedOutDone, { name }));
      stack.close();
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <MoveQuestion
      question={intl.formatMessage(m.moveOutQuestion, { name })}
      blocked={blocked}
      confirm={intl.formatMessage(m.apply)}
      pending={apply.isPending}
      onConfirm={() => void execute()}
      testId="queue-move-out"
      back={m.backToQueue}
    />
  );
}
