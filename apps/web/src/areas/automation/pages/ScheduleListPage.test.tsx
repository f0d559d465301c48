import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import ScheduleListPage from './ScheduleListPage.tsx';

const NOON = '2030-05-06T12:00:00.000Z';
const OFFICE = '4c1c2b4a-1111-4222-8333-944455556666';

type Query = { page: number; size: number; sort: string; q: string };
const state = vi.hoisted(() => ({
  queries: [] as Query[],
  content: [] as unknown[],
  failed: false,
  keys: new Set<string>(),
  deleted: [] as string[],
}));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key: string }) => state.keys.has(check.key) }),
}));

vi.mock('../api/schedules.ts', async () => {
  const { listQueryResult } = await import('../../../../../../packages/ui/test/list-query.ts');
  return {
    useSchedulesQuery: (query: Query) => {
      state.queries.push(query);
      return listQueryResult(state.content, state.failed);
    },
    useDeleteScheduleMutation: () => ({
      isPending: false,
      mutateAsync: async (id: string) => {
        state.deleted.push(id);
        return { id };
      },
    }),
  };
});

const office = {
  id: OFFICE,
  name: 'Leasing office hours',
  description: null,
  hours: [1, 2, 3, 4, 5].map((days) => ({
    days,
    openTime: { hours: 9, minutes: 0, clock: 'am' },
    closeTime: { hours: 6, minutes: 0, clock: 'pm' },
    working24: false,
  })),
  closedDays: [{ date: '2026-12-25', name: 'Christmas Day' }],
  createdAt: NOON,
  updatedAt: NOON,
};

const page = (url = '/iot/automation/schedules') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/iot/automation/schedules" element={<ScheduleListPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.queries = [];
  state.content = [office];
  state.failed = false;
  state.keys = new Set(['SCHEDULE_CREATE', 'SCHEDULE_DELETE']);
  state.deleted = [];
});

describe('the schedules list', () => {
  it('community manager: each schedule with its hours in a few words and its closed days, sorted by name; edit and delete on the row', () => {
    page();
    expect(state.queries.at(-1)).toEqual({ page: 0, size: 20, sort: 'name,asc', q: '' });
    const row = screen.getByTestId('schedule-row');
    expect(within(row).getByText(/^Weekdays 9:00\sam.+6:00\spm$/)).toBeTruthy();
    expect(within(row).getByTestId('schedule-closed-days').textContent).toBe('1 day');
    expect(within(row).getByRole('link', { name: 'Edit Leasing office hours' }).getAttribute('href')).toBe(
      `/iot/automation/schedules/edit/${OFFICE}`,
    );
    expect(within(row).getByRole('button', { name: 'Delete Leasing office hours' })).toBeTruthy();
  });

  it('community manager: delete asks the spec’s question first; no keeps the schedule, yes deletes it', async () => {
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('schedule-delete'));
    expect(await screen.findByText('are you sure you want to delete this schedule?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'no' }));
    expect(state.deleted).toEqual([]);
    await user.click(screen.getByTestId('schedule-delete'));
    await user.click(await screen.findByRole('button', { name: 'yes' }));
    await waitFor(() => expect(state.deleted).toEqual([OFFICE]));
  });

  it('user with the automation read key only: reads the schedules, with no edit link and no delete', () => {
    state.keys = new Set(['SMART_POLICY_STATE_READ_LIST']);
    page();
    const row = screen.getByTestId('schedule-row');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('schedule-delete')).toBeNull();
    expect(screen.queryByTestId('schedule-edit')).toBeNull();
  });

  it('user who may delete but not create: deletes from the row, and the name opens nothing', () => {
    state.keys = new Set(['SCHEDULE_DELETE']);
    page();
    expect(screen.getByTestId('schedule-delete')).toBeTruthy();
    expect(screen.queryByTestId('schedule-edit')).toBeNull();
  });

  it('community manager: no schedules says so, a search that finds none says so, and a failed read gives the server’s words', () => {
    state.content = [];
    const view = page();
    expect(screen.getByTestId('schedules-empty').textContent).toContain('No schedules yet');
    view.unmount();
    const searched = page('/iot/automation/schedules?q=zzz');
    expect(screen.getByTestId('schedules-empty').textContent).toContain('No schedule starts with that name');
    searched.unmount();
    state.failed = true;
    page();
    expect(screen.getByTestId('schedules-error').textContent).toContain('The schedules could not be loaded.');
    expect(screen.getByTestId('schedules-error').textContent).toContain('The server is down.');
  });
});
