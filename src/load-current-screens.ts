import { notFoundScreen, type AppRouter } from './router';

/**
 * Loads the code of the screens the router's current page shows (its routes' lazy components, and Not
 * Found's when nothing matched), so the page renders at once, with no pending view: on the server
 * before rendering it, and in the browser before taking a rendered page over (issue 21).
 */
export async function loadCurrentScreens(router: AppRouter): Promise<void> {
  const { matches } = router.state;
  const components = matches.map((match) => router.routesById[match.routeId]?.options.component);
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) {
    components.push(notFoundScreen);
  }
  await Promise.all(
    components.map((component) => (component as { preload?: () => Promise<void> } | undefined)?.preload?.()),
  );
}
