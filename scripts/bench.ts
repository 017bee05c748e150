import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { cliArgsOrExit } from '../server/cli-args';
import { runApiBench } from './bench-api';
import { benchCandidate } from './bench-candidate';
import { runMockBench } from './bench-mocks';
import { runProgressBench } from './bench-progress';
import { runWeakSignalBench } from './bench-weak-signal';
import { runLighthouse } from './lighthouse';
import { launchMeasuringChromium } from './measuring-chromium';
import { PUBLIC_ROUTES } from './public-routes';
import { startProductForTools } from './serve-for-tools';

/**
 * `npm run bench`: the budgets (docs/decisions/0001), on the built product served as `npm start` serves it.
 * - First-load JavaScript of each public route, measured in Chromium (which scripts a fresh visit
 *   actually loads) and sized as the brotli files the server sends: the home page at most 110 KiB, any
 *   other page at most 125 KiB.
 * - Lighthouse mobile (simulated slow 4G, a mid-range phone): performance at least 95 and
 *   accessibility 100, as the median of several runs, since single runs on 2 cores vary by ±7, on
 *   the public pages (/jobs among them) and on the test page as a logged-in candidate opens it.
 *   `--no-lighthouse` skips it; LIGHTHOUSE_RUNS sets the number of runs (default 3).
 * - Progress (scripts/bench-progress.ts): the p99 of the standing, the boards and /progress with
 *   10,000 candidates and 100,000 attempts on PGlite, 50 requests at a time, at most 100 ms.
 *   `--no-progress` skips it; `--progress-only` runs only it.
 * - The API under load (scripts/bench-api.ts, issue 20): GET /api/govt_jobs beside a bare Node server
 *   returning the same bytes in the same run (goal ≥ 50 % of its rate), the quiz draw and the history
 *   at p99 < 50 ms, 50 connections. `--no-api` skips it; `--api-only` runs only it (BENCH_DATABASE_URL:
 *   on PostgreSQL instead of PGlite).
 * - Mocks (scripts/bench-mocks.ts, issue 18): the SSC CGL paper's size as sent, 5,000 submissions in
 *   60 s to two copies on one PostgreSQL, the result with rank at 10,000 takers. `--no-mocks` skips
 *   it; `--mocks-only` runs only it.
 * - A weak signal (scripts/bench-weak-signal.ts): Chromium as a phone on 400 ms latency, 400 kbit/s
 *   and a CPU 4× slower, cold: first content ≤ 1.5 s, largest content ≤ 2.5 s and layout shift < 0.1
 *   on the public pages (a representative twelve; WEAK_SIGNAL_ALL=1 for all), and the first question
 *   ≤ 2.5 s after a candidate's tap on a level, as the median of WEAK_SIGNAL_RUNS runs (default 5).
 *   `--no-weak` skips it; `--weak-only` runs only it.
 * Exits 1 when a budget is broken.
 */
const HOME_BUDGET_KIB = 110;
const PAGE_BUDGET_KIB = 125;

const { values } = cliArgsOrExit(
  'Usage: npm run bench [-- --no-lighthouse] [--no-progress | --progress-only] [--no-api | --api-only] [--no-mocks | --mocks-only] [--no-weak | --weak-only]\n  --api-only       measure only the API under load (autocannon, beside a bare Node server)\n  --no-api         skip it\n  --no-lighthouse  measure the JavaScript budgets only\n  --no-progress    skip the progress requests (10,000 candidates on PGlite)\n  --progress-only  measure only the progress requests\n  --no-weak        skip the weak-signal run (400 ms, 400 kbit/s, CPU 4× slower)\n  --weak-only      measure only the weak-signal run: paints and layout shift of twelve public pages, and a tap on a level\nEnvironment: BENCH_FILES=1 (list the script files of every page, not only of one over budget), BENCH_PORT (4390), LIGHTHOUSE_RUNS (3), LIGHTHOUSE_ROUTES (/jobs,/ssc: score only those), LIGHTHOUSE_METRICS=1 (print the FCP, LCP, TBT, SI, CLS), CHROMIUM_PATH, PROGRESS_BENCH_REQUESTS (1000), WEAK_SIGNAL_RUNS (5), WEAK_SIGNAL_ALL=1 (every public page in the weak-signal run, not twelve: about a quarter of an hour instead of eight minutes), WEAK_SIGNAL_DETAILS=1 (what each page waited for and what moved, not only for a page that misses a goal), WEAK_SIGNAL_ROUTES (/jobs,/ssc: measure only those pages), WEAK_SIGNAL_TAP=0 (leave out the tap on a level)',
  {
    'no-lighthouse': { type: 'boolean', default: false },
    'no-progress': { type: 'boolean', default: false },
    'progress-only': { type: 'boolean', default: false },
    'no-api': { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
    'no-mocks': { type: 'boolean', default: false },
    'mocks-only': { type: 'boolean', default: false },
    'no-weak': { type: 'boolean', default: false },
    'weak-only': { type: 'boolean', default: false },
  },
);
if (values['mocks-only']) process.exit((await runMockBench()) ? 0 : 1);
if (values['progress-only']) process.exit((await runProgressBench()) ? 0 : 1);

const root = process.cwd();
const port = Number(process.env.BENCH_PORT ?? 4390);
if (values['api-only']) process.exit((await runApiBench(port)) ? 0 : 1);
if (values['weak-only']) {
  const product = await startProductForTools(port);
  let ok = false;
  try {
    ok = await runWeakSignalBench(product.url);
  } finally {
    await product.stop();
  }
  process.exit(ok ? 0 : 1);
}

/** What the server sends for this asset to a browser that accepts brotli (all current ones do). */
function brotliKiB(assetPath: string): number {
  const file = join(root, 'dist', assetPath);
  const precompressed = `${file}.br`;
  const bytes = existsSync(precompressed)
    ? readFileSync(precompressed).length
    : brotliCompressSync(readFileSync(file), {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length;
  return bytes / 1024;
}

const product = await startProductForTools(port);
const browser = await launchMeasuringChromium();
let failed = false;
let overJavaScript = false;
try {
  console.log(
    `\nFirst-load JavaScript per route (brotli, as sent), budgets: home ${HOME_BUDGET_KIB} KiB, others ${PAGE_BUDGET_KIB} KiB\n`,
  );
  // The public pages as a visitor opens them, then a candidate's own pages (the test among them).
  const candidate = await benchCandidate(browser, product.url);
  const routes = [
    ...PUBLIC_ROUTES.map((route) => ({ route, asCandidate: false })),
    ...candidate.routes.map((route) => ({ route, asCandidate: true })),
  ];
  for (const { route, asCandidate } of routes) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 915 },
      ...(asCandidate ? { storageState: candidate.storageState } : {}),
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === product.url.replace('127.0.0.1', url.hostname) && url.pathname.endsWith('.js')) {
        scripts.add(url.pathname);
      }
    });
    await page.goto(`${product.url}${route}`, { waitUntil: 'networkidle' });
    // The page itself, not only the shell: its heading is drawn, and what that loaded has arrived.
    await page.locator('main h1, main h2').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // A candidate's page must have opened as theirs, not as the login it sends a visitor to.
    if (asCandidate && new URL(page.url()).pathname.startsWith('/login'))
      throw new Error(`${route} asked to log in`);
    await context.close();
    const kib = [...scripts].reduce((sum, path) => sum + brotliKiB(path), 0);
    const budget = route === '/' ? HOME_BUDGET_KIB : PAGE_BUDGET_KIB;
    const ok = kib <= budget;
    if (!ok) overJavaScript = true;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${(asCandidate ? `${route} (candidate)` : route).padEnd(46)} ${kib.toFixed(1).padStart(6)} KiB in ${scripts.size} files (budget ${budget})`,
    );
    // What an over-budget page loaded, largest first: where a cut would start.
    if (!ok || process.env.BENCH_FILES === '1') {
      for (const [path, size] of [...scripts]
        .map((path) => [path, brotliKiB(path)] as const)
        .sort((a, b) => b[1] - a[1]))
        console.log(`       ${size.toFixed(1).padStart(6)} KiB  ${path}`);
    }
  }
  await browser.close();
  if (overJavaScript) {
    console.error('\nA route is over its JavaScript budget.');
    failed = true;
  }
  if (values['no-lighthouse'] !== true) {
    // The public pages, then the test page as a candidate opens it (issue 16: the quiz screen too).
    const scored = await runLighthouse(product.url, Number(process.env.LIGHTHOUSE_RUNS ?? 3), {
      storageState: candidate.storageState,
      routes: [candidate.testPage],
    });
    if (!scored) {
      console.error('\nA page is under its Lighthouse budget (performance ≥ 95, accessibility 100).');
      failed = true;
    }
  }
  if (!values['no-weak'] && !(await runWeakSignalBench(product.url))) {
    console.error(
      '\nA page misses its weak-signal goals (first content, largest content, layout shift or the tap).',
    );
    failed = true;
  }
} finally {
  if (browser.isConnected()) await browser.close();
  await product.stop();
}
if (!values['no-api'] && !(await runApiBench(port))) {
  console.error(
    '\nThe API is under its goals (govt_jobs ≥ 50 % of bare Node, draw and history p99 < 50 ms).',
  );
  failed = true;
}
if (!values['no-progress'] && !(await runProgressBench())) {
  console.error('\nA progress request is over its 100 ms budget.');
  failed = true;
}
if (!values['no-mocks'] && !(await runMockBench())) {
  console.error('\nMock submissions or results are over their goals (scripts/bench-mocks.ts).');
  failed = true;
}
// Each miss said what it was above.
if (failed) process.exit(1);
