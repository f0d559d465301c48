import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import AccessDetailsPage from './AccessDetailsPage.tsx';

const ACCESS = '5b1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';
const MANAGER = [
  'TEMPORARY_USER_ACCESS_READ_LIST_APT_COM',
  'TEMPORARY_USER_ACCESS_REVOKE_VIRTUAL',
  'TEMPORARY_USER_ACCESS_UPDATE_VIRTUAL',
];

type Check = { key?: string; anyOf?: Check[] };
const state = vi.hoisted(() => ({ keys: new Set<string>(), access: null as unknown, act: vi.fn() }));
const can = (check: Check): boolean =>
  check.anyOf ? check.anyOf.some(can) : check.key !== undefined && state.keys.has(check.key);

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({ usePermissions: () => ({ can }) }));
vi.mock('../api/staffAccess.ts', async (original) => ({
  accessSettling: (await original<typeof import('../api/staffAccess.ts')>()).accessSettling,
  useTemporaryAccessQuery: () => ({ data: state.access, isError: false, error: null, refetch: vi.fn() }),
  useTemporaryActionMutation: () => ({ mutateAsync: state.act, isPending: false, variables: undefined }),
}));

function access(status: string, over: Record<string, unknown> = {}) {
  return {
    id: ACCESS,
    staffProfileId: '6a1c2b4a-1111-4222-8333-944455556666',
    staffName: 'Val Viewer',
    kind: 'VIRTUAL',
    reason: 'Boiler service',
    validFrom: NOON,
    validUntil: '2030-05-10T12:00:00.000Z',
    hours: [1, 2, 3, 4, 5].map((days) => ({
      days,
      openTime: { hours: 9, minutes: 0, clock: 'am' },
      closeTime: { hours: 5, minutes: 0, clock: 'pm' },
      working24: false,
    })),
    status,
    expired: false,
    locationIds: ['7b1c2b4a-1111-4222-8333-944455556666'],
    locationNames: ['Building B'],
    credentialId: '8c1c2b4a-1111-4222-8333-944455556666',
    pin: '731905',
    grantedByName: 'Morgan Manager',
    revokedAt: null,
    createdAt: NOON,
    grants: [
      {
        id: '9d1c2b4a-1111-4222-8333-944455556666',
        holderKind: 'STAFF',
        holderId: '6a1c2b4a-1111-4222-8333-944455556666',
        holderName: 'Val Viewer',
        sourceKind: 'TEMPORARY',
        sourceId: ACCESS,
        place: { unitId: null, locationId: '7b1c2b4a-1111-4222-8333-944455556666', name: 'Building B' },
        schedule: null,
        validFrom: NOON,
        validUntil: '2030-05-10T12:00:00.000Z',
        status: status === 'SUSPENDED' ? 'SUSPENDED' : status,
        revokedAt: null,
        locks: 2,
        confirmedLocks: status === 'REVOKING' ? 1 : 2,
      },
    ],
    ...over,
  };
}

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/staff-access/access-details/${ACCESS}`]}>
      <Routes>
        <Route path="/iot/staff-access/access-details/:id" element={<AccessDetailsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

const shown = () =>
  ['access-edit', 'access-suspend', 'access-resume', 'access-revoke'].filter((id) => screen.queryByTestId(id));

beforeEach(() => {
  state.keys = new Set(MANAGER);
  state.access = access('ACTIVE');
  state.act.mockReset();
});

describe('a temporary access', () => {
  it('community manager: an active virtual key shows its PIN, its hours and its locks; it may be edited, suspended or revoked', () => {
    page();
    expect(shown()).toEqual(['access-edit', 'access-suspend', 'access-revoke']);
    expect(screen.getByTestId('access-edit').getAttribute('href')).toBe(
      `/iot/staff-access/access-details/${ACCESS}/edit`,
    );
    expect(screen.getByTestId('access-events').getAttribute('href')).toBe(
      `/iot/staff-access/event-log?accessId=${ACCESS}`,
    );
    expect(screen.getByTestId('access-pin').textContent).toBe('731905');
    // Times never break inside (no-break space) nor after the dash (word joiner).
    expect(screen.getByTestId('access-hours').textContent).toBe('Weekdays 9:00\u00a0am–\u20605:00\u00a0pm');
    expect(screen.getByTestId('grant-locks').textContent).toBe('2 of 2');
    expect(screen.getByTestId('access-settled')).toBeTruthy();
  });

  it('community manager: a suspended access may be resumed or revoked, not suspended again nor edited', async () => {
    state.access = access('SUSPENDED');
    page();
    expect(shown()).toEqual(['access-resume', 'access-revoke']);
    state.act.mockResolvedValue(access('ACTIVE'));
    await setupUser().click(screen.getByTestId('access-resume'));
    await waitFor(() => expect(state.act).toHaveBeenCalledWith('resume'));
  });

  it('community manager: a revocation under way or done offers no action, and the locks still confirming say so', () => {
    state.access = access('REVOKING');
    const view = page();
    expect(shown()).toEqual([]);
    expect(screen.getByTestId('access-confirming')).toBeTruthy();
    state.access = access('REVOKED', { revokedAt: NOON });
    view.rerender(
      <MemoryRouter initialEntries={[`/iot/staff-access/access-details/${ACCESS}`]}>
        <Routes>
          <Route path="/iot/staff-access/access-details/:id" element={<AccessDetailsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(shown()).toEqual([]);
    expect(screen.getByTestId('access-status').getAttribute('data-state')).toBe('REVOKED');
  });

  it('community manager: a mobile key has no PIN and is never edited', () => {
    state.access = access('ACTIVE', { kind: 'MOBILE', pin: null });
    page();
    expect(shown()).toEqual(['access-suspend', 'access-revoke']);
    expect(screen.queryByTestId('access-pin')).toBeNull();
  });

  it("community manager: revoke asks the spec's question first; 'no' revokes nothing, 'yes' revokes", async () => {
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('access-revoke'));
    expect(await screen.findByText('are you sure you want to revoke access?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'no' }));
    expect(state.act).not.toHaveBeenCalled();
    state.act.mockResolvedValue(access('REVOKING'));
    await user.click(screen.getByTestId('access-revoke'));
    await user.click(await screen.findByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.act).toHaveBeenCalledWith('revoke'));
  });

  it('community viewer (read list only): sees the access, with no action', () => {
    state.keys = new Set(['TEMPORARY_USER_ACCESS_READ_LIST_APT_COM']);
    page();
    expect(screen.getByTestId('access-staff').textContent).toBe('Val Viewer');
    expect(shown()).toEqual([]);
  });

  it('user with the mobile revoke key alone: either revoke key suffices to suspend and revoke', () => {
    state.keys = new Set(['TEMPORARY_USER_ACCESS_READ_LIST_ALL', 'TEMPORARY_USER_ACCESS_REVOKE_MOBILE']);
    page();
    expect(shown()).toEqual(['access-suspend', 'access-revoke']);
  });
});
