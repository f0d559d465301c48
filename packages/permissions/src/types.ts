import type { AppCode } from '@lintel/contracts/common';

/** Permission value types (part 1 section 3). */
export const permissionValueTypes = ['BOOLEAN', 'NUMBER', 'LIST_NUMBERS', 'STRING', 'LIST_STRINGS'] as const;
export type PermissionValueType = (typeof permissionValueTypes)[number];

/** Where a grant applies (part 1 section 3). */
export const permissionContexts = ['NO_CONTEXT', 'CUSTOMER', 'COMMUNITY'] as const;
export type PermissionContext = (typeof permissionContexts)[number];

/** Who owns a key: the customer side, or the provider itself (part 1 section 3). */
export const permissionDomains = ['CUSTOMER', 'LINTEL'] as const;
export type PermissionDomain = (typeof permissionDomains)[number];

/** One entry of the permission-key registry. */
export type PermissionKeyDef<K extends string = string> = {
  /** SCREAMING_SNAKE code, unique across all apps. */
  readonly key: K;
  /** The app whose permission list carries the key. */
  readonly app: AppCode;
  readonly description: string;
  readonly valueType: PermissionValueType;
  /** Contexts the key may be assigned in (metadata for role editors; `can` only looks at the grant's context). */
  readonly contexts: readonly PermissionContext[];
  readonly domain: PermissionDomain;
  /** Admin-level keys may not be assigned to portfolio users. */
  readonly adminLevel: boolean;
  /** Keys that only make sense together with these ones. */
  readonly dependsOn?: readonly string[];
  /** True for read/view keys; used to build the demo viewer role. */
  readonly viewOnly: boolean;
  /** Spec line the key comes from, 'P<part>:<line>'. */
  readonly specRef: string;
  /** True when the spec names the permission only in words and the code was chosen here. */
  readonly inferred?: boolean;
  /**
   * True when holding the key narrows what the user may do (the spec checks for its absence).
   * Role templates never include such keys.
   */
  readonly restrictive?: boolean;
};
