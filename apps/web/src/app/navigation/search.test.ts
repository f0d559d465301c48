import { gate, type PermissionCheck } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import type { AccessEnv } from '../routing/access.ts';
import type { RouteDef } from '../routing/route.ts';
import { routeTable } from '../routing/table.ts';
import { type ScreenEntry, searchableScreens } from './search.ts';

const load = async () => ({ default: () => null });
const t = (id: string) => ({ id, defaultMessage: id });
const env = (keys: string[], adminGroup = false): AccessEnv => {
  const can = (check: PermissionCheck): boolean => {
    if ('key' in check) return keys.includes(check.key);
    if ('allOf' in check) return check.allOf.every(can);
    if ('anyOf' in check) return check.anyOf.some(can);
    return check.policy === 'adminGroup' && adminGroup;
  };
  return {
    customerId: 'c1',
    communityId: 'k1',
    profileType: 'USER',
    role: 'USER',
    apps: [],
    permissionsLoading: false,
    can,
  };
};
const routes: RouteDef[] = [
  {
    name: 'list',
    path: '/list',
    load,
    title: t('List'),
    flowStartsWith: t('living spaces'),
    permissionChecker: gate.key('CBR_LIVING_SPACES_VIEW'),
    searchWords: [t('buildings')],
    actions: [{ id: 'new', title: t('new building'), routeName: 'create' }],
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
  { name: 'settings', path: '/settings/:tab?', load, title: t('settings'), flowStartsWith: t('settings') },
  {
    name: 'settings.pricing',
    path: '/settings/pricing',
    load,
    title: t('pricing matrix'),
    tabOf: 'settings',
    nonStacked: true,
    hideFromSearch: true,
    permissionChecker: gate.key('CBR_UNIT_TYPES_VIEW'),
  },
];

/** What the palette's filter does: the query inside the label, the description or a keyword. */
const find = (entries: ScreenEntry[], query: string) => {
  const q = query.toLowerCase();
  const words = (e: ScreenEntry) =>
    [e.label, e.description, ...e.keywords].map((w) => (typeof w === 'string' ? w : w.defaultMessage) as string);
  return entries.filter((e) => words(e).some((w) => w.toLowerCase().includes(q))).map((e) => e.route.name);
};

describe('command palette, screens', () => {
  it('view-only user: finds permitted screens, not those failing their check, hidden, untitled or needing a page parameter', () => {
    const found = searchableScreens(routes, env(['CBR_LIVING_SPACES_VIEW']));
    expect(found.map((f) => f.route.name)).toEqual(['list', 'company', 'settings']);
    expect(found[1]!.url).toBe('/company/c1');
  });

  it('community manager: finds the create flow once the create permission is held', () => {
    const found = searchableScreens(routes, env(['CBR_LIVING_SPACES_VIEW', 'CBR_LIVING_SPACES_CREATE']));
    expect(found.map((f) => f.route.name)).toEqual(['list', 'create', 'company', 'settings']);
  });

  it("community manager: finds a screen by its words: search words and its actions' titles", () => {
    const found = searchableScreens(routes, env(['CBR_LIVING_SPACES_VIEW']));
    expect(find(found, 'buildings')).toEqual(['list']);
    expect(find(found, 'new building')).toEqual(['list']);
  });

  it("user with unit types view: finds a tab by its title, opening the tab itself under its screen's name", () => {
    const found = searchableScreens(routes, env(['CBR_UNIT_TYPES_VIEW']));
    expect(find(found, 'pricing')).toEqual(['settings', 'settings.pricing']);
    const tab = found.find((f) => f.route.name === 'settings.pricing')!;
    expect(tab.url).toBe('/settings/pricing');
    expect(tab.description.defaultMessage).toBe('settings');
    expect(find(searchableScreens(routes, env([])), 'pricing')).toEqual([]);
  });

  it('anyone: a tab that is a searchable screen of its own is offered once', () => {
    const own: RouteDef = {
      name: 'settings.notifications',
      path: '/settings/notifications',
      load,
      title: t('notification'),
      flowStartsWith: t('notification settings'),
      tabOf: 'settings',
      nonStacked: true,
    };
    const names = searchableScreens([...routes, own], env([])).map((f) => f.route.name);
    expect(names.filter((n) => n === 'settings.notifications')).toHaveLength(1);
  });
});

describe('command palette over the real route table', () => {
  const manager = env([
    'CBR_LIVING_SPACES_VIEW',
    'CBR_LIVING_SPACES_CREATE',
    'CBR_UNIT_TYPES_VIEW',
    'CBR_UNIT_TYPES_CREATE',
    'CBR_LOCATIONS_MANAGE',
  ]);

  it('community manager: "pricing" finds the pricing matrix; "unit type" the unit types; "common areas" the structure', () => {
    const found = searchableScreens(routeTable, manager);
    expect(find(found, 'pricing')).toContain('community.settings.pricingMatrices');
    expect(find(found, 'unit type')).toContain('cbr.unitTypes.list');
    expect(find(found, 'common areas')).toContain('cbr.living.communityStructure');
  });

  it('provider staff (admin group): "location" finds the locations and space types', () => {
    const found = searchableScreens(routeTable, env(['CBR_LOCATIONS_MANAGE'], true));
    expect(find(found, 'location')).toEqual(expect.arrayContaining(['cbr.locations.index']));
    expect(find(found, 'space type')).toEqual(expect.arrayContaining(['cbr.locations.index']));
  });
});
