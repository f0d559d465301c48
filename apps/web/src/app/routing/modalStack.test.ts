import { describe, expect, it } from 'vitest';
import {
  clear,
  closeTarget,
  type ModalState,
  nextModalState,
  push,
  readModalState,
  type StackLocation,
  truncateToRoute,
} from './modalStack.ts';

const page = (url: string): StackLocation => ({ routeName: 'list', url, params: {}, modal: false, nonStacked: false });
const modal = (routeName: string, url: string, nonStacked = false): StackLocation => ({
  routeName,
  url,
  params: {},
  modal: true,
  nonStacked,
});
const unit = modal('unit', '/units/1');
const building = modal('building', '/buildings/7');

describe('modal stack', () => {
  it('user: opening a modal over a page remembers the page as the background', () => {
    expect(nextModalState(null, page('/list?q=a'), unit, '/')).toEqual({ background: '/list?q=a', stack: [] });
  });

  it('user: moving forward from a modal pushes it; going back to it pops', () => {
    const first = nextModalState(null, page('/list'), unit, '/')!;
    const second = nextModalState(first, unit, building, '/')!;
    expect(second.stack.map((e) => e.url)).toEqual(['/units/1']);
    expect(nextModalState(second, building, unit, '/')).toEqual({ background: '/list', stack: [] });
  });

  it('user: moves between two nonStacked routes do not stack', () => {
    const a = modal('tab.a', '/tabs/a', true);
    const b = modal('tab.b', '/tabs/b', true);
    const state = nextModalState(null, page('/list'), a, '/')!;
    expect(nextModalState(state, a, b, '/')).toEqual(state);
    // A stacked (not nonStacked) route does stack over a tab.
    expect(nextModalState(state, a, unit, '/')!.stack).toHaveLength(1);
  });

  it('user: a full-page navigation closes every modal', () => {
    const state: ModalState = { background: '/list', stack: [{ routeName: 'unit', url: '/units/1', params: {} }] };
    expect(nextModalState(state, building, page('/home'), '/')).toBeNull();
  });

  it('user: opening a modal by its address alone puts the fallback page under it', () => {
    expect(nextModalState(null, null, unit, '/spaces/living')).toEqual({ background: '/spaces/living', stack: [] });
  });

  it('user: close goes to the last stacked modal, else the last full page', () => {
    const state: ModalState = { background: '/list', stack: [{ routeName: 'unit', url: '/units/1', params: {} }] };
    expect(closeTarget(state)).toEqual({ url: '/units/1', state: { background: '/list', stack: [] } });
    expect(closeTarget({ background: '/list', stack: [] })).toEqual({ url: '/list', state: null });
  });

  it('user: push, truncate back to a route, and clear', () => {
    let state: ModalState = { background: '/list', stack: [] };
    state = push(state, { routeName: 'unit', url: '/units/1', params: { unitId: '1' } });
    state = push(state, { routeName: 'building', url: '/buildings/7', params: {} });
    state = push(state, { routeName: 'unit', url: '/units/2', params: { unitId: '2' } });
    expect(truncateToRoute(state, 'building')).toEqual({
      url: '/buildings/7',
      state: { background: '/list', stack: [state.stack[0]] },
    });
    expect(truncateToRoute(state, 'nothing')).toBeNull();
    expect(clear(state)).toEqual({ url: '/list', state: null });
  });

  it('attacker: history state pointing off-site or malformed is ignored', () => {
    expect(readModalState({ modal: { background: '//evil.example', stack: [] } })).toBeNull();
    expect(readModalState({ modal: { background: 'https://evil.example', stack: [] } })).toBeNull();
    expect(
      readModalState({ modal: { background: '/ok', stack: [{ routeName: 'x', url: '//evil', params: {} }] } }),
    ).toBeNull();
    expect(readModalState({ modal: { background: '/ok', stack: 'nope' } })).toBeNull();
    expect(readModalState(null)).toBeNull();
    expect(readModalState({ modal: { background: '/ok', stack: [] } })).toEqual({ background: '/ok', stack: [] });
  });
});
