import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../session/session.tsx';

// The shell is a separate chunk, so the sign-in screen loads none of it.
const AppLayout = lazy(() => import('../layout/AppLayout.tsx'));

/** Signed-out visitors go to sign-in and come back to where they were heading. */
export function RequireSignedIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return null;
  if (status === 'signed-out') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return (
    <Suspense fallback={null}>
      <AppLayout />
    </Suspense>
  );
}
