import { createContext, useContext } from 'react';
import type { RouteDef } from './route.ts';

export interface CurrentRoute {
  route: RouteDef;
  params: Record<string, string>;
}

/** The route a page (or modal) was opened as; each layer sees its own. */
export const CurrentRouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute | null {
  return useContext(CurrentRouteContext);
}
