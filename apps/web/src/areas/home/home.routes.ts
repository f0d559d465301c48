import { defineRoute } from '../../app/routing/route.ts';
import { homeMessages as m } from './messages.ts';

export const homeRoutes = [
  defineRoute({
    name: 'home',
    path: '/',
    title: m.title,
    flowStartsWith: m.flow,
    ownHeader: true,
    load: () => import('./HomePage.tsx'),
  }),
] as const;
