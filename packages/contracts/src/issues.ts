/**
 * The one error map: every zod issue a contract raises, in words a manager understands. The browser
 * runs it on the form's own validation and the server on the 400 answer, so a field reads the same
 * either way; both hand out a message id (translated in the portal, en-XA included) with its values
 * and the English text. The issue's own wording ("Too big: expected number to be <=20") never reaches a
 * screen.
 *
 * @example describeIssue({ code: 'too_big', origin: 'number', maximum: 20, inclusive: true, path: ['bedrooms'], message: '' })
 * // { path: 'bedrooms', id: 'validation.maxValue', defaultMessage: 'Enter {max, number} or less', values: { max: 20 }, message: 'Enter 20 or less' }
 */
import { formatMessageEn } from '@lintel/formats/messages';
import { type ValidationMessageKey, validationMessages } from '@lintel/formats/validation-messages';

type Values = Record<string, string | number>;

/** An issue as zod reports it, or as the server's validation error carries it. */
export interface RawIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** An issue's details beyond code, path and message (bounds, format, params). */
type Detailed = RawIssue & Record<string, unknown>;

/** A described issue: where, which message (translatable), with which values, and its English. */
export interface IssueText {
  /** The field's path, dot-separated ('matrix.rows.2.premiumValue'). */
  path: string;
  /** Message id in the portal's catalogue; absent when the contract wrote its own text (kept as is). */
  id?: string;
  defaultMessage: string;
  values?: Values;
  /** The English text, values filled in. */
  message: string;
}

/**
 * A contract's own check that names one of the kit's messages. Spread it into `refine` or
 * `addIssue`, so the map shows that message (translated) rather than a contract's English.
 *
 * @example z.number().refine((v) => v >= 0, problem('notNegative'))
 */
export function problem(
  key: ValidationMessageKey,
  values?: Values,
): { message: string; params: Record<string, unknown> } {
  const descriptor = { ...validationMessages[key], ...(values ? { values } : {}) };
  return { message: formatMessageEn(descriptor), params: { problem: key, ...(values ? { values } : {}) } };
}

const byEnglish = new Map<string, ValidationMessageKey>(
  (Object.entries(validationMessages) as [ValidationMessageKey, { defaultMessage: string }][])
    .filter(([, message]) => !message.defaultMessage.includes('{'))
    .map(([key, message]) => [message.defaultMessage, key]),
);

const isKey = (value: unknown): value is ValidationMessageKey =>
  typeof value === 'string' && Object.hasOwn(validationMessages, value);

function missing(issue: Detailed): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)$/.test(issue.message);
}

/** Which kit message an issue is, and with which values; null for a contract's own words. */
function keyOf(issue: Detailed): [ValidationMessageKey, Values?] | null {
  const params = issue.params as { problem?: unknown; values?: Values } | undefined;
  if (issue.code === 'custom' && isKey(params?.problem)) return [params.problem, params.values];
  // Nothing chosen or typed yet reads "required", whatever the contract says of a wrong value.
  if (issue.code === 'invalid_type' && issue.received !== 'NaN' && missing(issue)) return ['required'];
  if (issue.code !== 'custom' && 'input' in issue && issue.input === '') return ['required'];
  const english = byEnglish.get(issue.message);
  if (english) return [english];
  const origin = issue.origin as string | undefined;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.received === 'NaN') return ['number'];
      if (issue.expected === 'int') return ['wholeNumber'];
      if (issue.expected === 'number') return ['number'];
      return ['invalid'];
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (origin === 'string') return min <= 1 ? ['required'] : ['minLength', { min }];
      if (origin === 'array' || origin === 'set') return ['tooFewItems', { min }];
      if (origin === 'number') return min === 0 && issue.inclusive !== false ? ['notNegative'] : ['minValue', { min }];
      return ['invalid'];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (origin === 'string') return ['maxLength', { max }];
      if (origin === 'array' || origin === 'set') return ['tooManyItems', { max }];
      if (origin === 'number') return ['maxValue', { max }];
      return ['invalid'];
    }
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? ['wholeNumber'] : ['stepOf', { step: Number(issue.divisor) }];
    case 'invalid_format': {
      const format = issue.format as string | undefined;
      if (format === 'email') return ['email'];
      if (format === 'uuid' || format === 'guid') return ['uuid'];
      if (format === 'date') return ['dateOnly'];
      if (format === 'url') return ['safeUrl'];
      return ['invalid'];
    }
    case 'invalid_value':
    case 'invalid_union':
      return ['option'];
    case 'unrecognized_keys':
    case 'invalid_key':
      return ['notExpected'];
    case 'custom':
      // A contract's own sentence (the password policy's, the NUL rule's) is already meant for people.
      return issue.message && issue.message !== 'Invalid input' ? null : ['invalid'];
    default:
      return ['invalid'];
  }
}

/**
 * Describes one issue (see the module comment).
 *
 * @example describeIssue(result.error.issues[0]).message // 'Enter 20 or less'
 */
export function describeIssue(issue: RawIssue): IssueText {
  const path = issue.path.map(String).join('.');
  const key = keyOf(issue as Detailed);
  if (!key) return { path, defaultMessage: issue.message, message: issue.message };
  const [name, values] = key;
  const { id, defaultMessage } = validationMessages[name];
  const descriptor = { id, defaultMessage, ...(values ? { values } : {}) };
  return { path, ...descriptor, message: formatMessageEn(descriptor) };
}
