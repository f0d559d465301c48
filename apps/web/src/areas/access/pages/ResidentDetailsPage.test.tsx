import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import ResidentDetailsPage from './ResidentDetailsPage.tsx';

const ADA = '4c1c2b4a-1111-4222-8333-944455556666';
const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';
const NOON = '2026-05-01T12:00:00.000Z';

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  resident: null as unknown,
  remove: vi.fn(),
  navigate: vi.fn(),
}));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key?: string }) => state.keys.has(check.key ?? '') }),
}));
vi.mock('../api/residents.ts', () => ({
  residentAccessApi: { endpoints: {}, param: 'residentId' },
  useResidentQuery: () => ({ data: state.resident, isError: false, error: null, refetch: vi.fn() }),
  useDeleteResidentMutation: () => ({ mutateAsync: state.remove, isPending: false }),
}));

function resident(over: Record<string, unknown> = {}) {
  return {
    id: ADA,
    firstName: 'Ada',
    lastName: 'Lee',
    email: 'ada@example.com',
    phone: null,
    status: 'PAST',
    units: [],
    liveCredentials: 1,
    createdAt: NOON,
    updatedAt: NOON,
    leases: [
      {
        leaseId: LEASE,
        unitId: '00000000-0000-4000-8000-000000000001',
        unitName: 'C-104',
        buildingName: 'Building C',
        startsOn: '2026-05-01',
        endsOn: '2027-04-30',
        state: 'ACTIVE',
        movedInAt: NOON,
        movedOutAt: NOON,
        moveOutReportId: null,
      },
    ],
    access: {
      holderKind: 'RESIDENT',
      holderId: ADA,
      name: 'Ada Lee',
      suspendedAt: null,
      suspendedByName: null,
      liveGrants: 2,
      directAuthorizations: 1,
      liveCredentials: 1,
    },
    ...over,
  };
}

const ALL = [
  'RESIDENT_READ',
  'RESIDENT_CHANGE_EMAIL',
  'RESIDENT_DELETE_FROM_COMMUNITY',
  'RESIDENT_UPDATE_ACCESSES',
  'LEASE_READ',
];

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/residents/${ADA}`]}>
      <Routes>
        <Route path="/iot/residents/:id" element={<ResidentDetailsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set(ALL);
  state.resident = resident();
  state.remove.mockReset();
  state.navigate.mockReset();
});

describe('a resident', () => {
  it('community manager: the profile, where their access stands with its screens, and their leases, each opening its lease', () => {
    page();
    expect(screen.getByTestId('person-title').textContent).toBe('Ada Lee');
    expect(screen.getByTestId('person-access-state').textContent).toBe('Access not suspended');
    expect(screen.getByTestId('person-counts').textContent).toBe(
      '2 grants · 1 direct authorization · 1 live credential',
    );
    expect(screen.getByTestId('resident-status').textContent).toBe('Past');
    expect(screen.getByTestId('resident-email').textContent).toBe('ada@example.com');
    expect(screen.getByTestId('person-link-authorizations').getAttribute('href')).toBe(
      `/iot/residents/${ADA}/authorizations`,
    );
    expect(screen.getByTestId('person-link-keyring').getAttribute('href')).toBe(`/iot/residents/${ADA}/keyring`);
    expect(screen.getByTestId('person-link-management').getAttribute('href')).toBe(
      `/iot/residents/${ADA}/keyring/management`,
    );
    expect(screen.getByTestId('resident-change-email').getAttribute('href')).toBe(`/iot/residents/${ADA}/change-email`);
    const [lease] = screen.getAllByTestId('resident-lease-row');
    expect(within(lease!).getByRole('link', { name: 'Lease of C-104' }).getAttribute('href')).toBe(
      `/iot/leases/${LEASE}`,
    );
  });

  it("community manager: delete asks the spec's question; 'no' deletes nothing, 'yes' deletes and goes back to the list", async () => {
    page();
    await setupUser().click(screen.getByTestId('resident-delete'));
    expect(await screen.findByText('are you sure you want to delete resident?')).toBeTruthy();
    await setupUser().click(screen.getByRole('button', { name: 'no' }));
    expect(state.remove).not.toHaveBeenCalled();
    await setupUser().click(screen.getByTestId('resident-delete'));
    await setupUser().click(await screen.findByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith(ADA));
    await waitFor(() => expect(state.navigate).toHaveBeenCalledWith('/iot/residents'));
  });

  it('community manager: a resident moved in cannot be deleted until moved out; a suspended one says so', () => {
    state.resident = resident({
      status: 'CURRENT',
      access: { ...resident().access, suspendedAt: NOON, suspendedByName: 'Dana Manager' },
    });
    page();
    expect((screen.getByTestId('resident-delete') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('resident-moved-in-note').textContent).toContain('Execute their move-out first');
    expect(screen.getByTestId('person-access-state').textContent).toBe('Access suspended');
    expect(screen.getByTestId('person-suspended').textContent).toContain('(by Dana Manager)');
  });

  it('viewer (RESIDENT_READ only): the resident and their screens to read; no change email, no delete, no management', () => {
    state.keys = new Set(['RESIDENT_READ']);
    page();
    expect(screen.getByTestId('person-title').textContent).toBe('Ada Lee');
    expect(screen.queryByTestId('resident-change-email')).toBeNull();
    expect(screen.queryByTestId('resident-delete')).toBeNull();
    expect(screen.queryByTestId('person-link-management')).toBeNull();
    expect(screen.getByTestId('person-link-keyring')).toBeTruthy();
    expect(within(screen.getByTestId('resident-lease-row')).queryByRole('link')).toBeNull();
  });
});
