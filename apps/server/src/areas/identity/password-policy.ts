import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../platform/errors.ts';

// The 49,233 most common passwords of zxcvbn's list (lower case). Loaded on first use only.
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}

/**
 * The server's half of the password policy: the contract's zod schema already checked the spec's
 * rule (8 characters, lowercase, uppercase, numbers); this refuses the most common passwords, in
 * any capitalisation ('Password1' is 'password1').
 */
export function assertNotCommon(password: string): void {
  if (isCommonPassword(password)) throw new AppError('AUTH_PASSWORD_COMMON');
}
