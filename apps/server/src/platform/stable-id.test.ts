import { describe, expect, it } from 'vitest';
import { stableId } from './stable-id.ts';

describe('stable ids', () => {
  it('ids already stored in databases keep their value (a changed derivation would orphan them)', () => {
    expect(stableId('preset:community_manager')).toBe('422f6890-603c-5a5b-a8ab-dc0503b6c59c');
    expect(stableId('customer:Acme Living')).toBe('79bcc1d1-fca9-5d10-9ff2-ebbd44ebc459');
  });
});
