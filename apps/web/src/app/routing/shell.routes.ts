import { pageMessages as m } from '../pages/messages.ts';
import { defineRoute } from './route.ts';

/** The spec's fallbacks: where failed guards lead. The catch-all 404 is the router's own. */
export const shellRoutes = [
  defineRoute({
    name: 'notAuthorized',
    path: '/not-authorized',
    title: m.notAuthorizedTitle,
    hideFromSearch: true,
    ownHeader: true,
    load: () => import('../pages/NotAuthorizedPage.tsx'),
  }),
  defineRoute({
    name: 'profileDisabled',
    path: '/profile-disabled',
    title: m.profileDisabledTitle,
    hideFromSearch: true,
    ownHeader: true,
    load: () => import('../pages/ProfileDisabledPage.tsx'),
  }),
] as const;
