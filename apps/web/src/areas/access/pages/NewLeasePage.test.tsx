import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import NewLeasePage from './NewLeasePage.tsx';

const UNIT = '0948383e-f2e8-535f-975c-e2e9c6532b04';
const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';

const state = vi.hoisted(() => ({ create: vi.fn(), navigate: vi.fn() }));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../api/leases.ts', () => ({
  useCreateLeaseMutation: () => ({ mutateAsync: state.create, isPending: false }),
  useUnitChoicesQuery: () => ({ data: [{ id: UNIT, name: 'C-104', buildingName: 'Building C' }], isError: false }),
  useLocationChoicesQuery: () => ({ data: [], isError: false }),
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={['/iot/leases/new-lease']}>
      <Routes>
        <Route path="/iot/leases/new-lease" element={<NewLeasePage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

async function fill() {
  const user = setupUser();
  await user.click(screen.getByTestId('lease-form-unit'));
  await user.click(await screen.findByRole('option', { name: 'C-104 · Building C' }));
  await user.clear(screen.getByTestId('lease-form-startsOn'));
  await user.type(screen.getByTestId('lease-form-startsOn'), '2026-05-01');
  await user.type(screen.getByTestId('lease-form-endsOn'), '2027-04-30');
  await user.type(screen.getByTestId('lease-form-resident-0-firstName'), 'Ada');
  await user.type(screen.getByTestId('lease-form-resident-0-lastName'), 'Lee');
  await user.type(screen.getByTestId('lease-form-resident-0-email'), 'ada@example.com');
  return user;
}

beforeEach(() => {
  state.create.mockReset();
  state.navigate.mockReset();
});

describe('new lease', () => {
  it('community manager: sends the unit, the dates and the residents, then opens the lease', async () => {
    state.create.mockResolvedValue({ id: LEASE });
    page();
    const user = await fill();
    await user.click(screen.getByTestId('lease-form-save'));
    await waitFor(() => expect(state.create).toHaveBeenCalledTimes(1));
    expect(state.create).toHaveBeenCalledWith({
      unitId: UNIT,
      startsOn: '2026-05-01',
      endsOn: '2027-04-30',
      residents: [{ firstName: 'Ada', lastName: 'Lee', email: 'ada@example.com', phone: null }],
      locationIds: [],
    });
    await waitFor(() => expect(state.navigate).toHaveBeenCalledWith(`/iot/leases/${LEASE}`));
  });

  it("community manager: a refused resident's email lands next to it, and what was typed stays", async () => {
    state.create.mockRejectedValue(
      new ApiError('The request is invalid.', 400, 'VALIDATION_FAILED', null, [
        { path: 'body/residents/0/email', message: 'is already a resident elsewhere' },
      ]),
    );
    page();
    const user = await fill();
    await user.click(screen.getByTestId('lease-form-save'));
    expect(await screen.findByText('is already a resident elsewhere')).toBeTruthy();
    expect((screen.getByTestId('lease-form-resident-0-firstName') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByTestId('lease-form-resident-0-email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(state.navigate).not.toHaveBeenCalled();
  });

  it('community manager: an end before the start is refused next to the end date, before anything is sent', async () => {
    page();
    const user = await fill();
    await user.clear(screen.getByTestId('lease-form-endsOn'));
    await user.type(screen.getByTestId('lease-form-endsOn'), '2026-04-01');
    await user.click(screen.getByTestId('lease-form-save'));
    expect(await screen.findByText(/after the start date/)).toBeTruthy();
    expect(state.create).not.toHaveBeenCalled();
  });

  it('community manager: adds a second resident and may remove it, never the last one', async () => {
    page();
    const user = setupUser();
    expect((screen.getByRole('button', { name: 'Remove resident 1' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('lease-form-add-resident'));
    expect(screen.getAllByTestId('lease-form-resident')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove resident 2' }));
    expect(screen.getAllByTestId('lease-form-resident')).toHaveLength(1);
  });
});
