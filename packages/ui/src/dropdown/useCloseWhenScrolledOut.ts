import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `close` when the target scrolls out of view while open: a menu left floating over unrelated
 * content after its field scrolled away is what the spec's "closes when scrolled out of view" prevents.
 */
export function useCloseWhenScrolledOut(target: RefObject<HTMLElement | null>, opened: boolean, close: () => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    const element = target.current;
    if (!opened || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, opened]);
}
