import { useCallback } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

type Definitions = Record<string, { id: string; defaultMessage: string; description?: string }>;

/**
 * Declares messages with explicit ids. The extractor finds calls by this name; returning plain
 * descriptors lets formatMessage take values without declaring their types twice.
 *
 * @example const m = defineMessages({ hi: { id: 'ui.hi', defaultMessage: 'Hi {name}' } });
 */
export function defineMessages<const T extends Definitions>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}

/**
 * A text a caller hands to a building block: a string the caller has already translated, or a message
 * descriptor (with optional values) that the block formats in the current locale.
 */
export type UiText = string | (MessageDescriptor & { values?: Record<string, string | number> });

/**
 * Formats a {@link UiText} (or passes a string through), so blocks accept both shapes.
 *
 * @example const text = useUiText(); text(request.confirmBtnText ?? messages.confirm)
 */
export function useUiText(): (text: UiText) => string {
  const intl = useIntl();
  return useCallback((text) => (typeof text === 'string' ? text : intl.formatMessage(text, text.values)), [intl]);
}
