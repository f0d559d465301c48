// Every function here runs a regular expression over user text. A pattern with nested or overlapping
// quantifiers would take seconds (or forever) on these 100,000-character inputs; linear ones take
// milliseconds.
import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './amount.ts';
import { parseCounterInput } from './counter.ts';
import { formatDate } from './date-format.ts';
import { isDateOnly, parseUsDate, startOfDayIso } from './dates.ts';
import { isEmail, normalizeEmail } from './email.ts';
import { parseTime24 } from './hours.ts';
import { digitsOnly } from './keys.ts';
import { isSafeUrl, normalizeLink } from './links.ts';
import { applyMask, unmask } from './masks.ts';
import { formatMessageEn } from './messages.ts';
import { normalizePhone } from './phone.ts';
import { parseUsername } from './username.ts';
import {
  allowedFileExtensions,
  alphanumeric,
  email,
  fax,
  maxDecimalPlaces,
  maxValue,
  minValue,
  naturalNumber,
  noSpaces,
  notFutureDate,
  phone,
  phoneExtension,
  safeUrl,
  taxNumber,
  timeRange,
  trimmedSpaces,
  usDate,
  usPhone,
  uuid,
  zipCode,
} from './validators.ts';

const N = 100_000;
const times = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);

// Shapes that make backtracking engines explode: long runs of what a pattern accepts, ending in what it
// rejects, and repeated near-separators.
const adversarial = [
  `${times('1')}x`,
  `${times('a')}!`,
  `${times(' ')}x`,
  `x${times(' ')}`,
  times('1,'),
  `${times('1')}.x`,
  times('a.'),
  `${times('a@')}`,
  `a@${times('a.')}!`,
  `http://${times('a')} `,
  `${times('a')}://`,
  times('0-'),
  times('-'),
  times('!#'),
  times('['),
  times('{x'),
  `+1${times(' 5')}`,
  times('ab1'),
];

const checks: Array<[string, (input: string) => unknown]> = [
  ['isEmail', isEmail],
  ['normalizeEmail', normalizeEmail],
  ['normalizePhone', normalizePhone],
  ['parseUsername', parseUsername],
  ['email', email],
  ['phone', phone],
  ['usPhone', usPhone],
  ['noSpaces', noSpaces],
  ['alphanumeric', alphanumeric],
  ['zipCode', zipCode],
  ['fax', fax],
  ['taxNumber', taxNumber],
  ['phoneExtension', phoneExtension],
  ['safeUrl', safeUrl],
  ['uuid', uuid],
  ['minValue', minValue(1)],
  ['maxValue', maxValue(1)],
  ['maxDecimalPlaces', maxDecimalPlaces(2)],
  ['naturalNumber', naturalNumber],
  ['trimmedSpaces', trimmedSpaces],
  ['allowedFileExtensions', allowedFileExtensions(['png'])],
  ['usDate', usDate],
  ['notFutureDate', notFutureDate(() => 0, 'UTC')],
  ['timeRange', (s) => timeRange({ start: s, end: s })],
  ['parseAmountInput', (s) => parseAmountInput(s, { allowNegative: true })],
  ['parseCounterInput', parseCounterInput],
  ['isDateOnly', isDateOnly],
  ['parseUsDate', parseUsDate],
  ['startOfDayIso', startOfDayIso],
  ['parseTime24', parseTime24],
  ['digitsOnly', digitsOnly],
  ['normalizeLink', normalizeLink],
  ['isSafeUrl', isSafeUrl],
  ['applyMask', (s) => applyMask('(###) ###-#### !#XXXX', s)],
  ['applyMask (long mask)', (s) => applyMask(s, s)],
  ['unmask', (s) => unmask('#####-####', s)],
  ['formatDate (pattern)', (s) => formatDate(0, s, 'UTC')],
  ['formatMessageEn (pattern)', (s) => formatMessageEn({ id: 'x', defaultMessage: s, values: { x: 1 } })],
];

/**
 * The processor time of one run after a warm-up (this process's own work, not the wall clock: other
 * jobs on a shared machine stretch wall time at random, not the work done here); a slow run is
 * retried twice so one garbage-collection pause does not fail the test, while a super-linear
 * pattern stays slow every time.
 */
// A super-linear pattern on 100,000 characters takes seconds of work; a linear one a few
// milliseconds. The ceiling sits far between the two (the proposed target was 50 ms).
const CEILING_MS = 250;

// The package is typed without Node (it runs in browsers too); its tests run in Node.
type CpuUsage = { user: number; system: number };
const host = (globalThis as unknown as { process: { cpuUsage(since?: CpuUsage): CpuUsage } }).process;

function cpuMs(run: () => void): number {
  const started = host.cpuUsage();
  run();
  const spent = host.cpuUsage(started);
  return (spent.user + spent.system) / 1000;
}

function fastestMs(run: () => void): number {
  run();
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3 && best >= CEILING_MS; i++) best = Math.min(best, cpuMs(run));
  return best;
}

describe('linear-time text handling', () => {
  it('uses 100,000-character inputs', () => {
    for (const input of adversarial) expect(input.length).toBeGreaterThanOrEqual(N);
  });

  it.each(checks)(`%s handles each adversarial input in under ${CEILING_MS} ms`, (_name, check) => {
    for (const input of adversarial) {
      const ms = fastestMs(() => {
        check(input);
      });
      expect(ms, `input starting ${JSON.stringify(input.slice(0, 12))}`).toBeLessThan(CEILING_MS);
    }
  });
});
