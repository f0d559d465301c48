import { defineEndpoint, type PermissionRule } from '../endpoint.ts';
import * as z from '../zod.ts';
import { CREATE, READ } from './community.ts';

/**
 * The IoT community's units (part 3 section 2 "Community structure": /iot/community/units/create,
 * …/create/link-units, …/units/:id, …/:id/link-unit and …/:id/link-units; D234). A unit's doors are
 * the locks placed at it; linking the unit to locations of the tree (its building's entrance, its
 * floor's corridor, the garage) gives those locations to every lease of the unit from then on, and,
 * when asked, to its current leases. The unit itself is created by community structure's own
 * endpoint (POST /api/units); this file adds what the IoT screens read and the links.
 */

/** Creating a unit from the IoT screens: the location key, and community structure's unit key (its endpoint creates it). */
export const CREATE_UNIT: PermissionRule = { allOf: [CREATE, { key: 'CBR_LIVING_SPACES_CREATE' }] };

const unitParam = z.strictObject({ unitId: z.uuid() });

/** A lock placed at the unit (one of its doors) and whether it is online now. */
export const unitLock = z.object({
  id: z.uuid(),
  name: z.string(),
  family: z.string(),
  connection: z.enum(['ONLINE', 'OFFLINE']),
  battery: z.number().int().nullable(),
});

/** A location the unit is linked to, with its path in the tree. */
export const unitLink = z.object({
  locationId: z.uuid(),
  name: z.string(),
  /** The names from the top of the tree down to the location, joined by " / ". */
  path: z.string(),
  linkedAt: z.string(),
});
export type UnitLink = z.infer<typeof unitLink>;

/** An active lease of the unit. */
export const unitLease = z.object({
  id: z.uuid(),
  startsOn: z.string(),
  endsOn: z.string(),
  residentNames: z.array(z.string()),
});
export type UnitLease = z.infer<typeof unitLease>;

/** A unit as the IoT community shows it: where it is, its doors, its links and its live leases. */
export const communityUnit = z.object({
  id: z.uuid(),
  name: z.string(),
  buildingId: z.uuid(),
  buildingName: z.string(),
  unitTypeId: z.uuid(),
  unitTypeName: z.string(),
  floor: z.number().int(),
  squareFeet: z.number().int(),
  locks: z.array(unitLock),
  links: z.array(unitLink),
  leases: z.array(unitLease),
});
export type CommunityUnit = z.infer<typeof communityUnit>;

export const getCommunityUnit = defineEndpoint({
  id: 'access.getCommunityUnit',
  method: 'GET',
  path: '/api/iot/community/units/:unitId',
  summary:
    'One unit of the community (/iot/community/units/:id): its building, type and floor, the locks placed at it, the locations it is linked to and its active leases.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: unitParam,
  response: communityUnit,
});

export const linkInput = z.strictObject({
  locationIds: z
    .array(z.uuid({ message: 'choose a location' }))
    .min(1, 'choose at least one location')
    .max(50, 'choose at most 50 locations'),
  /**
   * Also add the locations to the unit's active leases that lack them (moved-in residents are granted
   * them at once): a change of those leases, so it also needs LEASE_UPDATE_ACCESSES when there is one.
   */
  addToLeases: z.boolean().default(true),
});
export type LinkInput = z.input<typeof linkInput>;

export const linkUnitLocations = defineEndpoint({
  id: 'access.linkUnitLocations',
  method: 'POST',
  path: '/api/iot/community/units/:unitId/links',
  summary:
    'Links the unit to locations of the tree: every lease made for the unit (or moved to it) gets them; with addToLeases, so do its active leases now. A location already linked stays linked.',
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  params: unitParam,
  body: linkInput,
  response: z.object({
    unit: communityUnit,
    /** Links that did not exist before. */
    linked: z.number().int(),
    /** Active leases that got at least one location. */
    leasesUpdated: z.number().int(),
  }),
});

export const unlinkUnitLocation = defineEndpoint({
  id: 'access.unlinkUnitLocation',
  method: 'DELETE',
  path: '/api/iot/community/units/:unitId/links/:locationId',
  summary:
    "Removes a link: leases made for the unit from now on no longer get the location; the current leases keep it (it is removed per lease, on the lease's authorizations).",
  access: { auth: 'session', tenant: 'community', permission: CREATE },
  params: z.strictObject({ unitId: z.uuid(), locationId: z.uuid() }),
  response: communityUnit,
});

/** A unit type as the create form offers it: its size and rent fill the form's until changed. */
export const unitTypeChoice = z.object({
  id: z.uuid(),
  name: z.string(),
  squareFeet: z.number().int(),
  marketRentCents: z.number().int(),
});

export const unitFormChoices = defineEndpoint({
  id: 'access.unitFormChoices',
  method: 'GET',
  path: '/api/iot/community/unit-choices',
  summary:
    "The community's buildings and unit types by name, for /iot/community/units/create (which creates the unit with POST /api/units).",
  access: { auth: 'session', tenant: 'community', permission: CREATE_UNIT },
  response: z.object({
    buildings: z.array(z.object({ id: z.uuid(), name: z.string() })),
    unitTypes: z.array(unitTypeChoice),
  }),
});
