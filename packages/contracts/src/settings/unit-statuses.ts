import { defineEndpoint } from '../endpoint.ts';
import * as z from '../zod.ts';

/** Spec part 1 sections 3, 5 and 9: names at most 50 characters, descriptions at most 200, both required. */
export const STATUS_NAME_MAX = 50;
export const STATUS_DESCRIPTION_MAX = 200;
/** Reservation period and days for unit availability: counters from 1 to 365 days. */
export const RULE_DAYS_MIN = 1;
export const RULE_DAYS_MAX = 365;

/** The parts of the unit status catalogue; the move-out part is read separately. */
export const unitStatusParts = ['CURRENT_OCCUPANCY', 'PHYSICAL_STATUS', 'FUTURE_OCCUPANCY'] as const;
export const unitStatusPart = z.enum(unitStatusParts);
export type UnitStatusPart = z.infer<typeof unitStatusPart>;

/** Category codes seen in the spec. */
export const unitStatusCategoryCodes = ['VACANT', 'INDEFINITE', 'ENDING'] as const;
export const unitStatusCategoryCode = z.enum(unitStatusCategoryCodes);
export type UnitStatusCategoryCode = z.infer<typeof unitStatusCategoryCode>;

/**
 * A unit status code, the one rule for it everywhere (settings and a unit's physical status): at most
 * 50 characters, as a unit's physical_status column allows.
 */
export const statusCode = z.string().regex(/^[A-Z][A-Z0-9_]{0,49}$/, 'must be a status code such as READY');

const trimmed = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);
/** Name and description of a status or label, as the inline editors send them. */
export const statusText = z.strictObject({
  name: trimmed(STATUS_NAME_MAX),
  description: trimmed(STATUS_DESCRIPTION_MAX),
});
export type StatusText = z.infer<typeof statusText>;

export const statusLabel = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** Mandatory labels (false) cannot be deleted: 'this status is mandatory'. */
  deletable: z.boolean(),
});
export type StatusLabel = z.infer<typeof statusLabel>;

export const unitStatus = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  labels: z.array(statusLabel),
  /** Extendable statuses take new labels ('add new status'). */
  extendable: z.boolean(),
  /** Name, description and (physical) labels equal the defaults. */
  isDefault: z.boolean(),
});
export type UnitStatus = z.infer<typeof unitStatus>;

export const unitStatusCategory = z.object({
  code: unitStatusCategoryCode,
  name: z.string(),
  description: z.string(),
  statuses: z.array(unitStatus),
  isDefault: z.boolean(),
});
export type UnitStatusCategory = z.infer<typeof unitStatusCategory>;

/** What the last reset of the community touched, while it can still be undone. */
export const undoTarget = z.object({
  part: unitStatusPart,
  /** ALL: every category of the part; CATEGORY: one category; STATUS: one physical status. */
  scope: z.enum(['ALL', 'CATEGORY', 'STATUS']),
  categoryCode: unitStatusCategoryCode.nullable(),
  statusCode: z.string().nullable(),
});
export type UndoTarget = z.infer<typeof undoTarget>;

export const partCategories = z.object({
  part: unitStatusPart,
  categories: z.array(unitStatusCategory),
  /** Every category of the part is default ('reset to default statuses all categories' is disabled). */
  isDefault: z.boolean(),
  undo: undoTarget.nullable(),
});
export type PartCategories = z.infer<typeof partCategories>;

const defaultLabel = z.object({ name: z.string(), description: z.string(), deletable: z.boolean() });
const defaultStatus = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  extendable: z.boolean(),
  labels: z.array(defaultLabel),
});
export const defaultCatalogue = z.object({
  parts: z.array(
    z.object({
      part: unitStatusPart,
      categories: z.array(
        z.object({
          code: unitStatusCategoryCode,
          name: z.string(),
          description: z.string(),
          statuses: z.array(defaultStatus),
        }),
      ),
    }),
  ),
});
export type DefaultCatalogue = z.infer<typeof defaultCatalogue>;

const view = { auth: 'session', tenant: 'community', permission: { key: 'CBR_UNIT_STATUS_SETTINGS_VIEW' } } as const;
const update = {
  auth: 'session',
  tenant: 'community',
  permission: { key: 'CBR_UNIT_STATUS_SETTINGS_UPDATE' },
} as const;

export const getDefaults = defineEndpoint({
  id: 'unitStatuses.getDefaults',
  method: 'GET',
  path: '/api/unit-statuses/default',
  summary: 'The default status catalogue of every part (what a reset restores; the reset tooltips preview it).',
  access: view,
  response: defaultCatalogue,
});

export const getCategories = defineEndpoint({
  id: 'unitStatuses.getCategories',
  method: 'GET',
  path: '/api/unit-statuses/categories',
  summary: "The community's categories of one part, with their statuses and labels, and what can be undone.",
  access: view,
  query: z.strictObject({ part: unitStatusPart }),
  response: partCategories,
});

export const moveOutLabel = z.object({
  id: z.uuid(),
  name: z.string(),
  statusCode: z.string(),
  statusName: z.string(),
  categoryCode: unitStatusCategoryCode,
  categoryName: z.string(),
});
export type MoveOutLabel = z.infer<typeof moveOutLabel>;

export const getMoveOut = defineEndpoint({
  id: 'unitStatuses.getMoveOut',
  method: 'GET',
  path: '/api/unit-statuses/move-out',
  summary: 'The physical status labels a unit may take automatically after move-out (the rules select).',
  access: view,
  response: z.object({ content: z.array(moveOutLabel) }),
});

export const resetBody = z.union([
  z.strictObject({ part: unitStatusPart, categoryCode: unitStatusCategoryCode }),
  z.strictObject({ part: z.literal('PHYSICAL_STATUS'), statusCode }),
  z.strictObject({ part: unitStatusPart }),
]);
export type ResetBody = z.infer<typeof resetBody>;

export const reset = defineEndpoint({
  id: 'unitStatuses.reset',
  method: 'POST',
  path: '/api/unit-statuses/reset',
  summary:
    'Resets every category of a part, one category, or one physical status to the defaults; the reset can be undone until the next change.',
  access: update,
  body: resetBody,
  response: partCategories,
});

export const undo = defineEndpoint({
  id: 'unitStatuses.undo',
  method: 'POST',
  path: '/api/unit-statuses/undo',
  summary:
    'Undoes the last reset: restores names and descriptions, and for physical labels updates changed ones, recreates deleted ones and deletes added ones.',
  access: update,
  body: z.strictObject({ part: unitStatusPart }),
  response: partCategories,
});

export const updateStatus = defineEndpoint({
  id: 'unitStatuses.updateStatus',
  method: 'PUT',
  path: '/api/unit-statuses/:statusCode',
  summary: 'Renames a status and changes its description.',
  access: update,
  params: z.strictObject({ statusCode }),
  body: statusText,
  response: unitStatus,
});

export const createLabel = defineEndpoint({
  id: 'unitStatuses.createLabel',
  method: 'POST',
  path: '/api/unit-status-labels',
  summary: "Adds a label to an extendable physical status ('add new status').",
  access: update,
  body: z.strictObject({
    categoryCode: unitStatusCategoryCode,
    statusCode,
    name: statusText.shape.name,
    description: statusText.shape.description,
  }),
  response: statusLabel,
  status: 201,
  idempotent: true,
});

export const updateLabel = defineEndpoint({
  id: 'unitStatuses.updateLabel',
  method: 'PUT',
  path: '/api/unit-status-labels/:labelId',
  summary: 'Renames a label and changes its description.',
  access: update,
  params: z.strictObject({ labelId: z.uuid() }),
  body: statusText,
  response: statusLabel,
});

export const deleteLabel = defineEndpoint({
  id: 'unitStatuses.deleteLabel',
  method: 'DELETE',
  path: '/api/unit-status-labels/:labelId',
  summary: 'Deletes a label; mandatory labels cannot be deleted.',
  access: update,
  params: z.strictObject({ labelId: z.uuid() }),
  response: z.null(),
  status: 204,
});

export const unitStatusSettings = z.object({
  moveOutPhysicalStatusAutoUpdate: z.boolean(),
  moveOutPhysicalStatusLabel: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  moveOutPhysicalStatusReservationPeriod: z.number().int(),
  unitPreparationLeadTime: z.number().int(),
});
export type UnitStatusSettings = z.infer<typeof unitStatusSettings>;

const days = z.number().int('a whole number of days').min(RULE_DAYS_MIN).max(RULE_DAYS_MAX);
/** The rules form. When auto update is off only the flag is sent (and saved). */
export const rulesBody = z.union([
  z.strictObject({
    moveOutPhysicalStatusAutoUpdate: z.literal(true),
    moveOutPhysicalStatusLabelId: z.uuid(),
    moveOutPhysicalStatusReservationPeriod: days,
    unitPreparationLeadTime: days,
  }),
  z.strictObject({ moveOutPhysicalStatusAutoUpdate: z.literal(false) }),
]);
export type RulesBody = z.infer<typeof rulesBody>;

export const getSettings = defineEndpoint({
  id: 'unitStatuses.getSettings',
  method: 'GET',
  path: '/api/unit-status-settings',
  summary: 'The unit status rules of the community.',
  access: view,
  response: unitStatusSettings,
});

export const updateSettings = defineEndpoint({
  id: 'unitStatuses.updateSettings',
  method: 'PUT',
  path: '/api/unit-status-settings',
  summary: 'Saves the rules form; with auto update off only the flag is saved.',
  access: update,
  body: rulesBody,
  response: unitStatusSettings,
});

export const applyTargets = defineEndpoint({
  id: 'unitStatuses.applyTargets',
  method: 'GET',
  path: '/api/unit-statuses/apply-to/communities',
  summary: 'Other communities of the customer where the user may update unit statuses.',
  access: update,
  response: z.object({ content: z.array(z.object({ id: z.uuid(), name: z.string() })) }),
});

export const applyTo = defineEndpoint({
  id: 'unitStatuses.applyTo',
  method: 'POST',
  path: '/api/unit-statuses/apply-to',
  summary:
    "Copies this community's statuses and labels to the chosen communities of the customer: all of them or none.",
  access: update,
  body: z.strictObject({ communityIds: z.array(z.uuid()).min(1).max(500) }),
  response: z.object({ applied: z.number().int() }),
});
