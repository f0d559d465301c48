import { defineRoute } from '../../app/routing/route.ts';
import { accountMessages as m } from './messages.ts';

/**
 * 'My account' (reached from the profile menu): every signed-in person's own password, 2FA,
 * trusted devices and sessions. Needs no customer or community, and no permission.
 */
export const accountRoutes = [
  defineRoute({
    name: 'account',
    path: '/account',
    title: m.title,
    flowStartsWith: m.flow,
    load: () => import('./account/AccountPage.tsx'),
  }),
] as const;
