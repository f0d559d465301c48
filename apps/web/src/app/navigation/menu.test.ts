import { gate, type PermissionCheck } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import type { AccessEnv } from '../routing/access.ts';
import type { RouteDef } from '../routing/route.ts';
import { findRoute } from '../routing/table.ts';
import { type MenuGroup, menuTree, visibleMenu } from './menu.ts';

const load = async () => ({ default: () => null });
const env = (keys: string[], over: Partial<AccessEnv> = {}): AccessEnv => ({
  customerId: 'c1',
  communityId: 'k1',
  profileType: 'USER',
  role: 'USER',
  apps: [],
  permissionsLoading: false,
  can: (check) => 'key' in check && keys.includes(check.key),
  ...over,
});
const routes: Record<string, RouteDef> = {
  home: { name: 'home', path: '/', load },
  'cbr.living.communityStructure': {
    name: 'cbr.living.communityStructure',
    path: '/spaces/living',
    load,
    permissionChecker: gate.key('CBR_LIVING_SPACES_VIEW'),
  },
  'community.settings.index': {
    name: 'community.settings.index',
    path: '/community-settings',
    load,
    permissionChecker: gate.key('CBR_UNIT_STATUS_SETTINGS_UPDATE'),
  },
  'company.index': { name: 'company.index', path: '/company/:customerId', load },
  'transfer_resident.index': { name: 'transfer_resident.index', path: '/transfer', load },
};
const find = (name: string) => routes[name];
const names = (groups: ReturnType<typeof visibleMenu>) => groups.flatMap((g) => g.items.map((i) => i.route.name));

describe('left menu', () => {
  it('holds the full tree of the spec, with headings for ids starting with __', () => {
    const all = menuTree.flatMap((g) => g.items.map((i) => i.id));
    expect(all).toContain('iot.access.index');
    expect(all).toContain('raaTools.memberships.index');
    expect(all).toContain('lintel_users_roles_mngmt');
    expect(menuTree.every((g) => g.id.startsWith('__'))).toBe(true);
    expect(all.length).toBeGreaterThan(80);
  });

  it('community manager: sees registered entries whose check passes, in groups that have one', () => {
    const groups = visibleMenu(menuTree, find, env(['CBR_LIVING_SPACES_VIEW', 'CBR_UNIT_STATUS_SETTINGS_UPDATE']));
    expect(names(groups)).toEqual([
      'home',
      'cbr.living.communityStructure',
      'community.settings.index',
      'company.index',
    ]);
    expect(groups.map((g) => g.id)).toEqual(['__core', '__physical_property', '__admin']);
    expect(groups.every((g) => g.heading)).toBe(true);
    expect(groups.at(-1)!.items.find((i) => i.route.name === 'company.index')!.params).toEqual({ customerId: 'c1' });
  });

  it('view-only user: entries failing their check and their empty groups are left out', () => {
    const groups = visibleMenu(menuTree, find, env(['CBR_LIVING_SPACES_VIEW']));
    expect(names(groups)).not.toContain('community.settings.index');
    const none = visibleMenu(menuTree, find, env([], { customerId: null }));
    expect(names(none)).toEqual(['home']);
    expect(none.map((g) => g.id)).toEqual(['__core']);
  });

  it('anyone: an unregistered route is absent and an always-hidden one never shows', () => {
    const tree: MenuGroup[] = [
      { id: '__x', label: { id: 'x' }, items: [{ id: 'dashboard' }, { id: 'transfer_resident.index', hidden: true }] },
    ];
    expect(visibleMenu(tree, find, env([]))).toEqual([]);
  });
});

describe('left menu over the real route table', () => {
  const allOf = (check: PermissionCheck, keys: string[], adminGroup: boolean): boolean => {
    if ('key' in check) return keys.includes(check.key);
    if ('allOf' in check) return check.allOf.every((c) => allOf(c, keys, adminGroup));
    if ('anyOf' in check) return check.anyOf.some((c) => allOf(c, keys, adminGroup));
    return 'policy' in check && check.policy === 'adminGroup' && adminGroup;
  };
  const user = (keys: string[], adminGroup: boolean): AccessEnv =>
    env([], { can: (check) => allOf(check, keys, adminGroup) });
  const physical = (groups: ReturnType<typeof visibleMenu>) =>
    groups.find((g) => g.id === '__physical_property')?.items.map((i) => i.route.name);

  it('provider staff with the structure keys: unit types and locations sit right after community structure', () => {
    const groups = visibleMenu(
      menuTree,
      findRoute,
      user(['CBR_LIVING_SPACES_VIEW', 'CBR_UNIT_TYPES_VIEW', 'CBR_LOCATIONS_MANAGE'], true),
    );
    expect(physical(groups)).toEqual(['cbr.living.communityStructure', 'cbr.unitTypes.list', 'cbr.locations.index']);
  });

  it('community manager (not in the admin group): sees unit types, not the location editor', () => {
    const groups = visibleMenu(
      menuTree,
      findRoute,
      user(['CBR_LIVING_SPACES_VIEW', 'CBR_UNIT_TYPES_VIEW', 'CBR_LOCATIONS_MANAGE'], false),
    );
    expect(physical(groups)).toEqual(['cbr.living.communityStructure', 'cbr.unitTypes.list']);
  });
});
