import { permissionDefinitions } from '@lintel/permissions';
import { describe, expect, it } from 'vitest';
import { menuTree } from '../../app/navigation/menu.ts';
import { type AccessEnv, passesGates } from '../../app/routing/access.ts';
import { findRoute, href, matchUrl } from '../../app/routing/table.ts';
import { pacsQueueLogRoutes } from './pacs-queue-log.routes.ts';

const TRANSACTION = '7d1c2b4a-1111-4222-8333-944455556666';
const known = new Set(permissionDefinitions.map((d) => d.key));
const env = (keys: string[]): AccessEnv => ({
  customerId: 'customer',
  communityId: 'community',
  profileType: 'USER',
  role: null,
  apps: ['IOT'],
  permissionsLoading: false,
  can: (check) => 'key' in check && keys.includes(check.key),
});

describe('PACS queue log routes', () => {
  it('every screen needs the IOT app, a customer, a community and the read key of the registry (D226)', () => {
    expect(pacsQueueLogRoutes).toHaveLength(2);
    for (const route of pacsQueueLogRoutes) {
      expect(route, route.name).toMatchObject({
        requiresCustomer: true,
        requiresCommunity: true,
        requiredAppAccess: ['IOT'],
        permissionChecker: { key: 'PACS_QUEUE_LOG_READ' },
      });
    }
    expect(known.has('PACS_QUEUE_LOG_READ' as never)).toBe(true);
    expect(permissionDefinitions.find((d) => d.key === 'PACS_QUEUE_LOG_READ')).toMatchObject({ viewOnly: true });
  });

  it('follows the spec: the log and one transaction by its id', () => {
    expect(matchUrl('/iot/pacs-queue-log')?.route.name).toBe('iot.pacs-queue-log.index');
    const match = matchUrl(`/iot/pacs-queue-log/${TRANSACTION}`);
    expect(match?.route.name).toBe('iot.pacs-queue-log.transaction');
    expect(match?.params).toEqual({ transactionId: TRANSACTION });
    expect(href('iot.pacs-queue-log.transaction', { transactionId: TRANSACTION })).toBe(
      `/iot/pacs-queue-log/${TRANSACTION}`,
    );
    expect(href('iot.pacs-queue-log.index', {}, { lock: TRANSACTION, outcome: 'NO_ANSWER' })).toBe(
      `/iot/pacs-queue-log?lock=${TRANSACTION}&outcome=NO_ANSWER`,
    );
  });

  it('community manager: the log is a page of its own in the menu (beside the integration queue) and the search; a transaction is opened from its row', () => {
    const index = findRoute('iot.pacs-queue-log.index');
    expect(index?.tabOf).toBeUndefined();
    expect(index?.loadInModal).toBeUndefined();
    expect(index?.flowStartsWith).toBeDefined();
    expect(index?.searchWords?.length).toBeGreaterThan(0);
    const smart = menuTree.find((group) => group.id === '__smart_community')?.items.map((item) => item.id) ?? [];
    expect(smart).toContain('iot.pacs-queue-log.index');
    expect(smart).toContain('iot.integration-queue.index');
    expect(findRoute('iot.pacs-queue-log.transaction')?.hideFromSearch).toBe(true);
  });

  it('user without the PACS queue log key: neither screen opens, even with the lock and access keys', () => {
    const index = findRoute('iot.pacs-queue-log.index')!;
    const transaction = findRoute('iot.pacs-queue-log.transaction')!;
    expect(passesGates(index, env(['PACS_QUEUE_LOG_READ']))).toBe(true);
    expect(passesGates(transaction, env(['PACS_QUEUE_LOG_READ']))).toBe(true);
    const others = env(['LOCK_READ', 'ACCESS_LOG_READ_ALL', 'EXT_COMMUNITY_EVENT_READ']);
    expect(passesGates(index, others)).toBe(false);
    expect(passesGates(transaction, others)).toBe(false);
  });
});
