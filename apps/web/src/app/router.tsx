import { createBrowserRouter } from 'react-router';
import { authRoutes } from '../areas/identity/identity.routes.tsx';
import { RequireSignedIn } from './routing/RequireSignedIn.tsx';

/**
 * The portal's router. Signed-in screens come from the route table (app/routing/table.ts): the shell
 * renders the page and the modal layers itself, loading each area's chunk on first use.
 */
export const router = createBrowserRouter([
  // The sign-in page and the public pages of its flows (reset links, token pages, the demo mailbox).
  ...authRoutes,
  // Everything else is the signed-in shell (a lazy chunk: the sign-in screen loads none of it),
  // which renders the route table's pages and modals itself.
  { path: '/*', Component: RequireSignedIn },
]);
