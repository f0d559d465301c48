import { uuid } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import { statusCode } from '../settings/unit-statuses.ts';
import * as z from '../zod.ts';

export const unitListItem = z.object({
  id: z.uuid(),
  name: z.string(),
  buildingId: z.uuid(),
  buildingName: z.string(),
  unitTypeId: z.uuid(),
  unitTypeName: z.string(),
  floor: z.number().int(),
  squareFeet: z.number().int(),
  marketRentCents: z.number().int(),
  /** A status code of the community's unit status catalogue (physical condition part), or none. */
  physicalStatus: z.string().nullable(),
  /** The notice-to-vacate date of the current occupancy (YYYY-MM-DD), or none. */
  noticeToVacateDate: z.string().nullable(),
});
export type UnitListItem = z.infer<typeof unitListItem>;

/** The fields the unit list sorts by (`sort=<field>,asc|desc`); any other is refused. */
export const unitListSortFields = ['name', 'floor', 'marketRentCents'] as const;
export type UnitListSortField = (typeof unitListSortFields)[number];

export const listUnits = defineEndpoint({
  id: 'structure.listUnits',
  method: 'GET',
  path: '/api/units',
  summary:
    'Units of the selected community; q matches the start of the unit name, any case; physicalStatus keeps the units with that status code.',
  access: { auth: 'session', tenant: 'community', permission: { key: 'CBR_LIVING_SPACES_VIEW' } },
  query: z.strictObject({
    ...listQueryFields,
    buildingId: z.uuid().optional(),
    unitTypeId: z.uuid().optional(),
    physicalStatus: statusCode.optional(),
  }),
  response: pagedResponse(unitListItem),
  paged: true,
});

/** At most this many units change status in one request (a few pages of the list). */
export const BULK_STATUS_MAX = 500;

export const setPhysicalStatusOfUnits = defineEndpoint({
  id: 'cbr.setUnitsPhysicalStatus',
  method: 'PUT',
  path: '/api/units/physical-status',
  summary: 'Sets the physical status of the listed units at once (null clears it); all or nothing.',
  access: { auth: 'session', tenant: 'community', permission: { key: 'CBR_LIVING_SPACES_CREATE' } },
  body: z.strictObject({
    unitIds: z.array(uuid).min(1).max(BULK_STATUS_MAX),
    physicalStatus: statusCode.nullable(),
  }),
  response: z.object({ updated: z.number().int() }),
});
