import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import PassDetailsPage from './PassDetailsPage.tsx';

const PASS = '4c1c2b4a-1111-4222-8333-944455556666';
const LOBBY = '7b1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';

type Check = { key?: string; anyOf?: Check[] };
const state = vi.hoisted(() => ({ keys: new Set<string>(), pass: null as unknown, revoke: vi.fn() }));
const can = (check: Check): boolean =>
  check.anyOf ? check.anyOf.some(can) : check.key !== undefined && state.keys.has(check.key);

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({ usePermissions: () => ({ can }) }));
vi.mock('../api/passes.ts', async (original) => ({
  passSettling: (await original<typeof import('../api/passes.ts')>()).passSettling,
  usePassQuery: () => ({ data: state.pass, isError: false, error: null, refetch: vi.fn() }),
  useRevokePassMutation: () => ({ mutateAsync: state.revoke, isPending: false }),
}));

function pass(status: string, over: Record<string, unknown> = {}) {
  return {
    id: PASS,
    type: 'GUEST',
    holderName: 'Gail Guest',
    company: null,
    email: 'gail@example.com',
    phone: null,
    unitId: '2e1c2b4a-1111-4222-8333-944455556666',
    unitName: 'A-101',
    validFrom: NOON,
    validUntil: '2030-05-10T12:00:00.000Z',
    hours: null,
    pin: '482913',
    status,
    expired: false,
    locationIds: [LOBBY],
    locationNames: ['Lobby'],
    credentialId: '8c1c2b4a-1111-4222-8333-944455556666',
    note: 'Birthday',
    createdByName: 'Morgan Manager',
    revokedAt: null,
    createdAt: NOON,
    grants: [
      {
        id: '9d1c2b4a-1111-4222-8333-944455556666',
        holderKind: 'PASS',
        holderId: PASS,
        holderName: 'Gail Guest',
        sourceKind: 'PASS',
        sourceId: PASS,
        place: { unitId: null, locationId: LOBBY, name: 'Lobby' },
        schedule: null,
        validFrom: NOON,
        validUntil: '2030-05-10T12:00:00.000Z',
        status,
        revokedAt: null,
        locks: 2,
        confirmedLocks: status === 'ACTIVE' ? 2 : 1,
      },
    ],
    ...over,
  };
}

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/passes/${PASS}`]}>
      <Routes>
        <Route path="/iot/passes/:id" element={<PassDetailsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set(['TEMPORARY_PASS_READ_LIST', 'TEMPORARY_PASS_CREATE_VENDOR']);
  state.pass = pass('ACTIVE');
  state.revoke.mockReset();
});

describe('a pass', () => {
  it('community manager: the PIN shows only when asked; the locks, the unit and links to its summary and logs', async () => {
    page();
    expect(screen.getByTestId('pass-holder-name').textContent).toBe('Gail Guest');
    expect(screen.getByTestId('pass-type').textContent).toBe('Guest');
    expect(screen.getByTestId('pass-unit').textContent).toBe('A-101');
    expect(screen.getByTestId('pass-hours').textContent).toBe('Any hour');
    expect(screen.getByTestId('pass-pin').textContent).not.toContain('482913');
    await setupUser().click(screen.getByTestId('pass-pin-toggle'));
    expect(screen.getByTestId('pass-pin').textContent).toBe('482913');
    expect(screen.getByTestId('grant-locks').textContent).toBe('2 of 2');
    expect(screen.getByTestId('pass-settled')).toBeTruthy();
    expect(screen.getByTestId('pass-summary-link').getAttribute('href')).toBe(`/iot/passes/${PASS}/summary`);
    expect(screen.getByTestId('pass-logs-link').getAttribute('href')).toBe(`/iot/passes/${PASS}/logs`);
  });

  it("community manager: revoke asks the spec's question first; 'no' revokes nothing, 'yes' revokes", async () => {
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('pass-revoke'));
    expect(await screen.findByText('are you sure you want to revoke access?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'no' }));
    expect(state.revoke).not.toHaveBeenCalled();
    state.revoke.mockResolvedValue(pass('REVOKING'));
    await user.click(screen.getByTestId('pass-revoke'));
    await user.click(await screen.findByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.revoke).toHaveBeenCalledWith(PASS));
  });

  it('community manager: a revocation under way offers no revoke, and the locks still confirming say so', () => {
    state.pass = pass('REVOKING');
    page();
    expect(screen.queryByTestId('pass-revoke')).toBeNull();
    expect(screen.getByTestId('pass-confirming')).toBeTruthy();
    expect(screen.getByTestId('pass-status').getAttribute('data-state')).toBe('REVOKING');
  });

  it('user with the resident and guest create keys but not the vendor one: no revoke, whatever the type (section 6)', () => {
    state.keys = new Set(['TEMPORARY_PASS_READ_LIST', 'TEMPORARY_PASS_CREATE_RESIDENT', 'TEMPORARY_PASS_CREATE_GUEST']);
    page();
    expect(screen.getByTestId('pass-holder-name')).toBeTruthy();
    expect(screen.queryByTestId('pass-revoke')).toBeNull();
  });
});
