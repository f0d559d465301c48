import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import type { PersonScreens } from '../components/personScreens.ts';
import { PersonKeyringManagementPage } from './PersonKeyringManagementPage.tsx';

const ADA = '4c1c2b4a-1111-4222-8333-944455556666';
const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';
const NOON = '2026-05-01T12:00:00.000Z';

const state = vi.hoisted(() => ({ keys: new Set<string>(), keyring: null as unknown, act: vi.fn() }));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key?: string }) => state.keys.has(check.key ?? '') }),
}));
vi.mock('../api/peopleAccess.ts', () => ({
  usePersonKeyringQuery: () => ({ data: state.keyring, isError: false, error: null, refetch: vi.fn() }),
  useKeyringActionMutation: () => ({ mutateAsync: state.act, isPending: false, variables: undefined }),
}));

const credential = (over: Record<string, unknown>) => ({
  id: '9d1c2b4a-1111-4222-8333-944455556661',
  kind: 'MOBILE',
  label: 'Mobile key',
  state: 'ISSUED',
  sourceKind: 'LEASE',
  sourceId: LEASE,
  sourceName: 'Lease of unit C-104',
  issuedAt: NOON,
  revokedAt: null,
  locks: 3,
  holding: 3,
  removing: 0,
  ...over,
});

function keyring(over: { suspendedAt?: string | null; direct?: number; personal?: boolean } = {}) {
  return {
    access: {
      holderKind: 'RESIDENT',
      holderId: ADA,
      name: 'Ada Lee',
      suspendedAt: over.suspendedAt ?? null,
      suspendedByName: over.suspendedAt ? 'Dana Manager' : null,
      liveGrants: 3,
      directAuthorizations: over.direct ?? 1,
      liveCredentials: 2,
    },
    credentials: [
      credential({}),
      ...(over.personal === false
        ? []
        : [
            credential({
              id: '9d1c2b4a-1111-4222-8333-944455556662',
              label: 'Personal mobile key',
              sourceKind: 'PERSON',
              sourceId: ADA,
              sourceName: 'Direct authorization',
              locks: 2,
              holding: 1,
            }),
          ]),
      credential({
        id: '9d1c2b4a-1111-4222-8333-944455556663',
        kind: 'FOB',
        label: 'Key F-1',
        state: 'NOT_RETURNED',
        sourceKind: 'KEY',
        sourceName: 'Key F-1',
        revokedAt: NOON,
        locks: 0,
        holding: 0,
        removing: 1,
      }),
    ],
  };
}

/** The residents' screens, with no endpoints: the hooks are the test's. */
const screens: PersonScreens = {
  api: { endpoints: {} as PersonScreens['api']['endpoints'], param: 'residentId' },
  routes: {
    details: 'iot.residents.details',
    authorizations: 'iot.residents.authorizations',
    place: 'iot.residents.authorizations.place',
    addLocation: 'iot.residents.authorizations.addLocation',
    keyring: 'iot.residents.keyring',
    management: 'iot.residents.keyring.management',
  },
  update: { key: 'RESIDENT_UPDATE_ACCESSES' },
};

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/residents/${ADA}/keyring/management`]}>
      <Routes>
        <Route
          path="/iot/residents/:id/keyring/management"
          element={<PersonKeyringManagementPage screens={screens} />}
        />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );
const rows = () => screen.getAllByTestId('keyring-row');

beforeEach(() => {
  state.keys = new Set(['RESIDENT_READ', 'RESIDENT_UPDATE_ACCESSES', 'LEASE_READ', 'KEY_CREDENTIAL_READ']);
  state.keyring = keyring();
  state.act.mockReset();
  state.act.mockResolvedValue(undefined);
});

describe('keyring management', () => {
  it('community manager: the keyring with each credential’s source and locks; suspend asks first, then suspends', async () => {
    page();
    expect(screen.getByTestId('person-title').textContent).toBe('Access of Ada Lee');
    expect(rows()).toHaveLength(3);
    expect(within(rows()[0]!).getByTestId('keyring-source').querySelector('a')?.getAttribute('href')).toBe(
      `/iot/leases/${LEASE}`,
    );
    expect(within(rows()[1]!).getByTestId('keyring-locks').textContent).toBe('1 of 2 hold it');
    expect(within(rows()[2]!).getByTestId('keyring-state').textContent).toBe('Not returned');
    expect(within(rows()[2]!).getByTestId('keyring-locks').textContent).toContain('1 lock to confirm its removal');
    await setupUser().click(screen.getByTestId('keyring-suspend'));
    expect(await screen.findByText('Suspend every access of Ada Lee?')).toBeTruthy();
    await setupUser().click(screen.getByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.act).toHaveBeenCalledWith('suspend'));
  });

  it("community manager: revoke asks the spec's question; a suspended person is resumed without one", async () => {
    state.keyring = keyring({ suspendedAt: NOON });
    page();
    expect(screen.getByTestId('person-suspended').textContent).toContain('suspended since');
    expect(screen.queryByTestId('keyring-suspend')).toBeNull();
    await setupUser().click(screen.getByTestId('keyring-revoke'));
    expect(await screen.findByText('are you sure you want to revoke access?')).toBeTruthy();
    await setupUser().click(screen.getByRole('button', { name: 'no' }));
    expect(state.act).not.toHaveBeenCalled();
    await setupUser().click(screen.getByTestId('keyring-resume'));
    await waitFor(() => expect(state.act).toHaveBeenCalledWith('resume'));
  });

  it('community manager: nothing to revoke says so; a refusal of the server is shown and nothing changes', async () => {
    state.keyring = keyring({ direct: 0, personal: false });
    state.act.mockRejectedValue(
      new ApiError('This access cannot do that from its current status.', 409, 'ACCESS_TRANSITION_NOT_ALLOWED', null),
    );
    page();
    expect((screen.getByTestId('keyring-revoke') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('keyring-nothing-to-revoke')).toBeTruthy();
    await setupUser().click(screen.getByTestId('keyring-suspend'));
    await setupUser().click(await screen.findByRole('button', { name: 'yes' }));
    expect(await screen.findByText('This access cannot do that from its current status.')).toBeTruthy();
  });

  it('viewer without the update key: the keyring only, no action', () => {
    state.keys = new Set(['RESIDENT_READ']);
    page();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByTestId('keyring-suspend')).toBeNull();
    expect(screen.queryByTestId('keyring-revoke')).toBeNull();
  });
});
