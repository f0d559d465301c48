import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setupUser } from '../../../../../../packages/ui/test/render.tsx';
import { WhyPanel } from './WhyPanel.tsx';

const LOCK = '3f1c2b4a-1111-4222-8333-944455556666';
const HOLDER = '7a1c2b4a-1111-4222-8333-944455556666';
const MOBILE = '8b1c2b4a-1111-4222-8333-944455556666';
const OLD_FOB = '9c1c2b4a-1111-4222-8333-944455556666';

const link = (kind: string, label: string, ok: boolean, note: string | null = null) => ({ kind, label, ok, note });
const state = vi.hoisted(() => ({ present: vi.fn(), presented: undefined as unknown, whyArgs: [] as unknown[] }));

vi.mock('../api/doors.ts', () => ({
  useHolderChoicesQuery: () => ({
    data: [
      {
        holderKind: 'RESIDENT',
        holderId: HOLDER,
        name: 'Ada Lee',
        credentials: [
          { id: OLD_FOB, label: 'Fob 17', revoked: true },
          { id: MOBILE, label: 'Phone of Ada', revoked: false },
        ],
      },
    ],
    isError: false,
  }),
  useWhyQuery: (...args: unknown[]) => {
    state.whyArgs = args;
    return args[1]
      ? {
          isError: false,
          data: {
            deviceId: LOCK,
            deviceName: 'Door C-104',
            holderName: 'Ada Lee',
            at: '2026-05-01T12:00:00Z',
            canOpen: false,
            chains: [
              {
                grantId: '11111111-1111-4111-8111-111111111111',
                sourceKind: 'LEASE',
                sourceId: '22222222-2222-4222-8222-222222222222',
                status: 'ACTIVE',
                credentialId: MOBILE,
                credentialKind: 'MOBILE',
                credentialLabel: 'Phone of Ada',
                canOpen: false,
                links: [
                  link('SOURCE', 'Lease of C-104', true),
                  link('PLACE', 'C-104', true),
                  link('WINDOW', 'Any time', true),
                  link('CREDENTIAL', 'Phone of Ada', true),
                  link('LOCK', 'Door C-104', false, 'the lock has not confirmed it yet'),
                ],
              },
            ],
          },
        }
      : { isError: false, data: undefined };
  },
  usePresentMutation: () => ({
    mutateAsync: state.present,
    isPending: false,
    data: state.presented,
    reset: vi.fn(),
  }),
}));

beforeEach(() => {
  state.present.mockReset();
  state.presented = undefined;
});

describe('why a person can or cannot open a door', () => {
  it('community manager: picks a person, sees the verdict with the failing link and its note, and presents a credential that is not revoked', async () => {
    const view = renderUi(<WhyPanel lockId={LOCK} doorName="Door C-104" at={null} />, { overlays: true });
    const user = setupUser();
    await user.click(screen.getByTestId('holder-picker'));
    await user.click(await screen.findByRole('option', { name: 'Ada Lee (Resident)' }));

    expect(state.whyArgs).toEqual([LOCK, expect.objectContaining({ holderKind: 'RESIDENT', holderId: HOLDER }), null]);
    expect(screen.getByTestId('why-verdict').getAttribute('data-can-open')).toBe('false');
    expect(screen.getByTestId('why-verdict').textContent).toContain('Ada Lee cannot open Door C-104');
    const failing = screen.getAllByTestId('chain-link').filter((l) => l.getAttribute('data-ok') === 'false');
    expect(failing.map((l) => l.getAttribute('data-kind'))).toEqual(['LOCK']);
    expect(screen.getByTestId('chain-note').textContent).toContain('the lock has not confirmed it yet');

    // The credential offered first is one that still works.
    expect((screen.getByTestId('present-credential') as HTMLInputElement).value).toBe('Phone of Ada');
    state.present.mockResolvedValue({ opened: false, at: '2026-05-01T12:00:05Z' });
    await user.click(screen.getByTestId('present-submit'));
    await waitFor(() => expect(state.present).toHaveBeenCalledWith(MOBILE));

    state.presented = { opened: false, at: '2026-05-01T12:00:05Z' };
    view.rerender(<WhyPanel lockId={LOCK} doorName="Door C-104" at={null} />);
    expect(screen.getByTestId('present-result').getAttribute('data-opened')).toBe('false');
    expect(screen.getByTestId('present-result').textContent).toContain('The door stayed closed');
  });
});
