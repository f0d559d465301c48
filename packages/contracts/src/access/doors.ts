import { isoDateTime } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { listQueryFields, pagedResponse } from '../list.ts';
import * as z from '../zod.ts';
import { accessStatus, credentialKind, holderKind, sourceKind } from './common.ts';

/**
 * "Who can open this door, and why?" (D211): for a lock and an instant, everyone who can open it,
 * each with the chain that grants it; and for one person and the lock, why they can or cannot.
 * Answered from the same rule the locks apply (`windowAllows`) over the same grants the door
 * entries are computed from, so the explanation and the door cannot disagree.
 */

const key = (k: string) => ({ key: k });
/** Reading who may open a door is reading the door's access: the access history's key (D211). */
const READ = key('ACCESS_LOG_READ_ALL');

/** One link of a chain: a lease, an authorization (unit or location), hours, a credential, the lock. */
export const CHAIN_KINDS = ['SOURCE', 'PLACE', 'WINDOW', 'CREDENTIAL', 'LOCK'] as const;
export const chainLink = z.object({
  kind: z.enum(CHAIN_KINDS),
  label: z.string(),
  /** Whether this link lets the holder through at that instant. */
  ok: z.boolean(),
  /** Why not, when it does not. */
  note: z.string().nullable(),
});
export type ChainLink = z.infer<typeof chainLink>;

/** One grant of a person that reaches the door, with its chain and the verdict. */
export const chain = z.object({
  grantId: z.uuid(),
  sourceKind,
  sourceId: z.uuid(),
  status: accessStatus,
  credentialId: z.uuid(),
  credentialKind,
  credentialLabel: z.string(),
  canOpen: z.boolean(),
  links: z.array(chainLink),
});
export type Chain = z.infer<typeof chain>;

export const opener = z.object({
  holderKind,
  holderId: z.uuid(),
  holderName: z.string(),
  chain,
});
export type Opener = z.infer<typeof opener>;

export const doorParam = z.strictObject({ lockId: z.uuid() });

export const whoCanOpenQuery = z.strictObject({
  ...listQueryFields,
  /** The instant asked about (default: now). */
  at: isoDateTime.optional(),
});
export type WhoCanOpenQuery = z.input<typeof whoCanOpenQuery>;

export const whoCanOpen = defineEndpoint({
  id: 'access.whoCanOpen',
  method: 'GET',
  path: '/api/iot/access/doors/:lockId/openers',
  summary:
    'Everyone whose credential the lock holds, by name, each with the chain that grants it and whether it opens at the instant.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: doorParam,
  query: whoCanOpenQuery,
  response: pagedResponse(opener),
  paged: true,
});

export const whyQuery = z.strictObject({
  holderKind,
  holderId: z.uuid(),
  at: isoDateTime.optional(),
});

export const why = z.object({
  deviceId: z.uuid(),
  deviceName: z.string(),
  holderName: z.string(),
  at: z.string(),
  canOpen: z.boolean(),
  /** Every grant of the person that reaches this lock (none: nothing grants it). */
  chains: z.array(chain),
});
export type Why = z.infer<typeof why>;

export const explain = defineEndpoint({
  id: 'access.explain',
  method: 'GET',
  path: '/api/iot/access/doors/:lockId/why',
  summary: 'Why one person can or cannot open the lock at an instant: each grant that reaches it, link by link.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: doorParam,
  query: whyQuery,
  response: why,
});

/** What a lock did with a credential presented to it. */
export const presented = z.object({
  opened: z.boolean(),
  at: z.string(),
});
export type Presented = z.infer<typeof presented>;

export const present = defineEndpoint({
  id: 'access.present',
  method: 'POST',
  path: '/api/iot/access/doors/:lockId/present',
  summary:
    'Presents a credential at a simulated lock, as a resident at the door would: the lock decides from what it holds, and reports the access event.',
  access: { auth: 'session', tenant: 'community', permission: READ },
  params: doorParam,
  body: z.strictObject({ credentialId: z.uuid() }),
  response: presented,
});

/** People for the "why" picker: residents, staff and vendors whose name starts with q. */
export const holderChoices = defineEndpoint({
  id: 'access.holderChoices',
  method: 'GET',
  path: '/api/iot/access/holders',
  summary: 'People who hold or held access in the community, whose name starts with q (at most 20).',
  access: { auth: 'session', tenant: 'community', permission: READ },
  query: z.strictObject({ q: z.string().trim().max(100).optional() }),
  response: z.array(
    z.object({
      holderKind,
      holderId: z.uuid(),
      name: z.string(),
      credentials: z.array(z.object({ id: z.uuid(), label: z.string(), revoked: z.boolean() })),
    }),
  ),
});
