import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `read(id)` once an unread item is fully visible (threshold 1) inside its scrolling list;
 * each id is read once at a time, and once only while the list is shown, so an item the user marks
 * unread again stays unread.
 */
export function useReadWhenVisible(read: (id: string) => Promise<unknown>) {
  const inFlight = useRef(new Set<string>());
  const done = useRef(new Set<string>());
  const observer = useRef<IntersectionObserver | null>(null);
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < 1) continue;
          const id = (entry.target as HTMLElement).dataset.notificationId;
          if (!id || inFlight.current.has(id) || done.current.has(id)) continue;
          inFlight.current.add(id);
          done.current.add(id);
          observer.current?.unobserve(entry.target);
          readRef.current(id).finally(() => inFlight.current.delete(id));
        }
      },
      { threshold: 1 },
    );
    return () => observer.current?.disconnect();
  }, []);

  /** Ref callback for an item: observe it while it is unread. */
  return useCallback(
    (unread: boolean) => (element: HTMLElement | null) => {
      if (element && unread && !done.current.has(element.dataset.notificationId ?? '')) {
        observer.current?.observe(element);
      }
    },
    [],
  );
}
