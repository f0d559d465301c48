import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import StaffDetailsPage from './StaffDetailsPage.tsx';

const NORA = '4c1c2b4a-1111-4222-8333-944455556666';
const ACCESS = '5c1c2b4a-1111-4222-8333-944455556666';
const KEY = '6c1c2b4a-1111-4222-8333-944455556666';
const GROUP = '7c1c2b4a-1111-4222-8333-944455556666';

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  member: null as unknown,
  remove: vi.fn(),
  deleteFromCustomer: vi.fn(),
  navigate: vi.fn(),
}));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({
    can: (check: { key?: string; anyOf?: { key: string }[]; allOf?: { key: string }[] }) =>
      check.anyOf
        ? check.anyOf.some((c) => state.keys.has(c.key))
        : check.allOf
          ? check.allOf.every((c) => state.keys.has(c.key))
          : state.keys.has(check.key ?? ''),
  }),
}));
vi.mock('../api/staff.ts', () => ({
  staffAccessApi: { endpoints: {}, param: 'staffId' },
  useStaffMemberQuery: () => ({ data: state.member, isError: false, error: null, refetch: vi.fn() }),
  useRemoveStaffMutation: () => ({ mutateAsync: state.remove, isPending: false }),
  useDeleteStaffMutation: () => ({ mutateAsync: state.deleteFromCustomer, isPending: false }),
}));

const member = (over: Record<string, unknown> = {}) => ({
  id: NORA,
  firstName: 'Nora',
  lastName: 'Newpass',
  email: 'newpass@acme.demo',
  phone: null,
  status: 'active',
  roleType: 'PROPERTY_MANAGER',
  roleNames: ['Community manager'],
  allCommunities: false,
  credentials: 3,
  temporaryAccesses: [
    {
      id: ACCESS,
      kind: 'VIRTUAL',
      status: 'ACTIVE',
      expired: false,
      validFrom: '2030-05-01T00:00:00.000Z',
      validUntil: '2030-05-09T00:00:00.000Z',
      locationNames: ['Building B'],
    },
  ],
  keys: [{ id: KEY, number: 'STAFF-1', state: 'ISSUED', locationNames: ['Building B'] }],
  groups: [{ id: GROUP, name: 'Night crew' }],
  liveGrants: 3,
  ...over,
});

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/staff/${NORA}`]}>
      <Routes>
        <Route path="/iot/staff/:id" element={<StaffDetailsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set([
    'USER_READ',
    'USER_DELETE_FROM_COMMUNITY',
    'KEY_CREDENTIAL_READ',
    'CUSTOM_USER_GROUP_READ',
    'TEMPORARY_USER_ACCESS_READ_LIST_ALL',
  ]);
  state.member = member();
  state.remove.mockReset();
  state.deleteFromCustomer.mockReset();
  state.navigate.mockReset();
});

describe('a staff member', () => {
  it('community manager: role type and role here, then their temporary access, keys and groups here, each linked to its screen', () => {
    page();
    expect(screen.getByTestId('staff-title').textContent).toBe('Nora Newpass');
    expect(screen.getByTestId('staff-role-type').textContent).toBe('Property manager');
    expect(screen.getByTestId('staff-roles').textContent).toBe('Community manager');
    expect(screen.getByTestId('staff-access-intro').textContent).toBe(
      '3 live credentials and 3 live grants in this community.',
    );
    expect(screen.getByRole('link', { name: 'Virtual key' }).getAttribute('href')).toBe(
      `/iot/staff-access/access-details/${ACCESS}`,
    );
    expect(screen.getByRole('link', { name: 'STAFF-1' }).getAttribute('href')).toBe(`/iot/keys/${KEY}`);
    expect(screen.getByRole('link', { name: 'Night crew' }).getAttribute('href')).toBe(`/iot/groups/${GROUP}`);
  });

  it('a user who may not open keys or groups sees them unlinked; a portfolio admin is not removable here, and says why', () => {
    state.keys = new Set(['USER_READ', 'USER_DELETE_FROM_COMMUNITY']);
    state.member = member({ allCommunities: true, roleType: 'CUSTOMER_ADMIN' });
    page();
    expect(screen.queryByRole('link', { name: 'STAFF-1' })).toBeNull();
    expect(screen.getByText('STAFF-1')).toBeTruthy();
    expect(screen.queryByTestId('staff-remove')).toBeNull();
    expect(screen.getByTestId('staff-not-removable').textContent).toContain('every community of the customer');
  });

  it('their access screens are linked from "Access here", each only with its key', () => {
    const links = () =>
      within(screen.getByTestId('staff-access-links'))
        .queryAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    const view = page();
    expect(links()).toEqual([]);
    view.unmount();
    state.keys = new Set(['USER_READ', 'USER_READ_ACCESSES', 'USER_READ_KEYRING', 'USER_UPDATE_ACCESSES']);
    const all = page();
    expect(links()).toEqual([
      ['Authorizations', `/iot/staff/${NORA}/authorizations`],
      ['Keyring', `/iot/staff/${NORA}/keyring`],
      ['Keyring management', `/iot/staff/${NORA}/keyring/management`],
    ]);
    all.unmount();
    // Keyring management shows the keyring: without its key, no link.
    state.keys = new Set(['USER_READ', 'USER_READ_ACCESSES', 'USER_UPDATE_ACCESSES']);
    page();
    expect(links().map(([label]) => label)).toEqual(['Authorizations']);
  });

  it("community manager: delete from the community asks first; 'yes' removes them and goes back to the staff", async () => {
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('staff-remove'));
    expect(await screen.findByText('are you sure you want to delete Nora Newpass from this community?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'no' }));
    expect(state.remove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('staff-remove'));
    await user.click(await screen.findByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith(NORA));
    expect(state.navigate).toHaveBeenCalledWith('/iot/staff');
  });

  it("portfolio admin: delete from the customer asks first, only with its key; 'yes' deletes them and goes back to the staff", async () => {
    expect(screen.queryByTestId('staff-delete-customer')).toBeNull();
    state.keys.add('USER_DELETE_FROM_CUSTOMER');
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('staff-delete-customer'));
    expect(await screen.findByText('are you sure you want to delete Nora Newpass from the customer?')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.deleteFromCustomer).toHaveBeenCalledWith(NORA));
    expect(state.remove).not.toHaveBeenCalled();
    expect(state.navigate).toHaveBeenCalledWith('/iot/staff');
  });
});
