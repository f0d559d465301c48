import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import UnitAmenitiesPage from './UnitAmenitiesPage.tsx';

const UNIT = '0948383e-f2e8-535f-975c-e2e9c6532b04';
const amenity = (id: string, name: string, groupId: string | null, groupName: string | null) => ({
  id,
  name,
  description: null,
  groupId,
  groupName,
  unitCount: 1,
});
const dishwasher = amenity('11111111-1111-4111-8111-111111111111', 'Dishwasher', 'g1', 'Kitchen');
const fireplace = amenity('22222222-2222-4222-8222-222222222222', 'Fireplace', null, null);

const state = vi.hoisted(() => ({ canAssign: true, mutateAsync: vi.fn(), isPending: false }));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: () => state.canAssign }),
}));
vi.mock('../api/units.ts', () => ({ useUnitQuery: () => ({ data: { name: 'A-101' } }) }));
vi.mock('../api/amenities.ts', () => ({
  useAmenitiesOfUnitQuery: () => ({ data: [dishwasher] }),
  useUnitAmenitiesQuery: () => ({ data: { content: [dishwasher, fireplace] } }),
  useSetAmenitiesOfUnitMutation: () => ({ mutateAsync: state.mutateAsync, isPending: state.isPending }),
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/spaces/living/units/${UNIT}/amenities`]}>
      <Routes>
        <Route path="/spaces/living/units/:unitId/amenities" element={<UnitAmenitiesPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.canAssign = true;
  state.isPending = false;
  state.mutateAsync.mockReset();
});

describe('unit amenities', () => {
  it("community manager: ticks an amenity and saves the unit's whole list", async () => {
    state.mutateAsync.mockResolvedValue([dishwasher, fireplace]);
    page();
    const save = screen.getByTestId('unit-amenities-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await setupUser().click(screen.getByLabelText('select Fireplace'));
    expect(save.disabled).toBe(false);
    await setupUser().click(save);
    expect(state.mutateAsync).toHaveBeenCalledWith([dishwasher.id, fireplace.id]);
  });

  it('community manager: keeps the ticked amenities when the server refuses them', async () => {
    state.mutateAsync.mockRejectedValue(new Error('One of the records named does not exist in this community.'));
    page();
    await setupUser().click(screen.getByLabelText('select Fireplace'));
    await setupUser().click(screen.getByTestId('unit-amenities-save'));
    await waitFor(() => expect(state.mutateAsync).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText('select Fireplace') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('select Dishwasher') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('community manager: while a save runs, the boxes and the button wait', () => {
    state.isPending = true;
    page();
    expect((screen.getByLabelText('select Fireplace') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('unit-amenities-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it("community viewer: sees the unit's amenities by group, with nothing to tick or save", () => {
    state.canAssign = false;
    page();
    expect(screen.getByText('Amenities of unit A-101')).toBeTruthy();
    expect(screen.getByText('Kitchen')).toBeTruthy();
    expect(screen.getByText('Dishwasher')).toBeTruthy();
    expect(screen.queryByTestId('amenity-picker')).toBeNull();
    expect(screen.queryByTestId('unit-amenities-save')).toBeNull();
  });
});
