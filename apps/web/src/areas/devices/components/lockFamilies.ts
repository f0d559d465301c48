import type { LockFamily } from '@lintel/contracts/devices/common';
import type { Lock, LockPlace } from '@lintel/contracts/devices/locks';
import type { MessageDescriptor } from 'react-intl';
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
export const FAMILY_LINKS: Record<LockFamily, FamilyLink[]> = {
  PDK: [{ routeName: 'iot.locks.pdk.history', title: m.history, params: lockParams }],
  YALE: [{ routeName: 'iot.locks.yale.accessHistory', title: m.accessHistory, params: lockParams }],
  ALLEGION: [{ routeName: 'iot.locks.allegion.history', title: m.history, params: lockParams }],
  BRIVO: [{ routeName: 'iot.locks.brivo.history', title: m.history, params: lockParams }],
  BUTTERFLYMX: [{ routeName: 'iot.locks.butterflymx.accessHistory', title: m.accessHistory, params: lockParams }],
};

/** The history route of a family, and whether it lists door openings only (an access history). */
export const HISTORY_ROUTES: Readonly<Record<LockFamily, { routeName: string; accessOnly: boolean }>> = {
  PDK: { routeName: 'iot.locks.pdk.history', accessOnly: false },
  YALE: { routeName: 'iot.locks.yale.accessHistory', accessOnly: true },
  ALLEGION: { routeName: 'iot.locks.allegion.history', accessOnly: false },
  BRIVO: { routeName: 'iot.locks.brivo.history', accessOnly: false },
  BUTTERFLYMX: { routeName: 'iot.locks.butterflymx.accessHistory', accessOnly: true },
};

/** The screen an action opens instead of running at once (it needs a choice first). */
export const ACTION_SCREENS: Partial<Record<string, Partial<Record<LockFamily, string>>>> = {
  CHANGE_LOCATION: {
    PDK: 'iot.locks.pdk.changeLocation',
    ALLEGION: 'iot.locks.allegion.changeLocation',
    BRIVO: 'iot.locks.brivo.changeLocation',
  },
  CHANGE_ROUTER: { ALLEGION: 'iot.locks.allegion.changeRouter' },
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
