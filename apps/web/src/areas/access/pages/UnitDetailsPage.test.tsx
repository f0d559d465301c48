import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import UnitDetailsPage from './UnitDetailsPage.tsx';

const UNIT = '4c1c2b4a-1111-4222-8333-944455556666';
const LOBBY = '7b1c2b4a-1111-4222-8333-944455556666';
const GARAGE = '7c1c2b4a-1111-4222-8333-944455556666';
const LEASE = '8d1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';

const state = vi.hoisted(() => ({ keys: new Set<string>(), unit: null as unknown, failed: false, unlink: vi.fn() }));
const can = (check: { key?: string }) => check.key !== undefined && state.keys.has(check.key);

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({ usePermissions: () => ({ can }) }));
vi.mock('../api/communityUnits.ts', () => ({
  useCommunityUnitQuery: () => ({
    data: state.failed ? undefined : state.unit,
    isError: state.failed,
    error: state.failed ? new Error('The server is down.') : null,
    refetch: vi.fn(),
  }),
  useUnlinkUnitMutation: () => ({ mutate: state.unlink, isPending: false, variables: undefined }),
}));

function unit(over: Record<string, unknown> = {}) {
  return {
    id: UNIT,
    name: 'A-101',
    buildingId: '5c1c2b4a-1111-4222-8333-944455556666',
    buildingName: 'Building A',
    unitTypeId: '6c1c2b4a-1111-4222-8333-944455556666',
    unitTypeName: '1 Bedroom',
    floor: 1,
    squareFeet: 680,
    locks: [
      {
        id: '9a1c2b4a-1111-4222-8333-944455556661',
        name: 'A-101 door',
        family: 'YALE',
        connection: 'ONLINE',
        battery: 80,
      },
      {
        id: '9a1c2b4a-1111-4222-8333-944455556662',
        name: 'A-101 patio',
        family: 'PDK',
        connection: 'OFFLINE',
        battery: null,
      },
    ],
    links: [
      { locationId: LOBBY, name: 'Building A', path: 'Building A', linkedAt: NOON },
      { locationId: GARAGE, name: 'Garage', path: 'Garage', linkedAt: NOON },
    ],
    leases: [{ id: LEASE, startsOn: '2030-01-01', endsOn: '2030-12-31', residentNames: ['Ada Lee', 'Bo Lee'] }],
    ...over,
  };
}

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/community/units/${UNIT}`]}>
      <Routes>
        <Route path="/iot/community/units/:id" element={<UnitDetailsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set(['LOCATION_CREATE', 'LEASE_READ']);
  state.unit = unit();
  state.failed = false;
  state.unlink.mockReset();
});

describe('the IoT unit details', () => {
  it('community manager: the unit with its doors online or not, its linked locations and its leases; links and unlinks', async () => {
    page();
    expect(screen.getByTestId('unit-title').textContent).toBe('A-101');
    expect(screen.getByTestId('unit-type').textContent).toBe('1 Bedroom');
    const locks = screen.getAllByTestId('unit-lock-row');
    expect(within(locks[0]!).getByTestId('unit-lock-connection').textContent).toBe('Online');
    expect(within(locks[1]!).getByTestId('unit-lock-connection').textContent).toBe('Offline');
    expect(screen.getAllByTestId('unit-link-path').map((cell) => cell.textContent)).toEqual(['Building A', 'Garage']);
    expect(screen.getByTestId('unit-unlink-note').textContent).toContain('the current leases keep the location');
    expect(screen.getByTestId('unit-lease-residents').textContent).toBe('Ada Lee, Bo Lee');
    expect(screen.getByTestId('unit-lease-link').getAttribute('href')).toBe(`/iot/leases/${LEASE}`);
    expect(screen.getByTestId('unit-link-one').getAttribute('href')).toBe(`/iot/community/units/${UNIT}/link-unit`);
    expect(screen.getByTestId('unit-link-many').getAttribute('href')).toBe(`/iot/community/units/${UNIT}/link-units`);

    await setupUser().click(screen.getByRole('button', { name: 'Unlink Garage' }));
    await waitFor(() => expect(state.unlink).toHaveBeenCalledWith(GARAGE, expect.anything()));
  });

  it('community viewer: reads the unit; no link or unlink, and leases are not opened without the lease key', () => {
    state.keys = new Set();
    page();
    expect(screen.queryByTestId('unit-link-one')).toBeNull();
    expect(screen.queryByTestId('unit-unlink')).toBeNull();
    expect(screen.queryByTestId('unit-lease-link')).toBeNull();
    expect(screen.getAllByTestId('unit-link-row')).toHaveLength(2);
  });

  it('community manager: a unit with no door, no link and no lease says so; a failure says so', () => {
    state.unit = unit({ locks: [], links: [], leases: [] });
    const empty = page();
    expect(screen.getByTestId('unit-locks-empty').textContent).toContain('No lock is placed at this unit.');
    expect(screen.getByTestId('unit-links-empty').textContent).toContain('Not linked to any location yet.');
    expect(screen.getByTestId('unit-leases-empty').textContent).toContain('No active lease.');
    expect(screen.queryByTestId('unit-unlink-note')).toBeNull();
    empty.unmount();
    state.failed = true;
    page();
    expect(screen.getByTestId('unit-error').textContent).toContain('The unit could not be loaded.');
  });
});
