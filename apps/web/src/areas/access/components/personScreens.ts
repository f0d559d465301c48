import type { PersonGrant } from '@lintel/contracts/access/people-access';
import type { PermissionCheck } from '@lintel/permissions';
import type { IntlShape } from 'react-intl';
import { dayName } from '../../../app/kit/hours/hours.ts';
import { findRoute, hrefOf } from '../../../app/routing/table.ts';
import type { PersonApi } from '../api/peopleAccess.ts';
import { accessMessages as m } from '../messages.ts';

/**
 * What a kind of person's access screens need (D230): the endpoints of the kind, its screens' route
 * names (each with the person's id as `id`, a place's as `locationId`), and the check of who may change
 * their access. Residents, staff and vendors each have theirs (pages/*AccessPages.tsx).
 */
export interface PersonScreens {
  api: PersonApi;
  routes: {
    details: string;
    authorizations: string;
    /** Null when the kind has no screen of one place (vendors: the spec gives them none). */
    place: string | null;
    addLocation: string;
    keyring: string;
    management: string;
  };
  update: PermissionCheck;
}

/** The screens of the grant's source, by route name and its id parameter; PERSON is the person's own place. */
const SOURCE_PAGES: Partial<Record<PersonGrant['sourceKind'], { route: string; param: string }>> = {
  LEASE: { route: 'iot.leases.details', param: 'leaseId' },
  GROUP: { route: 'iot.groups.details', param: 'id' },
  KEY: { route: 'iot.keys.details', param: 'keyId' },
  PASS: { route: 'iot.passes.details', param: 'id' },
  TEMPORARY: { route: 'iot.staffAccess.accessDetails', param: 'id' },
};

/** Where a screen opens, when it exists and the user passes its gate. */
export function screenHref(
  can: (check: PermissionCheck) => boolean,
  name: string | null,
  params: Record<string, string>,
): string | null {
  const route = name ? findRoute(name) : undefined;
  if (!route || (route.permissionChecker && !can(route.permissionChecker))) return null;
  return hrefOf(route.name, params);
}

/** Where a grant's source opens (its lease, group, key, pass, temporary access, or the person's place). */
export function sourceHref(
  can: (check: PermissionCheck) => boolean,
  screens: PersonScreens,
  personId: string,
  grant: Pick<PersonGrant, 'sourceKind' | 'sourceId' | 'place'>,
): string | null {
  if (grant.sourceKind === 'PERSON') {
    const locationId = grant.place.locationId ?? grant.place.unitId ?? '';
    return screenHref(can, screens.routes.place, { id: personId, locationId });
  }
  const page = SOURCE_PAGES[grant.sourceKind];
  return page ? screenHref(can, page.route, { [page.param]: grant.sourceId }) : null;
}

/** A grant's hours as the locks apply them ('Mon 09:00–17:00'), one range a line; none: 'Any hour'. */
export function scheduleLines(intl: IntlShape, schedule: PersonGrant['schedule']): string[] {
  if (!schedule || schedule.length === 0) return [intl.formatMessage(m.anyHour)];
  return schedule.map((range) => `${dayName(intl, range.day, 'short')} ${range.start}–${range.end}`);
}
