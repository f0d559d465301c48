import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import IntegrationEventPage, { payloadRows } from './IntegrationEventPage.tsx';

const EVENT = 'aaaaaaaa-0000-4000-8000-000000000001';
const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';

function details(over: Record<string, unknown> = {}) {
  return {
    id: EVENT,
    leaseId: LEASE,
    residentId: 'bbbbbbbb-1111-4111-8111-111111111111',
    residentName: 'Owen Khan',
    unitName: 'A-110',
    kind: 'MOVE_IN',
    dueOn: '2026-06-01',
    externalRef: 'PMS-A-110-0-MOVE_IN',
    status: 'PENDING',
    receivedAt: '2026-05-01T12:00:00Z',
    settledAt: null,
    settledByName: null,
    applyError: null,
    payload: { eventType: 'MoveIn', unit: 'A-110', residentId: 'T00090', date: '2026-06-01' },
    leaseStartsOn: '2026-06-01',
    leaseEndsOn: '2027-06-01',
    leaseArchived: false,
    movedInAt: null,
    movedOutAt: null,
    ...over,
  };
}

const state = vi.hoisted(() => ({
  keys: new Set<string>(),
  event: null as unknown,
  failed: false,
  apply: vi.fn(),
  skip: vi.fn(),
  rerender: () => {},
}));

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({
  usePermissions: () => ({ can: (check: { key: string }) => state.keys.has(check.key) }),
}));
vi.mock('../api/integrationQueue.ts', async () => {
  const { useReducer } = await import('react');
  return {
    useIntegrationEventQuery: () => {
      // The cache's part: the page reads the event again once a mutation wrote its answer.
      const [, rerender] = useReducer((n: number) => n + 1, 0);
      state.rerender = rerender;
      return state.failed
        ? { data: undefined, isError: true, error: new Error('boom'), refetch: vi.fn() }
        : { data: state.event, isError: false, error: null, refetch: vi.fn() };
    },
    useApplyIntegrationEventMutation: () => ({ mutateAsync: state.apply, isPending: false }),
    useSkipIntegrationEventMutation: () => ({ mutateAsync: state.skip, isPending: false }),
  };
});

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/integration-queue/event-details/${EVENT}`]}>
      <Routes>
        <Route path="/iot/integration-queue/event-details/:id" element={<IntegrationEventPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );
const settle = (over: Record<string, unknown>) => async () => {
  state.event = details({ settledAt: '2026-06-01T09:00:00Z', settledByName: 'Morgan Manager', ...over });
  act(() => state.rerender());
  return state.event;
};

beforeEach(() => {
  state.keys = new Set(['EXT_COMMUNITY_EVENT_READ', 'LEASE_READ', 'LEASE_EXECUTE_MOVE_IN', 'LEASE_EXECUTE_MOVE_OUT']);
  state.event = details();
  state.failed = false;
  state.apply.mockReset();
  state.skip.mockReset();
});

describe('an integration event', () => {
  it('community manager: the event, its lease with a link to it, where the resident stands and the payload as a field table', () => {
    page();
    expect(screen.getByTestId('integration-event-heading').textContent).toBe('Move-in of Owen Khan');
    expect(screen.getByTestId('integration-event-ref').textContent).toBe('PMS-A-110-0-MOVE_IN');
    expect(screen.getByTestId('integration-event-status').textContent).toBe('Pending');
    expect(screen.getByTestId('integration-lease-starts').textContent).toBe('06/01/2026');
    expect(screen.getByTestId('integration-lease-state').textContent).toBe('Active');
    expect(screen.getByTestId('integration-moved-in').textContent).toBe('—');
    expect(screen.getByTestId('integration-lease-link').getAttribute('href')).toBe(`/iot/leases/${LEASE}`);
    const payload = screen.getByRole('table', { name: 'The event as the PMS sent it' });
    const rows = within(payload).getAllByTestId('integration-payload-row');
    expect(rows.map((r) => r.getAttribute('data-field'))).toEqual(['eventType', 'unit', 'residentId', 'date']);
    expect(rows[0]!.textContent).toBe('eventTypeMoveIn');
  });

  it('community manager: apply asks first, then the page shows the event applied and who applied it', async () => {
    state.apply.mockImplementation(settle({ status: 'APPLIED', movedInAt: '2026-06-01T09:00:00Z' }));
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('integration-apply'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Apply the move-in of Owen Khan?')).toBeTruthy();
    expect(dialog.textContent).toContain('A mobile key is issued to Owen Khan');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(state.apply).toHaveBeenCalledWith(EVENT));
    expect(await screen.findByText('The move-in of Owen Khan was applied.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('integration-event-status').textContent).toBe('Applied'));
    expect(screen.getByTestId('integration-event-settled-by').textContent).toBe('Morgan Manager');
    expect(screen.queryByTestId('integration-apply')).toBeNull();
    expect(screen.queryByTestId('integration-skip')).toBeNull();
  });

  it('community manager: skip asks first; cancel skips nothing, confirming skips the event', async () => {
    state.skip.mockImplementation(settle({ status: 'SKIPPED' }));
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('integration-skip'));
    expect(await screen.findByText('Skip the move-in of Owen Khan?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(state.skip).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('integration-skip'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(state.skip).toHaveBeenCalledWith(EVENT));
    await waitFor(() => expect(screen.getByTestId('integration-event-status').textContent).toBe('Skipped'));
  });

  it('move-in operator only: applies a move-in; on a move-out only skip; a queue reader neither, and no lease link without the lease key', () => {
    state.keys = new Set(['EXT_COMMUNITY_EVENT_READ', 'LEASE_EXECUTE_MOVE_IN']);
    state.event = details({ kind: 'MOVE_OUT', movedInAt: '2026-01-01T09:00:00Z' });
    const first = page();
    expect(screen.queryByTestId('integration-apply')).toBeNull();
    expect(screen.getByTestId('integration-skip')).toBeTruthy();
    expect(screen.queryByTestId('integration-lease-link')).toBeNull();
    first.unmount();
    state.event = details();
    const second = page();
    expect(screen.getByTestId('integration-apply')).toBeTruthy();
    second.unmount();
    state.keys = new Set(['EXT_COMMUNITY_EVENT_READ']);
    page();
    expect(screen.queryByTestId('integration-apply')).toBeNull();
    expect(screen.queryByTestId('integration-skip')).toBeNull();
  });

  it('a pending move-out of a resident not moved in says why it cannot be applied, with what auto-apply met', () => {
    state.event = details({ kind: 'MOVE_OUT', applyError: 'The resident is not moved in.' });
    page();
    expect(screen.getByTestId('integration-blocked').textContent).toBe('Owen Khan is not moved in.');
    expect(screen.getByTestId('integration-event-apply-error').textContent).toBe(
      'Auto-apply could not apply it: The resident is not moved in.',
    );
    expect(screen.queryByTestId('integration-apply')).toBeNull();
    expect(screen.getByTestId('integration-skip')).toBeTruthy();
  });

  it('an archived lease shows as archived; an event without a payload says so; the load error shows', () => {
    state.event = details({ leaseArchived: true, payload: null });
    const first = page();
    expect(screen.getByTestId('integration-lease-state').textContent).toBe('Archived');
    expect(screen.getByTestId('integration-payload-empty')).toBeTruthy();
    expect(screen.queryByTestId('integration-apply')).toBeNull();
    first.unmount();
    state.failed = true;
    page();
    expect(screen.getByText('The event could not be loaded.')).toBeTruthy();
  });
});

describe('the payload as rows', () => {
  it('nested objects and lists by their dotted path; text as sent, other values as JSON', () => {
    expect(
      payloadRows({
        eventType: 'MoveOut',
        resident: { name: 'Owen Khan', phones: ['+1 555 0100'] },
        units: 2,
        primary: true,
        note: null,
        tags: [],
      }),
    ).toEqual([
      ['eventType', 'MoveOut'],
      ['resident.name', 'Owen Khan'],
      ['resident.phones.0', '+1 555 0100'],
      ['units', '2'],
      ['primary', 'true'],
      ['note', 'null'],
      ['tags', '[]'],
    ]);
  });
});
