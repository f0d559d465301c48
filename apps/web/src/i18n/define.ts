import type { MessageDescriptor } from 'react-intl';

type Definitions = Record<string, { id: string; defaultMessage: string; description?: string }>;

/**
 * Declares messages with explicit ids. The extractor finds calls by this name; returning plain
 * descriptors lets formatMessage take values without declaring their types twice.
 *
 * @example const m = defineMessages({ hi: { id: 'home.hi', defaultMessage: 'Hi {name}' } });
 */
export function defineMessages<const T extends Definitions>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}
