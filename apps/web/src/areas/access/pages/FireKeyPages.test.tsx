import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import FireKeyListPage from './FireKeyListPage.tsx';
import FireKeyManagementPage from './FireKeyManagementPage.tsx';

const FD1 = '4c1c2b4a-1111-4222-8333-944455556666';
const FD2 = '5c1c2b4a-1111-4222-8333-944455556666';
const LOBBY = '7b1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';

type Query = { page: number; size: number; sort: string; q: string; state?: string };
const state = vi.hoisted(() => ({
  queries: [] as Query[],
  content: [] as unknown[],
  failed: false,
  opened: [] as string[],
  url: '',
  create: vi.fn(),
  revoke: vi.fn(),
  remove: vi.fn(),
}));

function fireKey(id: string, number: string, status: string, confirmedLocks = 2) {
  return {
    id,
    number,
    description: 'Lock box at the Building A entrance',
    state: status,
    locationIds: [LOBBY],
    locationNames: ['Building A'],
    locks: 2,
    confirmedLocks,
    credentialId: '8c1c2b4a-1111-4222-8333-944455556666',
    createdByName: 'Morgan Manager',
    revokedAt: status === 'ACTIVE' ? null : NOON,
    createdAt: NOON,
    updatedAt: NOON,
    grants: [
      {
        id: '9d1c2b4a-1111-4222-8333-944455556666',
        holderKind: 'FIREKEY',
        holderId: id,
        holderName: `Fire key ${number}`,
        sourceKind: 'FIRE_KEY',
        sourceId: id,
        place: { unitId: null, locationId: LOBBY, name: 'Building A' },
        schedule: null,
        validFrom: NOON,
        validUntil: null,
        status,
        revokedAt: status === 'ACTIVE' ? null : NOON,
        locks: 2,
        confirmedLocks,
      },
    ],
  };
}

vi.mock('../api/fireKeys.ts', async (original) => ({
  fireKeySettling: (await original<typeof import('../api/fireKeys.ts')>()).fireKeySettling,
  useFireKeysQuery: (query: Query) => {
    state.queries.push(query);
    return {
      data: state.failed
        ? undefined
        : { content: state.content, totalElements: state.content.length, totalPages: 1, size: 20 },
      isError: state.failed,
      error: state.failed ? new Error('The server is down.') : null,
      isPending: false,
      isFetching: false,
      refetch: vi.fn(),
    };
  },
  useFireKeyQuery: (id: string) => {
    state.opened.push(id);
    const found = (state.content as { id: string }[]).find((f) => f.id === id);
    return { data: found, isError: !found, error: found ? null : new Error('Not found.'), refetch: vi.fn() };
  },
  useCreateFireKeyMutation: () => ({ mutateAsync: state.create, isPending: false }),
  useRevokeFireKeyMutation: () => ({ mutateAsync: state.revoke, isPending: false }),
  useDeleteFireKeyMutation: () => ({ mutateAsync: state.remove, isPending: false }),
}));
vi.mock('../api/leases.ts', () => ({
  useLocationChoicesQuery: () => ({ data: [{ id: LOBBY, name: 'Lobby', path: 'Building A / Lobby' }], isError: false }),
}));

function Where() {
  const location = useLocation();
  state.url = `${location.pathname}${location.search}`;
  return null;
}

const render = (path: string, url: string, element: ReactElement) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path={path}
          element={
            <>
              {element}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );
const list = (url = '/iot/firekey') => render('/iot/firekey', url, <FireKeyListPage />);
const management = (url = '/iot/firekey/management') =>
  render('/iot/firekey/management', url, <FireKeyManagementPage />);
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

beforeEach(() => {
  state.queries = [];
  state.opened = [];
  state.content = [fireKey(FD1, 'FD-1', 'ACTIVE'), fireKey(FD2, 'FD-2', 'REVOKING', 1)];
  state.failed = false;
  state.create.mockReset();
  state.revoke.mockReset();
  state.remove.mockReset();
});

describe('the fire keys list', () => {
  it('community manager: each fire key with its state, locations and locks confirmed; a row opens its locks below, read-only', async () => {
    list();
    expect(state.queries.at(-1)).toEqual({ page: 0, size: 20, sort: 'number,asc', q: '', state: undefined });
    const rows = screen.getAllByTestId('firekey-row');
    expect(within(rows[0]!).getByTestId('firekey-state').getAttribute('data-state')).toBe('ACTIVE');
    expect(within(rows[0]!).getByTestId('firekey-locations').textContent).toBe('Building A');
    expect(within(rows[0]!).getByTestId('grant-locks').textContent).toBe('2 of 2');
    expect(within(rows[1]!).getByTestId('grant-locks').textContent).toBe('1 of 2');
    await setupUser().click(within(rows[1]!).getByRole('link', { name: 'FD-2' }));
    const details = await screen.findByTestId('firekey-details');
    expect(state.url).toBe(`/iot/firekey?fireKey=${FD2}`);
    expect(details.getAttribute('data-state')).toBe('REVOKING');
    expect(within(details).getByTestId('firekey-confirming')).toBeTruthy();
    expect(within(details).queryByTestId('firekey-revoke')).toBeNull();
    expect(within(details).queryByTestId('firekey-delete')).toBeNull();
  });

  it('community manager: no fire keys says so; a list that cannot be read says so, with the server’s words', () => {
    state.content = [];
    const view = list();
    expect(screen.getByTestId('firekeys-empty').textContent).toContain('no fire keys yet');
    view.unmount();
    state.failed = true;
    list();
    expect(screen.getByTestId('firekeys-error').textContent).toContain('The fire keys could not be loaded.');
    expect(screen.getByTestId('firekeys-error').textContent).toContain('The server is down.');
  });
});

describe('fire key management', () => {
  async function fill() {
    const user = setupUser();
    await user.type(input('firekey-form-number'), 'FD-3');
    await user.type(input('firekey-form-description'), 'Knox box, north gate');
    await user.click(input('firekey-form-locations'));
    await user.click(await screen.findByRole('option', { name: 'Building A / Lobby' }));
    return user;
  }

  it('community manager: a number already used is refused on its field, and what was typed stays', async () => {
    state.create.mockRejectedValue(
      new ApiError(
        'A fire key with this number already exists in this community.',
        409,
        'ACCESS_FIRE_KEY_NUMBER_TAKEN',
        null,
      ),
    );
    management();
    const user = await fill();
    await user.click(screen.getByTestId('firekey-form-save'));
    await waitFor(() => expect(state.create).toHaveBeenCalledTimes(1));
    expect(state.create.mock.calls[0]![0]).toEqual({
      number: 'FD-3',
      description: 'Knox box, north gate',
      locationIds: [LOBBY],
    });
    expect(await screen.findByText('A fire key with this number already exists in this community.')).toBeTruthy();
    expect(input('firekey-form-number').getAttribute('aria-invalid')).toBe('true');
    expect(input('firekey-form-number').value).toBe('FD-3');
    expect(input('firekey-form-description').value).toBe('Knox box, north gate');
    expect(state.url).toBe('/iot/firekey/management');
  });

  it('community manager: added, the form is emptied and the new fire key opens below with its locks', async () => {
    state.create.mockResolvedValue(fireKey(FD1, 'FD-1', 'ACTIVE'));
    management();
    const user = await fill();
    // The number typed last: the save keeps the focus in it (the kit's Form does).
    await user.type(input('firekey-form-number'), '0');
    await user.click(screen.getByTestId('firekey-form-save'));
    await waitFor(() => expect(state.url).toBe(`/iot/firekey/management?fireKey=${FD1}`));
    expect(input('firekey-form-number').value).toBe('');
    expect((await screen.findByTestId('firekey-title')).textContent).toBe('Fire key FD-1');
    // Moving on (the emptied form left) flags nothing: the form is ready for the next one.
    await user.click(screen.getByTestId('firekey-title'));
    await user.click(input('firekey-form-description'));
    await waitFor(() => expect(input('firekey-form-number').getAttribute('aria-invalid')).not.toBe('true'));
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('community manager: nothing is sent without a number and a location', async () => {
    management();
    await setupUser().click(screen.getByTestId('firekey-form-save'));
    await waitFor(() => expect(input('firekey-form-number').getAttribute('aria-invalid')).toBe('true'));
    expect(input('firekey-form-locations').getAttribute('aria-invalid')).toBe('true');
    expect(state.create).not.toHaveBeenCalled();
  });

  it('community manager: revoke and delete ask first; revoke only while the fire key is active', async () => {
    management(`/iot/firekey/management?fireKey=${FD1}`);
    const user = setupUser();
    const details = await screen.findByTestId('firekey-details');
    await user.click(within(details).getByTestId('firekey-revoke'));
    expect(await screen.findByText('Revoke fire key FD-1?')).toBeTruthy();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(state.revoke).not.toHaveBeenCalled();
    state.revoke.mockResolvedValue(fireKey(FD1, 'FD-1', 'REVOKING', 0));
    await user.click(within(details).getByTestId('firekey-revoke'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(state.revoke).toHaveBeenCalledWith(FD1));

    state.remove.mockResolvedValue({ deleted: true });
    await user.click(within(details).getByTestId('firekey-delete'));
    expect(await screen.findByText(/it is revoked first, and every lock is told to forget it/)).toBeTruthy();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith(FD1));
    await waitFor(() => expect(state.url).toBe('/iot/firekey/management'));
  });
});
