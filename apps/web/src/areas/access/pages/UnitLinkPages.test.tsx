import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { CreateLinkUnitsPage, LinkUnitPage, LinkUnitsPage } from './UnitLinkPages.tsx';

const UNIT = '4c1c2b4a-1111-4222-8333-944455556666';
const ROOT = '00000000-0000-0000-0000-000000000000';
const BUILDING = '7a1c2b4a-1111-4222-8333-944455556666';
const LOBBY = '7b1c2b4a-1111-4222-8333-944455556666';
const GARAGE = '7c1c2b4a-1111-4222-8333-944455556666';

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  unit: null as unknown,
  link: vi.fn(),
  navigate: vi.fn(),
  close: vi.fn(),
}));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key?: string }) => state.keys.has(check.key ?? '') }),
}));
vi.mock('../../../app/routing/ModalStack.tsx', () => ({ useModalStack: () => ({ close: state.close }) }));
vi.mock('../api/communityUnits.ts', () => ({
  useCommunityUnitQuery: () => ({ data: state.unit, isError: false, error: null, refetch: vi.fn() }),
  useLinkUnitMutation: () => ({ mutateAsync: state.link, isPending: false }),
}));
const node = (id: string, name: string, parentId: string, children: unknown[] = []) => ({
  id,
  parentId,
  name,
  buildingId: null,
  lockCount: 0,
  children,
});
vi.mock('../api/community.ts', () => ({
  useLocationTreeQuery: () => ({
    data: node(ROOT, 'Maple Court', '', [
      node(BUILDING, 'Building A', ROOT, [node(LOBBY, 'Lobby', BUILDING)]),
      node(GARAGE, 'Garage', ROOT),
    ]),
    isError: false,
    error: null,
    refetch: vi.fn(),
  }),
}));

function unit(leases: number) {
  return {
    id: UNIT,
    name: 'A-101',
    buildingId: BUILDING,
    buildingName: 'Building A',
    unitTypeId: '6c1c2b4a-1111-4222-8333-944455556666',
    unitTypeName: '1 Bedroom',
    floor: 1,
    squareFeet: 680,
    locks: [],
    links: [{ locationId: BUILDING, name: 'Building A', path: 'Building A', linkedAt: '2030-05-06T12:00:00.000Z' }],
    leases: Array.from({ length: leases }, (_, i) => ({
      id: `8d1c2b4a-1111-4222-8333-94445555666${i}`,
      startsOn: '2030-01-01',
      endsOn: '2030-12-31',
      residentNames: ['Ada Lee'],
    })),
  };
}

const page = (url: string) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/iot/community/units/:id/link-unit" element={<LinkUnitPage />} />
        <Route path="/iot/community/units/:id/link-units" element={<LinkUnitsPage />} />
        <Route path="/iot/community/units/create/link-units" element={<CreateLinkUnitsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const done = { unit: unit(1), linked: 1, leasesUpdated: 1 };

beforeEach(() => {
  state.keys = new Set(['LOCATION_CREATE', 'LEASE_UPDATE_ACCESSES']);
  state.unit = unit(1);
  for (const mock of [state.link, state.navigate, state.close]) mock.mockReset();
});

describe('link a unit to a location', () => {
  it('community manager: the locations not linked yet by their path; “also add to the unit’s current leases” is on; linked, the modal closes', async () => {
    state.link.mockResolvedValue(done);
    page(`/iot/community/units/${UNIT}/link-unit`);
    expect(screen.getByTestId('unit-link-intro').textContent).toContain('unit A-101');
    const user = setupUser();
    await user.click(input('unit-link-select'));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Building A / Lobby', 'Garage']);
    await user.click(screen.getByRole('option', { name: 'Garage' }));
    expect(input('unit-link-leases').checked).toBe(true);
    expect(screen.getByText('1 active lease: residents who moved in are granted the locations at once.')).toBeTruthy();
    await user.click(screen.getByTestId('unit-link-save'));
    await waitFor(() => expect(state.link).toHaveBeenCalledWith({ locationIds: [GARAGE], addToLeases: true }));
    await waitFor(() => expect(state.close).toHaveBeenCalled());
  });

  it("community manager: nothing chosen is not sent; a refusal keeps the choice and shows the server's words", async () => {
    state.link.mockRejectedValue(
      new ApiError(
        'A unit, location or resident given does not exist in this community.',
        422,
        'ACCESS_REFERENCE_INVALID',
        null,
        [{ path: 'locationIds', message: 'choose locations of this community' }],
      ),
    );
    page(`/iot/community/units/${UNIT}/link-unit`);
    const user = setupUser();
    await user.click(screen.getByTestId('unit-link-save'));
    await waitFor(() => expect(input('unit-link-select').getAttribute('aria-invalid')).toBe('true'));
    expect(state.link).not.toHaveBeenCalled();
    await user.click(input('unit-link-select'));
    await user.click(await screen.findByRole('option', { name: 'Garage' }));
    await user.click(input('unit-link-leases'));
    await user.click(screen.getByTestId('unit-link-save'));
    await waitFor(() => expect(state.link).toHaveBeenCalledWith({ locationIds: [GARAGE], addToLeases: false }));
    await waitFor(() => expect(input('unit-link-select').getAttribute('aria-invalid')).toBe('true'));
    expect(input('unit-link-select').value).toBe('Garage');
    expect(state.close).not.toHaveBeenCalled();
  });
});

describe('link a unit to locations', () => {
  it('a user who may not change leases: links several at once, and is not offered the current leases', async () => {
    state.keys = new Set(['LOCATION_CREATE']);
    state.link.mockResolvedValue({ ...done, linked: 2, leasesUpdated: 0 });
    page(`/iot/community/units/${UNIT}/link-units`);
    expect(screen.queryByTestId('unit-link-leases')).toBeNull();
    const user = setupUser();
    await user.click(input('unit-link-select'));
    await user.click(await screen.findByRole('option', { name: 'Garage' }));
    await user.click(await screen.findByRole('option', { name: 'Building A / Lobby' }));
    await user.click(screen.getByTestId('unit-link-save'));
    await waitFor(() => expect(state.link).toHaveBeenCalledWith({ locationIds: [GARAGE, LOBBY], addToLeases: false }));
    await waitFor(() => expect(state.close).toHaveBeenCalled());
  });

  it('community manager, after create unit: the new unit comes from the address; skipping opens its details', async () => {
    state.unit = unit(0);
    const created = page(`/iot/community/units/create/link-units?unit=${UNIT}`);
    expect(screen.getByTestId('unit-created-intro').textContent).toContain('Unit A-101 was created.');
    // A new unit has no lease to add the links to.
    expect(screen.queryByTestId('unit-link-leases')).toBeNull();
    await setupUser().click(screen.getByTestId('unit-link-cancel'));
    expect(state.navigate).toHaveBeenCalledWith(`/iot/community/units/${UNIT}`, { replace: true });
    created.unmount();
    page('/iot/community/units/create/link-units');
    expect(screen.getByTestId('unit-link-no-unit').textContent).toContain('does not say which unit to link');
  });
});
