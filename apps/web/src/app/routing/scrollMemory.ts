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
  useEffect(() => {
    const onScroll = () => save(current.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page changes
  useLayoutEffect(() => {
    current.current = pageUrl;
    const target = arrivalScroll(type, readAll()[pageUrl]);
    // The page may still be loading its chunk; try again once it has rendered.
    window.scrollTo(0, target);
    const timer = setTimeout(() => window.scrollTo(0, target), 300);
    return () => clearTimeout(timer);
  }, [pageUrl]);
}
