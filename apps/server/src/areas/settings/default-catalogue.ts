import type { DefaultCatalogue, UnitStatusPart } from '@lintel/contracts/settings/unit-statuses';
import { stableId } from '../../platform/stable-id.ts';

/**
 * The default unit status catalogue every community starts with and every reset returns to. The
 * spec names the parts and the category codes (VACANT, INDEFINITE, ENDING) but not the names or
 * descriptions, so these are Lintel's. Status codes are unique across parts (a status is updated
 * by its code alone); a label's default key is `<status code>:<index>`.
 */
export const defaultCatalogue: DefaultCatalogue = {
  parts: [
    {
      part: 'CURRENT_OCCUPANCY',
      categories: [
        {
          code: 'VACANT',
          name: 'Vacant',
          description: 'No resident lives in the unit today.',
          statuses: [
            s('VACANT_UNRENTED', 'Vacant unrented', 'Nobody lives in the unit and no lease starts later.'),
            s('VACANT_RENTED', 'Vacant rented', 'Nobody lives in the unit yet, and a signed lease starts later.'),
          ],
        },
        {
          code: 'INDEFINITE',
          name: 'Occupied',
          description: 'A resident lives in the unit and has not given notice.',
          statuses: [
            s('OCCUPIED', 'Occupied', 'A resident lives in the unit under a lease with no planned move-out.'),
            s('OCCUPIED_MONTH_TO_MONTH', 'Month-to-month', 'The lease has ended and continues month to month.'),
          ],
        },
        {
          code: 'ENDING',
          name: 'On notice',
          description: 'A resident lives in the unit and has given notice to vacate.',
          statuses: [
            s('NOTICE_UNRENTED', 'Notice unrented', 'The resident moves out and no new lease is signed yet.'),
            s('NOTICE_RENTED', 'Notice rented', 'The resident moves out and a new lease is already signed.'),
          ],
        },
      ],
    },
    {
      part: 'PHYSICAL_STATUS',
      categories: [
        {
          code: 'VACANT',
          name: 'Vacant units',
          description: 'The physical condition of units nobody lives in.',
          statuses: [
            s('READY', 'Ready', 'The unit is clean, inspected and ready for a move-in.', true, [
              l('Ready', 'The make-ready is finished and the unit passed inspection.', false),
              l('Model unit', 'The unit is shown to prospects as a model.', true),
            ]),
            s('NOT_READY', 'Not ready', 'The unit needs work before anyone can move in.', true, [
              l('Make-ready', 'The unit waits for the make-ready after a move-out.', false),
              l('Cleaning', 'The unit needs cleaning.', true),
              l('Painting', 'The unit needs painting.', true),
            ]),
            s('DOWN', 'Down', 'The unit cannot be rented for now.', true, [
              l('Renovation', 'The unit is being renovated.', false),
              l('Damage', 'The unit has damage that must be repaired first.', true),
            ]),
          ],
        },
        {
          code: 'INDEFINITE',
          name: 'Occupied units',
          description: 'The physical condition of units a resident lives in.',
          statuses: [
            s('OCCUPIED_GOOD', 'Good condition', 'The unit is in good condition.', false, [
              l('Good condition', 'Nothing needs to be done.', false),
            ]),
          ],
        },
        {
          code: 'ENDING',
          name: 'Units on notice',
          description: 'The physical condition of units whose resident has given notice.',
          statuses: [
            s('PRE_MOVE_OUT', 'Pre-move-out inspection', 'The unit is inspected before the resident leaves.', true, [
              l('Inspection scheduled', 'A pre-move-out inspection is scheduled.', false),
              l('Inspection done', 'The pre-move-out inspection is done.', true),
            ]),
          ],
        },
      ],
    },
    {
      part: 'FUTURE_OCCUPANCY',
      categories: [
        {
          code: 'VACANT',
          name: 'Available',
          description: 'The unit will have no resident and can be leased.',
          statuses: [
            s('AVAILABLE', 'Available', 'The unit is free to lease now or at the end of the current lease.'),
            s('UNAVAILABLE', 'Unavailable', 'The unit will be free but is held off the market.'),
          ],
        },
        {
          code: 'INDEFINITE',
          name: 'Leased',
          description: 'A resident will live in the unit with no planned move-out.',
          statuses: [s('PRE_LEASED', 'Pre-leased', 'A new resident has signed a lease that starts later.')],
        },
        {
          code: 'ENDING',
          name: 'Ending',
          description: 'The current resident will leave on a known date.',
          statuses: [
            s('ON_NOTICE', 'On notice', 'The resident gave notice; the unit becomes available after the move-out.'),
            s('LEASE_ENDING', 'Lease ending', 'The lease ends soon and no renewal is signed yet.'),
          ],
        },
      ],
    },
  ],
};

function s(
  code: string,
  name: string,
  description: string,
  extendable = false,
  labels: { name: string; description: string; deletable: boolean }[] = [],
) {
  return { code, name, description, extendable, labels };
}

function l(name: string, description: string, deletable: boolean) {
  return { name, description, deletable };
}

export type DefaultPart = DefaultCatalogue['parts'][number];
export type DefaultCategory = DefaultPart['categories'][number];
export type DefaultStatus = DefaultCategory['statuses'][number];

export function defaultPart(part: UnitStatusPart): DefaultPart {
  return defaultCatalogue.parts.find((p) => p.part === part)!;
}

export const labelKey = (statusCode: string, index: number) => `${statusCode}:${index}`;

/** Every default status with its part and category, by code. */
export const defaultStatusByCode = new Map(
  defaultCatalogue.parts.flatMap((p) =>
    p.categories.flatMap((c) => c.statuses.map((st) => [st.code, { part: p.part, category: c, status: st }] as const)),
  ),
);

/** The community a catalogue belongs to: the request's, or a checked target of "apply to". */
export interface At {
  customerId: string;
  communityId: string;
}

/**
 * A default label's id in a community, derived from its default key: a community that has no
 * catalogue yet shows these ids (read-only), and the first change creates the labels with them.
 */
const defaultLabelId = (at: At, key: string) => stableId(`unit-status-label:${at.customerId}/${at.communityId}/${key}`);

/** The rows of the default catalogue in one community. */
export function defaultRows(at: At) {
  const scoped = { customer_id: at.customerId, community_id: at.communityId };
  const categories = defaultCatalogue.parts.flatMap((p) =>
    p.categories.map((c, position) => ({ ...scoped, part: p.part, code: c.code, position })),
  );
  const statuses = defaultCatalogue.parts.flatMap((p) =>
    p.categories.flatMap((c) =>
      c.statuses.map((st, position) => ({
        ...scoped,
        code: st.code,
        part: p.part,
        category_code: c.code,
        name: st.name,
        description: st.description,
        extendable: st.extendable,
        position,
      })),
    ),
  );
  const labels = [...defaultStatusByCode.values()].flatMap(({ status }) =>
    status.labels.map((label, index) => ({
      ...scoped,
      id: defaultLabelId(at, labelKey(status.code, index)),
      status_code: status.code,
      default_key: labelKey(status.code, index),
      name: label.name,
      description: label.description,
      deletable: label.deletable,
      position: index,
    })),
  );
  return { scoped, categories, statuses, labels };
}
