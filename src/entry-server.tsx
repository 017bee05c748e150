import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, type AnyRoute, type AnyRouteMatch } from '@tanstack/react-router';
import { assign, createActor } from 'xstate';
import type { Language } from '../contract/languages';
import { connectionStatusMachine } from '../machines/connectionStatus.machine';
import { languageMachine } from '../machines/language.machine';
import { sessionMachine } from '../machines/session.machine';
import type { AccountRecord } from '../machines/account-record';
import { userFromWire } from '../machines/api/session';
import type { SessionUser } from '../contract/session';
import { endpoints } from '../contract/endpoints';
import { publicListPath } from '../machines/api/lists';
import { App } from './App';
import { renderedMemberOf, type PageData } from './page-data';
import { loadCurrentScreens } from './load-current-screens';
import { createAppRouter, quizRouteId, type AppRouter } from './router';
import { RoutePending } from './components/RoutePending';
import { LanguageContext } from './words/language';
import { translationsLoaded } from './words/catalogue';

/**
 * The app rendered on the server (issue 21), built by `vite build --ssr` into the server bundle and
 * called by server/render: a public page arrives as HTML with its text, links and lists, readable
 * before any script runs; main.tsx then takes it over (hydrates) as it is.
 *
 * Pages are rendered for the visitor, or for the member the session cookie names (the header's avatar
 * menu in place of Login and Sign up), in the language the `lang` cookie names (English on a first
 * visit). A page for candidates only (the test, history, …) is not rendered here: its content is
 * personal and loaded by the browser, and a visitor is sent to the login by the browser's router.
 */

/** Where a public list is served, and how the server answers it: the same bytes the API sends. */
export type ListAnswers = (path: string) => Promise<unknown>;

export type RenderedPage =
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly language: Language;
      readonly html: string;
      readonly pageData: PageData;
      readonly screens: readonly string[];
    }
  /**
   * Not a page the server renders: the empty shell is sent and the browser renders it. A page for
   * candidates names its screens, whose code the shell preloads, so it loads beside the app's own.
   */
  | {
      readonly kind: 'shell';
      readonly screens?: readonly string[];
      /** The page's language, and the loading notice the shell shows in it until the app renders. */
      readonly language?: Language;
      readonly pending?: string;
      /**
       * The API path of the test the page runs (a topic test's draw), for a member: the server draws
       * it and sends it with the page, so the questions do not wait for the app to start and ask.
       */
      readonly drawPath?: string;
    };

const SHELL: RenderedPage = { kind: 'shell' };

/**
 * Renders a page at most this many times while its translations load (a screen can ask for one only
 * once the one before it has loaded); then the browser renders it.
 */
const RENDER_TRIES = 6;

/** React's mark of a part it could not finish (a suspended one): the browser would render it. */
const UNFINISHED = '<!--$!-->';

export async function renderPage(
  url: string,
  listAnswers: ListAnswers,
  language: Language = 'en',
  member?: SessionUser,
): Promise<RenderedPage> {
  // A member as the browser keeps them once the session is confirmed (machines/api/session.ts).
  const account: AccountRecord | null = member ? userFromWire(member) : null;
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  router.update({ ...router.options, context: { auth: { isLoggedIn: account !== null, account } } });
  // A page for candidates is personal: the browser renders it, with its code already on the way.
  const matched = router.matchRoutes(router.latestLocation.pathname);
  if (matched.some((match) => match.routeId.startsWith('/_candidate'))) {
    // What the router shows while a page's code arrives, so a weak signal shows that much at once.
    const pending = await renderWhole(() =>
      renderToString(
        <StrictMode>
          <LanguageContext value={language}>
            <RoutePending />
          </LanguageContext>
        </StrictMode>,
      ),
    );
    const drawPath = account ? drawPathOf(matched) : undefined;
    return {
      kind: 'shell',
      screens: screensOf(router, matched),
      language,
      pending,
      ...(drawPath && { drawPath }),
    };
  }
  await router.load();
  const { matches } = router.state;
  // A redirect met while loading (/generalawareness): the router on the server keeps it here, and the
  // browser's router makes it as before.
  if (router._serverResult?.type === 'redirect') return SHELL;
  if (matches.some((match) => match.status === 'error')) return SHELL;
  const notFound = matches.some((match) => match.status === 'notFound' || match._notFound);
  await loadCurrentScreens(router);

  const sources = [...new Set(matches.flatMap((match) => match.staticData.lists ?? []))];
  const lists: PageData['lists'] = {};
  for (const source of sources) {
    const path = source === 'mockPatterns' ? endpoints.mocks.path : publicListPath(source).path;
    lists[source] = await listAnswers(path);
  }
  const shownMember = renderedMemberOf(account);
  const pageData: PageData = {
    lists,
    renderedFor: { language, ...(shownMember && { member: shownMember }) },
  };

  // The actors the shell starts in the browser, not started here: their first snapshots, no storage,
  // timers or listeners; the stored login is the member's own (or none), the language the cookie's.
  const session = createActor(
    sessionMachine.provide({ actions: { loadStoredAccount: assign({ account: () => account }) } }),
  );
  const languageActor = createActor(
    languageMachine.provide({ actions: { loadStoredLanguage: assign({ language: () => language }) } }),
  );
  const connection = createActor(connectionStatusMachine, { input: { online: true } });
  // To a string, whole: every screen's code is loaded above, so nothing waits; streaming would
  // outline the larger parts behind inline scripts, which the page's content policy forbids.
  const render = () =>
    renderToString(
      <StrictMode>
        <App
          router={router}
          session={session}
          language={languageActor}
          status={{ connection, update: null }}
          pageData={pageData}
        />
      </StrictMode>,
    );
  const html = await renderWhole(render);
  if (html === undefined) return SHELL;

  const screens = screensOf(router, matches);
  if (notFound) screens.push('NotFound');
  return { kind: 'page', status: notFound ? 404 : 200, language, html, pageData, screens };
}

/** The draw's API path when these matches are a topic test's page. */
function drawPathOf(matches: readonly AnyRouteMatch[]): string | undefined {
  const test = matches.find((match) => match.routeId === quizRouteId());
  if (!test) return undefined;
  const { category, topic, level } = test.params as { category: string; topic: string; level: string };
  return endpoints.quiz(category, topic, level).path;
}

/** The screens of these matches, by the names src/router.tsx tags them with. */
function screensOf(router: AppRouter, matches: readonly AnyRouteMatch[]): string[] {
  return matches.flatMap((match) => {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    const component = route?.options.component as { screen?: string } | undefined;
    return component?.screen ? [component.screen] : [];
  });
}

/**
 * The markup of a render, whole: a translation suspends its part the first time it is asked for (React
 * marks the part unfinished, or refuses outright when it has no Suspense boundary), so it renders again
 * once the translation has loaded. Undefined when it still cannot after RENDER_TRIES.
 */
async function renderWhole(render: () => string): Promise<string | undefined> {
  const tryRender = () => {
    try {
      const html = render();
      return html.includes(UNFINISHED) ? undefined : html;
    } catch (error) {
      if (error instanceof Error && /suspended/.test(error.message)) return undefined;
      throw error;
    }
  };
  let html = tryRender();
  for (let tries = 1; html === undefined && tries < RENDER_TRIES; tries += 1) {
    await translationsLoaded();
    html = tryRender();
  }
  return html;
}
