import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { RouterProvider } from '@tanstack/react-router';
import { AppStatusContext, type AppStatusActors } from './app-status';
import { SessionContext, useAuth, type SessionActor } from './auth';
import { LanguageActorContext, type LanguageActor } from './language';
import { NO_PAGE_DATA, PageDataContext, type PageData } from './page-data';
import type { AppRouter } from './router';
import { LanguageContext } from './words/language';
import { languageOfSnapshot } from '../machines/language.machine';

/**
 * The session and the language (issue 15) reach the views here. The session reaches the router here: its view of who is browsing is the router's `auth` context,
 * and every change re-runs the guards of the current page (a logout on /history leads to /login).
 */
export function App({
  router,
  session,
  language,
  status,
  pageData = NO_PAGE_DATA,
}: {
  readonly router: AppRouter;
  readonly session: SessionActor;
  readonly language: LanguageActor;
  /** The connection and the app's version (issue 16). */
  readonly status: AppStatusActors;
  /** What the server rendered the first page with (issue 21). */
  readonly pageData?: PageData;
}) {
  // A new language renders in the background while its words load, and replaces the page only when
  // they have: the page does not blink to a loading state or shift when the candidate switches.
  const shown = useDeferredValue(useSelector(language, languageOfSnapshot));
  return (
    <SessionContext value={session}>
      <LanguageActorContext value={language}>
        <LanguageContext value={shown}>
          <AppStatusContext value={status}>
            <RoutedApp router={router} pageData={pageData} />
          </AppStatusContext>
        </LanguageContext>
      </LanguageActorContext>
    </SessionContext>
  );
}

function RoutedApp({ router, pageData }: { readonly router: AppRouter; readonly pageData: PageData }) {
  const { isLoggedIn, account } = useAuth();
  // The first page's lists are the server's; a page reached inside the app loads its own, fresh.
  const [firstPageData, setFirstPageData] = useState(pageData);
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
        if (pathChanged) setFirstPageData(NO_PAGE_DATA);
      }),
    [router],
  );
  const auth = useMemo(() => ({ isLoggedIn, account }), [isLoggedIn, account]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void router.invalidate();
  }, [isLoggedIn, router]);
  return (
    <PageDataContext value={firstPageData}>
      <RouterProvider router={router} context={{ auth }} />
    </PageDataContext>
  );
}
