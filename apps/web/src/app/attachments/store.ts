/**
 * Files a screen is collecting before it saves them (a service request's photos, an invoice's
 * scans): spec part 2 "Attachments". The list belongs to its owner route and is cleared when the
 * user leaves that route, except for the gallery route, which shows the same list full size.
 *
 * @example const store = createAttachmentsStore(); store.start({ ownerRoute: 'sreq.create', maxItems: 5 });
 */
export interface Attachment {
  id: string;
  /** What the owner sends when it saves (the file itself, or values from the server). */
  values: Record<string, unknown>;
  /** An object URL for a local file, or a server URL; local ones are released when removed. */
  previewUrl: string | null;
}

export interface AttachmentParams {
  maxItems?: number;
  ownerRoute: string;
  ownerService?: string;
  /** Fetches a server preview for an attachment that has none yet. */
  urlFetcher?: (attachment: Attachment) => Promise<string>;
}

export interface AttachmentsState {
  list: readonly Attachment[];
  params: AttachmentParams | null;
}

/** The gallery route: navigating there keeps the attachments. */
export const ATTACHMENTS_GALLERY_ROUTE = 'attachments.gallery';

/** Too many when the count exceeds the max (a batch added at once can overshoot it). */
export function tooMany(state: AttachmentsState): boolean {
  const max = state.params?.maxItems;
  return max !== undefined && state.list.length > max;
}

/** Whether arriving at `routeName` clears the attachments: any route but the owner and the gallery. */
export function clearsOnArrival(state: AttachmentsState, routeName: string | null): boolean {
  if (!state.params || state.list.length === 0) return false;
  return routeName !== state.params.ownerRoute && routeName !== ATTACHMENTS_GALLERY_ROUTE;
}

type Listener = () => void;

export function createAttachmentsStore(revoke: (url: string) => void = (url) => URL.revokeObjectURL(url)) {
  let state: AttachmentsState = { list: [], params: null };
  const listeners = new Set<Listener>();
  const release = (items: readonly Attachment[]) => {
    for (const item of items) if (item.previewUrl?.startsWith('blob:')) revoke(item.previewUrl);
  };
  const set = (next: AttachmentsState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** An owner screen takes the list over; another owner's leftovers are released first. */
    start(params: AttachmentParams) {
      if (state.params?.ownerRoute !== params.ownerRoute) release(state.list);
      set({ list: state.params?.ownerRoute === params.ownerRoute ? state.list : [], params });
    },
    add(items: readonly Attachment[]) {
      set({ ...state, list: [...state.list, ...items] });
    },
    remove(id: string) {
      release(state.list.filter((item) => item.id === id));
      set({ ...state, list: state.list.filter((item) => item.id !== id) });
    },
    clear() {
      release(state.list);
      set({ list: [], params: null });
    },
  };
}

export type AttachmentsStore = ReturnType<typeof createAttachmentsStore>;

/** The portal's one list (a screen collects one set of attachments at a time). */
export const attachments = createAttachmentsStore();
