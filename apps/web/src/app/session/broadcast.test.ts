import { expect, it } from 'vitest';
import { isAuthBroadcast } from './broadcast.ts';

it('only the two exact auth messages count; anything else on the channel is ignored', () => {
  expect(isAuthBroadcast({ type: 'signed-in' })).toBe(true);
  expect(isAuthBroadcast({ type: 'signed-out' })).toBe(true);
  for (const noise of [null, 'signed-out', { type: 'signed-out', token: 'x' }, { type: 'SIGNED_OUT' }, [], {}]) {
    expect(isAuthBroadcast(noise)).toBe(false);
  }
});
