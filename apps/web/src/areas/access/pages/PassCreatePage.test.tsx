import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import PassCreatePage from './PassCreatePage.tsx';

const LOBBY = '7b1c2b4a-1111-4222-8333-944455556666';
const UNIT = '2e1c2b4a-1111-4222-8333-944455556666';
const PASS = '9d1c2b4a-1111-4222-8333-944455556666';

const state = vi.hoisted(() => ({ create: vi.fn(), navigate: vi.fn(), unitQueries: [] as string[] }));

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../api/passes.ts', () => ({
  useCreatePassMutation: () => ({ mutateAsync: state.create, isPending: false }),
  usePassUnitChoicesQuery: (q: string) => {
    state.unitQueries.push(q);
    return { data: [{ id: UNIT, name: 'A-101', buildingName: 'Building A' }], isError: false, error: null };
  },
}));
vi.mock('../api/leases.ts', () => ({
  useLocationChoicesQuery: () => ({
    data: [{ id: LOBBY, name: 'Lobby', path: 'Building A / Lobby' }],
    isError: false,
    error: null,
  }),
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={['/iot/passes/create']}>
      <Routes>
        <Route path="/iot/passes/create" element={<PassCreatePage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
/** The field's wrapper, where its error shows. */
const fieldOf = (testId: string) => input(testId).closest('.mantine-InputWrapper-root') as HTMLElement;

/** A guest for the lobby, from 6 May 2030 at 8:00 until `until`. */
async function fillGuest(until: string) {
  const user = setupUser();
  await user.click(screen.getByTestId('pass-form-type-GUEST'));
  await user.type(input('pass-form-holder'), 'Gail Guest');
  await user.click(screen.getByTestId('pass-form-locations'));
  await user.click(await screen.findByRole('option', { name: 'Building A / Lobby' }));
  fireEvent.change(input('pass-form-from'), { target: { value: '2030-05-06T08:00' } });
  fireEvent.change(input('pass-form-until'), { target: { value: until } });
  return user;
}

beforeEach(() => {
  state.create.mockReset();
  state.navigate.mockReset();
  state.unitQueries = [];
});

describe('create a pass', () => {
  it('community manager: an end before the start is refused on the end before anything is sent, and what was typed stays', async () => {
    page();
    const user = await fillGuest('2030-05-05T18:00');
    await user.click(screen.getByTestId('pass-form-save'));

    expect(await within(fieldOf('pass-form-until')).findByText('must be after the start')).toBeTruthy();
    expect(state.create).not.toHaveBeenCalled();
    expect(input('pass-form-until').value).toBe('2030-05-05T18:00');
    expect(input('pass-form-holder').value).toBe('Gail Guest');
  });

  it("community manager: the server's refusal of the end lands on the end, the input kept; fixed, the pass opens", async () => {
    state.create.mockRejectedValueOnce(
      new ApiError('The request is not valid.', 400, 'VALIDATION_FAILED', null, [
        { path: 'validUntil', message: 'must be after the start' },
      ]),
    );
    page();
    const user = await fillGuest('2030-05-10T18:00');
    await user.type(input('pass-form-note'), 'Birthday');
    await user.click(screen.getByTestId('pass-form-save'));

    expect(await within(fieldOf('pass-form-until')).findByText('must be after the start')).toBeTruthy();
    expect(input('pass-form-until').value).toBe('2030-05-10T18:00');
    expect(input('pass-form-note').value).toBe('Birthday');
    expect(state.navigate).not.toHaveBeenCalled();
    const sent = state.create.mock.calls[0]![0];
    expect(sent).toMatchObject({
      type: 'GUEST',
      holderName: 'Gail Guest',
      company: null,
      email: null,
      unitId: null,
      locationIds: [LOBBY],
      hours: null,
      note: 'Birthday',
    });
    expect(sent.validUntil).toMatch(/^2030-05-10T18:00:00[+-]\d{2}:\d{2}$/);

    state.create.mockResolvedValueOnce({ id: PASS });
    fireEvent.change(input('pass-form-until'), { target: { value: '2030-05-11T18:00' } });
    await user.click(screen.getByTestId('pass-form-save'));
    await waitFor(() => expect(state.navigate).toHaveBeenCalledWith(`/iot/passes/${PASS}`));
  });

  it('community manager: a guest may name the unit they come to, found by the start of its name', async () => {
    page();
    const user = await fillGuest('2030-05-10T18:00');
    await user.type(input('pass-form-unit'), 'A-1');
    await waitFor(() => expect(state.unitQueries).toContain('A-1'));
    await user.click(await screen.findByRole('option', { name: 'A-101 · Building A' }));
    state.create.mockResolvedValue({ id: PASS });
    await user.click(screen.getByTestId('pass-form-save'));
    await waitFor(() => expect(state.create).toHaveBeenCalledTimes(1));
    expect(state.create.mock.calls[0]![0]).toMatchObject({ type: 'GUEST', unitId: UNIT });
  });

  it("community manager: a vendor's pass needs the company and asks no unit; an hours conflict lands on both entries", async () => {
    page();
    const user = setupUser();
    expect(input('pass-form-type-VENDOR').checked).toBe(true);
    expect(screen.queryByTestId('pass-form-unit')).toBeNull();
    expect(input('pass-form-company').required).toBe(true);
    await user.type(input('pass-form-holder'), 'Pat Plumber');
    await user.click(screen.getByTestId('pass-form-locations'));
    await user.click(await screen.findByRole('option', { name: 'Building A / Lobby' }));
    fireEvent.change(input('pass-form-until'), { target: { value: '2099-05-10T18:00' } });
    await user.click(screen.getByTestId('pass-form-save'));
    expect(await within(fieldOf('pass-form-company')).findByText("enter the vendor's company")).toBeTruthy();
    expect(state.create).not.toHaveBeenCalled();

    await user.type(input('pass-form-company'), 'Pipes & Co');
    await user.click(screen.getByTestId('hours-add'));
    await user.click(screen.getByTestId('hours-add'));
    await user.selectOptions(screen.getByTestId('hours-1-days'), '1');
    state.create.mockRejectedValueOnce(
      new ApiError('Two hours of operation on the same day overlap.', 422, 'HOURS_CONFLICT', null, [
        { path: 'hours.0', message: 'conflicts with hours 2' },
        { path: 'hours.1', message: 'conflicts with hours 1' },
      ]),
    );
    await user.click(screen.getByTestId('pass-form-save'));
    const rows = screen.getAllByTestId('hours-row');
    expect(await within(rows[0]!).findByText('conflicts with hours 2')).toBeTruthy();
    expect(within(rows[1]!).getByText('conflicts with hours 1')).toBeTruthy();
    expect(state.create.mock.calls[0]![0]).toMatchObject({ type: 'VENDOR', company: 'Pipes & Co', unitId: null });
    expect(input('pass-form-company').value).toBe('Pipes & Co');
  });
});
