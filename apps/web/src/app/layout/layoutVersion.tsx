import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type LayoutVersion = 'V2' | 'V3';

interface LayoutVersionValue {
  version: LayoutVersion;
  setVersion(version: LayoutVersion): void;
}

const LayoutVersionContext = createContext<LayoutVersionValue>({ version: 'V2', setVersion: () => undefined });
const keyOf = (userId: string) => `lintel.layout.${userId}`;

/** Reads the layout a user chose last (V2 unless they picked the V3 beta). */
export function readLayoutVersion(userId: string): LayoutVersion {
  try {
    return window.localStorage.getItem(keyOf(userId)) === 'V3' ? 'V3' : 'V2';
  } catch {
    return 'V2';
  }
}

/** The V2/V3 (Beta) layout switch, remembered per user in this browser. */
export function LayoutVersionProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [version, setState] = useState<LayoutVersion>(() => readLayoutVersion(userId));
  const setVersion = useCallback(
    (next: LayoutVersion) => {
      setState(next);
      try {
        window.localStorage.setItem(keyOf(userId), next);
      } catch {
        // Not remembered when storage is unavailable.
      }
    },
    [userId],
  );
  const value = useMemo(() => ({ version, setVersion }), [version, setVersion]);
  return <LayoutVersionContext.Provider value={value}>{children}</LayoutVersionContext.Provider>;
}

export function useLayoutVersion(): LayoutVersionValue {
  return useContext(LayoutVersionContext);
}
