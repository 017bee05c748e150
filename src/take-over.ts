import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { languageOfSnapshot } from '../machines/language.machine';
import { accountOf } from '../machines/session.machine';
import type { LanguageActor } from './language';
import type { SessionActor } from './auth';
import { loadCurrentScreens } from './load-current-screens';
import { NO_PAGE_DATA, PAGE_DATA_ID, renderedMemberOf, sameMember, type PageData } from './page-data';
import type { AppRouter } from './router';
import { loadTranslations } from './words/catalogue';

/**
 * Takes over a page the server rendered (issue 21): hydrates it as it is, when this browser would
 * render the same (the visitor or member the server rendered for, in the same language). Its own chunk, fetched
 * only for such a page (the server preloads it), so a page the browser renders does not carry it.
 * Returns false when the page must be rendered from scratch instead.
 */
export async function takeOver(
  container: HTMLElement,
  actors: { readonly router: AppRouter; readonly session: SessionActor; readonly language: LanguageActor },
  app: (pageData: PageData) => ReactNode,
): Promise<boolean> {
  const { router, session, language } = actors;
  const pageData = readPageData(document);
  const { renderedFor } = pageData;
  const account = accountOf(session.getSnapshot());
  const sameView =
    renderedFor !== undefined &&
    sameMember(renderedFor.member, renderedMemberOf(account)) &&
    languageOfSnapshot(language.getSnapshot()) === renderedFor.language;
  if (!sameView) return false;
  // The router and the screen's code first, so the first render matches the HTML instead of showing
  // the pending view.
  router.update({ ...router.options, context: { auth: { isLoggedIn: account !== null, account } } });
  await router.load();
  await loadCurrentScreens(router);
  // And the page's words in its language, so nothing suspends while the page is taken over.
  await loadTranslations(renderedFor.language);
  // Let the browser paint the server's page first: taking it over is the page's longest task, and on a
  // slow phone the content would otherwise wait for it.
  await afterNextPaint();
  // As a transition, the take-over is rendered in slices of a few milliseconds with the browser free
  // between them (React hydrates an ordinary update in one task: half a second for /jobs' twenty cards
  // on a slow phone, every tap waiting behind it). A tap on the page meanwhile hydrates at once.
  startTransition(() => {
    hydrateRoot(container, app(pageData));
  });
  return true;
}

/**
 * Settles in a task of its own, after the current one: between the two the browser may paint (React's
 * scheduler yields the same way). A message, not a timer or an animation frame: those wait while a tab
 * is hidden, and a page opened in the background would not answer when shown.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The page data in a document the server rendered, or none. Written by the server as JSON in which `<`
 * is escaped, so no text in a list can close the script element.
 */
function readPageData(document: Document): PageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return NO_PAGE_DATA;
  try {
    const parsed = JSON.parse(text) as Partial<PageData>;
    return { lists: parsed.lists ?? {}, ...(parsed.renderedFor && { renderedFor: parsed.renderedFor }) };
  } catch {
    return NO_PAGE_DATA;
  }
}
