import type { MessageDescriptor } from './messages.ts';
import { compose, maxLength, required, type Validator } from './validators.ts';

/** Declarative rules a text field carries, so the input can also set its maxlength attribute. */
export interface TextFieldRules {
  readonly required: boolean;
  readonly maxLength?: number;
}

/** Status and label names: required, at most 50 characters. */
export const statusNameRules = { required: true, maxLength: 50 } as const satisfies TextFieldRules;
/** Descriptions: required, at most 200 characters. */
export const descriptionRules = { required: true, maxLength: 200 } as const satisfies TextFieldRules;

/**
 * Turns declarative rules into one validator (required first, so an empty field says "required").
 *
 * @example rulesValidator(statusNameRules)('') // { id: 'validation.required', ... }
 */
export function rulesValidator(rules: TextFieldRules): Validator<string | null | undefined> {
  const validators: Validator<string | null | undefined>[] = [];
  if (rules.required) validators.push(required);
  if (rules.maxLength !== undefined) validators.push(maxLength(rules.maxLength));
  return compose(...validators);
}

/**
 * Validates a value against declarative rules.
 *
 * @example validateRules(descriptionRules, 'Ready for move-in') // null
 */
export function validateRules(rules: TextFieldRules, value: string | null | undefined): MessageDescriptor | null {
  return rulesValidator(rules)(value);
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;

/**
 * What a text input keeps on blur: trimmed and, with a maximum, cut to it. The cut never splits an emoji's
 * surrogate pair, and whitespace exposed by the cut is trimmed too, so the result always passes the
 * trimmed-spaces check.
 *
 * @example trimOnBlur('  Ready for move-in  ', 9) // 'Ready for'
 */
export function trimOnBlur(value: string, maxLength?: number): string {
  let text = value.trim();
  if (maxLength !== undefined && text.length > maxLength) {
    const cut = maxLength > 0 && isHighSurrogate(text.charCodeAt(maxLength - 1)) ? maxLength - 1 : maxLength;
    text = text.slice(0, Math.max(0, cut)).trimEnd();
  }
  return text;
}
