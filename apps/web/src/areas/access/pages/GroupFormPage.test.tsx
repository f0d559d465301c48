import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { GroupCreatePage, GroupEditPage } from './GroupFormPage.tsx';

const GROUP = '4c1c2b4a-1111-4222-8333-944455556666';
const ADA = '11111111-1111-4111-8111-111111111111';
const VAL = '22222222-2222-4222-8222-222222222222';
const BEN = '33333333-3333-4333-8333-333333333333';
const POOL = '7b1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';

const state = vi.hoisted(() => ({
  create: vi.fn(),
  update: vi.fn(),
  navigate: vi.fn(),
  memberQueries: [] as string[],
  group: null as unknown,
}));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../api/groups.ts', () => ({
  useCreateGroupMutation: () => ({ mutateAsync: state.create, isPending: false }),
  useUpdateGroupMutation: () => ({ mutateAsync: state.update, isPending: false }),
  useGroupQuery: () => ({ data: state.group, isError: false, error: null, refetch: vi.fn() }),
  useMemberChoicesQuery: (q: string) => {
    state.memberQueries.push(q);
    return {
      data: [
        { holderKind: 'RESIDENT', holderId: ADA, name: 'Ada Lee', detail: 'Unit A-101' },
        { holderKind: 'STAFF', holderId: VAL, name: 'Val Viewer', detail: '' },
      ],
      isError: false,
      error: null,
    };
  },
}));
vi.mock('../api/leases.ts', () => ({
  useLocationChoicesQuery: () => ({
    data: [{ id: POOL, name: 'Pool', path: 'Building A / Pool' }],
    isError: false,
    error: null,
  }),
}));

const page = (url: string) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/iot/groups/create" element={<GroupCreatePage />} />
        <Route path="/iot/groups/:id/edit" element={<GroupEditPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
/** The field's wrapper, where its error shows. */
const fieldOf = (testId: string) => input(testId).closest('.mantine-InputWrapper-root') as HTMLElement;

/** A name, a description, the pool, and two members found by the start of their names. */
async function fill() {
  const user = setupUser();
  await user.type(input('group-form-name'), 'Pool club');
  await user.type(input('group-form-description'), 'Evenings');
  await user.click(input('group-form-locations'));
  await user.click(await screen.findByRole('option', { name: 'Building A / Pool' }));
  await user.type(input('group-form-members'), 'Ad');
  await waitFor(() => expect(state.memberQueries).toContain('Ad'));
  await user.click(await screen.findByRole('option', { name: 'Ada Lee · Resident, Unit A-101' }));
  await user.click(input('group-form-members'));
  await user.click(await screen.findByRole('option', { name: 'Val Viewer · Staff' }));
  return user;
}

beforeEach(() => {
  state.create.mockReset();
  state.update.mockReset();
  state.navigate.mockReset();
  state.memberQueries = [];
  state.group = null;
});

describe('create a group', () => {
  it('community manager: a name already taken is refused on its field, and what was typed stays', async () => {
    state.create.mockRejectedValue(
      new ApiError('A group with this name already exists in this community.', 409, 'ACCESS_GROUP_NAME_TAKEN', null, [
        { path: 'name', message: 'a group with this name already exists' },
      ]),
    );
    page('/iot/groups/create');
    const user = await fill();
    await user.click(screen.getByTestId('group-form-save'));
    await waitFor(() => expect(state.create).toHaveBeenCalledTimes(1));
    expect(state.create.mock.calls[0]![0]).toEqual({
      name: 'Pool club',
      description: 'Evenings',
      locationIds: [POOL],
      hours: null,
      members: [
        { holderKind: 'RESIDENT', holderId: ADA },
        { holderKind: 'STAFF', holderId: VAL },
      ],
    });
    expect(
      await within(fieldOf('group-form-name')).findByText('A group with this name already exists in this community.'),
    ).toBeTruthy();
    expect(input('group-form-name').getAttribute('aria-invalid')).toBe('true');
    expect(input('group-form-description').value).toBe('Evenings');
    expect(within(fieldOf('group-form-members')).getByText('Ada Lee · Resident, Unit A-101')).toBeTruthy();
    expect(state.navigate).not.toHaveBeenCalled();
  });

  it('community manager: a person refused as a member is named on the members field', async () => {
    state.create.mockRejectedValue(
      new ApiError(
        'Choose a resident who lives in this community, or one of its staff.',
        422,
        'ACCESS_HOLDER_INVALID',
        null,
        [{ path: 'members.1', message: 'choose a resident who lives here or a staff member of this community' }],
      ),
    );
    page('/iot/groups/create');
    const user = await fill();
    await user.click(screen.getByTestId('group-form-save'));
    expect(
      await within(fieldOf('group-form-members')).findByText(
        'Val Viewer · Staff: choose a resident who lives here or a staff member of this community',
      ),
    ).toBeTruthy();
    expect(input('group-form-name').value).toBe('Pool club');
  });

  it('community manager: saved, the group opens', async () => {
    state.create.mockResolvedValue({ id: GROUP, name: 'Pool club' });
    page('/iot/groups/create');
    const user = await fill();
    await user.click(screen.getByTestId('group-form-save'));
    await waitFor(() => expect(state.navigate).toHaveBeenCalledWith(`/iot/groups/${GROUP}`));
  });

  it('community manager: nothing is sent without a name and a location', async () => {
    page('/iot/groups/create');
    const user = setupUser();
    await user.click(screen.getByTestId('group-form-save'));
    await waitFor(() => expect(input('group-form-name').getAttribute('aria-invalid')).toBe('true'));
    expect(input('group-form-locations').getAttribute('aria-invalid')).toBe('true');
    expect(state.create).not.toHaveBeenCalled();
  });
});

describe('edit a group', () => {
  const group = {
    id: GROUP,
    name: 'Pool club',
    description: null,
    hours: null,
    locationIds: [POOL],
    locationNames: ['Pool'],
    memberCount: 2,
    locationCount: 1,
    createdByName: 'Demo manager',
    createdAt: NOON,
    updatedAt: NOON,
    members: [
      { holderKind: 'RESIDENT', holderId: BEN, name: 'Ben Moss', credentialId: GROUP, addedAt: NOON },
      { holderKind: 'RESIDENT', holderId: ADA, name: 'Ada Lee', credentialId: GROUP, addedAt: NOON },
    ],
    grants: [],
  };

  it('community manager: starts from the group as it is (its members by name), and saves it with a member taken out', async () => {
    state.group = group;
    state.update.mockResolvedValue({ id: GROUP, name: 'Pool club' });
    page(`/iot/groups/${GROUP}/edit`);
    expect(input('group-form-name').value).toBe('Pool club');
    const members = fieldOf('group-form-members');
    expect(within(members).getByText('Ben Moss · Resident')).toBeTruthy();
    expect(within(members).getByText('Ada Lee · Resident')).toBeTruthy();
    const user = setupUser();
    // Backspace in the empty search takes out the last member.
    await user.click(input('group-form-members'));
    await user.keyboard('{Backspace}');
    await user.click(screen.getByTestId('group-form-save'));
    await waitFor(() => expect(state.update).toHaveBeenCalledTimes(1));
    expect(state.update.mock.calls[0]![0]).toEqual({
      name: 'Pool club',
      description: null,
      locationIds: [POOL],
      hours: null,
      members: [{ holderKind: 'RESIDENT', holderId: BEN }],
    });
    await waitFor(() => expect(state.navigate).toHaveBeenCalledWith(`/iot/groups/${GROUP}`));
  });

  it('community manager: an hours conflict the server finds lands on both entries, the input kept', async () => {
    state.group = group;
    state.update.mockRejectedValue(
      new ApiError('Two hours of operation on the same day overlap.', 422, 'HOURS_CONFLICT', null, [
        { path: 'hours.0', message: 'conflicts with hours 2' },
        { path: 'hours.1', message: 'conflicts with hours 1' },
      ]),
    );
    page(`/iot/groups/${GROUP}/edit`);
    const user = setupUser();
    await user.click(screen.getByTestId('hours-add'));
    await user.click(screen.getByTestId('hours-add'));
    await user.selectOptions(screen.getByTestId('hours-1-days'), '1');
    await user.click(screen.getByTestId('group-form-save'));
    const rows = screen.getAllByTestId('hours-row');
    expect(await within(rows[0]!).findByText('conflicts with hours 2')).toBeTruthy();
    expect(within(rows[1]!).getByText('conflicts with hours 1')).toBeTruthy();
    expect(state.update.mock.calls[0]![0].hours).toHaveLength(2);
    expect(state.navigate).not.toHaveBeenCalled();
  });
});
