import { describe, expect, it, vi } from 'vitest';
import { ATTACHMENTS_GALLERY_ROUTE, clearsOnArrival, createAttachmentsStore, tooMany } from './store.ts';

const item = (id: string, previewUrl: string | null = `blob:local/${id}`) => ({ id, values: { name: id }, previewUrl });

describe('attachments', () => {
  it('too many only past the max, and never without one', () => {
    const store = createAttachmentsStore(() => {});
    store.start({ ownerRoute: 'sreq.create' });
    store.add([item('a'), item('b'), item('c')]);
    expect(tooMany(store.getState())).toBe(false);
    store.start({ ownerRoute: 'sreq.create', maxItems: 3 });
    expect(tooMany(store.getState())).toBe(false);
    store.add([item('d')]);
    expect(tooMany(store.getState())).toBe(true);
    store.remove('d');
    store.remove('c');
    expect(tooMany(store.getState())).toBe(false);
  });

  it('removing or clearing releases local previews, and only local ones', () => {
    const revoke = vi.fn();
    const store = createAttachmentsStore(revoke);
    store.start({ ownerRoute: 'sreq.create' });
    store.add([item('a'), item('b', 'https://files.example/b.png'), item('c')]);
    store.remove('a');
    expect(revoke).toHaveBeenCalledWith('blob:local/a');
    store.clear();
    expect(revoke.mock.calls.map(([url]) => url)).toEqual(['blob:local/a', 'blob:local/c']);
    expect(store.getState()).toEqual({ list: [], params: null });
  });

  it('leaving the owner route clears them, except for the gallery route', () => {
    const store = createAttachmentsStore(() => {});
    store.start({ ownerRoute: 'sreq.create' });
    store.add([item('a')]);
    const state = store.getState();
    expect(clearsOnArrival(state, 'sreq.create')).toBe(false);
    expect(clearsOnArrival(state, ATTACHMENTS_GALLERY_ROUTE)).toBe(false);
    expect(clearsOnArrival(state, 'home')).toBe(true);
    expect(clearsOnArrival(state, null)).toBe(true);
    expect(clearsOnArrival({ list: [], params: state.params }, 'home')).toBe(false);
  });

  it('a new owner takes over with an empty list and the old previews released', () => {
    const revoke = vi.fn();
    const store = createAttachmentsStore(revoke);
    store.start({ ownerRoute: 'sreq.create' });
    store.add([item('a')]);
    store.start({ ownerRoute: 'sreq.create', maxItems: 2 });
    expect(store.getState().list).toHaveLength(1);
    store.start({ ownerRoute: 'acct.invoice.create' });
    expect(store.getState().list).toEqual([]);
    expect(revoke).toHaveBeenCalledWith('blob:local/a');
  });

  it('notifies subscribers of each change until they unsubscribe', () => {
    const store = createAttachmentsStore(() => {});
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.start({ ownerRoute: 'x' });
    store.add([item('a')]);
    off();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
