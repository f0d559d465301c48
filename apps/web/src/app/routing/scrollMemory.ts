import { useEffect, useLayoutEffect, useRef } from 'react';
import { type NavigationType, useNavigationType } from 'react-router';

const KEY = 'lintel.scroll';
const LIMIT = 50;

function readAll(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function save(url: string, y: number) {
  const all = readAll();
  delete all[url];
  all[url] = y;
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - LIMIT))) delete all[old];
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Not remembered when storage is unavailable.
  }
}

/** Where a full page should scroll to on arrival: back/forward restore, a new visit starts at the top. */
export function arrivalScroll(type: NavigationType, saved: number | undefined): number {
  return type === 'POP' ? (saved ?? 0) : 0;
}

/**
 * Remembers the scroll position of each full page (per URL, this tab) and restores it on back/forward
 * and refresh. Modals open and close over the page without moving it.
 */
export function useScrollMemory(pageUrl: string) {
  const type = useNavigationType();
  const current = useRef(pageUrl);
  // While a restore waits for the page to grow tall enough, the clamped scrolls it causes are not
  // the user's position and are not remembered.
  const restoring = useRef(false);
  useEffect(() => {
    const onScroll = () => {
      if (!restoring.current) save(current.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page changes
  useLayoutEffect(() => {
    current.current = pageUrl;
    const target = arrivalScroll(type, readAll()[pageUrl]);
    window.scrollTo(0, target);
    if (target === 0 || window.scrollY === target) return;
    // The page is still loading (its chunk, its rows): scroll again as it grows, until the position
    // is reached, the user moves the page, or a few seconds pass. The page's height is watched by
    // polling: the document's own box does not change size when its content overflows it.
    restoring.current = true;
    const started = Date.now();
    const stop = () => {
      restoring.current = false;
      clearInterval(timer);
      for (const event of userMoves) window.removeEventListener(event, stop);
    };
    const timer = setInterval(() => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 1 || Date.now() - started > 5000) stop();
    }, 50);
    const userMoves = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const event of userMoves) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [pageUrl]);
}
