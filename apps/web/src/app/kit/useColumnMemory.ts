import { useCallback, useState } from 'react';
import { useSignedInUserId } from '../session/session.tsx';

const storageKey = (userId: string | null, tableId: string) => `lintel.columns.${userId ?? 'anonymous'}.${tableId}`;

function readHidden(key: string, fallback: readonly string[]): string[] {
  try {
    const raw = JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;
    if (Array.isArray(raw) && raw.every((v) => typeof v === 'string')) return raw;
  } catch {
    // A damaged entry reads as none: the table's default columns.
  }
  return [...fallback];
}

/**
 * The columns a user has hidden in one table, remembered in this browser per signed-in user and table
 * id (a preference, not data: it follows the browser, not the account).
 */
export function useColumnMemory(tableId: string, hiddenByDefault: readonly string[]) {
  const userId = useSignedInUserId();
  const key = storageKey(userId, tableId);
  const [state, setState] = useState(() => ({ key, hidden: readHidden(key, hiddenByDefault) }));
  // Another user or table: read that one's choice.
  const hidden = state.key === key ? state.hidden : readHidden(key, hiddenByDefault);
  if (state.key !== key) setState({ key, hidden });

  const setHidden = useCallback(
    (next: string[]) => {
      setState({ key, hidden: next });
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice lasts until the page closes.
      }
    },
    [key],
  );
  return { hidden, setHidden };
}
