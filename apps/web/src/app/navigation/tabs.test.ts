import { gate } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import type { AccessEnv } from '../routing/access.ts';
import type { RouteDef } from '../routing/route.ts';
import { openTab, visibleTabs } from './TabbedView.tsx';

const load = async () => ({ default: () => null });
const env = (keys: string[]): AccessEnv => ({
  customerId: 'c1',
  communityId: 'k1',
  profileType: 'USER',
  role: 'USER',
  apps: [],
  permissionsLoading: false,
  can: (check) => 'key' in check && keys.includes(check.key),
});
const tab = (name: string, key?: string, over: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path: `/settings/${name}`,
  load,
  tabOf: 'settings',
  nonStacked: true,
  ...(key ? { permissionChecker: gate.key(key as 'CBR_UNIT_TYPES_VIEW') } : {}),
  ...over,
});
const routes = [
  tab('statuses', 'CBR_UNIT_STATUS_SETTINGS_VIEW'),
  tab('pricing', 'CBR_UNIT_TYPES_VIEW'),
  tab('notifications'),
  tab('stacked', undefined, { nonStacked: false }),
  tab('other', undefined, { tabOf: 'elsewhere' }),
];

describe('tabbed view', () => {
  it('view-only user: tabs failing their check are hidden; the first permitted tab comes first', () => {
    expect(visibleTabs(routes, 'settings', env(['CBR_UNIT_TYPES_VIEW'])).map((r) => r.name)).toEqual([
      'pricing',
      'notifications',
    ]);
  });

  it('community manager: every nonStacked child of the view is a tab, in declaration order', () => {
    const all = visibleTabs(routes, 'settings', env(['CBR_UNIT_TYPES_VIEW', 'CBR_UNIT_STATUS_SETTINGS_VIEW']));
    expect(all.map((r) => r.name)).toEqual(['statuses', 'pricing', 'notifications']);
  });

  it('community manager: a screen under a tab’s path (the tab’s other list) keeps that tab open', () => {
    const tabs = visibleTabs(routes, 'settings', env(['CBR_UNIT_TYPES_VIEW', 'CBR_UNIT_STATUS_SETTINGS_VIEW']));
    const under = tab('pricing-archive', undefined, { path: '/settings/pricing/archive', nonStacked: false });
    expect(openTab(tabs, routes[1])).toBe('pricing');
    expect(openTab(tabs, under)).toBe('pricing');
    // A path that merely starts with the same letters is not under the tab.
    expect(openTab(tabs, tab('pricingx', undefined, { nonStacked: false }))).toBeNull();
    expect(openTab(tabs, undefined)).toBeNull();
  });
});
