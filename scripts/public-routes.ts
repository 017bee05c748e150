/**
 * The public pages `npm run bench` measures (its JavaScript budgets, and the weak-signal run): every
 * page a visitor can open without an account, one of each kind (a category, a topic, an exam family…),
 * and a page that does not exist.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/aptitude',
  '/reasoning',
  '/english',
  '/general_knowledge',
  '/aptitude/percentage/instructions',
  '/aptitude/percentage/instructions/levelpage',
  '/ssc',
  '/rrb',
  '/crpf',
  '/bsf',
  '/ias',
  '/ctet',
  '/net',
  '/currentaffairs',
  '/jobs',
  '/mocks',
  '/mocks/ssc-cgl-tier1',
  '/mocks/ssc-cgl-tier1/1',
  '/login',
  '/signup',
  '/no-such-page',
];
