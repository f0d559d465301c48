import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import type { PersonScreens } from '../components/personScreens.ts';
import { PersonAuthorizationsPage } from './PersonAuthorizationsPage.tsx';

const KIM = '4c1c2b4a-1111-4222-8333-944455556666';
const LOBBY = '5c1c2b4a-1111-4222-8333-944455556666';
const POOL = '6c1c2b4a-1111-4222-8333-944455556666';
const GROUP = '7c1c2b4a-1111-4222-8333-944455556666';
const NOON = '2026-05-01T12:00:00.000Z';

const state = vi.hoisted(() => ({ keys: new Set<string>(), remove: vi.fn() }));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key?: string }) => state.keys.has(check.key ?? '') }),
}));
vi.mock('../api/peopleAccess.ts', () => ({
  usePersonAccessQuery: () => ({
    data: {
      holderKind: 'VENDOR',
      holderId: KIM,
      name: 'Kim Stone (Keystone Doors)',
      suspendedAt: null,
      suspendedByName: null,
      liveGrants: 2,
      directAuthorizations: 1,
      liveCredentials: 2,
    },
    isError: false,
    error: null,
    refetch: vi.fn(),
  }),
  usePersonGrantsQuery: () => ({
    data: {
      content: [grant(LOBBY, 'Building B', 'PERSON', KIM, 'Direct authorization'), grant(POOL, 'Pool', 'GROUP', GROUP)],
      page: 0,
      size: 20,
      totalElements: 2,
      totalPages: 1,
    },
    isError: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(),
  }),
  useRemovePersonLocationMutation: () => ({ mutateAsync: state.remove, isPending: false, variables: undefined }),
}));

function grant(locationId: string, name: string, sourceKind: string, sourceId: string, sourceName = `Group ${name}`) {
  return {
    id: `${locationId.slice(0, 8)}-2222-4222-8333-944455556666`,
    sourceKind,
    sourceId,
    sourceName,
    place: { unitId: null, locationId, name },
    schedule: null,
    validFrom: NOON,
    validUntil: null,
    status: 'ACTIVE',
    revokedAt: null,
    heldBySuspension: false,
    locks: 2,
    confirmedLocks: 2,
  };
}

/** A kind's screens, with no endpoints: the hooks are the test's. */
const screensOf = (kind: 'staff' | 'vendors', place: string | null): PersonScreens => ({
  api: { endpoints: {} as PersonScreens['api']['endpoints'], param: 'id' },
  routes: {
    details: `iot.${kind}.details`,
    authorizations: `iot.${kind}.authorizations`,
    place,
    addLocation: `iot.${kind}.authorizations.addLocation`,
    keyring: `iot.${kind}.keyring`,
    management: `iot.${kind}.keyring.management`,
  },
  update: { key: 'USER_UPDATE_ACCESSES' },
});

const page = (kind: 'staff' | 'vendors', place: string | null) =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/${kind}/${KIM}/authorizations`]}>
      <Routes>
        <Route
          path={`/iot/${kind}/:id/authorizations`}
          element={<PersonAuthorizationsPage screens={screensOf(kind, place)} />}
        />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );
const rows = () => screen.getAllByTestId('person-grant-row');

beforeEach(() => {
  state.keys = new Set(['USER_READ', 'USER_READ_ACCESSES', 'USER_UPDATE_ACCESSES', 'CUSTOM_USER_GROUP_READ']);
  state.remove.mockReset();
  state.remove.mockResolvedValue(undefined);
});

describe('a person’s authorizations', () => {
  it("community manager, a vendor (no screen of one place): rows open no place; the direct authorization is removed from its row after the spec's question", async () => {
    page('vendors', null);
    expect(screen.getByTestId('person-title').textContent).toBe('Access of Kim Stone (Keystone Doors)');
    expect(within(rows()[0]!).getByTestId('person-grant-place').querySelector('a')).toBeNull();
    expect(within(rows()[1]!).getByRole('link', { name: 'Group Pool' }).getAttribute('href')).toBe(
      `/iot/groups/${GROUP}`,
    );
    expect(screen.getAllByTestId('person-grant-remove')).toHaveLength(1);
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Remove Building B' }));
    expect(await screen.findByText('are you sure you want to revoke access?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'no' }));
    expect(state.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove Building B' }));
    await user.click(await screen.findByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith(LOBBY));
  });

  it('a staff member: each place opens its locks and no row is removed here; without the update key a vendor’s row has no action', () => {
    const view = page('staff', 'iot.staff.authorizations.place');
    expect(within(rows()[0]!).getByTestId('person-grant-place').querySelector('a')?.getAttribute('href')).toBe(
      `/iot/staff/${KIM}/authorizations/${LOBBY}`,
    );
    expect(screen.queryByTestId('person-grant-remove')).toBeNull();
    view.unmount();
    state.keys = new Set(['USER_READ', 'USER_READ_ACCESSES']);
    page('vendors', null);
    expect(rows()).toHaveLength(2);
    expect(screen.queryByTestId('person-grant-remove')).toBeNull();
  });
});
