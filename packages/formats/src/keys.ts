export interface KeyModifiers {
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

// Keys that move focus or the caret but never insert a character. The spec only lets digits and Backspace
// into digit-only fields; blocking these as well would trap keyboard users in the field.
const NAVIGATION = new Set([
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * Key filter for digit-only fields (a `keydown` handler prevents the default when this is false): the
 * digits 0-9 and Backspace are accepted, as the spec says. Keys that insert nothing (Tab, arrows, Home,
 * End, Enter, Escape) and shortcuts with Ctrl or Cmd (copy, paste, select all) also pass; pasted text must
 * be cleaned separately with {@link digitsOnly}.
 *
 * @example isDigitOnlyKeyAllowed('7') // true
 */
export function isDigitOnlyKeyAllowed(key: string, modifiers: KeyModifiers = {}): boolean {
  if (key.length === 1 && key >= '0' && key <= '9') return true;
  if (key === 'Backspace' || NAVIGATION.has(key)) return true;
  // AltGr arrives as Ctrl+Alt on Windows and types characters ('@' on German layouts): not a shortcut.
  return (modifiers.ctrlKey === true || modifiers.metaKey === true) && modifiers.altKey !== true;
}

/**
 * Keeps only the ASCII digits of a text, for pasted or autofilled values of digit-only fields.
 *
 * @example digitsOnly('(555) 010-0100') // '5550100100'
 */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]+/g, '');
}
