import type { MessageDescriptor } from 'react-intl';

type Translator = (descriptor: MessageDescriptor) => string;

let current: Translator | null = null;

/** Set by the intl root once the locale's messages are loaded; code outside React translates through it. */
export function setTranslator(translator: Translator | null): void {
  current = translator;
}

/**
 * A message in the chosen locale for code that runs outside components (the API client, the
 * session's flashes); before the intl root has mounted, the en-US default.
 *
 * @example translate(apiMessages.network)
 */
export function translate(descriptor: MessageDescriptor): string {
  return current ? current(descriptor) : String(descriptor.defaultMessage ?? descriptor.id);
}
