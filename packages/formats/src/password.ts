/** Spec part 1 section 5: minimum 8 characters with lowercase, uppercase and numbers. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only keeps hashing bounded. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = 'length' | 'lowercase' | 'uppercase' | 'number';

/**
 * The spec's password policy, shared by the browser and the server (the server also refuses the
 * most common passwords). The password is checked exactly as typed: no trimming, no case change.
 *
 * @example passwordProblems('Lintel-demo-1') // []
 */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) problems.push('length');
  if (!/\p{Ll}/u.test(password)) problems.push('lowercase');
  if (!/\p{Lu}/u.test(password)) problems.push('uppercase');
  if (!/[0-9]/.test(password)) problems.push('number');
  return problems;
}

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  length: `Password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  lowercase: 'Password must have lowercase characters',
  uppercase: 'Password must have uppercase characters',
  number: 'Password must have numeric characters',
};
