import type { RecordKind } from '@lintel/contracts/search';
import type { UiText } from '@lintel/ui';
import type { MessageDescriptor } from 'react-intl';
import { type AccessEnv, passesGates } from '../routing/access.ts';
import { fillPath, type RouteDef } from '../routing/route.ts';

/** One screen the palette offers: where it goes, what it shows, and every word that finds it. */
export interface ScreenEntry {
  route: RouteDef;
  url: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
  keywords: UiText[];
}

function contextUrl(route: RouteDef, env: AccessEnv): string | null {
  try {
    return fillPath(route.path, { customerId: env.customerId ?? undefined, communityId: env.communityId ?? undefined });
  } catch {
    // Needs a parameter that only a page can supply.
    return null;
  }
}

/** The words of a screen besides its title: flow, breadcrumb, its actions' titles, its own search words. */
function wordsOf(route: RouteDef): UiText[] {
  return [
    ...(route.flowStartsWith ? [route.flowStartsWith] : []),
    ...(route.breadcrumbName ? [route.breadcrumbName] : []),
    ...(route.actions ?? []).map((action) => action.title),
    ...(route.searchWords ?? []),
  ];
}

/**
 * Screens the palette offers: routes with a title and a flow name, not hidden from search, passing
 * their gates and openable from anywhere (their path parameters come from the selected context);
 * and the tabs of those screens the user may open, each found by its own title and opening itself.
 * A screen is found by its title and by its words (flow, breadcrumb, action titles, search words,
 * and the titles of its tabs).
 */
export function searchableScreens(routes: readonly RouteDef[], env: AccessEnv): ScreenEntry[] {
  const out: ScreenEntry[] = [];
  const searchable = routes.filter((r) => r.title && r.flowStartsWith && !r.hideFromSearch && passesGates(r, env));
  for (const route of searchable) {
    const url = contextUrl(route, env);
    if (url === null) continue;
    const tabs = routes.filter((r) => r.tabOf === route.name && r.title && passesGates(r, env));
    out.push({
      route,
      url,
      label: route.title!,
      description: route.flowStartsWith!,
      keywords: [...wordsOf(route), ...tabs.map((tab) => tab.title!)],
    });
    for (const tab of tabs) {
      const tabUrl = contextUrl(tab, env);
      // A tab that is a searchable screen of its own is offered once, as that screen.
      if (tabUrl === null || searchable.includes(tab)) continue;
      out.push({ route: tab, url: tabUrl, label: tab.title!, description: route.title!, keywords: wordsOf(tab) });
    }
  }
  return out;
}

/**
 * Where a found record opens, by kind: the route and the path parameter its id fills. Residents and
 * service requests add their line here when their areas land.
 */
export const recordTargets: Record<RecordKind, { route: string; param: string }> = {
  unit: { route: 'cbr.living.unit.details', param: 'unitId' },
};

/** Queries shorter than this do not search records (one letter would match a tenth of the community). */
export const RECORD_SEARCH_MIN_LENGTH = 2;
