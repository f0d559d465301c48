import { MoreActionsMenu, type PageAction } from '@lintel/ui';
import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { passesGates } from '../routing/access.ts';
import { emitPageAction } from '../routing/pageActions.ts';
import type { ActionProfile, RouteAction, RouteDef } from '../routing/route.ts';
import { findRoute, hrefOf } from '../routing/table.ts';
import { useAccessEnv, useActionProfile } from '../routing/useAccessEnv.ts';

/**
 * The actions of a route that can be offered now: navigation actions only when their target route is
 * registered and passes its gates (an unbuilt screen has no button), others by `allowed(profile)`.
 */
export function availableActions(
  actions: readonly RouteAction[] | undefined,
  canOpen: (route: RouteDef) => boolean,
): RouteAction[] {
  return (actions ?? []).filter((action) => {
    if (!action.routeName) return true;
    const target = findRoute(action.routeName);
    return target !== undefined && canOpen(target);
  });
}

const withQuery = (url: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
};

/** Secondary navigation buttons (actions flagged primary) and the More Actions menu of a route. */
export function PageActions({ route, params }: { route: RouteDef; params: Record<string, string> }) {
  const intl = useIntl();
  const env = useAccessEnv();
  const profile = useActionProfile();
  const navigate = useNavigate();
  const actions = availableActions(route.actions, (target) => passesGates(target, env)).filter(
    (a) => !a.allowed || a.allowed(profile),
  );
  if (actions.length === 0) return null;
  const buttons = actions.filter((a) => a.primary && a.routeName);
  const menu = actions.filter((a) => !(a.primary && a.routeName));
  const fill = (values: Record<string, string> | undefined) =>
    Object.fromEntries(
      Object.entries(values ?? {}).map(([k, v]) => [k, /^\{(\w+)\}$/.exec(v) ? (params[v.slice(1, -1)] ?? '') : v]),
    );
  return (
    <Group gap="xs" data-testid="page-actions">
      {buttons.map((action) => (
        <Button
          key={action.id}
          component={Link}
          to={withQuery(hrefOf(action.routeName!, fill(action.params)), fill(action.query))}
          variant="light"
        >
          {typeof action.title === 'string' ? action.title : intl.formatMessage(action.title, action.title.values)}
        </Button>
      ))}
      <MoreActionsMenu<ActionProfile>
        actions={menu as PageAction<ActionProfile>[]}
        profile={profile}
        routeParams={params}
        onNavigate={(name, values, query) => navigate(withQuery(hrefOf(name, values), query))}
        onAction={(id) => void emitPageAction(id)}
        onDownload={(action) => emitPageAction(action.id)}
        onUpload={(action) => void emitPageAction(action.id)}
      />
    </Group>
  );
}
