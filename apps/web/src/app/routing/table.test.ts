import { describe, expect, it } from 'vitest';
import { fillPath } from './route.ts';
import { findRoute, href, hrefOf, matchUrl, routeTable } from './table.ts';

describe('route table', () => {
  it('has unique dotted names and unique paths', () => {
    const names = routeTable.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('declares a gate or a context for every signed-in screen except the shell pages', () => {
    for (const route of routeTable) {
      // 'account' is every signed-in person's own screen (password, 2FA, sessions): no gate by design.
      if (['home', 'notAuthorized', 'profileDisabled', 'account'].includes(route.name)) continue;
      const declared =
        route.permissionChecker ?? route.allowedRoles ?? route.public ?? (route.requiresCustomer || undefined);
      expect(declared, route.name).toBeDefined();
    }
  });

  it('names existing routes in parent and tabOf', () => {
    for (const route of routeTable) {
      if (route.parent) expect(findRoute(route.parent), `${route.name} parent`).toBeDefined();
      if (route.tabOf) expect(findRoute(route.tabOf), `${route.name} tabOf`).toBeDefined();
    }
  });

  it('modal routes have a breadcrumb name', () => {
    for (const route of routeTable.filter((r) => r.loadInModal)) {
      expect(route.breadcrumbName ?? route.title, route.name).toBeDefined();
    }
  });

  it('builds links by name, with query values', () => {
    expect(href('home')).toBe('/');
    expect(href('cbr.living.communityStructure', {}, { q: 'a b', page: 2 })).toBe('/spaces/living?q=a+b&page=2');
    expect(() => hrefOf('no.such.route')).toThrow('No route named no.such.route');
  });

  it('fills path parameters, encoding them; optional ones drop their segment', () => {
    expect(fillPath('/units/:unitId', { unitId: 'a/b' })).toBe('/units/a%2Fb');
    expect(fillPath('/detail/:buildingId?', {})).toBe('/detail');
    expect(fillPath('/detail/:buildingId?', { buildingId: '7' })).toBe('/detail/7');
    expect(() => fillPath('/units/:unitId', {})).toThrow('Missing path parameter unitId');
  });

  it('matches a URL to its route and parameters; unknown paths match nothing', () => {
    expect(matchUrl('/spaces/living')?.route.name).toBe('cbr.living.communityStructure');
    expect(matchUrl('/')?.route.name).toBe('home');
    expect(matchUrl('/no/such/page')).toBeNull();
  });
});
