import { useConfirm } from '@lintel/ui';
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useBeforeContextChange } from '../../../app/context/WorkContext.tsx';
import { notificationMessages as m } from '../messages.ts';

/**
 * Asks before a dirty form is left (spec part 1 section 5: leave anyway / go back), for links, the
 * browser's back button, the form's own cancel and a change of customer, profile or community (the
 * form belongs to the community it was loaded for); a reload or closed tab gets the browser's prompt.
 * `stays(pathname)` names the places that keep the form mounted (its modals), which need no question.
 * `release()` lets the next navigation through, for the close after a save.
 */
export function useLeaveGuard(dirty: boolean, stays: (pathname: string) => boolean): { release: () => void } {
  const confirm = useConfirm();
  // Read when a navigation starts: the blocker React Router holds may be a render behind.
  const latest = useRef({ dirty, released: false });
  latest.current.dirty = dirty;

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      latest.current.dirty &&
      !latest.current.released &&
      currentLocation.pathname !== nextLocation.pathname &&
      !stays(nextLocation.pathname),
    [stays],
  );
  const askToLeave = useCallback(
    () =>
      confirm({
        id: 'notification-settings-leave',
        confirmationMessage: m.leaveTitle,
        confirmBtnText: m.leaveAnyway,
        cancelBtnText: m.goBack,
        confirmationType: 'warning',
      }),
    [confirm],
  );
  useBeforeContextChange(async () => {
    if (!latest.current.dirty || latest.current.released) return true;
    const leave = await askToLeave();
    // The screen reloads for the new context with a form of its own.
    if (leave) latest.current.released = true;
    return leave;
  });
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let current = true;
    void askToLeave().then((leave) => {
      const active = blockerRef.current;
      if (!current || active.state !== 'blocked') return;
      if (leave) active.proceed();
      else active.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker.state, askToLeave]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useRef({
    release: () => {
      latest.current.released = true;
    },
  }).current;
}
