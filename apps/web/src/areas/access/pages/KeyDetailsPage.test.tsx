import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import KeyDetailsPage from './KeyDetailsPage.tsx';

const KEY = '4c1c2b4a-1111-4222-8333-944455556666';
const ADA = '11111111-1111-4111-8111-111111111111';
const LOBBY = '7b1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';
const MANAGER = ['KEY_CREDENTIAL_READ', 'KEY_CREDENTIAL_ISSUE', 'KEY_CREDENTIAL_DELETE'];

const state = vi.hoisted(() => ({ keys: new Set<string>(), key: null as unknown, takeBack: vi.fn() }));
const can = (check: { key?: string }) => check.key !== undefined && state.keys.has(check.key);

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({ usePermissions: () => ({ can }) }));
vi.mock('../api/keys.ts', async (original) => ({
  keySettling: (await original<typeof import('../api/keys.ts')>()).keySettling,
  useKeyQuery: () => ({ data: state.key, isError: false, error: null, refetch: vi.fn() }),
  useTakeBackKeyMutation: () => ({ mutateAsync: state.takeBack, isPending: false }),
}));

function grant(status: string, confirmedLocks: number) {
  return {
    id: '9d1c2b4a-1111-4222-8333-944455556666',
    holderKind: 'RESIDENT',
    holderId: ADA,
    holderName: 'Ada Lee',
    sourceKind: 'KEY',
    sourceId: KEY,
    place: { unitId: null, locationId: LOBBY, name: 'Lobby' },
    schedule: null,
    validFrom: NOON,
    validUntil: null,
    status,
    revokedAt: status === 'ACTIVE' ? null : NOON,
    locks: 2,
    confirmedLocks,
  };
}

function key(keyState: 'ISSUED' | 'UNASSIGNED' | 'NOT_RETURNED', over: Record<string, unknown> = {}) {
  const issued = keyState === 'ISSUED';
  return {
    id: KEY,
    number: 'F-1001',
    description: 'Blue fob',
    state: keyState,
    holderKind: issued ? 'RESIDENT' : null,
    holderId: issued ? ADA : null,
    holderName: issued ? 'Ada Lee' : null,
    locationIds: [LOBBY],
    locationNames: ['Lobby'],
    issuedAt: issued ? NOON : null,
    createdAt: NOON,
    updatedAt: NOON,
    grants: issued ? [grant('ACTIVE', 2)] : [],
    holdings: [
      {
        credentialId: '8c1c2b4a-1111-4222-8333-944455556666',
        holderKind: 'RESIDENT',
        holderName: 'Ada Lee',
        issuedAt: NOON,
        revokedAt: issued ? null : NOON,
      },
    ],
    ...over,
  };
}

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/keys/${KEY}`]}>
      <Routes>
        <Route path="/iot/keys/:keyId" element={<KeyDetailsPage />} />
      </Routes>
    </MemoryRouter>,
    { overlays: true },
  );

const shown = () =>
  ['key-assign', 'key-take-back', 'key-mark-returned', 'key-change-locations', 'key-delete'].filter((id) =>
    screen.queryByTestId(id),
  );

/** A button of the confirmation dialog (the page's own button of the same name is under it). */
const dialogButton = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });

beforeEach(() => {
  state.keys = new Set(MANAGER);
  state.key = key('ISSUED');
  state.takeBack.mockReset();
});

describe('a key', () => {
  it('community manager: an issued key shows its holder, its locks confirmed and who held it; it may be taken back, moved or deleted', () => {
    page();
    expect(shown()).toEqual(['key-take-back', 'key-change-locations', 'key-delete']);
    expect(screen.getByTestId('key-title').textContent).toBe('F-1001');
    expect(screen.getByTestId('key-state').getAttribute('data-state')).toBe('ISSUED');
    expect(screen.getByTestId('key-holder').textContent).toBe('Ada Lee (Resident)');
    expect(screen.getByTestId('key-locations').textContent).toBe('Lobby');
    expect(screen.getByTestId('grant-locks').textContent).toBe('2 of 2');
    expect(screen.getByTestId('key-settled')).toBeTruthy();
    expect(within(screen.getByTestId('holding-row')).getByTestId('holding-revoked').textContent).toBe('still holds it');
    expect(screen.getByTestId('key-change-locations').getAttribute('href')).toBe(`/iot/keys/change-locations/${KEY}`);
    expect(screen.getByTestId('key-delete').getAttribute('href')).toBe(`/iot/keys/delete/${KEY}`);
  });

  it('community manager: a key in stock may be assigned, not taken back; it opens nothing', () => {
    state.key = key('UNASSIGNED');
    page();
    expect(shown()).toEqual(['key-assign', 'key-change-locations', 'key-delete']);
    expect(screen.getByTestId('key-assign').getAttribute('href')).toBe(`/iot/keys/assign/${KEY}`);
    expect(screen.getByTestId('key-holder').textContent).toBe('nobody: in stock');
    expect(screen.getByTestId('grants-empty')).toBeTruthy();
  });

  it('community manager: take back asks whether the key was handed in; cancel does nothing, "not returned" takes it back as such', async () => {
    page();
    const user = setupUser();
    await user.click(screen.getByTestId('key-take-back'));
    expect(await screen.findByText('Was the key handed in?')).toBeTruthy();
    const confirm = dialogButton('Take back');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.click(dialogButton('Cancel'));
    expect(state.takeBack).not.toHaveBeenCalled();

    state.takeBack.mockResolvedValue(key('NOT_RETURNED'));
    await user.click(screen.getByTestId('key-take-back'));
    await user.click(await screen.findByLabelText('No, it was not returned'));
    await user.click(dialogButton('Take back'));
    await waitFor(() => expect(state.takeBack).toHaveBeenCalledWith(false));
  });

  it('community manager: an issued key handed in is taken back as returned', async () => {
    page();
    const user = setupUser();
    state.takeBack.mockResolvedValue(key('UNASSIGNED'));
    await user.click(screen.getByTestId('key-take-back'));
    await user.click(await screen.findByLabelText('Yes, it was handed in: back to stock'));
    await user.click(dialogButton('Take back'));
    await waitFor(() => expect(state.takeBack).toHaveBeenCalledWith(true));
  });

  it('community manager: a key not returned may be marked returned (taken back as handed in) or assigned again', async () => {
    state.key = key('NOT_RETURNED');
    page();
    expect(shown()).toEqual(['key-assign', 'key-mark-returned', 'key-change-locations', 'key-delete']);
    const user = setupUser();
    state.takeBack.mockResolvedValue(key('UNASSIGNED'));
    await user.click(screen.getByTestId('key-mark-returned'));
    expect(await screen.findByText('Was key F-1001 handed in?')).toBeTruthy();
    await user.click(dialogButton('Mark returned'));
    await waitFor(() => expect(state.takeBack).toHaveBeenCalledWith(true));
  });

  it('community manager: while a revocation reaches the locks, the page says they are confirming', () => {
    state.key = key('NOT_RETURNED', { grants: [grant('REVOKING', 1)] });
    page();
    expect(screen.getByTestId('key-confirming')).toBeTruthy();
    expect(screen.getByTestId('grant-locks').getAttribute('data-complete')).toBe('false');
  });

  it('user who may only read keys: sees the key, with no action', () => {
    state.keys = new Set(['KEY_CREDENTIAL_READ']);
    page();
    expect(screen.getByTestId('key-title').textContent).toBe('F-1001');
    expect(shown()).toEqual([]);
  });

  it('user who may delete keys but not issue them: only delete', () => {
    state.keys = new Set(['KEY_CREDENTIAL_READ', 'KEY_CREDENTIAL_DELETE']);
    state.key = key('UNASSIGNED');
    page();
    expect(shown()).toEqual(['key-delete']);
  });
});
