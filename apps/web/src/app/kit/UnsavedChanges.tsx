import { type ConfirmationRequest, EditableField, type EditableFieldProps, useConfirm } from '@lintel/ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useBeforeContextChange } from '../context/WorkContext.tsx';
import { matchUrl } from '../routing/table.ts';
import { kitMessages as m } from './messages.ts';

/** The question asked before unsaved changes are dropped (title, leave button, stay button). */
export interface LeaveQuestion {
  title: MessageDescriptor;
  leave: MessageDescriptor;
  stay: MessageDescriptor;
}

const defaultQuestion: LeaveQuestion = { title: m.leaveTitle, leave: m.leaveAnyway, stay: m.goBack };

interface GuardState {
  dirty: boolean;
  released: boolean;
  /** The modal the form sits in (null on a full page). */
  scope: string | null;
  stays?: (pathname: string) => boolean;
  question: LeaveQuestion;
}
type Guard = { current: GuardState };

interface Registry {
  register(guard: Guard): () => void;
  /** Asks once for every guard that would lose changes; true when the user lets them go. */
  ask(guards: Guard[]): Promise<boolean>;
  guardsOf(scope: string): Guard[];
}

const RegistryContext = createContext<Registry | null>(null);
const ScopeContext = createContext<string | null>(null);

const losing = (guard: Guard) => guard.current.dirty && !guard.current.released;
const isModalPath = (pathname: string) => matchUrl(pathname)?.route.loadInModal === true;

/**
 * The one unsaved-changes guard of the portal, mounted once in the signed-in shell. Every form's
 * `useUnsavedChanges(dirty)` registers here; a single question (leave anyway / go back) is asked
 * before any way of dropping the changes: a link or the back button (React Router's blocker), a
 * change of customer, profile or community, closing the modal the form is in, and a reload or
 * closed tab (the browser's own prompt).
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const confirm = useConfirm();
  const guards = useRef(new Set<Guard>());
  const pending = useRef<Promise<boolean> | null>(null);

  const ask = useCallback(
    async (list: Guard[]) => {
      const open = list.filter(losing);
      if (open.length === 0) return true;
      if (!pending.current) {
        const { question } = open.at(-1)!.current;
        const request: ConfirmationRequest = {
          id: 'unsaved-changes-leave',
          confirmationMessage: question.title,
          confirmBtnText: question.leave,
          cancelBtnText: question.stay,
          confirmationType: 'warning',
        };
        pending.current = confirm(request).finally(() => {
          pending.current = null;
        });
      }
      const leave = await pending.current;
      if (leave) for (const guard of open) guard.current.released = true;
      return leave;
    },
    [confirm],
  );

  const registry = useMemo<Registry>(
    () => ({
      register: (guard) => {
        guards.current.add(guard);
        return () => guards.current.delete(guard);
      },
      ask,
      guardsOf: (scope) => [...guards.current].filter((guard) => guard.current.scope === scope),
    }),
    [ask],
  );

  // The guards a move to `pathname` would unmount: a page form stays under a modal opened over it.
  const losingOn = useCallback(
    (pathname: string) =>
      [...guards.current].filter(
        (guard) =>
          losing(guard) && !guard.current.stays?.(pathname) && !(guard.current.scope === null && isModalPath(pathname)),
      ),
    [],
  );

  // Read when a navigation starts: the registry is live, the blocker React Router holds may be a render behind.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && losingOn(nextLocation.pathname).length > 0,
    [losingOn],
  );
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    const blocked = blockerRef.current;
    if (blocker.state !== 'blocked' || blocked.state !== 'blocked') return;
    let current = true;
    void ask(losingOn(blocked.location.pathname)).then((leave) => {
      const active = blockerRef.current;
      if (!current || active.state !== 'blocked') return;
      if (leave) active.proceed();
      else active.reset();
    });
    return () => {
      current = false;
    };
  }, [blocker.state, ask, losingOn]);

  // The screen reloads for the new context, so every open form would lose its changes.
  useBeforeContextChange(() => ask([...guards.current]));

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if ([...guards.current].some(losing)) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/**
 * Marks its children as the content of one modal, whose close asks first through
 * {@link useLeaveScopeCheck} with the same id.
 */
export function LeaveScope({ id, children }: { id: string; children: ReactNode }) {
  return <ScopeContext.Provider value={id}>{children}</ScopeContext.Provider>;
}

/** A modal's close check: asks (once) when a form inside it has unsaved changes. */
export function useLeaveScopeCheck(scope: string): () => Promise<boolean> {
  const registry = useContext(RegistryContext);
  return useCallback(async () => (registry ? registry.ask(registry.guardsOf(scope)) : true), [registry, scope]);
}

export interface UnsavedChanges {
  /** Lets the next navigation through without asking (a save moving on). */
  release(): void;
  /** Guards again (the save was refused). */
  arm(): void;
}

/**
 * Registers a form's unsaved changes with the portal's one guard (see {@link UnsavedChangesProvider}).
 * `stays(pathname)` names the places that keep the form mounted (its own sub-modals); the question
 * is the kit's unless the spec gives the screen its own.
 *
 * @example const guard = useUnsavedChanges(form.formState.isDirty); … guard.release(); navigate(next);
 */
export function useUnsavedChanges(
  dirty: boolean,
  options: { stays?: (pathname: string) => boolean; question?: LeaveQuestion } = {},
): UnsavedChanges {
  const registry = useContext(RegistryContext);
  const scope = useContext(ScopeContext);
  const guard = useRef<GuardState>({ dirty, released: false, scope, question: defaultQuestion });
  // A form that becomes dirty again after a release (a refused save) is guarded again.
  if (dirty && !guard.current.dirty) guard.current.released = false;
  guard.current.dirty = dirty;
  guard.current.scope = scope;
  guard.current.stays = options.stays;
  guard.current.question = options.question ?? defaultQuestion;
  useEffect(() => registry?.register(guard), [registry]);
  return useMemo(
    () => ({
      release: () => {
        guard.current.released = true;
      },
      arm: () => {
        guard.current.released = false;
      },
    }),
    [],
  );
}

/**
 * The UI kit's inline editable field that never drops what was typed: a click outside it (a menu
 * link, another row) saves the value (the spec lets the setting choose cancel or submit), and the
 * one unsaved-changes guard asks before a typed, unsaved value is lost any other way (the back
 * button, a context change, a closed panel, a reload).
 *
 * @example <GuardedEditableField label="status name" value={name} onSubmit={rename} />
 */
export function GuardedEditableField(props: Omit<EditableFieldProps, 'onDirtyChange'>) {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  return <EditableField outsideClick="submit" {...props} onDirtyChange={setDirty} />;
}
