import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { CategorySlug, LevelSlug } from '../contract/topics';
import type { PageDataSource } from './page-data';
import { EXAM_FAMILIES, type ExamFamilySlug } from '../contract/exam-families';
import type { Auth } from './auth';
import { isCategorySlug, isLevelSlug } from './categories';
import { validateJobsSearch } from './jobs-search';
import { validateLeaderboardSearch } from './leaderboard-search';
import { validateReviewSearch } from './review-search';
import { validateRedirectSearch, type RedirectSearch } from './return-path';
import { Layout } from './components/Layout';
import { RouteError } from './components/RouteError';
import { RoutePending } from './components/RoutePending';

/**
 * The route tree. Routes only validate params and guard; each screen is its own lazy chunk, so the
 * home page ships the shell and Home alone. Matching is case-insensitive (TanStack Router's default,
 * `caseSensitive: false`), so /Login and /Signup reach the same screens as /login and /signup.
 */
export interface RouterContext {
  auth: Auth;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    // The exam-family routes share a screen: each tells it which family it is.
    family?: ExamFamilySlug;
    /**
     * The public lists the page shows (issue 21): the server renders the page with them and hands them
     * to the client in the HTML, so its lists machines start loaded.
     */
    lists?: readonly PageDataSource[];
  }
}

/**
 * A screen's lazy component, tagged with its name: the server finds the screen's CSS and chunks in the
 * build's manifest by it (`src/screens/<name>.tsx`, server/render/assets.ts), so a page rendered
 * there arrives with its styles.
 */
function screen<Name extends string>(
  importer: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReturnType<typeof lazyRouteComponent> & { readonly screen: Name } {
  return Object.assign(lazyRouteComponent(importer, name), { screen: name });
}

export const notFoundScreen = screen(() => import('./screens/NotFound'), 'NotFound');

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Layout,
  // The root's pending boundary is then the same on the server and in the browser, so a page rendered
  // on the server is taken over (hydrated) as it is (the router leaves it out on the server otherwise).
  wrapInSuspense: true,
  notFoundComponent: notFoundScreen,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: screen(() => import('./screens/Home'), 'Home'),
});

/**
 * The `$category` segment of every page under a category: it matches only one of the four categories
 * (any other word falls through to Not Found), case-insensitively like the rest of the site, and hands
 * the screens the slug as written in the catalogue.
 */
const categoryParams = {
  parse: ({ category }: { category: string }) => {
    const slug = category.toLowerCase();
    return isCategorySlug(slug) ? { category: slug } : false;
  },
  stringify: ({ category }: { category: CategorySlug }) => ({ category }),
};

/**
 * One category's pages: its topic list (/aptitude) and each topic's instructions and level chooser
 * (/aptitude/percentage/instructions[/levelpage]). The test itself is a page for candidates: it sits
 * under the candidate guard below, at /{category}/{topic}/instructions/levelpage/{level}.
 */
const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$category',
  params: categoryParams,
});

const categoryIndexRoute = createRoute({
  getParentRoute: () => categoryRoute,
  path: '/',
  component: screen(() => import('./screens/Category'), 'Category'),
});

const instructionsRoute = createRoute({
  getParentRoute: () => categoryRoute,
  path: '$topic/instructions',
  component: screen(() => import('./screens/Instructions'), 'Instructions'),
});

const levelChooserRoute = createRoute({
  getParentRoute: () => categoryRoute,
  path: '$topic/instructions/levelpage',
  component: screen(() => import('./screens/LevelChooser'), 'LevelChooser'),
});

const examFamilyScreen = screen(() => import('./screens/ExamFamily'), 'ExamFamily');
const examFamilyRoutes = EXAM_FAMILIES.map((family) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: family.slug,
    staticData: { family: family.slug, lists: [family.slug] },
    component: examFamilyScreen,
  }),
);

/**
 * Every screen for candidates only (spec §6) sits under this one pathless route: a visitor is sent to
 * /login with where they were going (`?redirect=/history`), and the entry is replaced so Back does not
 * bounce them here again. After logging in (or signing up) they come back to it (src/return-path.ts).
 */
const candidateRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_candidate',
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isLoggedIn) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
});

const quizRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: '$category/$topic/instructions/levelpage/$level',
  params: {
    parse: ({ category, topic, level }: { category: string; topic: string; level: string }) => {
      const parsed = categoryParams.parse({ category });
      return parsed && isLevelSlug(level) ? { ...parsed, topic, level } : false;
    },
    stringify: ({ category, topic, level }: { category: CategorySlug; topic: string; level: LevelSlug }) => ({
      category,
      topic,
      level,
    }),
  },
  component: screen(() => import('./screens/Quiz'), 'Quiz'),
  // The test's calls (the draw's code) load beside the screen's code when a link to the test is about
  // to be followed (a finger on a level): not after the screen has started its machine, a round trip
  // on a weak signal before the questions are asked for. A test opened by its address comes with its
  // draw (machines/api/quiz-wire.ts) and needs the calls' code only to submit.
  loader: ({ preload }) => {
    if (preload) void import('../machines/api/quiz');
  },
});

/**
 * The topic test's route id, by which the server finds a test's page (src/entry-server.tsx). Asked for
 * once a router is made: a route learns its id when the tree is put together.
 */
export const quizRouteId = (): string => quizRoute.id;

const historyRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'history',
  component: screen(() => import('./screens/History'), 'History'),
});

// The leaderboards (issue 11): today's daily quiz, or a topic-level's (chosen in the URL), and the profile.
const leaderboardRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'leaderboard',
  validateSearch: validateLeaderboardSearch,
  component: screen(() => import('./screens/Leaderboard'), 'Leaderboard'),
});

// The topic analysis (issue 11): accuracy and trend by topic, the streak and the badges.
const progressRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'progress',
  component: screen(() => import('./screens/Progress'), 'Progress'),
});

// One finished attempt, question by question (the history's rows and the quiz's result link here); the
// list's filter (all, wrong, not answered) lives in the URL.
const reviewRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'review/$attemptId',
  validateSearch: validateReviewSearch,
  component: screen(() => import('./screens/Review'), 'Review'),
});

// Mock tests (issue 18): the mocks page, an exam's page and a mock's instructions are public; the
// paper, the result and the review are for candidates.
const mocksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'mocks',
  component: screen(() => import('./screens/Mocks'), 'Mocks'),
  staticData: { lists: ['mockPatterns'] },
});

const mockExamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'mocks/$exam',
  component: screen(() => import('./screens/MockExamPage'), 'MockExamPage'),
  staticData: { lists: ['mockPatterns'] },
});

const mockInstructionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'mocks/$exam/$mock',
  component: screen(() => import('./screens/MockInstructions'), 'MockInstructions'),
  staticData: { lists: ['mockPatterns'] },
});

const mockPaperRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'mocks/$exam/$mock/paper',
  component: screen(() => import('./screens/MockExam'), 'MockExam'),
});

const mockResultRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'mocks/attempts/$attemptId/result',
  component: screen(() => import('./screens/MockResult'), 'MockResult'),
});

const mockReviewRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'mocks/attempts/$attemptId/review',
  component: screen(() => import('./screens/MockReview'), 'MockReview'),
});

// The daily quiz (issue 11): open to visitors, who are sent to /login to start; the test runs on the page.
const dailyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'daily',
  component: screen(() => import('./screens/Daily'), 'Daily'),
});

const jobsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'jobs',
  // The search text and the chosen filters live in the URL: a filtered list can be shared and reloaded.
  validateSearch: validateJobsSearch,
  staticData: { lists: ['govtJobs', 'qualifications'] },
  component: screen(() => import('./screens/Jobs'), 'Jobs'),
});

const currentAffairsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'currentaffairs',
  component: screen(() => import('./screens/CurrentAffairs'), 'CurrentAffairs'),
});

export interface LoginSearch extends RedirectSearch {
  /** `?forgot=true` opens the forgot-password dialog at once (a reset page's "ask for a new link"). */
  readonly forgot?: true;
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    forgot: search.forgot === true || search.forgot === 'true' ? true : undefined,
    ...validateRedirectSearch(search),
  }),
  component: screen(() => import('./screens/Login'), 'Login'),
});

const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'signup',
  validateSearch: validateRedirectSearch,
  // Its qualification list comes with the page, so the form is complete before any script runs.
  staticData: { lists: ['qualifications'] },
  component: screen(() => import('./screens/Signup'), 'Signup'),
});

export interface ResetPasswordSearch {
  readonly token?: string;
}

// The page an e-mailed reset link opens (server/mail/reset-email.ts builds the link).
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: screen(() => import('./screens/ResetPassword'), 'ResetPassword'),
});

export interface UnsubscribeSearch {
  readonly token?: string;
}

// The page an alert e-mail's unsubscribe link opens; open to visitors (the token says whose alerts).
const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'unsubscribe',
  validateSearch: (search: Record<string, unknown>): UnsubscribeSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: screen(() => import('./screens/Unsubscribe'), 'Unsubscribe'),
});

// An old address for the general knowledge page (design §5).
const generalAwarenessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'generalawareness',
  beforeLoad: () => {
    throw redirect({ to: '/$category', params: { category: 'general_knowledge' }, replace: true });
  },
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  categoryRoute.addChildren([categoryIndexRoute, instructionsRoute, levelChooserRoute]),
  ...examFamilyRoutes,
  dailyRoute,
  mocksRoute,
  mockExamRoute,
  mockInstructionsRoute,
  jobsRoute,
  currentAffairsRoute,
  loginRoute,
  signupRoute,
  resetPasswordRoute,
  unsubscribeRoute,
  candidateRoute.addChildren([
    quizRoute,
    historyRoute,
    leaderboardRoute,
    progressRoute,
    reviewRoute,
    mockPaperRoute,
    mockResultRoute,
    mockReviewRoute,
  ]),
  generalAwarenessRoute,
]);

/**
 * The app's router: in the browser on its address bar; on the server (issue 21) on one request's URL,
 * a new router per request.
 */
export function createAppRouter(history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    // The server's memory history comes from the server's entry, so the browser's code does not carry it.
    ...(history && { history }),
    // The real value comes from <RouterProvider context> in App.tsx (see auth.ts).
    context: { auth: undefined! },
    // Fetch a screen's chunk when a finger or pointer lands on its link, before the click completes.
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: notFoundScreen,
    // Every navigation scrolls to the top: the router does that by default (`resetScroll` is true unless
    // a link says otherwise). Restoring old positions stays off; the specification asks for the top.
    scrollRestoration: false,
    caseSensitive: false,
  });
  // What the router's own hydration (TanStack Start's) would set: with it the browser's route tree has
  // the server's Suspense boundaries (the root's own, wrapInSuspense above, and no extra one around
  // all matches), so a page rendered on the server is taken over without a mismatch. No manifest:
  // the server links a page's assets itself (server/render).
  router.ssr = { manifest: undefined };
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
