import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { KeyAssignPage, KeyDeletePage, KeyLocationsPage } from './KeyModalPages.tsx';

const KEY = '4c1c2b4a-1111-4222-8333-944455556666';
const ADA = '11111111-1111-4111-8111-111111111111';
const LOBBY = '7b1c2b4a-1111-4222-8333-944455556666';
const GYM = '7c1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';

const state = vi.hoisted(() => ({
  key: null as unknown,
  assign: vi.fn(),
  remove: vi.fn(),
  change: vi.fn(),
  navigate: vi.fn(),
  close: vi.fn(),
}));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../../../app/routing/ModalStack.tsx', () => ({ useModalStack: () => ({ close: state.close }) }));
vi.mock('../api/keys.ts', () => ({
  keysScope: { area: 'access', entity: 'keys' },
  useKeyQuery: () => ({ data: state.key, isError: false, error: null, refetch: vi.fn() }),
  useAssignKeyMutation: () => ({ mutateAsync: state.assign, isPending: false }),
  useDeleteKeyMutation: () => ({
    mutateAsync: state.remove,
    isPending: false,
    isError: state.remove.mock.results.some((r) => r.type === 'throw'),
    error: new Error('This key cannot do that in its current state.'),
  }),
  useChangeKeyLocationsMutation: () => ({ mutateAsync: state.change, isPending: false }),
  useKeyChoicesQuery: () => ({
    data: [{ id: KEY, number: 'F-1001', state: 'UNASSIGNED', description: 'Blue fob' }],
    isError: false,
  }),
  useHolderChoicesQuery: () => ({
    data: [{ holderKind: 'RESIDENT', holderId: ADA, name: 'Ada Lee', detail: 'A-101' }],
    isError: false,
  }),
}));
vi.mock('../api/leases.ts', () => ({
  useLocationChoicesQuery: () => ({
    data: [
      { id: LOBBY, name: 'Lobby', path: 'Building A / Lobby' },
      { id: GYM, name: 'Gym', path: 'Gym' },
    ],
    isError: false,
  }),
}));

function key(keyState: 'ISSUED' | 'UNASSIGNED' | 'NOT_RETURNED') {
  const issued = keyState === 'ISSUED';
  return {
    id: KEY,
    number: 'F-1001',
    description: 'Blue fob',
    state: keyState,
    holderKind: issued ? 'RESIDENT' : null,
    holderId: issued ? ADA : null,
    holderName: issued ? 'Ada Lee' : null,
    locationIds: [LOBBY],
    locationNames: ['Lobby'],
    issuedAt: issued ? NOON : null,
    createdAt: NOON,
    updatedAt: NOON,
    grants: [],
    holdings: [],
  };
}

const page = (url: string) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/iot/keys/assign/:keyId?" element={<KeyAssignPage />} />
        <Route path="/iot/keys/delete/:keyId?" element={<KeyDeletePage />} />
        <Route path="/iot/keys/change-locations/:keyId?" element={<KeyLocationsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

beforeEach(() => {
  state.key = key('UNASSIGNED');
  for (const mock of [state.assign, state.remove, state.change, state.navigate, state.close]) mock.mockReset();
});

describe('assign a key', () => {
  it('community manager, from the list: chooses a key in stock and a resident; the key opens', async () => {
    state.assign.mockResolvedValue({ ...key('ISSUED'), holderName: 'Ada Lee' });
    page('/iot/keys/assign');
    const user = setupUser();
    await user.click(screen.getByTestId('key-assign-save'));
    // Nothing chosen: both fields say so, nothing is sent.
    await waitFor(() => expect(input('key-assign-key').getAttribute('aria-invalid')).toBe('true'));
    expect(input('key-assign-holder').getAttribute('aria-invalid')).toBe('true');
    expect(state.assign).not.toHaveBeenCalled();

    await user.click(input('key-assign-key'));
    await user.click(await screen.findByRole('option', { name: 'F-1001 · Blue fob' }));
    await user.click(input('key-assign-holder'));
    await user.click(await screen.findByRole('option', { name: 'Ada Lee · Resident, A-101' }));
    await user.click(screen.getByTestId('key-assign-save'));
    await waitFor(() =>
      expect(state.assign).toHaveBeenCalledWith({ keyId: KEY, holderKind: 'RESIDENT', holderId: ADA }),
    );
    await waitFor(() => expect(state.navigate).toHaveBeenCalledWith(`/iot/keys/${KEY}`));
  });

  it("community manager, from the key: the key is shown, not asked; a refused person keeps the choice and shows the server's words", async () => {
    state.assign.mockRejectedValue(
      new ApiError(
        'Choose a resident who lives in this community, or one of its staff.',
        422,
        'ACCESS_HOLDER_INVALID',
        null,
      ),
    );
    page(`/iot/keys/assign/${KEY}`);
    expect(screen.queryByTestId('key-assign-key')).toBeNull();
    expect(screen.getByTestId('key-assign-number').textContent).toBe('F-1001');
    const user = setupUser();
    await user.click(input('key-assign-holder'));
    await user.click(await screen.findByRole('option', { name: 'Ada Lee · Resident, A-101' }));
    await user.click(screen.getByTestId('key-assign-save'));
    expect(await screen.findByText('Choose a resident who lives in this community, or one of its staff.')).toBeTruthy();
    expect(input('key-assign-holder').value).toBe('Ada Lee · Resident, A-101');
    expect(state.navigate).not.toHaveBeenCalled();
  });

  it('community manager: an issued key cannot be assigned again; the modal says to take it back first', () => {
    state.key = key('ISSUED');
    page(`/iot/keys/assign/${KEY}`);
    expect(screen.getByTestId('key-assign-blocked').textContent).toContain('take it back');
    expect(screen.queryByTestId('key-assign-form')).toBeNull();
  });
});

describe('delete a key', () => {
  it('community manager: asks first; confirmed, the key is deleted and the list opens', async () => {
    state.remove.mockResolvedValue({ deleted: true });
    page(`/iot/keys/delete/${KEY}`);
    expect(screen.getByText('Are you sure you want to delete this key?')).toBeTruthy();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(state.close).toHaveBeenCalled();
    expect(state.remove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('key-delete-confirm'));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith(KEY));
    await waitFor(() => expect(state.navigate).toHaveBeenCalledWith('/iot/keys'));
  });

  it('community manager: an issued key says it is taken back first', () => {
    state.key = key('ISSUED');
    page(`/iot/keys/delete/${KEY}`);
    expect(screen.getByTestId('key-delete-note').textContent).toContain('issued to Ada Lee');
  });

  it('community manager, without a key in the address: chooses one in stock first', async () => {
    state.remove.mockResolvedValue({ deleted: true });
    page('/iot/keys/delete');
    expect((screen.getByTestId('key-delete-confirm') as HTMLButtonElement).disabled).toBe(true);
    const user = setupUser();
    await user.click(input('key-delete-key'));
    await user.click(await screen.findByRole('option', { name: 'F-1001 · Blue fob' }));
    expect(screen.getByText('Are you sure you want to delete this key?')).toBeTruthy();
    await user.click(screen.getByTestId('key-delete-confirm'));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith(KEY));
  });
});

describe('change the locations of a key', () => {
  it("community manager: the key's locations come chosen; the new ones are saved and the modal closes", async () => {
    state.key = key('ISSUED');
    state.change.mockResolvedValue(key('ISSUED'));
    page(`/iot/keys/change-locations/${KEY}`);
    expect(screen.getByTestId('key-locations-intro').textContent).toContain('issued to Ada Lee');
    const user = setupUser();
    await user.click(input('key-locations-select'));
    await user.click(await screen.findByRole('option', { name: 'Gym' }));
    await user.click(screen.getByTestId('key-locations-save'));
    await waitFor(() => expect(state.change).toHaveBeenCalledWith({ locationIds: [LOBBY, GYM] }));
    await waitFor(() => expect(state.close).toHaveBeenCalled());
  });

  it('community manager: a key cannot be left with no location', async () => {
    page(`/iot/keys/change-locations/${KEY}`);
    const user = setupUser();
    await user.click(input('key-locations-select'));
    await user.keyboard('{Backspace}');
    await user.click(screen.getByTestId('key-locations-save'));
    await waitFor(() => expect(input('key-locations-select').getAttribute('aria-invalid')).toBe('true'));
    expect(state.change).not.toHaveBeenCalled();
  });
});
