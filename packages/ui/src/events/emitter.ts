/** A listener for one event type; the payload type comes from the event map. */
export type Listener<P> = (payload: P) => void;

/**
 * A small typed event emitter. Overlay providers use it so that the spec's events ("confirm or cancel
 * emits an event keyed by the action id", "save emits the chosen colours") exist for code that did not
 * open the overlay itself, while the opener simply awaits a promise.
 */
export interface Emitter<Events extends object> {
  /** Subscribes; returns the unsubscribe function (handy as a useEffect cleanup). */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
}

/**
 * Creates an emitter for an event map.
 *
 * @example const events = createEmitter<{ saved: { id: string } }>(); events.on('saved', ({ id }) => log(id));
 */
export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) {
        set = new Set();
        listeners.set(type, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit(type, payload) {
      // Copy first: a listener that unsubscribes itself must not skip its neighbour.
      for (const listener of [...(listeners.get(type) ?? [])]) (listener as Listener<typeof payload>)(payload);
    },
  };
}
