import { Group, Title } from '@mantine/core';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type Location, type RouteObject, useLocation, useParams, useRoutes } from 'react-router';
import { attachments, clearsOnArrival } from '../attachments/store.ts';
import { PageActions } from '../navigation/PageActions.tsx';
import { TabbedView } from '../navigation/TabbedView.tsx';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { CurrentRouteContext } from './currentRoute.ts';
import { LazyPage } from './lazyPage.tsx';
import { ModalPanel } from './ModalPanel.tsx';
import { ModalStackProvider, useModalState } from './ModalStack.tsx';
import { RouteGate } from './RouteGate.tsx';
import type { RouteDef } from './route.ts';
import { useScrollMemory } from './scrollMemory.ts';
import { findRoute, matchUrl, routeTable } from './table.ts';

function PageHeader({ route }: { route: RouteDef }) {
  const intl = useIntl();
  const params = useParams() as Record<string, string>;
  // A tab shows its outermost parent's title; the tabs name the tab itself.
  const parents = tabParents(route);
  const title = parents.length > 0 ? findRoute(parents[parents.length - 1]!)?.title : route.title;
  if (route.ownHeader && !route.actions) return null;
  return (
    <Group justify="space-between" mb="lg" wrap="nowrap">
      {!route.ownHeader && title ? (
        <Title order={1} size="h2" data-testid="page-title">
          {intl.formatMessage(title)}
        </Title>
      ) : (
        <span />
      )}
      <PageActions route={route} params={params} />
    </Group>
  );
}

/** The tabbed views a route sits in, innermost first (a tab of a tab: settings → access and devices → BLE). */
export function tabParents(route: RouteDef): string[] {
  const parents: string[] = [];
  for (let parent = route.tabOf; parent && !parents.includes(parent); parent = findRoute(parent)?.tabOf) {
    parents.push(parent);
  }
  return parents;
}

/** The page inside its tab bars: the innermost bar next to the page, laid out across when it is nested. */
function Tabbed({ route, children }: { route: RouteDef; children: ReactNode }) {
  return tabParents(route).reduce<ReactNode>(
    (inner, parent, depth) => (
      <TabbedView key={parent} parent={parent} across={depth === 0 && findRoute(parent)?.tabOf !== undefined}>
        {inner}
      </TabbedView>
    ),
    children,
  );
}

/**
 * Gives a route's element its guards, its identity (useCurrentRoute) and, for tabs, the tab bar: the
 * header (the parent's title for a tab) comes first, then the tabs around the page.
 */
function Routed({ route, header, children }: { route: RouteDef; header?: ReactNode; children: ReactNode }) {
  const params = useParams() as Record<string, string>;
  const current = useMemo(() => ({ route, params }), [route, params]);
  return (
    <CurrentRouteContext.Provider value={current}>
      <RouteGate route={route}>
        {header}
        <Tabbed route={route}>{children}</Tabbed>
      </RouteGate>
    </CurrentRouteContext.Provider>
  );
}

const pageRoutes: RouteObject[] = [
  ...routeTable
    .filter((route) => !route.loadInModal)
    .map((route) => ({
      path: route.path,
      element: (
        <Routed route={route} header={<PageHeader route={route} />}>
          <LazyPage route={route} />
        </Routed>
      ),
    })),
  { path: '*', element: <NotFoundPage /> },
];

const modalRoutes: RouteObject[] = [
  ...routeTable
    .filter((route) => route.loadInModal)
    .map((route) => ({
      path: route.path,
      element: (
        <Routed route={route}>
          <LazyPage route={route} />
        </Routed>
      ),
    })),
  { path: '*', element: null },
];

function toLocation(url: string, key: string): Partial<Location> {
  const parsed = new URL(url, 'http://lintel.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, key, state: null };
}

/**
 * The signed-in screens: the full page (for a modal route, the page it was opened over) and, over it,
 * the slide-in panel of the modal route. Both layers are plain routes, so each page reads its own
 * parameters with useParams().
 */
export function ShellRoutes() {
  const location = useLocation();
  const match = useMemo(() => matchUrl(location.pathname), [location.pathname]);
  const stack = useModalState(location, match);
  const modal = match?.route.loadInModal ? match : null;
  const background = stack.state?.background;
  const pageLocation = useMemo(
    () => (modal && background ? toLocation(background, `bg:${background}`) : location),
    [modal, background, location],
  );
  useScrollMemory(`${pageLocation.pathname}${pageLocation.search ?? ''}`);
  // Attachments belong to their owner route: leaving it clears them, except for the gallery.
  const routeName = match?.route.name ?? null;
  useEffect(() => {
    if (clearsOnArrival(attachments.getState(), routeName)) attachments.clear();
  }, [routeName]);
  const page = useRoutes(pageRoutes, pageLocation);
  const modalElement = useRoutes(modalRoutes, location);
  return (
    <ModalStackProvider value={stack}>
      {page}
      {modal && stack.state && (
        <ModalPanel key="modal" route={modal.route} params={modal.params} stack={stack}>
          {modalElement}
        </ModalPanel>
      )}
    </ModalStackProvider>
  );
}
