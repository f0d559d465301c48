import { describe, expect, it } from 'vitest';
import { matchUrl } from '../../app/routing/table.ts';
import { lockFamilyRoutes } from './lock-families.routes.ts';

const ID = '11111111-1111-4111-8111-111111111111';

describe('lock family routes', () => {
  it('every screen needs the IOT app, a customer, a community and a permission', () => {
    for (const route of lockFamilyRoutes) {
      expect(route.requiredAppAccess, route.name).toEqual(['IOT']);
      expect(route.requiresCustomer && route.requiresCommunity, route.name).toBe(true);
      expect(route.permissionChecker, route.name).toBeDefined();
    }
  });

  it("the spec's paths reach their screens, static segments before the lock id", () => {
    const cases: [string, string][] = [
      [`/iot/locks/pdk/${ID}/hardware-controller`, 'iot.locks.pdk.hardwareController'],
      [`/iot/locks/pdk/${ID}/secondary-reader-configuration`, 'iot.locks.pdk.secondaryReaderConfiguration'],
      ['/iot/locks/management/pdk/node-settings', 'iot.locks.management.pdk.nodeSettings'],
      [`/iot/locks/management/pdk/node-settings/${ID}`, 'iot.locks.management.pdk.editNode'],
      ['/iot/locks/management/pdk/import-nodes', 'iot.locks.management.pdk.importNodes'],
      [`/iot/locks/management/pdk/${ID}/select-location`, 'iot.locks.management.pdk.selectLocation'],
      [`/iot/locks/yale/${ID}/notification-log/request-audits`, 'iot.locks.yale.requestAudits'],
      ['/iot/locks/management/yale/default-configuration', 'iot.locks.management.yale.defaultConfiguration'],
      ['/iot/locks/management/yale/select-router', 'iot.locks.management.yale.selectRouter'],
      [`/iot/locks/allegion/${ID}/logs/audit-log`, 'iot.locks.allegion.auditLog'],
      [`/iot/locks/management/allegion/${ID}/select-router`, 'iot.locks.management.allegion.selectRouter'],
      ['/iot/locks/management/brivo/disconnect', 'iot.locks.management.brivo.disconnect'],
      [`/iot/locks/management/butterflymx/install/${ID}/PANEL`, 'iot.locks.management.butterflymx.install'],
      [`/iot/locks/management/butterflymx/select-lock/${ID}`, 'iot.locks.management.butterflymx.selectLock'],
    ];
    for (const [url, name] of cases) expect(matchUrl(url)?.route.name, url).toBe(name);
  });
});
