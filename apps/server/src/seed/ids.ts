import { stableId } from '../platform/stable-id.ts';

/**
 * A stable UUID for a demo record, derived from its name, so tests, benchmarks and links can name
 * demo records without looking them up. The derivation is the platform's (production names its own
 * records the same way); the seed only chooses the names.
 *
 * @example demoId('customer:Acme Living')
 */
export function demoId(name: string): string {
  return stableId(name);
}
