import { createHash } from 'node:crypto';

/**
 * A stable UUID for a demo record, derived from its name, so tests, benchmarks and links can name
 * demo records without looking them up. Name-based (version 5 layout over SHA-256).
 *
 * @example demoId('customer:Acme Living')
 */
export function demoId(name: string): string {
  const bytes = createHash('sha256').update(`lintel-demo:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
