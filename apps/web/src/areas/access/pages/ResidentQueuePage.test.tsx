import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import ResidentQueuePage from './ResidentQueuePage.tsx';

const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';
const event = (id: string, residentName: string, kind: 'MOVE_IN' | 'MOVE_OUT', status = 'PENDING') => ({
  id,
  leaseId: LEASE,
  residentId: `${id.slice(0, 8)}-1111-4111-8111-111111111111`,
  residentName,
  unitName: 'C-104',
  kind,
  dueOn: '2026-06-01',
  source: 'LINTEL',
  status,
  settledAt: status === 'PENDING' ? null : '2026-05-01T12:00:00Z',
  settledByName: status === 'PENDING' ? null : 'Dana Manager',
});
const EVENTS = [
  event('aaaaaaaa-0000-4000-8000-000000000001', 'Ada Lee', 'MOVE_IN'),
  event('bbbbbbbb-0000-4000-8000-000000000002', 'Bo Lee', 'MOVE_OUT'),
  event('cccccccc-0000-4000-8000-000000000003', 'Cy Lee', 'MOVE_IN', 'APPLIED'),
];

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  rows: [] as unknown[],
  failed: false,
  skip: vi.fn(),
}));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key: string }) => state.keys.has(check.key) }),
}));
vi.mock('../api/residentsQueue.ts', () => ({
  useResidentQueueQuery: () =>
    state.failed
      ? { data: undefined, isError: true, isPending: false, error: new Error('boom'), refetch: vi.fn() }
      : {
          data: { content: state.rows, totalElements: state.rows.length, totalPages: 1, page: 0, size: 20 },
          isError: false,
          isPending: false,
          error: null,
          refetch: vi.fn(),
        },
  useSkipEventMutation: () => ({ mutateAsync: state.skip, isPending: false }),
}));

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={['/iot/residents-queue']}>
      <ResidentQueuePage />
    </MemoryRouter>,
    { overlays: true },
  );
const row = (name: string) => screen.getAllByTestId('queue-row').find((r) => r.textContent?.includes(name))!;
const action = (name: string, testId: string) => within(row(name)).queryByTestId(testId);

beforeEach(() => {
  state.keys = new Set(['RESIDENT_EVENT_QUEUE_READ', 'LEASE_READ', 'LEASE_EXECUTE_MOVE_IN', 'LEASE_EXECUTE_MOVE_OUT']);
  state.rows = EVENTS;
  state.failed = false;
  state.skip.mockReset();
});

describe('the resident queue', () => {
  it('community manager: each pending event offers apply (its modal over the queue) and skip; a settled one offers none', () => {
    page();
    expect(action('Ada Lee', 'queue-apply')?.getAttribute('href')).toBe(
      `/iot/residents-queue/${LEASE}/move-in/aaaaaaaa-1111-4111-8111-111111111111`,
    );
    expect(action('Bo Lee', 'queue-apply')?.getAttribute('href')).toBe(
      `/iot/residents-queue/${LEASE}/move-out/bbbbbbbb-1111-4111-8111-111111111111`,
    );
    expect(action('Ada Lee', 'queue-skip')).not.toBeNull();
    expect(action('Cy Lee', 'queue-apply')).toBeNull();
    expect(action('Cy Lee', 'queue-skip')).toBeNull();
    expect(row('Cy Lee').textContent).toContain('Dana Manager');
    expect(within(row('Ada Lee')).getByRole('link', { name: 'C-104' }).getAttribute('href')).toBe(
      `/iot/leases/${LEASE}`,
    );
  });

  it('move-in operator only: applies move-ins, not move-outs, and may skip either', () => {
    state.keys = new Set(['RESIDENT_EVENT_QUEUE_READ', 'LEASE_EXECUTE_MOVE_IN']);
    page();
    expect(action('Ada Lee', 'queue-apply')).not.toBeNull();
    expect(action('Bo Lee', 'queue-apply')).toBeNull();
    expect(action('Bo Lee', 'queue-skip')).not.toBeNull();
    // No lease read: the unit is text, not a link.
    expect(within(row('Ada Lee')).queryByRole('link', { name: 'C-104' })).toBeNull();
  });

  it('queue reader: sees the queue with no apply and no skip', () => {
    state.keys = new Set(['RESIDENT_EVENT_QUEUE_READ']);
    page();
    expect(screen.getAllByTestId('queue-row')).toHaveLength(3);
    expect(screen.queryByTestId('queue-apply')).toBeNull();
    expect(screen.queryByTestId('queue-skip')).toBeNull();
  });

  it('community manager: skip asks first; cancel skips nothing, confirming skips that event', async () => {
    page();
    const user = setupUser();
    await user.click(action('Bo Lee', 'queue-skip')!);
    expect(await screen.findByText('Skip the move-out of Bo Lee?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(state.skip).not.toHaveBeenCalled();
    await user.click(action('Bo Lee', 'queue-skip')!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(state.skip).toHaveBeenCalledWith('bbbbbbbb-0000-4000-8000-000000000002'));
  });

  it('shows the empty and the error states', () => {
    state.rows = [];
    const { unmount } = page();
    expect(screen.getByText('no move-ins or move-outs due')).toBeTruthy();
    unmount();
    state.failed = true;
    page();
    expect(screen.getByText('The resident queue could not be loaded.')).toBeTruthy();
  });
});
