import type { AppCode } from '@lintel/contracts/common';
import type { PermissionKeyDef } from '../types.ts';
import { acctKeys } from './acct.ts';
import { amntKeys } from './amnt.ts';
import { authKeys } from './auth.ts';
import { cbrKeys } from './cbr.ts';
import { cmsKeys } from './cms.ts';
import { dhaiKeys } from './dhai.ts';
import { emailbotKeys } from './emailbot.ts';
import { goKeys } from './go.ts';
import { iotKeys } from './iot.ts';
import { ipsV2Keys } from './ips-v2.ts';
import { leasingKeys } from './leasing.ts';
import { miaKeys } from './mia.ts';
import { msgsKeys } from './msgs.ts';
import { ntfyKeys } from './ntfy.ts';
import { prmsnKeys } from './prmsn.ts';
import { raaKeys } from './raa.ts';
import { riKeys } from './ri.ts';
import { sreqKeys } from './sreq.ts';

/** Definitions per app code, in registry order. */
export const definitionsByApp = Object.freeze({
  AMNT: amntKeys,
  CBR: cbrKeys,
  CMS: cmsKeys,
  MIA: miaKeys,
  DHAI: dhaiKeys,
  LEASING: leasingKeys,
  MSGS: msgsKeys,
  RI: riKeys,
  SREQ: sreqKeys,
  AUTH: authKeys,
  ACCT: acctKeys,
  EMAILBOT: emailbotKeys,
  GO: goKeys,
  IPS_V2: ipsV2Keys,
  IOT: iotKeys,
  RAA: raaKeys,
  PRMSN: prmsnKeys,
  NTFY: ntfyKeys,
});

type ByApp = typeof definitionsByApp;

/** Every registered permission key, as a literal union. */
export type PermissionKey = { [A in keyof ByApp]: ByApp[A][number]['key'] }[keyof ByApp];

/** Every definition, in registry order. */
export const permissionDefinitions: readonly PermissionKeyDef<PermissionKey>[] = Object.freeze(
  Object.values(definitionsByApp).flat(),
);

function buildRegistry(): Readonly<Record<PermissionKey, PermissionKeyDef<PermissionKey>>> {
  // No prototype, so keys such as 'toString' or '__proto__' are simply absent.
  const byKey = Object.create(null) as Record<string, PermissionKeyDef<PermissionKey>>;
  for (const def of permissionDefinitions) {
    if (Object.hasOwn(byKey, def.key)) throw new Error(`Duplicate permission key ${def.key}`);
    byKey[def.key] = def;
  }
  return Object.freeze(byKey) as Readonly<Record<PermissionKey, PermissionKeyDef<PermissionKey>>>;
}

/** The registry, by key. */
export const permissionRegistry = buildRegistry();

/** Key codes per app code (every app code present, possibly empty). */
export const keysByApp: Readonly<Record<AppCode, readonly PermissionKey[]>> = Object.freeze(
  Object.fromEntries(
    Object.entries(definitionsByApp).map(([app, defs]) => [app, Object.freeze(defs.map((d) => d.key))]),
  ) as Record<AppCode, readonly PermissionKey[]>,
);

export function isPermissionKey(key: unknown): key is PermissionKey {
  return typeof key === 'string' && Object.hasOwn(permissionRegistry, key);
}

/** The definition of a key, or undefined for anything that is not a registered key. */
export function getPermissionDef(key: unknown): PermissionKeyDef<PermissionKey> | undefined {
  return isPermissionKey(key) ? permissionRegistry[key] : undefined;
}
