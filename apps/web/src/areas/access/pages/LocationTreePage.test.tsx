import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import LocationTreePage from './LocationTreePage.tsx';

const ROOT = '00000000-0000-0000-0000-000000000000';
const node = (id: string, name: string, parentId: string, extra: Record<string, unknown> = {}) => ({
  id,
  parentId,
  name,
  buildingId: null,
  lockCount: 0,
  children: [],
  ...extra,
});
const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  tree: null as unknown,
  create: vi.fn(),
  remove: vi.fn(),
}));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key: string }) => state.keys.has(check.key) }),
}));
vi.mock('../api/community.ts', () => ({
  useLocationTreeQuery: () => ({ data: state.tree, isError: false, error: null, refetch: vi.fn() }),
  useCreateLocationMutation: () => ({ mutateAsync: state.create, isPending: false }),
  useDeleteLocationMutation: () => ({ mutateAsync: state.remove, isPending: false }),
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={['/iot/community/location-tree']}>
      <LocationTreePage />
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set(['LOCATION_CREATE', 'LOCATION_DELETE']);
  state.tree = {
    ...node(ROOT, 'Maple Court', '', { parentId: null }),
    children: [
      node('b1', 'Building A', ROOT, {
        buildingId: 'bb1',
        lockCount: 12,
        children: [node('g1', 'Gym', 'b1', { lockCount: 1 })],
      }),
    ],
  };
  state.create.mockReset();
  state.remove.mockReset();
});

describe('IoT location tree', () => {
  it('community manager: sees each location with its locks; a building offers no delete', () => {
    page();
    const rows = screen.getAllByTestId('iot-location');
    expect(rows.map((row) => row.dataset.name)).toEqual(['Maple Court', 'Building A', 'Gym']);
    expect(within(rows[1]!).getAllByTestId('iot-location-locks')[0]!.textContent).toBe('12 locks');
    expect(screen.getAllByTestId('iot-location-delete')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete Gym' })).toBeTruthy();
  });

  it('community manager: deletes after the spec’s confirmation; a refusal is said and the location stays', async () => {
    const user = setupUser();
    state.remove.mockRejectedValue(
      new ApiError(
        'Devices are placed at this location or access is still granted to it. Move the devices and revoke the access first.',
        409,
        'ACCESS_LOCATION_IN_USE',
        null,
      ),
    );
    page();
    await user.click(screen.getByRole('button', { name: 'Delete Gym' }));
    expect(await screen.findByText('are you sure you want to delete this location?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith('g1'));
    expect(await screen.findByText(/Move the devices and revoke the access first/)).toBeTruthy();
  });

  it('community manager: adds a location under one chosen by its path; a taken name keeps what was typed', async () => {
    const user = setupUser();
    state.create.mockRejectedValue(
      new ApiError('This name is already used here. Choose another name.', 409, 'CBR_NAME_TAKEN', null),
    );
    page();
    await user.type(screen.getByTestId('iot-location-name'), 'Gym');
    await user.click(screen.getByTestId('iot-location-add'));
    expect(await screen.findByText('This name is already used here. Choose another name.')).toBeTruthy();
    expect((screen.getByTestId('iot-location-name') as HTMLInputElement).value).toBe('Gym');
    expect(state.create).toHaveBeenCalledWith({ name: 'Gym', parentId: null });
  });

  it('community viewer with the lock list only: reads the tree, with no add form and no delete', () => {
    state.keys = new Set(['LOCK_READ_LIST']);
    page();
    expect(screen.queryByTestId('iot-location-form')).toBeNull();
    expect(screen.queryByTestId('iot-location-delete')).toBeNull();
  });

  it('community manager: a community with no location yet is told so', () => {
    state.tree = { ...node(ROOT, 'Maple Court', '', { parentId: null }), children: [] };
    page();
    expect(screen.getByTestId('location-tree-empty').textContent).toMatch(/No locations yet/);
  });
});
