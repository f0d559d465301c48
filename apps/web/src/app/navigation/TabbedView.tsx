import { Stack, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { useLayoutVersion } from '../layout/layoutVersion.tsx';
import { type AccessEnv, passesGates } from '../routing/access.ts';
import { useCurrentRoute } from '../routing/currentRoute.ts';
import { fillPath, type RouteDef } from '../routing/route.ts';
import { routeTable } from '../routing/table.ts';
import { useAccessEnv } from '../routing/useAccessEnv.ts';

/** One entry of a tab bar: a tab, or the disabled marker standing in its place. */
export interface TabEntry {
  route: RouteDef;
  disabled: boolean;
}

/**
 * The tab bar of a tabbed view: nonStacked routes declaring `tabOf: parent` that pass their gates,
 * and, in the place of one that fails them, its disabled marker when the route declares one whose
 * check passes (`disabledMarker`). They come in table order starting from the parent, wrapping round:
 * the parent's own area declares its tabs after it, and tabs that other areas lend it (declared
 * elsewhere in the table) follow those.
 */
export function tabBar(routes: readonly RouteDef[], parent: string, env: AccessEnv): TabEntry[] {
  const start = Math.max(
    0,
    routes.findIndex((r) => r.name === parent),
  );
  const ordered = [...routes.slice(start), ...routes.slice(0, start)];
  return ordered
    .filter((r) => r.tabOf === parent && r.nonStacked)
    .flatMap((route): TabEntry[] => {
      if (passesGates(route, env)) return [{ route, disabled: false }];
      const marker = route.disabledMarker;
      return marker && passesGates({ ...route, permissionChecker: marker.check }, env)
        ? [{ route, disabled: true }]
        : [];
    });
}

/** The tabs of a tabbed view one may open: the tab bar without its disabled markers. */
export function visibleTabs(routes: readonly RouteDef[], parent: string, env: AccessEnv): RouteDef[] {
  return tabBar(routes, parent, env)
    .filter((entry) => !entry.disabled)
    .map((entry) => entry.route);
}

/** Where the parent's own page sends the user: its first permitted tab, else not-authorized. */
export function tabbedIndexTarget(
  routes: readonly RouteDef[],
  parent: string,
  params: Readonly<Record<string, string | undefined>>,
  env: AccessEnv,
): string {
  const first = visibleTabs(routes, parent, env)[0];
  return first ? fillPath(first.path, params) : '/not-authorized';
}

/**
 * The tab open on a route: the route itself when it is a tab, else the tab whose path its own path
 * continues (a tab's second view, such as a list's other list, keeps its tab selected).
 */
export function openTab(tabs: readonly RouteDef[], route: RouteDef | undefined): string | null {
  if (!route) return null;
  if (tabs.some((tab) => tab.name === route.name)) return route.name;
  return tabs.find((tab) => route.path.startsWith(`${tab.path}/`))?.name ?? null;
}

/**
 * The tab bar (V2) or sidebar (V3) beside the open tab's page; `value` is the open tab's route name.
 * Tabs named in `disabled` are disabled markers: shown in their place with their reason, not opened.
 */
export function TabbedLayout({
  tabs,
  disabled,
  value,
  vertical,
  onSelect,
  children,
}: {
  tabs: readonly RouteDef[];
  disabled?: ReadonlySet<string>;
  value: string | null;
  vertical: boolean;
  onSelect: (name: string) => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const list = (
    <Tabs
      value={value}
      orientation={vertical ? 'vertical' : 'horizontal'}
      onChange={(name) => name && onSelect(name)}
      data-testid="tabbed-view"
      variant={vertical ? 'pills' : 'default'}
      // A sidebar: every entry as wide as the column, its name at the start.
      styles={vertical ? { root: { width: '100%' }, list: { flex: 1 }, tabLabel: { textAlign: 'start' } } : undefined}
    >
      <Tabs.List>
        {tabs.map((tab) => {
          const marker = disabled?.has(tab.name) ? tab.disabledMarker : undefined;
          return (
            <Tabs.Tab
              key={tab.name}
              value={tab.name}
              disabled={marker !== undefined}
              rightSection={
                marker ? (
                  <Text span size="xs">
                    {intl.formatMessage(marker.reason)}
                  </Text>
                ) : undefined
              }
              data-testid={marker ? 'tab-disabled-marker' : undefined}
            >
              {tab.title ? intl.formatMessage(tab.title) : tab.name}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
  return vertical ? (
    <div style={{ display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: 'var(--mantine-spacing-lg)' }}>
      <div>{list}</div>
      <div>{children}</div>
    </div>
  ) : (
    <Stack gap="md">
      {list}
      {children}
    </Stack>
  );
}

/**
 * Tabs (V2) or a sidebar (V3) over the nonStacked children of `parent`, opening each tab by its
 * route; the shell wraps every tab page in it. `across`: tabs across the top whatever the layout (a
 * tabbed view inside another's tab, beside its sidebar).
 */
export function TabbedView({
  parent,
  across = false,
  children,
}: {
  parent: string;
  across?: boolean;
  children: ReactNode;
}) {
  const env = useAccessEnv();
  const navigate = useNavigate();
  const { version } = useLayoutVersion();
  const current = useCurrentRoute();
  const bar = tabBar(routeTable, parent, env);
  const tabs = bar.filter((entry) => !entry.disabled).map((entry) => entry.route);
  const disabled = new Set(bar.filter((entry) => entry.disabled).map((entry) => entry.route.name));
  const select = (name: string) => {
    const tab = tabs.find((t) => t.name === name);
    if (tab) navigate(fillPath(tab.path, current?.params));
  };
  return (
    <TabbedLayout
      tabs={bar.map((entry) => entry.route)}
      disabled={disabled}
      value={openTab(tabs, current?.route)}
      vertical={version === 'V3' && !across}
      onSelect={select}
    >
      {children}
    </TabbedLayout>
  );
}

/**
 * The page of a tabbed parent route: sends the user to its first permitted tab (the spec's redirect
 * when no tab matches). Register it as the parent's page: `load: () => import('…/TabbedView.tsx')`.
 */
export default function TabbedIndex() {
  const env = useAccessEnv();
  const current = useCurrentRoute();
  if (!current) return null;
  return <Navigate to={tabbedIndexTarget(routeTable, current.route.name, current.params, env)} replace />;
}
