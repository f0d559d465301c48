import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { GrantAccessPage } from './AccessFormPage.tsx';

const STAFF = '6a1c2b4a-1111-4222-8333-944455556666';
const BUILDING_B = '7b1c2b4a-1111-4222-8333-944455556666';

type Check = { key?: string; anyOf?: Check[] };
const state = vi.hoisted(() => ({ keys: new Set<string>(), grant: vi.fn(), navigate: vi.fn() }));
const can = (check: Check): boolean =>
  check.anyOf ? check.anyOf.some(can) : check.key !== undefined && state.keys.has(check.key);

vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => state.navigate,
}));
vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({ usePermissions: () => ({ can }) }));
vi.mock('../api/staffAccess.ts', () => ({
  useGrantTemporaryAccessMutation: () => ({ mutateAsync: state.grant, isPending: false }),
  useEditTemporaryAccessMutation: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useTemporaryAccessQuery: () => ({ data: undefined, isError: false, error: null, refetch: vi.fn() }),
  useStaffChoicesQuery: () => ({
    data: [{ id: STAFF, name: 'Val Viewer', email: 'viewer@maple.demo' }],
    isError: false,
  }),
}));
vi.mock('../api/leases.ts', () => ({
  useLocationChoicesQuery: () => ({
    data: [{ id: BUILDING_B, name: 'Building B', path: 'Building B' }],
    isError: false,
  }),
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={['/iot/staff-access/grant-access']}>
      <Routes>
        <Route path="/iot/staff-access/grant-access" element={<GrantAccessPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

const rows = () => screen.getAllByTestId('hours-row');
const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;

/** The staff member, Building B, a window, and two entries: Monday 9–5 and Monday 10–5 (they overlap). */
async function fill() {
  const user = setupUser();
  await user.click(screen.getByTestId('access-form-staff'));
  await user.click(await screen.findByRole('option', { name: 'Val Viewer · viewer@maple.demo' }));
  await user.click(screen.getByTestId('access-form-locations'));
  await user.click(await screen.findByRole('option', { name: 'Building B' }));
  fireEvent.change(screen.getByTestId('access-form-from'), { target: { value: '2030-05-06T08:00' } });
  fireEvent.change(screen.getByTestId('access-form-until'), { target: { value: '2030-05-10T18:00' } });
  await user.click(screen.getByTestId('hours-add'));
  await user.click(screen.getByTestId('hours-add'));
  // The second entry comes as Tuesday with the first one's hours; make it Monday from 10 am.
  expect(select('hours-1-days').value).toBe('2');
  await user.selectOptions(select('hours-1-days'), '1');
  await user.selectOptions(select('hours-1-open-hours'), '10');
  return user;
}

beforeEach(() => {
  state.keys = new Set(['TEMPORARY_USER_ACCESS_CREATE_VIRTUAL', 'TEMPORARY_USER_ACCESS_CREATE_MOBILE']);
  state.grant.mockReset();
  state.navigate.mockReset();
});

describe('grant temporary access', () => {
  it("community manager: the server's hours conflict lands on both entries it names, and what was typed stays", async () => {
    state.grant.mockRejectedValue(
      new ApiError('Two hours of operation on the same day overlap.', 422, 'HOURS_CONFLICT', null, [
        { path: 'hours.0', message: 'conflicts with hours 2' },
        { path: 'hours.1', message: 'conflicts with hours 1' },
      ]),
    );
    page();
    const user = await fill();
    await user.click(screen.getByTestId('access-form-save'));

    await waitFor(() => expect(state.grant).toHaveBeenCalledTimes(1));
    const sent = state.grant.mock.calls[0]![0];
    expect(sent).toMatchObject({ staffProfileId: STAFF, kind: 'VIRTUAL', locationIds: [BUILDING_B], reason: null });
    expect(sent.validUntil).toMatch(/^2030-05-10T18:00:00[+-]\d{2}:\d{2}$/);
    expect(sent.hours).toEqual([
      {
        days: 1,
        openTime: { hours: 9, minutes: 0, clock: 'am' },
        closeTime: { hours: 5, minutes: 0, clock: 'pm' },
        working24: false,
      },
      {
        days: 1,
        openTime: { hours: 10, minutes: 0, clock: 'am' },
        closeTime: { hours: 5, minutes: 0, clock: 'pm' },
        working24: false,
      },
    ]);

    expect(await within(rows()[0]!).findByText('conflicts with hours 2')).toBeTruthy();
    expect(within(rows()[1]!).getByText('conflicts with hours 1')).toBeTruthy();
    expect(rows().map((row) => row.getAttribute('data-invalid'))).toEqual(['true', 'true']);
    expect(rows()[0]!.getAttribute('aria-describedby')).toBe('hours-0-error');
    // What was typed is still there.
    expect(select('hours-1-days').value).toBe('1');
    expect(select('hours-1-open-hours').value).toBe('10');
    expect((screen.getByTestId('access-form-staff') as HTMLInputElement).value).toBe('Val Viewer · viewer@maple.demo');
    expect((screen.getByTestId('access-form-until') as HTMLInputElement).value).toBe('2030-05-10T18:00');
    expect(state.navigate).not.toHaveBeenCalled();
  });

  it('community manager: a close before the open is refused on its entry before anything is sent; a 24-hour entry needs no times', async () => {
    page();
    const user = await fill();
    await user.selectOptions(select('hours-1-close-clock'), 'am');
    await user.click(screen.getByTestId('access-form-save'));
    expect(await within(rows()[1]!).findByText(/after the opening time/)).toBeTruthy();
    expect(rows()[0]!.getAttribute('data-invalid')).toBe('false');
    expect(state.grant).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('hours-1-working24'));
    expect(select('hours-1-open-hours').disabled).toBe(true);
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Remove hours 1' }));
    expect(rows()).toHaveLength(1);
    state.grant.mockResolvedValue({ id: '9d1c2b4a-1111-4222-8333-944455556666' });
    await user.click(screen.getByTestId('access-form-save'));
    await waitFor(() => expect(state.grant).toHaveBeenCalledTimes(1));
    expect(state.grant.mock.calls[0]![0].hours).toEqual([expect.objectContaining({ days: 1, working24: true })]);
    await waitFor(() =>
      expect(state.navigate).toHaveBeenCalledWith(
        '/iot/staff-access/access-details/9d1c2b4a-1111-4222-8333-944455556666',
      ),
    );
  });

  it('user who may grant mobile keys only: the form offers the mobile key alone, and chooses it', () => {
    state.keys = new Set(['TEMPORARY_USER_ACCESS_CREATE_MOBILE']);
    page();
    expect(screen.queryByTestId('access-form-kind-VIRTUAL')).toBeNull();
    expect((screen.getByTestId('access-form-kind-MOBILE') as HTMLInputElement).checked).toBe(true);
  });
});
