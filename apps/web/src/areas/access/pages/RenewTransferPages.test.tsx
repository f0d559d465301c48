import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { ApiError } from '../../../app/api/errors.ts';
import { RenewLeasePage, TransferLeasePage } from './RenewTransferPages.tsx';

const LEASE = '3f1c2b4a-1111-4222-8333-944455556666';
const ADA = '11111111-1111-4111-8111-111111111111';
const lease = (state: 'ACTIVE' | 'ARCHIVED') => ({
  id: LEASE,
  unitId: '00000000-0000-4000-8000-000000000001',
  unitName: 'C-104',
  buildingName: 'Building C',
  startsOn: '2026-05-01',
  endsOn: '2027-04-30',
  state,
  residentNames: ['Ada Lee'],
  createdAt: '2026-05-01T12:00:00Z',
  archivedAt: null,
  authorizations: [],
  changes: [],
  residents: [
    {
      id: ADA,
      firstName: 'Ada',
      lastName: 'Lee',
      email: null,
      phone: null,
      movedInAt: null,
      movedOutAt: null,
      moveOutReportId: null,
    },
  ],
});

const OTHER = '00000000-0000-4000-8000-000000000002';
const state = vi.hoisted(() => ({ lease: null as unknown, renew: vi.fn(), transfer: vi.fn(), close: vi.fn() }));

vi.mock('../../../app/routing/ModalStack.tsx', () => ({ useModalStack: () => ({ close: state.close }) }));
vi.mock('../api/leases.ts', () => ({
  useLeaseQuery: () => ({ data: state.lease, isError: false, error: null, refetch: vi.fn() }),
  useRenewLeaseMutation: () => ({ mutateAsync: state.renew, isPending: false }),
  useTransferLeaseMutation: () => ({ mutateAsync: state.transfer, isPending: false }),
  useUnitChoicesQuery: () => ({
    data: [
      { id: '00000000-0000-4000-8000-000000000001', name: 'C-104', buildingName: 'Building C' },
      { id: '00000000-0000-4000-8000-000000000002', name: 'C-105', buildingName: 'Building C' },
    ],
    isError: false,
  }),
}));

const page = (url: string) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/iot/leases/:leaseId/renew/:residentId?" element={<RenewLeasePage />} />
        <Route path="/iot/leases/:leaseId/transfer" element={<TransferLeasePage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

beforeEach(() => {
  state.lease = lease('ACTIVE');
  state.renew.mockReset();
  state.transfer.mockReset();
  state.close.mockReset();
});

describe('renew a lease', () => {
  it('community manager: an end date not after the current end is refused next to it, and the input stays', async () => {
    state.renew.mockRejectedValue(
      new ApiError('The request is invalid.', 400, 'VALIDATION_FAILED', null, [
        { path: 'body/endsOn', message: 'must be after the current end date' },
      ]),
    );
    page(`/iot/leases/${LEASE}/renew`);
    const user = setupUser();
    await user.type(screen.getByTestId('renew-endsOn'), '2027-01-01');
    await user.click(screen.getByTestId('renew-save'));
    expect(await screen.findByText('must be after the current end date')).toBeTruthy();
    expect((screen.getByTestId('renew-endsOn') as HTMLInputElement).value).toBe('2027-01-01');
    expect(screen.getByTestId('renew-endsOn').getAttribute('aria-invalid')).toBe('true');
    expect(state.renew).toHaveBeenCalledWith({ endsOn: '2027-01-01', residentId: null });
    expect(state.close).not.toHaveBeenCalled();
  });

  it('community manager: with a resident in the address, says it is theirs only and sends the resident', async () => {
    state.renew.mockResolvedValue(lease('ACTIVE'));
    page(`/iot/leases/${LEASE}/renew/${ADA}`);
    expect(screen.getByTestId('renew-scope').textContent).toMatch(/for Ada Lee only/);
    const user = setupUser();
    await user.type(screen.getByTestId('renew-endsOn'), '2028-04-30');
    await user.click(screen.getByTestId('renew-save'));
    await waitFor(() => expect(state.renew).toHaveBeenCalledWith({ endsOn: '2028-04-30', residentId: ADA }));
    await waitFor(() => expect(state.close).toHaveBeenCalled());
  });

  it('community manager: an archived lease cannot be renewed', () => {
    state.lease = lease('ARCHIVED');
    page(`/iot/leases/${LEASE}/renew`);
    expect(screen.getByTestId('lease-change-blocked')).toBeTruthy();
    expect(screen.queryByTestId('renew-save')).toBeNull();
  });
});

describe('transfer a lease', () => {
  it('community manager: picks another unit (not its own) and sends it', async () => {
    state.transfer.mockResolvedValue({ ...lease('ACTIVE'), unitName: 'C-105' });
    page(`/iot/leases/${LEASE}/transfer`);
    const user = setupUser();
    await user.click(screen.getByTestId('transfer-unit'));
    expect(screen.queryByRole('option', { name: 'C-104 · Building C' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'C-105 · Building C' }));
    await user.click(screen.getByTestId('transfer-save'));
    await waitFor(() => expect(state.transfer).toHaveBeenCalledWith({ unitId: OTHER }));
    await waitFor(() => expect(state.close).toHaveBeenCalled());
  });
});
