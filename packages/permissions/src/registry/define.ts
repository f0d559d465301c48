import type { AppCode } from '@lintel/contracts/common';
import type { PermissionContext, PermissionDomain, PermissionKeyDef } from '../types.ts';

/** Per-key overrides of the app defaults. */
export type KeyOptions = {
  /** viewOnly: a read/view key. */
  readonly view?: boolean;
  readonly dependsOn?: readonly string[];
  readonly inferred?: boolean;
  readonly contexts?: readonly PermissionContext[];
  readonly domain?: PermissionDomain;
  readonly adminLevel?: boolean;
  readonly restrictive?: boolean;
};

export type KeySpec<K extends string = string> = KeyOptions & {
  readonly key: K;
  readonly ref: string;
  readonly description: string;
};

/** Defaults shared by the keys of one registry file. */
export type AppDefaults = {
  readonly domain: PermissionDomain;
  readonly contexts: readonly PermissionContext[];
  readonly adminLevel: boolean;
  readonly inferred?: boolean;
};

/** Customer-side keys granted per customer or per community. */
export const customerOrCommunity: AppDefaults = {
  domain: 'CUSTOMER',
  contexts: ['CUSTOMER', 'COMMUNITY'],
  adminLevel: false,
};

/** Provider-side keys: not tied to a customer, admin level. */
export const providerOnly: AppDefaults = { domain: 'LINTEL', contexts: ['NO_CONTEXT'], adminLevel: true };

/** One key: code, spec line, description, options. */
export function k<const K extends string>(
  key: K,
  ref: string,
  description: string,
  options: KeyOptions = {},
): KeySpec<K> {
  return { ...options, key, ref, description };
}

export const NAMED_ONLY = 'The spec names this permission in words only; the code is chosen here.';

/** Builds the frozen definitions of one app. */
export function keys<const S extends readonly KeySpec[]>(
  app: AppCode,
  defaults: AppDefaults,
  specs: S,
): readonly PermissionKeyDef<S[number]['key']>[] {
  return Object.freeze(
    specs.map((spec) => {
      const inferred = spec.inferred ?? defaults.inferred ?? false;
      const def: PermissionKeyDef<S[number]['key']> = {
        key: spec.key,
        app,
        description: inferred ? `${spec.description} ${NAMED_ONLY}` : spec.description,
        valueType: 'BOOLEAN',
        contexts: Object.freeze([...(spec.contexts ?? defaults.contexts)]),
        domain: spec.domain ?? defaults.domain,
        adminLevel: spec.adminLevel ?? defaults.adminLevel,
        viewOnly: spec.view ?? false,
        specRef: spec.ref,
        ...(spec.dependsOn ? { dependsOn: Object.freeze([...spec.dependsOn]) } : {}),
        ...(inferred ? { inferred: true } : {}),
        ...(spec.restrictive ? { restrictive: true } : {}),
      };
      return Object.freeze(def);
    }),
  );
}
