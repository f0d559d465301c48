import { type PermissionCheck, permissionDefinitions } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { menuTree } from '../../app/navigation/menu.ts';
import { findRoute, matchUrl } from '../../app/routing/table.ts';
import { integrationQueueRoutes } from './integration-queue.routes.ts';

const EVENT = '6d1c2b4a-1111-4222-8333-944455556666';
const known = new Set(permissionDefinitions.map((d) => d.key));

describe('integration queue routes', () => {
  it('every screen needs the IOT app, a customer, a community and a key of the registry', () => {
    for (const route of integrationQueueRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
      });
      const key = (route.permissionChecker as { key?: string }).key;
      expect(known.has(key as never), `${route.name}: ${key}`).toBe(true);
    }
  });

  it('follows the spec: each path with its gate (part 3 section 6); the settings path wins over no event id', () => {
    const read = { key: 'EXT_COMMUNITY_EVENT_READ' };
    const gates: [string, string, PermissionCheck][] = [
      ['/iot/integration-queue', 'iot.integration-queue.index', read],
      [`/iot/integration-queue/event-details/${EVENT}`, 'iot.integration-queue.eventDetails', read],
      [
        '/iot/integration-queue/auto-apply-settings',
        'iot.integration-queue.autoApplySettings',
        { key: 'EXT_COMMUNITY_EVENT_READ_CONFIG' },
      ],
    ];
    for (const [url, name, gate] of gates) {
      const match = matchUrl(url);
      expect(match?.route.name, url).toBe(name);
      expect(match?.route.permissionChecker, url).toEqual(gate);
    }
  });

  it('the queue is a page of its own in the menu and the search, not a tab; its action opens the settings', () => {
    const index = findRoute('iot.integration-queue.index');
    expect(index).toBeDefined();
    expect(index?.tabOf).toBeUndefined();
    expect(index?.loadInModal).toBeUndefined();
    expect(index?.flowStartsWith).toBeDefined();
    expect(index?.searchWords?.length).toBeGreaterThan(0);
    expect(menuTree.flatMap((group) => group.items.map((item) => item.id))).toContain('iot.integration-queue.index');
    expect(index?.actions?.map((action) => action.routeName)).toEqual(['iot.integration-queue.autoApplySettings']);
    // An event is opened from its row, never from the search.
    expect(findRoute('iot.integration-queue.eventDetails')?.hideFromSearch).toBe(true);
  });
});
