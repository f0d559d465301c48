import type { LockFamily } from '@lintel/contracts/devices/common';
import type { Lock, LockPlace } from '@lintel/contracts/devices/locks';
import type { MessageDescriptor } from 'react-intl';
import { lockFamilyMessages as f } from '../lock-families.messages.ts';
import { lockMessages as m } from '../locks.messages.ts';

/** The path segment of each family (part 3 section 2: /iot/locks/<segment>/:lockId). */
export const FAMILY_SEGMENTS: Readonly<Record<LockFamily, string>> = {
  PDK: 'pdk',
  YALE: 'yale',
  ALLEGION: 'allegion',
  BRIVO: 'brivo',
  BUTTERFLYMX: 'butterflymx',
};

export const familyNames: Readonly<Record<LockFamily, MessageDescriptor>> = {
  PDK: m.familyPDK,
  YALE: m.familyYALE,
  ALLEGION: m.familyALLEGION,
  BRIVO: m.familyBRIVO,
  BUTTERFLYMX: m.familyBUTTERFLYMX,
};

export const familyOfSegment = (segment: string): LockFamily | null =>
  (Object.entries(FAMILY_SEGMENTS).find(([, s]) => s === segment)?.[0] as LockFamily | undefined) ?? null;

/** The details route of a lock's family. */
export const detailsRouteOf = (family: LockFamily) => `iot.locks.${FAMILY_SEGMENTS[family]}.details`;

/**
 * A link of a lock's details page to a screen of its family. Shown when the route is registered and
 * its own gate lets the user in; `params` fills the path from the lock.
 */
export interface FamilyLink {
  routeName: string;
  title: MessageDescriptor;
  params?: (lock: Lock) => Record<string, string>;
  /** Shown only for some locks (the secondary reader: only when the lock has an additional reader type). */
  shown?: (lock: Lock) => boolean;
}

const lockParams = (lock: Lock) => ({ lockId: lock.id });

/**
 * The screens each family's details page links to (the slot the family screens extend: add an entry
 * for each route of the family under the lock). Change location and change router are also actions
 * (they open these screens), so they are not repeated here.
 */
const logParams = (lock: Lock) => ({ id: lock.id });

export const FAMILY_LINKS: Record<LockFamily, FamilyLink[]> = {
  PDK: [
    { routeName: 'iot.locks.pdk.history', title: m.history, params: lockParams },
    { routeName: 'iot.locks.pdk.hardwareController', title: f.hardwareTitle, params: lockParams },
    { routeName: 'iot.locks.pdk.primaryReaderConfiguration', title: f.primaryReaderTitle, params: lockParams },
    {
      routeName: 'iot.locks.pdk.secondaryReaderConfiguration',
      title: f.secondaryReaderTitle,
      params: lockParams,
      shown: (lock) => Boolean(lock.additionalReaderType),
    },
  ],
  YALE: [
    { routeName: 'iot.locks.yale.accessHistory', title: m.accessHistory, params: lockParams },
    { routeName: 'iot.locks.yale.notificationLog', title: f.notificationLogTitle, params: lockParams },
    { routeName: 'iot.locks.yale.lockConfiguration', title: f.lockConfigurationTitle, params: lockParams },
    { routeName: 'iot.locks.yale.connectionLog', title: f.connectionLogTitle, params: lockParams },
  ],
  ALLEGION: [
    { routeName: 'iot.locks.allegion.history', title: m.history, params: lockParams },
    { routeName: 'iot.locks.allegion.lockConfiguration', title: f.lockConfigurationTitle, params: lockParams },
    { routeName: 'iot.locks.allegion.connectionLog', title: f.connectionLogTitle, params: logParams },
    { routeName: 'iot.locks.allegion.auditLog', title: f.auditLogTitle, params: logParams },
  ],
  BRIVO: [{ routeName: 'iot.locks.brivo.history', title: m.history, params: lockParams }],
  BUTTERFLYMX: [
    { routeName: 'iot.locks.butterflymx.accessHistory', title: m.accessHistory, params: lockParams },
    {
      routeName: 'iot.locks.management.butterflymx.selectLock',
      title: f.selectLockTitle,
      params: (lock) => ({ deviceId: lock.id }),
    },
  ],
};

/** The history route of a family, and whether it lists door openings only (an access history). */
export const HISTORY_ROUTES: Readonly<Record<LockFamily, { routeName: string; accessOnly: boolean }>> = {
  PDK: { routeName: 'iot.locks.pdk.history', accessOnly: false },
  YALE: { routeName: 'iot.locks.yale.accessHistory', accessOnly: true },
  ALLEGION: { routeName: 'iot.locks.allegion.history', accessOnly: false },
  BRIVO: { routeName: 'iot.locks.brivo.history', accessOnly: false },
  BUTTERFLYMX: { routeName: 'iot.locks.butterflymx.accessHistory', accessOnly: true },
};

/** A screen an action opens instead of running at once: its route, and how the lock fills it. */
export interface ActionScreen {
  routeName: string;
  params: (lockId: string) => Record<string, string>;
  /** The query string, for a screen whose path names no lock (Yale's select router). */
  search?: (lockId: string) => string;
}

const byLockId = (routeName: string): ActionScreen => ({ routeName, params: (lockId) => ({ lockId }) });

/** The screen an action opens instead of running at once (it needs a choice first). */
export const ACTION_SCREENS: Partial<Record<string, Partial<Record<LockFamily, ActionScreen>>>> = {
  CHANGE_LOCATION: {
    PDK: byLockId('iot.locks.pdk.changeLocation'),
    ALLEGION: byLockId('iot.locks.allegion.changeLocation'),
    BRIVO: byLockId('iot.locks.brivo.changeLocation'),
    BUTTERFLYMX: {
      routeName: 'iot.locks.management.butterflymx.selectLocation',
      params: (lockId) => ({ deviceId: lockId }),
    },
  },
  CHANGE_ROUTER: {
    ALLEGION: byLockId('iot.locks.allegion.changeRouter'),
    YALE: {
      routeName: 'iot.locks.management.yale.selectRouter',
      params: () => ({}),
      search: (lockId) => `?lockId=${encodeURIComponent(lockId)}`,
    },
  },
};

/** The community's locations with their paths ("Building A / Floor 1"), by path. */
export function placeOptions(places: readonly LockPlace[]): { value: string; label: string }[] {
  const byId = new Map(places.map((p) => [p.id, p]));
  const pathOf = (place: LockPlace): string => {
    const names: string[] = [];
    let at: LockPlace | undefined = place;
    const seen = new Set<string>();
    while (at && !seen.has(at.id)) {
      seen.add(at.id);
      names.unshift(at.name);
      at = at.parentId ? byId.get(at.parentId) : undefined;
    }
    return names.join(' / ');
  };
  return places
    .map((place) => ({ value: place.id, label: pathOf(place) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
