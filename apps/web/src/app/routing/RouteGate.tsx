import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { MissingContextNotice } from '../pages/MissingContext.tsx';
import { routeAccess } from './access.ts';
import { PageLoader } from './lazyPage.tsx';
import type { RouteDef } from './route.ts';
import { useAccessEnv } from './useAccessEnv.ts';

/** Applies a route's guards: missing-context notice, notAuthorized, or the page. */
export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const access = routeAccess(route, useAccessEnv());
  switch (access.kind) {
    case 'ok':
      return children;
    case 'loading':
      return <PageLoader />;
    case 'missingContext':
      return <MissingContextNotice missing={access.missing} />;
    case 'notAuthorized':
      return <Navigate to="/not-authorized" replace />;
  }
}
