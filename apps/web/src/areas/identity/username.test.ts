import { parseUsername } from '@lintel/formats/username';
import { describe, expect, it } from 'vitest';
import { isValidUsername } from './username.ts';

describe('sign-in username check', () => {
  it('anyone: agrees with parseUsername on emails, phones and neither', async () => {
    for (const input of [
      ' Manager@Maple.demo ',
      'manager@maple',
      'a@@b.demo',
      '(555) 010-0100',
      '+44 20 7946 0000',
      '555',
      'manager',
      '',
    ]) {
      expect(await isValidUsername(input), input).toBe(parseUsername(input) !== null);
    }
  });
});
