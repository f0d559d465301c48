import { createBrowserRouter } from 'react-router';
import SignInPage from '../areas/auth/SignInPage.tsx';
import { RequireSignedIn } from './routing/RequireSignedIn.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The portal's routes. Pages load lazily by area; the sign-in screen is in the first chunk. */
export const router = createBrowserRouter([
  { path: '/sign-in', Component: SignInPage },
  {
    path: '/',
    Component: RequireSignedIn,
    // Lazy pages load before the first render; nothing is shown for those few milliseconds.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: page(() => import('../areas/home/HomePage.tsx')) },
      { path: 'not-authorized', lazy: page(() => import('./pages/NotAuthorizedPage.tsx')) },
      { path: 'profile-disabled', lazy: page(() => import('./pages/ProfileDisabledPage.tsx')) },
      { path: '*', lazy: page(() => import('./pages/NotFoundPage.tsx')) },
    ],
  },
]);
