import { useEffect, useMemo, useRef } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { SessionContext, useAuth, type SessionActor } from './auth';
import { router } from './router';

/**
 * The session reaches the router here: its view of who is browsing is the router's `auth` context,
 * and every change re-runs the guards of the current page (a logout on /history leads to /login).
 */
export function App({ session }: { readonly session: SessionActor }) {
  return (
    <SessionContext value={session}>
      <RoutedApp />
    </SessionContext>
  );
}

function RoutedApp() {
  const { isLoggedIn, account } = useAuth();
  const auth = useMemo(() => ({ isLoggedIn, account }), [isLoggedIn, account]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void router.invalidate();
  }, [isLoggedIn]);
  return <RouterProvider router={router} context={{ auth }} />;
}
