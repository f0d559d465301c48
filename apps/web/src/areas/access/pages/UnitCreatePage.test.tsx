import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import UnitCreatePage from './UnitCreatePage.tsx';

const UNIT = '4c1c2b4a-1111-4222-8333-944455556666';
const BUILDING = '5c1c2b4a-1111-4222-8333-944455556666';
const TYPE = '6c1c2b4a-1111-4222-8333-944455556666';

const state = vi.hoisted(() => ({ create: vi.fn(), navigate: vi.fn(), buildings: [] as unknown[] }));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../api/communityUnits.ts', () => ({
  useUnitFormChoicesQuery: () => ({
    data: {
      buildings: state.buildings,
      unitTypes: [{ id: TYPE, name: '1 Bedroom', squareFeet: 680, marketRentCents: 155_000 }],
    },
    isError: false,
    error: null,
    refetch: vi.fn(),
  }),
  useCreateUnitMutation: () => ({ mutateAsync: state.create, isPending: false }),
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={['/iot/community/units/create']}>
      <Routes>
        <Route path="/iot/community/units/create" element={<UnitCreatePage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

async function fill() {
  const user = setupUser();
  await user.type(input('unit-create-name'), 'A-999');
  await user.click(input('unit-create-building'));
  await user.click(await screen.findByRole('option', { name: 'Building A' }));
  await user.click(input('unit-create-type'));
  await user.click(await screen.findByRole('option', { name: '1 Bedroom' }));
  await user.click(screen.getByTestId('unit-create-save'));
  return user;
}

beforeEach(() => {
  state.buildings = [{ id: BUILDING, name: 'Building A' }];
  state.create.mockReset();
  state.navigate.mockReset();
});

describe('create a unit from the IoT community', () => {
  it('community manager: the unit type fills size and rent; created, the new unit is linked next', async () => {
    state.create.mockResolvedValue({ id: UNIT, name: 'A-999' });
    page();
    await fill();
    await waitFor(() =>
      expect(state.create).toHaveBeenCalledWith({
        name: 'A-999',
        buildingId: BUILDING,
        unitTypeId: TYPE,
        floorPlanId: null,
        floor: 1,
        squareFeet: 680,
        marketRentCents: 155_000,
      }),
    );
    await waitFor(() =>
      expect(state.navigate).toHaveBeenCalledWith(`/iot/community/units/create/link-units?unit=${UNIT}`, {
        replace: true,
      }),
    );
  });

  it('community manager: a taken name shows on the name and what was typed stays; no building says where to add one', async () => {
    state.create.mockRejectedValue(
      new ApiError('This name is already used here. Choose another name.', 409, 'CBR_NAME_TAKEN', null),
    );
    const form = page();
    await fill();
    await waitFor(() => expect(input('unit-create-name').getAttribute('aria-invalid')).toBe('true'));
    expect(input('unit-create-name').value).toBe('A-999');
    expect(input('unit-create-building').value).toBe('Building A');
    expect(state.navigate).not.toHaveBeenCalled();
    form.unmount();
    state.buildings = [];
    page();
    expect(screen.getByTestId('unit-create-none').textContent).toContain('add them in community structure first');
  });
});
