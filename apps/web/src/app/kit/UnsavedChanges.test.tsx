import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { createMemoryRouter, Link, Outlet as RouterOutlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderUi, setupUser } from '../../../../../packages/ui/test/render.tsx';
import {
  GuardedEditableField,
  LeaveScope,
  UnsavedChangesProvider,
  useLeaveScopeCheck,
  useUnsavedChanges,
} from './UnsavedChanges.tsx';

const spec = defineMessages({
  title: { id: 'test.leave', defaultMessage: 'Notification Settings changes you made may not be saved' },
  leave: { id: 'test.leaveAnyway', defaultMessage: 'leave anyway' },
  stay: { id: 'test.goBack', defaultMessage: 'go back' },
});
const stays = (pathname: string) => pathname.startsWith('/screen');

function Editor({ withQuestion = false }: { withQuestion?: boolean }) {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChanges(dirty, withQuestion ? { stays, question: spec } : { stays });
  return (
    <div>
      <button type="button" onClick={() => setDirty(true)}>
        change
      </button>
      <button type="button" onClick={guard.release}>
        saved
      </button>
    </div>
  );
}

function Screen() {
  return (
    <div>
      <Editor withQuestion />
      <Link to="/elsewhere">elsewhere</Link>
      <Link to="/screen/audience">audience</Link>
    </div>
  );
}

let inlineSaves: string[] = [];

/** A status name edited in place, as the unit statuses screen has it. */
function Inline() {
  return (
    <div>
      <GuardedEditableField label="status name" value="Ready" onSubmit={(value) => void inlineSaves.push(value)} />
      <p>somewhere else on the page</p>
    </div>
  );
}

/** A modal's content with its close button, as the shell's modal panel wires it. */
function Modal() {
  const mayClose = useLeaveScopeCheck('modal-1');
  const [open, setOpen] = useState(true);
  if (!open) return <p>modal closed</p>;
  return (
    <LeaveScope id="modal-1">
      <Editor />
      <button type="button" onClick={() => void mayClose().then((yes) => yes && setOpen(false))}>
        close modal
      </button>
    </LeaveScope>
  );
}

function setup(initial = '/screen') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Root />,
        children: [
          { path: 'screen', element: <Screen /> },
          { path: 'screen/audience', element: <Screen /> },
          { path: 'modal', element: <Modal /> },
          { path: 'inline', element: <Inline /> },
          { path: 'elsewhere', element: <p>elsewhere page</p> },
        ],
      },
    ],
    {
      initialEntries: initial === '/inline' ? ['/elsewhere', initial] : [initial],
      initialIndex: initial === '/inline' ? 1 : 0,
    },
  );
  renderUi(<RouterProvider router={router} />, { overlays: true });
  return { router, user: setupUser() };
}

function Root() {
  return (
    <UnsavedChangesProvider>
      <RouterOutlet />
    </UnsavedChangesProvider>
  );
}

const question = 'Notification Settings changes you made may not be saved';

describe('a community manager leaving a form with unsaved changes', () => {
  it('leaves a clean screen without a question', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByText(question)).toBeNull();
  });

  it("is asked the screen's own question: go back stays, leave anyway leaves", async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('button', { name: 'change' }));
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await screen.findByText(question);
    await user.click(screen.getByRole('button', { name: 'go back' }));
    expect(router.state.location.pathname).toBe('/screen');

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await screen.findByText(question);
    await user.click(screen.getByRole('button', { name: 'leave anyway' }));
    await screen.findByText('elsewhere page');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('needs no question for a place that keeps the form, or after a save', async () => {
    const { router, user } = setup();
    await user.click(screen.getByRole('button', { name: 'change' }));
    await user.click(screen.getByRole('link', { name: 'audience' }));
    expect(router.state.location.pathname).toBe('/screen/audience');
    await user.click(screen.getByRole('button', { name: 'change' }));
    await user.click(screen.getByRole('button', { name: 'saved' }));
    await act(() => router.navigate('/elsewhere'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByText(question)).toBeNull();
  });

  it('closes a modal without changes without a question', async () => {
    const { user } = setup('/modal');
    await user.click(screen.getByRole('button', { name: 'close modal' }));
    await screen.findByText('modal closed');
  });

  it('keeps a modal with changes open on go back, closes it on leave anyway', async () => {
    const { user } = setup('/modal');
    await user.click(screen.getByRole('button', { name: 'change' }));
    await user.click(screen.getByRole('button', { name: 'close modal' }));
    await screen.findByText('Changes you made may not be saved');
    await user.click(screen.getByRole('button', { name: 'go back' }));
    expect(screen.getByRole('button', { name: 'close modal' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'close modal' }));
    await user.click(await screen.findByRole('button', { name: 'leave anyway' }));
    await screen.findByText('modal closed');
  });

  it('gets the browser’s own prompt on a reload or a closed tab', async () => {
    const { user } = setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'change' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('keeps a name typed in place: a click elsewhere saves it, the back button asks first', async () => {
    const saved: string[] = [];
    inlineSaves = saved;
    const { router, user } = setup('/inline');
    await user.click(screen.getByRole('button', { name: /status name/ }));
    const input = screen.getByRole('textbox', { name: 'status name' });
    await user.clear(input);
    await user.type(input, 'Ready soon');
    await act(() => router.navigate(-1));
    await screen.findByText('Changes you made may not be saved');
    await user.click(screen.getByRole('button', { name: 'go back' }));
    expect(router.state.location.pathname).toBe('/inline');
    expect((screen.getByRole('textbox', { name: 'status name' }) as HTMLInputElement).value).toBe('Ready soon');
    await user.click(screen.getByText('somewhere else on the page'));
    expect(saved).toEqual(['Ready soon']);
  });
});
