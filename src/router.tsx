import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import type { CategorySlug, LevelSlug } from '../contract/topics';
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
    router: typeof router;
  }
  // The exam-family routes share a screen: each tells it which family it is.
  interface StaticDataRouteOption {
    family?: ExamFamilySlug;
  }
}

const notFoundScreen = lazyRouteComponent(() => import('./screens/NotFound'), 'NotFound');

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Layout,
  notFoundComponent: notFoundScreen,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./screens/Home'), 'Home'),
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
  component: lazyRouteComponent(() => import('./screens/Category'), 'Category'),
});

const instructionsRoute = createRoute({
  getParentRoute: () => categoryRoute,
  path: '$topic/instructions',
  component: lazyRouteComponent(() => import('./screens/Instructions'), 'Instructions'),
});

const levelChooserRoute = createRoute({
  getParentRoute: () => categoryRoute,
  path: '$topic/instructions/levelpage',
  component: lazyRouteComponent(() => import('./screens/LevelChooser'), 'LevelChooser'),
});

const examFamilyScreen = lazyRouteComponent(() => import('./screens/ExamFamily'), 'ExamFamily');
const examFamilyRoutes = EXAM_FAMILIES.map((family) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: family.slug,
    staticData: { family: family.slug },
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
  component: lazyRouteComponent(() => import('./screens/Quiz'), 'Quiz'),
});

const historyRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'history',
  component: lazyRouteComponent(() => import('./screens/History'), 'History'),
});

// The leaderboards (issue 11): today's daily quiz, or a topic-level's (chosen in the URL), and the profile.
const leaderboardRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'leaderboard',
  validateSearch: validateLeaderboardSearch,
  component: lazyRouteComponent(() => import('./screens/Leaderboard'), 'Leaderboard'),
});

// The topic analysis (issue 11): accuracy and trend by topic, the streak and the badges.
const progressRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'progress',
  component: lazyRouteComponent(() => import('./screens/Progress'), 'Progress'),
});

// One finished attempt, question by question (the history's rows and the quiz's result link here); the
// list's filter (all, wrong, not answered) lives in the URL.
const reviewRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'review/$attemptId',
  validateSearch: validateReviewSearch,
  component: lazyRouteComponent(() => import('./screens/Review'), 'Review'),
});

// Mock tests (issue 18): the mocks page, an exam's page and a mock's instructions are public; the
// paper, the result and the review are for candidates.
const mocksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'mocks',
  component: lazyRouteComponent(() => import('./screens/Mocks'), 'Mocks'),
});

const mockExamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'mocks/$exam',
  component: lazyRouteComponent(() => import('./screens/MockExamPage'), 'MockExamPage'),
});

const mockInstructionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'mocks/$exam/$mock',
  component: lazyRouteComponent(() => import('./screens/MockInstructions'), 'MockInstructions'),
});

const mockPaperRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'mocks/$exam/$mock/paper',
  component: lazyRouteComponent(() => import('./screens/MockExam'), 'MockExam'),
});

const mockResultRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'mocks/attempts/$attemptId/result',
  component: lazyRouteComponent(() => import('./screens/MockResult'), 'MockResult'),
});

const mockReviewRoute = createRoute({
  getParentRoute: () => candidateRoute,
  path: 'mocks/attempts/$attemptId/review',
  component: lazyRouteComponent(() => import('./screens/MockReview'), 'MockReview'),
});

// The daily quiz (issue 11): open to visitors, who are sent to /login to start; the test runs on the page.
const dailyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'daily',
  component: lazyRouteComponent(() => import('./screens/Daily'), 'Daily'),
});

const jobsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'jobs',
  // The search text and the chosen filters live in the URL: a filtered list can be shared and reloaded.
  validateSearch: validateJobsSearch,
  component: lazyRouteComponent(() => import('./screens/Jobs'), 'Jobs'),
});

const currentAffairsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'currentaffairs',
  component: lazyRouteComponent(() => import('./screens/CurrentAffairs'), 'CurrentAffairs'),
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
  component: lazyRouteComponent(() => import('./screens/Login'), 'Login'),
});

const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'signup',
  validateSearch: validateRedirectSearch,
  component: lazyRouteComponent(() => import('./screens/Signup'), 'Signup'),
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
  component: lazyRouteComponent(() => import('./screens/ResetPassword'), 'ResetPassword'),
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
  component: lazyRouteComponent(() => import('./screens/Unsubscribe'), 'Unsubscribe'),
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

export const router = createRouter({
  routeTree,
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
