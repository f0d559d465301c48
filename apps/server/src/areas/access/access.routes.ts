import { access as contract } from '@lintel/contracts';
import type { FastifyInstance } from 'fastify';
import { useVacantUnitAccess } from '../../platform/doors/vacant-unit-access.ts';
import { withTotal } from '../../platform/http/list.ts';
import type { Platform } from '../../platform/http/platform.ts';
import { route } from '../../platform/http/route.ts';
import { useMoveIns } from '../../platform/leasing/move-ins.ts';
import * as community from './community.service.ts';
import * as communityUnits from './community-units.service.ts';
import * as doors from './doors.service.ts';
import * as fireKeys from './fire-keys.service.ts';
import * as groups from './groups.service.ts';
import * as integration from './integration-queue.service.ts';
import * as keys from './keys.service.ts';
import * as leaseImport from './lease-import.service.ts';
import { movesInDue } from './leases.repository.ts';
import * as leases from './leases.service.ts';
import * as pacsLog from './pacs-queue-log.service.ts';
import * as passes from './passes.service.ts';
import * as people from './people-access.service.ts';
import * as residents from './residents.service.ts';
import * as queue from './residents-queue.service.ts';
import * as staff from './staff.service.ts';
import * as staffAccess from './staff-access.service.ts';
import { vacantUnitAccess } from './vacant-units.service.ts';
import * as vendors from './vendors.service.ts';

/**
 * Smart building, access and people (spec part 3): IoT leases with their residents' move-in and
 * move-out, authorizations, the move-out proof, and who can open a door and why. Grants become
 * door entries that the door sync job pushes to the locks (engine/).
 */
export function accessRoutes(app: FastifyInstance, platform: Platform): void {
  const l = contract.leases;
  route(app, platform, l.listLeases, async ({ scope, query, reply }) =>
    withTotal(reply, await leases.list(scope, query)),
  );
  route(app, platform, l.createLease, ({ scope, body }) => leases.create(scope, body));
  route(app, platform, l.getLease, ({ scope, params }) => leases.get(scope, params.leaseId));
  route(app, platform, l.executeMoveIn, ({ scope, params }) => leases.moveIn(scope, params.leaseId, params.residentId));
  route(app, platform, l.executeMoveOut, ({ scope, params }) =>
    leases.moveOut(scope, params.leaseId, params.residentId),
  );
  route(app, platform, l.archiveLease, ({ scope, params }) => leases.archive(scope, params.leaseId));
  route(app, platform, l.renewLease, ({ scope, params, body }) =>
    leases.renew(scope, params.leaseId, body.endsOn, body.residentId),
  );
  route(app, platform, l.transferLease, ({ scope, params, body }) =>
    leases.transfer(scope, params.leaseId, body.unitId),
  );
  route(app, platform, l.readLeaseAccesses, ({ scope, params }) => leases.accesses(scope, params.leaseId));
  route(app, platform, l.addLeaseLocation, ({ scope, params, body }) =>
    leases.addLocation(scope, params.leaseId, body.locationId),
  );
  route(app, platform, l.removeLeaseAuthorization, ({ scope, params }) =>
    leases.removeAuthorization(scope, params.leaseId, params.authorizationId),
  );
  route(app, platform, l.getMoveOutReport, ({ scope, params }) =>
    leases.moveOutReport(scope, params.leaseId, params.residentId),
  );
  route(app, platform, l.unitChoices, ({ scope, query }) => leases.unitChoices(scope, query.q));
  route(app, platform, l.locationChoices, ({ scope }) => leases.locationChoices(scope));

  const d = contract.doors;
  route(app, platform, d.whoCanOpen, async ({ scope, params, query, reply }) =>
    withTotal(reply, await doors.whoCanOpen(scope, params.lockId, query)),
  );
  route(app, platform, d.explain, ({ scope, params, query }) => doors.explain(scope, params.lockId, query));
  route(app, platform, d.present, ({ scope, params, body }) => doors.present(scope, params.lockId, body.credentialId));
  route(app, platform, d.holderChoices, ({ scope, query }) => doors.holderChoices(scope, query.q));

  const t = contract.staffAccess;
  route(app, platform, t.listTemporaryAccess, async ({ scope, query, reply }) =>
    withTotal(reply, await staffAccess.list(scope, query)),
  );
  route(app, platform, t.getTemporaryAccess, ({ scope, params }) => staffAccess.get(scope, params.accessId));
  route(app, platform, t.grantTemporaryAccess, ({ scope, body }) => staffAccess.grant(scope, body));
  route(app, platform, t.editTemporaryAccess, ({ scope, params, body }) =>
    staffAccess.edit(scope, params.accessId, body),
  );
  route(app, platform, t.actOnTemporaryAccess, ({ scope, params }) =>
    staffAccess.act(scope, params.accessId, params.accessAction),
  );
  route(app, platform, t.temporaryEventLog, async ({ scope, query, reply }) =>
    withTotal(reply, await staffAccess.events(scope, query)),
  );
  route(app, platform, t.staffChoices, ({ scope, query }) => staffAccess.staffChoices(scope, query.q));

  const q = contract.residentsQueue;
  queue.listenToMovesDue();
  // The smart-building leases answer the move-in seam until the leasing area does (D250).
  useMoveIns({
    due: ({ db, now, customerId, communityId }, from, to) => {
      if (!customerId || !communityId) throw new Error('move-ins belong to a community');
      return movesInDue({ db, now, customerId, communityId }, from, to);
    },
  });
  // The staff-access scenario's grants (D251).
  useVacantUnitAccess(vacantUnitAccess);
  route(app, platform, q.listQueue, async ({ scope, query, reply }) =>
    withTotal(reply, await queue.list(scope, query)),
  );
  route(app, platform, q.readQueueSettings, ({ scope }) => queue.readSettings(scope));
  route(app, platform, q.saveQueueSettings, ({ scope, body }) => queue.saveSettings(scope, body));
  route(app, platform, q.applyMoveIn, ({ scope, params }) =>
    queue.apply(scope, 'MOVE_IN', params.leaseId, params.residentId),
  );
  route(app, platform, q.applyMoveOut, ({ scope, params }) =>
    queue.apply(scope, 'MOVE_OUT', params.leaseId, params.residentId),
  );
  route(app, platform, q.skipEvent, ({ scope, params }) => queue.skip(scope, params.eventId));

  const k = contract.keys;
  route(app, platform, k.listKeys, async ({ scope, query, reply }) => withTotal(reply, await keys.list(scope, query)));
  route(app, platform, k.getKey, ({ scope, params }) => keys.get(scope, params.keyId));
  route(app, platform, k.createKey, ({ scope, body }) => keys.create(scope, body));
  route(app, platform, k.assignKey, ({ scope, params, body }) => keys.assign(scope, params.keyId, body));
  route(app, platform, k.takeBackKey, ({ scope, params, body }) => keys.takeBack(scope, params.keyId, body.returned));
  route(app, platform, k.changeKeyLocations, ({ scope, params, body }) =>
    keys.changeLocations(scope, params.keyId, body.locationIds),
  );
  route(app, platform, k.deleteKey, ({ scope, params }) => keys.remove(scope, params.keyId));
  route(app, platform, k.keyChoices, ({ scope, query }) => keys.keyChoices(scope, query.q, query.all));
  route(app, platform, k.holderChoices, ({ scope, query }) => keys.holderChoices(scope, query.q));
  route(app, platform, k.keyImports.preview, ({ scope, body }) => keys.previewImport(scope, body));
  route(app, platform, k.keyImports.read, ({ scope, params }) => keys.readKeysImport(scope, params.importId));
  route(app, platform, k.keyImports.confirm, ({ scope, params }) => keys.confirmKeysImport(scope, params.importId));
  // The settings' CSV import of residents and leases (D252).
  const li = contract.leaseImport;
  route(app, platform, li.listLeaseImports, async ({ scope, query, reply }) =>
    withTotal(reply, await leaseImport.listLeaseImports(scope, query)),
  );
  route(app, platform, li.leaseImports.preview, ({ scope, body }) => leaseImport.previewImport(scope, body));
  route(app, platform, li.leaseImports.read, ({ scope, params }) =>
    leaseImport.readLeaseImport(scope, params.importId),
  );
  route(app, platform, li.leaseImports.confirm, ({ scope, params }) =>
    leaseImport.confirmLeaseImport(scope, params.importId),
  );

  const p = contract.passes;
  route(app, platform, p.listPasses, async ({ scope, query, reply }) =>
    withTotal(reply, await passes.list(scope, query)),
  );
  route(app, platform, p.getPass, ({ scope, params }) => passes.get(scope, params.passId));
  route(app, platform, p.createPass, ({ scope, body }) => passes.create(scope, body));
  route(app, platform, p.revokePass, ({ scope, params }) => passes.revoke(scope, params.passId));
  route(app, platform, p.getPassSummary, ({ scope, params }) => passes.summary(scope, params.passId));
  route(app, platform, p.passLogs, async ({ scope, params, query, reply }) =>
    withTotal(reply, await passes.logs(scope, params.passId, query)),
  );
  route(app, platform, p.unitChoices, ({ scope, query }) => leases.unitChoices(scope, query.q));

  const g = contract.groups;
  route(app, platform, g.listGroups, async ({ scope, query, reply }) =>
    withTotal(reply, await groups.list(scope, query)),
  );
  route(app, platform, g.getGroup, ({ scope, params }) => groups.get(scope, params.groupId));
  route(app, platform, g.createGroup, ({ scope, body }) => groups.create(scope, body));
  route(app, platform, g.updateGroup, ({ scope, params, body }) => groups.update(scope, params.groupId, body));
  route(app, platform, g.memberChoices, ({ scope, query }) => groups.memberChoices(scope, query.q));

  // The IoT community's location tree (D227).
  const c = contract.community;
  route(app, platform, c.getLocationTree, ({ scope }) => community.tree(scope));
  route(app, platform, c.createLocation, ({ scope, body }) => community.create(scope, body));
  route(app, platform, c.deleteLocation, ({ scope, params }) => community.remove(scope, params.locationId));
  route(app, platform, c.listApartments, async ({ scope, query, reply }) =>
    withTotal(reply, await community.apartments(scope, query)),
  );
  // Its units: details, links to locations, the create form's choices (D234).
  const cu = contract.communityUnits;
  route(app, platform, cu.getCommunityUnit, ({ scope, params }) => communityUnits.get(scope, params.unitId));
  route(app, platform, cu.linkUnitLocations, ({ scope, params, body }) =>
    communityUnits.link(scope, params.unitId, body),
  );
  route(app, platform, cu.unlinkUnitLocation, ({ scope, params }) =>
    communityUnits.unlink(scope, params.unitId, params.locationId),
  );
  route(app, platform, cu.unitFormChoices, ({ scope }) => communityUnits.unitFormChoices(scope));

  const iq = contract.integrationQueue;
  route(app, platform, iq.listIntegrationEvents, async ({ scope, query, reply }) =>
    withTotal(reply, await integration.list(scope, query)),
  );
  route(app, platform, iq.getIntegrationEvent, ({ scope, params }) => integration.get(scope, params.eventId));
  route(app, platform, iq.applyIntegrationEvent, ({ scope, params }) => integration.apply(scope, params.eventId));
  route(app, platform, iq.skipIntegrationEvent, ({ scope, params }) => integration.skip(scope, params.eventId));
  route(app, platform, iq.readAutoApplySettings, ({ scope }) => integration.readSettings(scope));
  route(app, platform, iq.saveAutoApplySettings, ({ scope, body }) => integration.saveSettings(scope, body));

  // Fire keys (D225): the key's gate here, the community's firekey setting in the service.
  const f = contract.fireKeys;
  route(app, platform, f.listFireKeys, async ({ scope, query, reply }) =>
    withTotal(reply, await fireKeys.list(scope, query)),
  );
  route(app, platform, f.getFireKey, ({ scope, params }) => fireKeys.get(scope, params.fireKeyId));
  route(app, platform, f.createFireKey, ({ scope, body }) => fireKeys.create(scope, body));
  route(app, platform, f.revokeFireKey, ({ scope, params }) => fireKeys.revoke(scope, params.fireKeyId));
  route(app, platform, f.deleteFireKey, ({ scope, params }) => fireKeys.remove(scope, params.fireKeyId));

  // Residents (D229) and their access, the people's pieces (D230, D231).
  const r = contract.residents;
  route(app, platform, r.listResidents, async ({ scope, query, reply }) =>
    withTotal(reply, await residents.list(scope, query)),
  );
  route(app, platform, r.createResident, ({ scope, body }) => residents.create(scope, body));
  route(app, platform, r.getResident, ({ scope, params }) => residents.get(scope, params.residentId));
  route(app, platform, r.changeResidentEmail, ({ scope, params, body }) =>
    residents.changeEmail(scope, params.residentId, body.email),
  );
  route(app, platform, r.deleteResident, ({ scope, params }) => residents.remove(scope, params.residentId));
  personAccessRoutes(app, platform, r.residentAccess, 'RESIDENT', 'residentId');

  const pl = contract.pacsQueueLog;
  route(app, platform, pl.listPacsTransactions, async ({ scope, query, reply }) =>
    withTotal(reply, await pacsLog.list(scope, query)),
  );
  route(app, platform, pl.getPacsTransaction, ({ scope, params }) => pacsLog.get(scope, params.transactionId));
  route(app, platform, pl.lockChoices, ({ scope, query }) => pacsLog.lockChoices(scope, query.q));

  // Staff and vendors (D232, D233): USER_READ to read; the vendors' add to community also checks the
  // caller's role type, and acts in other communities only where the caller holds the key, in the service.
  const st = contract.staff;
  route(app, platform, st.listStaff, async ({ scope, query, reply }) =>
    withTotal(reply, await staff.list(scope, query)),
  );
  route(app, platform, st.getStaffMember, ({ scope, params }) => staff.get(scope, params.staffId));
  route(app, platform, st.removeStaffFromCommunity, ({ scope, params }) =>
    staff.removeFromCommunity(scope, params.staffId),
  );
  route(app, platform, st.deleteStaffFromCustomer, ({ scope, params }) =>
    staff.deleteFromCustomer(scope, params.staffId),
  );
  // A staff member's access, the people's pieces (D230, D231), with the USER_* access keys.
  personAccessRoutes(app, platform, st.staffAccess, 'STAFF', 'staffId');
  const v = contract.vendors;
  route(app, platform, v.listVendors, async ({ scope, query, reply }) =>
    withTotal(reply, await vendors.list(scope, query)),
  );
  route(app, platform, v.getVendor, ({ scope, params }) => vendors.get(scope, params.vendorId));
  route(app, platform, v.createVendor, ({ scope, body }) => vendors.create(scope, body));
  route(app, platform, v.changeVendorEmail, ({ scope, params, body }) =>
    vendors.changeEmail(scope, params.vendorId, body.email),
  );
  route(app, platform, v.vendorCommunityChoices, ({ scope, params }) =>
    vendors.communityChoices(scope, params.vendorId),
  );
  route(app, platform, v.addVendorToCommunities, ({ scope, params, body }) =>
    vendors.addToCommunities(scope, params.vendorId, body.communityIds),
  );
  route(app, platform, v.removeVendorFromCommunity, ({ scope, params }) =>
    vendors.removeFromCommunity(scope, params.vendorId),
  );
  route(app, platform, v.deleteVendor, ({ scope, params }) => vendors.deleteFromCustomer(scope, params.vendorId));
  // A vendor's access, the same pieces (its one place is read through the API only: no screen, D230).
  personAccessRoutes(app, platform, v.vendorAccess, 'VENDOR', 'vendorId');
}

/**
 * One person's access, the people's pieces (D230, D231), under a kind's own path and gates: the same
 * seven endpoints for residents, staff and vendors, each answered for the person the path names.
 */
function personAccessRoutes<const Id extends string, const Param extends string>(
  app: FastifyInstance,
  platform: Platform,
  endpoints: ReturnType<typeof contract.peopleAccess.personAccessEndpoints<Id, Param>>,
  kind: 'RESIDENT' | 'STAFF' | 'VENDOR',
  param: Param,
): void {
  // The contract validated the params (uuids); zod's inference cannot follow a generic key, so they are read by name.
  const person = (params: object) => ({ kind, id: (params as Record<string, string>)[param]! });
  const location = (params: object) => (params as { locationId: string }).locationId;
  route(app, platform, endpoints.readAccess, ({ scope, params }) => people.readAccess(scope, person(params)));
  route(app, platform, endpoints.listAuthorizations, async ({ scope, params, query, reply }) =>
    withTotal(reply, await people.authorizations(scope, person(params), query)),
  );
  route(app, platform, endpoints.readPlace, ({ scope, params }) =>
    people.place(scope, person(params), location(params)),
  );
  route(app, platform, endpoints.addLocation, ({ scope, params, body }) =>
    people.addLocation(scope, person(params), body.locationId),
  );
  route(app, platform, endpoints.removeLocation, ({ scope, params }) =>
    people.removeLocation(scope, person(params), location(params)),
  );
  route(app, platform, endpoints.readKeyring, ({ scope, params }) => people.keyring(scope, person(params)));
  route(app, platform, endpoints.actOnKeyring, ({ scope, params }) =>
    people.act(scope, person(params), (params as { accessAction: contract.peopleAccess.KeyringAction }).accessAction),
  );
}
