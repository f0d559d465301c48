import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import LeaseDetailsPage from './LeaseDetailsPage.tsx';

const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';
const resident = (id: string, firstName: string, moves: Partial<Record<string, string | null>> = {}) => ({
  id,
  firstName,
  lastName: 'Lee',
  email: null,
  phone: null,
  movedInAt: null,
  movedOutAt: null,
  moveOutReportId: null,
  ...moves,
});
const NOON = '2026-05-01T12:00:00Z';
const lease = (state: 'ACTIVE' | 'ARCHIVED') => ({
  id: LEASE,
  unitId: '00000000-0000-4000-8000-000000000001',
  unitName: 'C-104',
  buildingName: 'Building C',
  startsOn: '2026-05-01',
  endsOn: '2027-04-30',
  state,
  residentNames: [],
  createdAt: NOON,
  archivedAt: null,
  authorizations: [],
  changes: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      kind: 'RENEWED',
      residentId: '22222222-2222-4222-8222-222222222222',
      detail: 'End date 2027-04-30 → 2028-04-30',
      byName: 'Dana Manager',
      occurredAt: NOON,
    },
  ],
  residents: [
    resident('11111111-1111-4111-8111-111111111111', 'Ada'),
    resident('22222222-2222-4222-8222-222222222222', 'Bo', { movedInAt: NOON }),
    resident('33333333-3333-4333-8333-333333333333', 'Cy', {
      movedInAt: NOON,
      movedOutAt: NOON,
      moveOutReportId: '44444444-4444-4444-8444-444444444444',
    }),
  ],
});

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  policies: new Set<string>(),
  lease: null as unknown,
  archive: vi.fn(),
}));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({
    can: (check: { key?: string; policy?: string }) =>
      check.policy ? state.policies.has(check.policy) : state.keys.has(check.key ?? ''),
  }),
}));
vi.mock('../api/leases.ts', () => ({
  useLeaseQuery: () => ({ data: state.lease, isError: false, error: null, refetch: vi.fn() }),
  useArchiveLeaseMutation: () => ({ mutateAsync: state.archive, isPending: false }),
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/leases/${LEASE}`]}>
      <Routes>
        <Route path="/iot/leases/:leaseId" element={<LeaseDetailsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );
const row = (name: string) => screen.getAllByTestId('resident-row').find((r) => r.textContent?.includes(name))!;

beforeEach(() => {
  state.keys = new Set([
    'LEASE_READ',
    'LEASE_EXECUTE_MOVE_IN',
    'LEASE_EXECUTE_MOVE_OUT',
    'LEASE_READ_ACCESSES',
    'LEASE_ARCHIVE',
  ]);
  state.policies = new Set(['iot.leaseRenew', 'iot.leaseTransfer']);
  state.lease = lease('ACTIVE');
  state.archive.mockReset();
});

describe('a lease', () => {
  it('community manager: each resident offers the move they may take now, and the proof once moved out', () => {
    page();
    expect(row('Ada').querySelector('[data-testid="resident-move-in"]')).not.toBeNull();
    expect(row('Ada').querySelector('[data-testid="resident-move-out"]')).toBeNull();
    expect(row('Bo').querySelector('[data-testid="resident-move-in"]')).toBeNull();
    expect(row('Bo').querySelector('[data-testid="resident-move-out"]')?.getAttribute('href')).toBe(
      `/iot/leases/${LEASE}/execute-move-out/22222222-2222-4222-8222-222222222222`,
    );
    expect(row('Cy').querySelector('[data-testid="resident-move-out"]')).toBeNull();
    expect(row('Cy').querySelector('[data-testid="resident-proof"]')?.getAttribute('href')).toBe(
      `/iot/leases/${LEASE}/move-out-proof/33333333-3333-4333-8333-333333333333`,
    );
    expect(screen.getByTestId('lease-authorizations').getAttribute('href')).toBe(`/iot/leases/${LEASE}/authorizations`);
  });

  it('community manager: renews the lease or one resident not moved out, transfers it, and sees its history', () => {
    page();
    expect(screen.getByTestId('lease-renew').getAttribute('href')).toBe(`/iot/leases/${LEASE}/renew`);
    expect(screen.getByTestId('lease-transfer').getAttribute('href')).toBe(`/iot/leases/${LEASE}/transfer`);
    expect(row('Bo').querySelector('[data-testid="resident-renew"]')?.getAttribute('href')).toBe(
      `/iot/leases/${LEASE}/renew/22222222-2222-4222-8222-222222222222`,
    );
    expect(row('Cy').querySelector('[data-testid="resident-renew"]')).toBeNull();
    const change = screen.getByTestId('lease-change');
    expect(change.textContent).toContain('Renewed');
    expect(change.textContent).toContain('(for Bo Lee)');
    expect(change.textContent).toContain('Dana Manager');
  });

  it('delay-line reader (the policies fail): no renew and no transfer', () => {
    state.policies = new Set();
    page();
    expect(screen.queryByTestId('lease-renew')).toBeNull();
    expect(screen.queryByTestId('lease-transfer')).toBeNull();
    expect(screen.queryByTestId('resident-renew')).toBeNull();
  });

  it("community manager: archive asks the spec's question with its note, and 'no' archives nothing", async () => {
    page();
    await setupUser().click(screen.getByTestId('lease-archive'));
    expect(await screen.findByText('are you sure you want to archive the lease?')).toBeTruthy();
    expect(screen.getByText('You won’t be able to undo it')).toBeTruthy();
    await setupUser().click(screen.getByRole('button', { name: 'no' }));
    expect(state.archive).not.toHaveBeenCalled();
    await setupUser().click(screen.getByTestId('lease-archive'));
    await setupUser().click(await screen.findByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.archive).toHaveBeenCalledWith(LEASE));
  });

  it('community viewer: sees the lease and its residents with no move, no authorizations and no archive', () => {
    state.keys = new Set(['LEASE_READ']);
    page();
    expect(screen.getByTestId('lease-unit').textContent).toBe('C-104');
    expect(screen.getAllByTestId('resident-row')).toHaveLength(3);
    expect(screen.queryByTestId('resident-move-in')).toBeNull();
    expect(screen.queryByTestId('resident-move-out')).toBeNull();
    expect(screen.queryByTestId('lease-authorizations')).toBeNull();
    expect(screen.queryByTestId('lease-archive')).toBeNull();
  });

  it('community manager: an archived lease offers no archive and no moves', () => {
    state.lease = lease('ARCHIVED');
    page();
    expect(screen.queryByTestId('lease-archive')).toBeNull();
    expect(screen.queryByTestId('resident-move-in')).toBeNull();
    expect(screen.queryByTestId('resident-move-out')).toBeNull();
    expect(screen.queryByTestId('lease-renew')).toBeNull();
    expect(screen.queryByTestId('lease-transfer')).toBeNull();
    expect(screen.getByTestId('lease-state').getAttribute('data-state')).toBe('ARCHIVED');
  });
});
