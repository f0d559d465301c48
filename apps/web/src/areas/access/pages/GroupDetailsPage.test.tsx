import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../../packages/ui/test/render.tsx';
import GroupDetailsPage from './GroupDetailsPage.tsx';

const GROUP = '4c1c2b4a-1111-4222-8333-944455556666';
const ADA = '11111111-1111-4111-8111-111111111111';
const VAL = '22222222-2222-4222-8222-222222222222';
const POOL = '7b1c2b4a-1111-4222-8333-944455556666';
const NOON = '2030-05-06T12:00:00.000Z';

const state = vi.hoisted(() => ({ keys: new Set<string>(), group: null as unknown }));
const can = (check: { key?: string }) => check.key !== undefined && state.keys.has(check.key);

vi.mock('../../../app/permissions/PermissionsProvider.tsx', () => ({ usePermissions: () => ({ can }) }));
vi.mock('../api/groups.ts', async (original) => ({
  groupSettling: (await original<typeof import('../api/groups.ts')>()).groupSettling,
  useGroupQuery: () => ({ data: state.group, isError: false, error: null, refetch: vi.fn() }),
}));

function grant(id: string, holderId: string, holderName: string, status: string, confirmedLocks: number) {
  return {
    id,
    holderKind: holderId === ADA ? 'RESIDENT' : 'STAFF',
    holderId,
    holderName,
    sourceKind: 'GROUP',
    sourceId: GROUP,
    place: { unitId: null, locationId: POOL, name: 'Pool' },
    schedule: null,
    validFrom: NOON,
    validUntil: null,
    status,
    revokedAt: status === 'ACTIVE' ? null : NOON,
    locks: 2,
    confirmedLocks,
  };
}

function group(over: Record<string, unknown> = {}) {
  return {
    id: GROUP,
    name: 'Pool club',
    description: 'Evenings at the pool',
    hours: [
      {
        days: 8,
        openTime: { hours: 6, minutes: 0, clock: 'pm' },
        closeTime: { hours: 10, minutes: 0, clock: 'pm' },
        working24: false,
      },
    ],
    locationIds: [POOL],
    locationNames: ['Pool'],
    memberCount: 2,
    locationCount: 1,
    createdByName: 'Demo manager',
    createdAt: NOON,
    updatedAt: NOON,
    members: [
      { holderKind: 'RESIDENT', holderId: ADA, name: 'Ada Lee', credentialId: GROUP, addedAt: NOON },
      { holderKind: 'STAFF', holderId: VAL, name: 'Val Viewer', credentialId: GROUP, addedAt: NOON },
    ],
    grants: [
      grant('9d1c2b4a-1111-4222-8333-944455556661', ADA, 'Ada Lee', 'ACTIVE', 2),
      grant('9d1c2b4a-1111-4222-8333-944455556662', VAL, 'Val Viewer', 'ACTIVE', 2),
    ],
    ...over,
  };
}

const page = () =>
  renderUi(
    <MemoryRouter initialEntries={[`/iot/groups/${GROUP}`]}>
      <Routes>
        <Route path="/iot/groups/:id" element={<GroupDetailsPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  state.keys = new Set(['CUSTOM_USER_GROUP_READ', 'CUSTOM_USER_GROUP_UPDATE']);
  state.group = group();
});

describe('a group', () => {
  it('community manager: the group with its hours, its members and their grants, every lock confirmed; it may be edited', () => {
    page();
    expect(screen.getByTestId('group-title').textContent).toBe('Pool club');
    expect(screen.getByTestId('group-member-count').textContent).toBe('2 members');
    expect(screen.getByTestId('group-locations').textContent).toBe('Pool');
    expect(screen.getByTestId('group-hours').textContent).toMatch(/^Weekend 6:00\spm.+10:00\spm$/);
    const members = screen.getAllByTestId('member-row');
    expect(members.map((row) => within(row).getByTestId('member-name').textContent)).toEqual(['Ada Lee', 'Val Viewer']);
    expect(within(members[1]!).getByTestId('member-kind').textContent).toBe('Staff');
    const grants = screen.getAllByTestId('grant-row');
    expect(within(grants[0]!).getByTestId('grant-holder').textContent).toBe('Ada LeeResident');
    expect(within(grants[0]!).getByTestId('grant-place').textContent).toBe('Pool');
    expect(screen.getByTestId('group-settled')).toBeTruthy();
    expect(screen.getByTestId('group-edit').getAttribute('href')).toBe(`/iot/groups/${GROUP}/edit`);
  });

  it('community manager: while a member taken out is being removed from the locks, the page says they are confirming', () => {
    state.group = group({
      members: [{ holderKind: 'STAFF', holderId: VAL, name: 'Val Viewer', credentialId: GROUP, addedAt: NOON }],
      memberCount: 1,
      grants: [
        grant('9d1c2b4a-1111-4222-8333-944455556661', ADA, 'Ada Lee', 'REVOKING', 1),
        grant('9d1c2b4a-1111-4222-8333-944455556662', VAL, 'Val Viewer', 'ACTIVE', 2),
      ],
    });
    page();
    expect(screen.getByTestId('group-member-count').textContent).toBe('1 member');
    expect(screen.getByTestId('group-confirming')).toBeTruthy();
  });

  it('community manager: a group without members or hours says so', () => {
    state.group = group({ members: [], memberCount: 0, grants: [], hours: null });
    page();
    expect(screen.getByTestId('members-empty').textContent).toContain('no members yet');
    expect(screen.getByTestId('group-hours').textContent).toBe('Any hour');
    expect(screen.getByTestId('group-member-count').textContent).toBe('no members');
  });

  it('user who may only read groups: sees the group, with no edit', () => {
    state.keys = new Set(['CUSTOM_USER_GROUP_READ']);
    page();
    expect(screen.getByTestId('group-title').textContent).toBe('Pool club');
    expect(screen.queryByTestId('group-edit')).toBeNull();
  });
});
