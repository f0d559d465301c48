import { createHash } from 'node:crypto';

/**
 * A stable UUID derived from a name, for records the code names without looking them up: a
 * customer's default roles, the shared role presets, a community's default unit status labels,
 * and the demo records. Name-based (version 5 layout over SHA-256).
 *
 * The `lintel-demo:` namespace is older than this function: ids already stored in databases were
 * derived with it (role ids, preset ids), so it must never change.
 *
 * @example stableId(`role:${customerId}/manager`)
 */
export function stableId(name: string): string {
  const bytes = createHash('sha256').update(`lintel-demo:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
