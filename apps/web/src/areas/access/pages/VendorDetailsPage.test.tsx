import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import VendorCreatePage from './VendorCreatePage.tsx';
import VendorDetailsPage from './VendorDetailsPage.tsx';

const SPARKS = '4c1c2b4a-1111-4222-8333-944455556666';
const MAPLE = '7b1c2b4a-1111-4222-8333-944455556666';
const HARBOR = '8b1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';
const ALL_KEYS = [
  'USER_READ',
  'USER_CREATE',
  'USER_CHANGE_EMAIL',
  'USER_ADD_TO_COMMUNITY',
  'USER_DELETE_FROM_COMMUNITY',
  'USER_DELETE_FROM_CUSTOMER',
];

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  vendor: null as unknown,
  failed: false,
  remove: vi.fn(),
  destroy: vi.fn(),
  create: vi.fn(),
  navigate: vi.fn(),
}));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({
    can: (check: { key?: string; allOf?: { key: string }[] }) =>
      check.allOf ? check.allOf.every((c) => state.keys.has(c.key)) : state.keys.has(check.key ?? ''),
  }),
}));
vi.mock('../api/vendors.ts', () => ({
  vendorAccessApi: { endpoints: {}, param: 'vendorId' },
  useVendorQuery: () => ({
    data: state.failed ? undefined : state.vendor,
    isError: state.failed,
    error: state.failed ? new Error('The server is down.') : null,
    refetch: vi.fn(),
  }),
  useRemoveVendorMutation: () => ({ mutateAsync: state.remove, isPending: false }),
  useDeleteVendorMutation: () => ({ mutateAsync: state.destroy, isPending: false }),
  useCreateVendorMutation: () => ({ mutateAsync: state.create, isPending: false }),
}));

const vendor = (over: Record<string, unknown> = {}) => ({
  id: SPARKS,
  companyName: 'Sparks Electric',
  firstName: 'Jamie',
  lastName: 'Sparks',
  email: 'jamie@sparks-electric.example',
  phone: '+15550100140',
  credentials: 1,
  createdByName: 'Demo manager',
  createdAt: NOON,
  updatedAt: NOON,
  communities: [
    { id: MAPLE, name: 'Maple Court' },
    { id: HARBOR, name: 'Harbor View' },
  ],
  liveGrants: 1,
  mayAddToCommunity: true,
  ...over,
});

const page = (url = `/iot/vendors/${SPARKS}`) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/iot/vendors/create" element={<VendorCreatePage />} />
        <Route path="/iot/vendors/:id" element={<VendorDetailsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.keys = new Set(ALL_KEYS);
  state.vendor = vendor();
  state.failed = false;
  for (const fn of [state.remove, state.destroy, state.create, state.navigate]) fn.mockReset();
});

describe('a vendor', () => {
  it('community manager: the vendor, the communities it works in, its access here, and every action', () => {
    page();
    expect(screen.getByTestId('vendor-title').textContent).toBe('Sparks Electric');
    expect(screen.getByTestId('vendor-contact').textContent).toBe('Jamie Sparks');
    expect(screen.getByTestId('vendor-communities').textContent).toBe('Maple Court, Harbor View');
    expect(screen.getByTestId('vendor-access-intro').textContent).toBe(
      '1 live credential and 1 live grant in this community.',
    );
    expect(screen.getByTestId('vendor-change-email').getAttribute('href')).toBe(`/iot/vendors/${SPARKS}/change-email`);
    expect(screen.getByTestId('vendor-add-to-community').getAttribute('href')).toBe(
      `/iot/vendors/${SPARKS}/add-to-community`,
    );
    expect(screen.getByTestId('vendor-remove')).toBeTruthy();
    expect(screen.getByTestId('vendor-delete')).toBeTruthy();
  });

  it('its access screens are linked from "Access here", each only with its key', () => {
    const links = () =>
      within(screen.getByTestId('vendor-access-links'))
        .queryAllByRole('link')
        .map((a) => a.getAttribute('href'));
    const view = page();
    expect(links()).toEqual([]);
    view.unmount();
    state.keys = new Set([...ALL_KEYS, 'USER_READ_ACCESSES', 'USER_READ_KEYRING', 'USER_UPDATE_ACCESSES']);
    page();
    expect(links()).toEqual([
      `/iot/vendors/${SPARKS}/authorizations`,
      `/iot/vendors/${SPARKS}/keyring`,
      `/iot/vendors/${SPARKS}/keyring/management`,
    ]);
  });

  it('a role type off the allowed list: no add to community, even with its key; the viewer: no action at all', () => {
    state.vendor = vendor({ mayAddToCommunity: false });
    const view = page();
    expect(screen.queryByTestId('vendor-add-to-community')).toBeNull();
    expect(screen.getByTestId('vendor-change-email')).toBeTruthy();
    view.unmount();
    state.keys = new Set(['USER_READ']);
    state.vendor = vendor();
    page();
    for (const id of ['vendor-change-email', 'vendor-add-to-community', 'vendor-remove', 'vendor-delete']) {
      expect(screen.queryByTestId(id), id).toBeNull();
    }
  });

  it("community manager: delete from the community asks the spec's question, 'no' deletes nothing, 'yes' deletes and goes back to the list", async () => {
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('vendor-remove'));
    expect(await screen.findByText('are you sure you want to delete vendor?')).toBeTruthy();
    expect(screen.getByText(/Sparks Electric leaves this community/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'no' }));
    expect(state.remove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('vendor-remove'));
    await user.click(await screen.findByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.remove).toHaveBeenCalledWith(SPARKS));
    expect(state.navigate).toHaveBeenCalledWith('/iot/vendors');
    expect(state.destroy).not.toHaveBeenCalled();
  });

  it('community manager: delete from the customer asks the same question with its own note; a refusal stays on the vendor', async () => {
    state.destroy.mockRejectedValue(new ApiError('You do not have permission.', 403, 'PERMISSION_DENIED', null, []));
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('vendor-delete'));
    expect(await screen.findByText('are you sure you want to delete vendor?')).toBeTruthy();
    expect(screen.getByText(/leaves every community of the customer/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.destroy).toHaveBeenCalledWith(SPARKS));
    expect(state.navigate).not.toHaveBeenCalled();
    expect(screen.getByTestId('vendor-title')).toBeTruthy();
  });

  it('a vendor that cannot be read says why', () => {
    state.failed = true;
    page();
    expect(screen.getByTestId('vendor-error').textContent).toContain('The vendor could not be loaded.');
    expect(screen.getByTestId('vendor-error').textContent).toContain('The server is down.');
  });
});

describe('add a vendor', () => {
  const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
  const fieldOf = (testId: string) => input(testId).closest('.mantine-InputWrapper-root') as HTMLElement;

  it('community manager: an e-mail another vendor has is refused on its field, and what was typed stays', async () => {
    state.create.mockRejectedValue(
      new ApiError(
        'A vendor of this customer already has this e-mail address.',
        409,
        'ACCESS_VENDOR_EMAIL_TAKEN',
        null,
        [{ path: 'email', message: 'a vendor of this customer already has this e-mail address' }],
      ),
    );
    page('/iot/vendors/create');
    const user = setupUser();
    await user.type(input('vendor-form-company'), 'Northside Locksmiths');
    await user.type(input('vendor-form-first-name'), 'Casey');
    await user.type(input('vendor-form-last-name'), 'Lock');
    await user.type(input('vendor-form-email'), 'Casey@Northside.example');
    await user.type(input('vendor-form-phone'), '(555) 010-0150');
    await user.click(screen.getByTestId('vendor-form-save'));
    await waitFor(() => expect(state.create).toHaveBeenCalledTimes(1));
    expect(state.create.mock.calls[0]![0]).toEqual({
      companyName: 'Northside Locksmiths',
      firstName: 'Casey',
      lastName: 'Lock',
      email: 'casey@northside.example',
      phone: '+15550100150',
    });
    expect(
      await within(fieldOf('vendor-form-email')).findByText(
        'A vendor of this customer already has this e-mail address.',
      ),
    ).toBeTruthy();
    expect(input('vendor-form-company').value).toBe('Northside Locksmiths');
    expect(input('vendor-form-email').value).toBe('Casey@Northside.example');
    expect(state.navigate).not.toHaveBeenCalled();
  });
});
