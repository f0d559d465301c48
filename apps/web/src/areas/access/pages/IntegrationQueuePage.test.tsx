import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import IntegrationQueuePage from './IntegrationQueuePage.tsx';

const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';
const event = (id: string, residentName: string, kind: 'MOVE_IN' | 'MOVE_OUT', over: Record<string, unknown> = {}) => ({
  id,
  leaseId: LEASE,
  residentId: `${id.slice(0, 8)}-1111-4111-8111-111111111111`,
  residentName,
  unitName: 'A-110',
  kind,
  dueOn: '2026-06-01',
  externalRef: `PMS-A-110-${kind}`,
  status: 'PENDING',
  receivedAt: '2026-05-01T12:00:00Z',
  settledAt: null,
  settledByName: null,
  applyError: null,
  ...over,
});
const OWEN = event('aaaaaaaa-0000-4000-8000-000000000001', 'Owen Khan', 'MOVE_IN');
const MAYA = event('bbbbbbbb-0000-4000-8000-000000000002', 'Maya Khan', 'MOVE_OUT', {
  applyError: 'The resident is not moved in.',
});
const SETTLED = event('cccccccc-0000-4000-8000-000000000003', 'Cy Lee', 'MOVE_IN', {
  status: 'APPLIED',
  settledAt: '2026-06-01T09:00:00Z',
  settledByName: 'Auto-apply',
});

const state = vi.hoisted(() => ({
  rows: [] as unknown[],
  failed: false,
  inputs: [] as Record<string, unknown>[],
}));

vi.mock('../api/integrationQueue.ts', () => ({
  useIntegrationEventsQuery: (input: Record<string, unknown>) => {
    state.inputs.push(input);
    return state.failed
      ? { data: undefined, isError: true, isPending: false, error: new Error('boom'), refetch: vi.fn() }
      : {
          data: { content: state.rows, totalElements: state.rows.length, totalPages: 1, page: 0, size: 20 },
          isError: false,
          isPending: false,
          error: null,
          refetch: vi.fn(),
        };
  },
}));

const page = (url = '/iot/integration-queue') =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <IntegrationQueuePage />
    </MemoryRouter>,
  );
const row = (name: string) => screen.getAllByTestId('integration-row').find((r) => r.textContent?.includes(name))!;
const lastInput = () => state.inputs.at(-1);

beforeEach(() => {
  state.rows = [OWEN, MAYA, SETTLED];
  state.failed = false;
  state.inputs = [];
});

describe('the integration queue', () => {
  it('queue reader: the pending events by default, each with its resident, unit, kind, reference and status; a row opens its event', () => {
    page();
    expect(lastInput()).toMatchObject({ status: 'PENDING', kind: undefined, q: '', page: 0, sort: 'dueOn,asc' });
    expect(screen.getByTestId('integration-queue').getAttribute('data-status')).toBe('PENDING');
    const owen = row('Owen Khan');
    expect(within(owen).getByTestId('integration-kind').textContent).toBe('Move-in');
    expect(within(owen).getByTestId('integration-unit').textContent).toBe('A-110');
    expect(within(owen).getByTestId('integration-ref').textContent).toBe('PMS-A-110-MOVE_IN');
    expect(within(owen).getByTestId('integration-status').getAttribute('data-state')).toBe('PENDING');
    expect(within(owen).getByRole('link', { name: 'Owen Khan' }).getAttribute('href')).toBe(
      '/iot/integration-queue/event-details/aaaaaaaa-0000-4000-8000-000000000001',
    );
    expect(within(owen).queryByTestId('integration-apply-error')).toBeNull();
  });

  it('an event auto-apply could not apply shows why under its status; a settled one shows who settled it', () => {
    page();
    expect(within(row('Maya Khan')).getByTestId('integration-apply-error').textContent).toBe(
      'Auto-apply could not apply it: The resident is not moved in.',
    );
    const settled = row('Cy Lee');
    expect(within(settled).getByTestId('integration-status').textContent).toBe('Applied');
    expect(within(settled).getByTestId('integration-settled-by').textContent).toContain('Auto-apply');
  });

  it('the filters come from the URL and go back to it: every status, move-outs only, a search', async () => {
    page('/iot/integration-queue?status=all&kind=MOVE_OUT&q=kh');
    expect(lastInput()).toMatchObject({ status: undefined, kind: 'MOVE_OUT', q: 'kh' });
    const user = setupUser();
    await user.click(screen.getByRole('radio', { name: 'Skipped' }));
    await waitFor(() => expect(lastInput()).toMatchObject({ status: 'SKIPPED', kind: 'MOVE_OUT' }));
    await user.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(lastInput()).toMatchObject({ status: 'PENDING' }));
  });

  it('shows the empty states (pending, every status, a search) and the error state', () => {
    state.rows = [];
    const first = page();
    expect(screen.getByText('no pending events from the PMS')).toBeTruthy();
    first.unmount();
    const second = page('/iot/integration-queue?status=all');
    expect(screen.getByText('no events from the PMS')).toBeTruthy();
    second.unmount();
    const third = page('/iot/integration-queue?q=zz');
    expect(screen.getByText('no results')).toBeTruthy();
    third.unmount();
    state.failed = true;
    page();
    expect(screen.getByText('The integration queue could not be loaded.')).toBeTruthy();
  });
});
