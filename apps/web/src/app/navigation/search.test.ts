import { gate } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import type { AccessEnv } from '../routing/access.ts';
import type { RouteDef } from '../routing/route.ts';
import { searchableRoutes } from './CommandPalette.tsx';

const load = async () => ({ default: () => null });
const t = (id: string) => ({ id, defaultMessage: id });
const env = (keys: string[]): AccessEnv => ({
  customerId: 'c1',
  communityId: 'k1',
  profileType: 'USER',
  role: 'USER',
  apps: [],
  permissionsLoading: false,
  can: (check) => 'key' in check && keys.includes(check.key),
});
const routes: RouteDef[] = [
  {
    name: 'list',
    path: '/list',
    load,
    title: t('List'),
    flowStartsWith: t('living spaces'),
    permissionChecker: gate.key('CBR_LIVING_SPACES_VIEW'),
  },
  {
    name: 'create',
    path: '/create',
    load,
    title: t('New'),
    flowStartsWith: t('add new unit'),
    permissionChecker: gate.key('CBR_LIVING_SPACES_CREATE'),
  },
  { name: 'details', path: '/units/:unitId', load, title: t('Unit'), flowStartsWith: t('unit') },
  { name: 'hidden', path: '/hidden', load, title: t('Hidden'), flowStartsWith: t('x'), hideFromSearch: true },
  { name: 'untitled', path: '/untitled', load, flowStartsWith: t('y') },
  { name: 'company', path: '/company/:customerId', load, title: t('Company'), flowStartsWith: t('company details') },
];

describe('command palette', () => {
  it('view-only user: finds permitted screens, not those failing their check, hidden, untitled or needing a page parameter', () => {
    const found = searchableRoutes(routes, env(['CBR_LIVING_SPACES_VIEW']));
    expect(found.map((f) => f.route.name)).toEqual(['list', 'company']);
    expect(found[1]!.url).toBe('/company/c1');
  });

  it('community manager: finds the create flow once the create permission is held', () => {
    const found = searchableRoutes(routes, env(['CBR_LIVING_SPACES_VIEW', 'CBR_LIVING_SPACES_CREATE']));
    expect(found.map((f) => f.route.name)).toEqual(['list', 'create', 'company']);
  });
});
