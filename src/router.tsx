import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
} from '@tanstack/react-router';
import type { CategorySlug } from '../contract/topics';
import { EXAM_FAMILIES, type ExamFamilySlug } from '../contract/exam-families';
import type { Auth } from './auth';
import { CATEGORY_SLUGS, isCategorySlug, isLevelSlug } from './categories';
import { validateJobsSearch } from './jobs-search';
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
  // Routes that share a screen tell it which category or exam family they are.
  interface StaticDataRouteOption {
    category?: CategorySlug;
    family?: ExamFamilySlug;
  }
}

const notFoundScreen = lazyRouteComponent(() => import('./screens/NotFound'), 'NotFound');

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Layout,
  notFoundComponent: notFoundScreen,
});

/** Visitors are sent to /login, replacing the entry so Back does not bounce them here again. */
function requireLogin({ context }: { context: RouterContext }) {
  if (!context.auth.isLoggedIn) throw redirect({ to: '/login', replace: true });
}

function requireCategory(type: string) {
  if (!isCategorySlug(type)) throw notFound();
}

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./screens/Home'), 'Home'),
});

const categoryScreen = lazyRouteComponent(() => import('./screens/Category'), 'Category');
const categoryRoutes = CATEGORY_SLUGS.map((category) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: category,
    staticData: { category },
    component: categoryScreen,
  }),
);

const examFamilyScreen = lazyRouteComponent(() => import('./screens/ExamFamily'), 'ExamFamily');
const examFamilyRoutes = EXAM_FAMILIES.map((family) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: family.slug,
    staticData: { family: family.slug },
    component: examFamilyScreen,
  }),
);

const instructionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$type/$quizId/instructions',
  beforeLoad: ({ params }) => requireCategory(params.type),
  component: lazyRouteComponent(() => import('./screens/Instructions'), 'Instructions'),
});

const levelChooserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$type/$quizId/instructions/levelpage',
  beforeLoad: ({ params }) => requireCategory(params.type),
  component: lazyRouteComponent(() => import('./screens/LevelChooser'), 'LevelChooser'),
});

const quizRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$type/$quizId/instructions/levelpage/$level',
  beforeLoad: ({ context, params }) => {
    requireLogin({ context });
    requireCategory(params.type);
    if (!isLevelSlug(params.level)) throw notFound();
  },
  component: lazyRouteComponent(() => import('./screens/Quiz'), 'Quiz'),
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

export interface LoginSearch {
  /** `?forgot=true` opens the forgot-password dialog at once (a reset page's "ask for a new link"). */
  readonly forgot?: true;
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    search.forgot === true || search.forgot === 'true' ? { forgot: true } : {},
  component: lazyRouteComponent(() => import('./screens/Login'), 'Login'),
});

const signupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'signup',
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

const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'history',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./screens/History'), 'History'),
});

// One finished attempt, question by question (the history's rows and the quiz's result link here).
const reviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'review/$attemptId',
  beforeLoad: requireLogin,
  component: lazyRouteComponent(() => import('./screens/Review'), 'Review'),
});

// An old address for the general knowledge page (design §5).
const generalAwarenessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'generalawareness',
  beforeLoad: () => {
    throw redirect({ to: '/general_knowledge', replace: true });
  },
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  ...categoryRoutes,
  ...examFamilyRoutes,
  instructionsRoute,
  levelChooserRoute,
  quizRoute,
  jobsRoute,
  currentAffairsRoute,
  loginRoute,
  signupRoute,
  resetPasswordRoute,
  unsubscribeRoute,
  historyRoute,
  reviewRoute,
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
