import { Spotlight, type SpotlightActionData, spotlight } from '@mantine/spotlight';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { AccessEnv } from '../routing/access.ts';
import { passesGates } from '../routing/access.ts';
import { fillPath, type RouteDef } from '../routing/route.ts';
import { routeTable } from '../routing/table.ts';
import { useAccessEnv } from '../routing/useAccessEnv.ts';
import { shellMessages as m } from './messages.ts';

/**
 * Routes the palette offers: those with a title and a flow name, not hidden from search, passing
 * their gates, and openable from anywhere (their path parameters come from the selected context).
 */
export function searchableRoutes(routes: readonly RouteDef[], env: AccessEnv): { route: RouteDef; url: string }[] {
  const out: { route: RouteDef; url: string }[] = [];
  for (const route of routes) {
    if (!route.title || !route.flowStartsWith || route.hideFromSearch || !passesGates(route, env)) continue;
    try {
      out.push({
        route,
        url: fillPath(route.path, {
          customerId: env.customerId ?? undefined,
          communityId: env.communityId ?? undefined,
        }),
      });
    } catch {
      // Needs a parameter that only a page can supply.
    }
  }
  return out;
}

/** Global search over screen titles and flow names, opened with Ctrl/⌘ + K. */
export function CommandPalette() {
  const intl = useIntl();
  const env = useAccessEnv();
  const navigate = useNavigate();
  const actions = useMemo<SpotlightActionData[]>(
    () =>
      searchableRoutes(routeTable, env).map(({ route, url }) => ({
        id: route.name,
        label: intl.formatMessage(route.title!),
        description: intl.formatMessage(route.flowStartsWith!),
        onClick: () => navigate(url),
        'data-route': route.name,
      })),
    [env, intl, navigate],
  );
  return (
    <Spotlight
      actions={actions}
      shortcut={['mod + K']}
      // A command palette opens from anywhere, a focused field included.
      tagsToIgnore={[]}
      nothingFound={intl.formatMessage(m.searchNothing)}
      highlightQuery
      scrollable
      maxHeight={400}
      searchProps={{
        placeholder: intl.formatMessage(m.searchPlaceholder),
        'aria-label': intl.formatMessage(m.searchLabel),
      }}
    />
  );
}

export const openCommandPalette = () => spotlight.open();
