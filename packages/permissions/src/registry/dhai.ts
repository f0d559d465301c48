import type { PermissionKeyDef } from '../types.ts';

/**
 * Digital human AI. The spec gates these screens by app access DHAI and allowed roles only;
 * it names no permission key, so none is defined.
 */
export const dhaiKeys: readonly PermissionKeyDef<never>[] = Object.freeze([]);
