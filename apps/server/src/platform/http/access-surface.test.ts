import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/harness.ts';
import { platformRoutes } from '../../app.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

it('every route declares who may call it, and the whole surface is reviewed in this snapshot', () => {
  const undeclared: string[] = [];
  const surface = api.app.lintelRoutes
    .map((route) => {
      const platform = platformRoutes.find((p) => p.method === route.method && p.path === route.url);
      if (route.endpoint) {
        const { access } = route.endpoint;
        const who =
          access.auth === 'public'
            ? 'public'
            : `session tenant=${access.tenant}${access.providerOnly ? ' provider-only' : ''}${access.allowProfileless ? ' profileless' : ''} permission=${access.permission ? JSON.stringify(access.permission) : 'none'}`;
        if (access.auth === 'public' && !access.reason) undeclared.push(route.url);
        if (access.auth === 'session' && !access.permission && !access.reason) undeclared.push(route.url);
        return `${route.method} ${route.url} -> ${who}`;
      }
      if (platform) return `${route.method} ${route.url} -> platform public`;
      // The static file server registers its own wildcard for the built portal.
      if (route.url === '/*' && route.method === 'GET') return `${route.method} ${route.url} -> static portal files`;
      undeclared.push(`${route.method} ${route.url}`);
      return `${route.method} ${route.url} -> UNDECLARED`;
    })
    .sort();
  expect(undeclared).toEqual([]);
  expect(surface).toMatchSnapshot();
});

it('anyone: every session endpoint answers 401 to an anonymous call, whatever the body or path holds', async () => {
  // An empty body, a body of the wrong shape, and path values no schema accepts: the session is
  // checked before any of them, so the answer is the same 401 and tells nothing about the shape.
  const bodies: unknown[] = [undefined, {}, { unexpected: ['x'] }];
  let checked = 0;
  for (const route of api.app.lintelRoutes) {
    if (route.endpoint?.access.auth !== 'session') continue;
    for (const pathValue of ['00000000-0000-4000-8000-000000000000', 'not-a-valid-value']) {
      const url = route.url.replace(/:[A-Za-z]+/g, pathValue);
      for (const body of route.method === 'GET' ? [undefined] : bodies) {
        const response = await api.anonymous.request(route.method, `${url}?size=-1&sort=nope`, { body });
        expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(body)}`).toBe(401);
        expect(response.json().code).toBe('AUTH_REQUIRED');
      }
    }
    checked++;
  }
  expect(checked).toBe(api.app.lintelRoutes.filter((r) => r.endpoint?.access.auth === 'session').length);
  expect(checked).toBeGreaterThan(100);
});

it('every permission an endpoint declares names a registered key or policy', async () => {
  const { isPermissionKey, isPolicyName } = await import('@lintel/permissions');
  const { keysOfRule } = await import('../auth/grants.ts');
  const unknown: string[] = [];
  for (const route of api.app.lintelRoutes) {
    const access = route.endpoint?.access;
    if (access?.auth !== 'session' || !access.permission) continue;
    const keys = keysOfRule(access.permission);
    if (keys !== 'all')
      unknown.push(...keys.filter((key) => !isPermissionKey(key)).map((key) => `${route.url}: ${key}`));
    const walk = (rule: typeof access.permission): void => {
      if ('policy' in rule && !isPolicyName(rule.policy)) unknown.push(`${route.url}: policy ${rule.policy}`);
      if ('anyOf' in rule) rule.anyOf.forEach(walk);
      if ('allOf' in rule) rule.allOf.forEach(walk);
    };
    walk(access.permission);
  }
  expect(unknown).toEqual([]);
});
