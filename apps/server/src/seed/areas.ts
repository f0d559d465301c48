import type { Tx } from '../platform/db/scope.ts';
import { seedLeases, seedTemporaryAccess } from './access.ts';
import { seedFireKeys } from './access-fire-keys.ts';
import { seedGroups } from './access-groups.ts';
import { seedKeysAndPasses } from './access-keys.ts';
import { seedPacsQueueLog } from './access-pacs.ts';
import { seedVendors } from './access-vendors.ts';
import {
  seedAutoOpen,
  seedEnergySaving,
  seedLeakNotifications,
  seedMoveIns,
  seedSchedules,
  seedStaffAccess,
} from './automation.ts';
import { seedDevices } from './devices.ts';
import { seedIotSettings } from './iot-settings.ts';
// new:area adds its import above this line.

/** Where a demo community's rows go: its customer and its id, the keys every community row leads with. */
export interface CommunityKeys {
  customer_id: string;
  community_id: string;
}

/** A business area's demo rows for one community; the community's customer is the acting tenant. */
export type CommunitySeed = (trx: Tx, community: CommunityKeys, now: Date) => Promise<void>;

/**
 * Every area's demo rows, seeded for each demo community after its structure, so a new area has
 * records to show, to test and to aim the gate suite at. Adding an area's seed is one line here
 * (`npm run new:area` writes it).
 */
export const communitySeeds: readonly CommunitySeed[] = [
  seedDevices,
  seedLeases,
  seedKeysAndPasses,
  seedGroups,
  seedFireKeys,
  seedVendors,
  seedSchedules,
  seedAutoOpen,
  seedIotSettings,
  // new:area adds its seed above this line.
];

/**
 * Demo rows that name the customers' people (profiles), seeded for each demo community once every
 * demo user's profile exists: temporary staff access; the energy-saving and move-in scenarios' runs
 * by hand; staff access to vacant units (named, not on); the leak-sensor notifications' rule and a past leak; then the PACS queue log of every
 * door entry seeded before it (D226).
 */
export const peopleSeeds: readonly CommunitySeed[] = [
  seedTemporaryAccess,
  seedEnergySaving,
  seedMoveIns,
  seedStaffAccess,
  seedLeakNotifications,
  seedPacsQueueLog,
];
