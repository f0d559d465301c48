import { useState } from 'react';
import { useLocation } from 'react-router';

/** Calls `close` when the user arrives at another page: a sheet opened on a phone closes on navigation. */
export function useCloseOnNavigate(close: () => void): void {
  const { pathname } = useLocation();
  const [seen, setSeen] = useState(pathname);
  if (seen !== pathname) {
    setSeen(pathname);
    close();
  }
}
