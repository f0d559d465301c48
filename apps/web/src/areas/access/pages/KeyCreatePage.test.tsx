import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import KeyCreatePage from './KeyCreatePage.tsx';

const KEY = '4c1c2b4a-1111-4222-8333-944455556666';
const ADA = '11111111-1111-4111-8111-111111111111';
const LOBBY = '7b1c2b4a-1111-4222-8333-944455556666';

const state = vi.hoisted(() => ({ create: vi.fn(), navigate: vi.fn() }));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../api/keys.ts', () => ({
  useCreateKeyMutation: () => ({ mutateAsync: state.create, isPending: false }),
  useHolderChoicesQuery: () => ({
    data: [
      { holderKind: 'RESIDENT', holderId: ADA, name: 'Ada Lee', detail: 'A-101' },
      { holderKind: 'STAFF', holderId: '22222222-2222-4222-8222-222222222222', name: 'Val Viewer', detail: '' },
    ],
    isError: false,
  }),
  useKeyChoicesQuery: () => ({ data: [], isError: false }),
}));
vi.mock('../api/leases.ts', () => ({
  useLocationChoicesQuery: () => ({ data: [{ id: LOBBY, name: 'Lobby', path: 'Building A / Lobby' }], isError: false }),
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={['/iot/keys/create']}>
      <Routes>
        <Route path="/iot/keys/create" element={<KeyCreatePage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

async function fill(holder: boolean) {
  const user = setupUser();
  await user.type(input('key-form-number'), 'F-1001');
  await user.type(input('key-form-description'), 'Blue fob');
  await user.click(input('key-form-locations'));
  await user.click(await screen.findByRole('option', { name: 'Building A / Lobby' }));
  if (holder) {
    await user.click(input('key-form-holder'));
    await user.click(await screen.findByRole('option', { name: 'Ada Lee · Resident, A-101' }));
  }
  return user;
}

beforeEach(() => {
  state.create.mockReset();
  state.navigate.mockReset();
});

describe('add a key', () => {
  it('community manager: a number already taken is refused on its field, and what was typed stays', async () => {
    state.create.mockRejectedValue(
      new ApiError('A key with this number already exists in this community.', 409, 'ACCESS_KEY_NUMBER_TAKEN', null),
    );
    page();
    const user = await fill(true);
    await user.click(screen.getByTestId('key-form-save'));
    await waitFor(() => expect(state.create).toHaveBeenCalledTimes(1));
    expect(state.create.mock.calls[0]![0]).toEqual({
      number: 'F-1001',
      description: 'Blue fob',
      locationIds: [LOBBY],
      holder: { holderKind: 'RESIDENT', holderId: ADA },
    });
    expect(await screen.findByText('A key with this number already exists in this community.')).toBeTruthy();
    expect(input('key-form-number').getAttribute('aria-invalid')).toBe('true');
    expect(input('key-form-number').value).toBe('F-1001');
    expect(input('key-form-holder').value).toBe('Ada Lee · Resident, A-101');
    expect(state.navigate).not.toHaveBeenCalled();
  });

  it("community manager: the server's field issues land next to their fields (the holder's on the person)", async () => {
    state.create.mockRejectedValue(
      new ApiError('Check the highlighted fields.', 400, 'VALIDATION_FAILED', null, [
        { path: 'body/holder/holderId', message: 'choose a person' },
      ]),
    );
    page();
    const user = await fill(true);
    await user.click(screen.getByTestId('key-form-save'));
    expect(await screen.findByText('choose a person')).toBeTruthy();
    expect(input('key-form-holder').getAttribute('aria-invalid')).toBe('true');
    expect(input('key-form-description').value).toBe('Blue fob');
  });

  it('community manager: a key for stock (nobody chosen) is added and opens', async () => {
    state.create.mockResolvedValue({ id: KEY, number: 'F-1001' });
    page();
    const user = await fill(false);
    await user.click(screen.getByTestId('key-form-save'));
    await waitFor(() => expect(state.create).toHaveBeenCalledTimes(1));
    expect(state.create.mock.calls[0]![0]).toMatchObject({ holder: null, locationIds: [LOBBY] });
    await waitFor(() => expect(state.navigate).toHaveBeenCalledWith(`/iot/keys/${KEY}`));
  });

  it('community manager: nothing is sent without a number and a location', async () => {
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('key-form-save'));
    await waitFor(() => expect(input('key-form-number').getAttribute('aria-invalid')).toBe('true'));
    expect(input('key-form-locations').getAttribute('aria-invalid')).toBe('true');
    expect(state.create).not.toHaveBeenCalled();
  });
});
