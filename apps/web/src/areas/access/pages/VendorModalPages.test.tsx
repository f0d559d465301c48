import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { VendorAddToCommunityPage, VendorChangeEmailPage } from './VendorModalPages.tsx';

const SPARKS = '4c1c2b4a-1111-4222-8333-944455556666';
const HARBOR = '8b1c2b4a-1111-4222-8333-944455556666';
const CEDAR = '9b1c2b4a-1111-4222-8333-944455556666';

const state = vi.hoisted(() => ({
  choices: [] as unknown[] | null,
  choicesError: null as Error | null,
  add: vi.fn(),
  change: vi.fn(),
  close: vi.fn(),
}));

vi.mock('../../../app/routing/ModalStack.tsx', () => ({ useModalStack: () => ({ close: state.close }) }));
vi.mock('../api/vendors.ts', () => ({
  useVendorQuery: () => ({
    data: {
      id: SPARKS,
      companyName: 'Sparks Electric',
      firstName: 'Jamie',
      lastName: 'Sparks',
      email: 'jamie@sparks-electric.example',
      phone: null,
      credentials: 0,
      createdByName: null,
      createdAt: '2030-05-06T12:00:00.000Z',
      updatedAt: '2030-05-06T12:00:00.000Z',
      communities: [],
      liveGrants: 0,
      mayAddToCommunity: true,
    },
    isError: false,
    error: null,
    refetch: vi.fn(),
  }),
  useVendorCommunityChoicesQuery: () => ({
    data: state.choicesError ? undefined : state.choices,
    isError: state.choicesError !== null,
    error: state.choicesError,
    refetch: vi.fn(),
  }),
  useAddVendorToCommunitiesMutation: () => ({ mutateAsync: state.add, isPending: false }),
  useChangeVendorEmailMutation: () => ({ mutateAsync: state.change, isPending: false }),
}));

const page = (what: 'add-to-community' | 'change-email') =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/vendors/${SPARKS}/${what}`]}>
      <Routes>
        <Route path="/iot/vendors/:id/add-to-community" element={<VendorAddToCommunityPage />} />
        <Route path="/iot/vendors/:id/change-email" element={<VendorChangeEmailPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.choices = [
    { id: HARBOR, name: 'Harbor View', member: true },
    { id: CEDAR, name: 'Cedar Heights', member: false },
  ];
  state.choicesError = null;
  for (const fn of [state.add, state.change, state.close]) fn.mockReset();
});

describe('add a vendor to communities', () => {
  it('portfolio user: the communities it works in already are shown and not choosable; the chosen one is added', async () => {
    state.add.mockResolvedValue({});
    page('add-to-community');
    const harbor = screen.getByRole('checkbox', { name: 'Harbor View (already works there)' }) as HTMLInputElement;
    expect(harbor.disabled).toBe(true);
    const user = setupUser();
    await user.click(screen.getByRole('checkbox', { name: 'Cedar Heights' }));
    await user.click(screen.getByTestId('vendor-communities-save'));
    await waitFor(() => expect(state.add).toHaveBeenCalledWith({ communityIds: [CEDAR] }));
    expect(state.close).toHaveBeenCalled();
  });

  it('nowhere left to add it says so; a role type the server refuses shows its words', () => {
    state.choices = [{ id: HARBOR, name: 'Harbor View', member: true }];
    const view = page('add-to-community');
    expect(screen.getByTestId('vendor-no-communities').textContent).toContain('no other community');
    view.unmount();
    state.choicesError = new ApiError('You do not have permission to do this.', 403, 'PERMISSION_DENIED', null, []);
    page('add-to-community');
    expect(screen.getByTestId('vendor-communities-error').textContent).toContain(
      'You do not have permission to do this.',
    );
  });
});

describe('change a vendor’s e-mail', () => {
  it('community manager: an address another vendor has is refused on the field, and what was typed stays', async () => {
    state.change.mockRejectedValue(
      new ApiError(
        'A vendor of this customer already has this e-mail address.',
        409,
        'ACCESS_VENDOR_EMAIL_TAKEN',
        null,
        [{ path: 'email', message: 'taken' }],
      ),
    );
    page('change-email');
    const input = screen.getByTestId('vendor-email-input') as HTMLInputElement;
    expect(input.value).toBe('jamie@sparks-electric.example');
    const user = setupUser();
    await user.clear(input);
    await user.type(input, 'robin.hale@evergreen.example');
    await user.click(screen.getByTestId('vendor-email-save'));
    await waitFor(() => expect(state.change).toHaveBeenCalledWith({ email: 'robin.hale@evergreen.example' }));
    expect(await screen.findByText('A vendor of this customer already has this e-mail address.')).toBeTruthy();
    expect(input.value).toBe('robin.hale@evergreen.example');
    expect(state.close).not.toHaveBeenCalled();
  });
});
