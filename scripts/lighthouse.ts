import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { BrowserContext } from 'playwright-core';
import { freePort, launchMeasuringProfile } from './measuring-chromium';

/** Lighthouse mobile scores per route, the median of `runs` runs, against the budgets. */
const PUBLIC_ROUTES = [
  '/',
  '/aptitude',
  '/aptitude/percentage/instructions',
  '/ssc',
  '/currentaffairs',
  '/jobs',
];
const PERFORMANCE_BUDGET = 95;
/** Runs that measured nothing, repeated before a page is given up as broken. */
const MAX_FAILED_RUNS = 2;
const ACCESSIBILITY_BUDGET = 100;

/** What a logged-in candidate's browser holds (Playwright's storage state), and the pages to score as them. */
export interface LighthouseCandidate {
  readonly storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  readonly routes: readonly string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function runLighthouse(
  baseUrl: string,
  runs: number,
  candidate?: LighthouseCandidate,
): Promise<boolean> {
  console.log(
    `\nLighthouse mobile, median of ${runs} runs (budgets: performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET})\n`,
  );
  // Lighthouse drives Chromium over the DevTools protocol on a port, in the browser's own context:
  // a persistent one, so a candidate's session can be put there before their pages are scored.
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'examprep-lighthouse-'));
  const context = await launchMeasuringProfile(profile, port);
  const origin = new URL(baseUrl).origin;
  let ok = true;
  try {
    const score = async (route: string, asCandidate: boolean) => {
      const performance: number[] = [];
      const accessibility: number[] = [];
      // A run that measured nothing (Lighthouse's runtimeError, e.g. NO_FCP when the first load of a
      // cold browser times out) is reported and repeated, never counted as a score of 0.
      for (let run = 0, failed = 0; run < runs; run += 1) {
        // Lighthouse empties the origin's storage before a load, the login too: a candidate's page is
        // loaded with storage kept, after emptying by hand all but the login (a cold first visit).
        if (asCandidate) await coldStartKeepingLogin(context, origin, candidate!);
        const result = await lighthouse(`${baseUrl}${route}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: asCandidate,
        });
        const lhr = result?.lhr;
        if (asCandidate && lhr && new URL(lhr.finalDisplayedUrl).pathname !== route)
          throw new Error(`${route} ended at ${lhr.finalDisplayedUrl}: the candidate was not logged in`);
        if (lhr?.categories.performance?.score == null) {
          failed += 1;
          const reason = lhr?.runtimeError?.code ?? 'no result';
          if (failed > MAX_FAILED_RUNS)
            throw new Error(`${route}: Lighthouse measured nothing ${failed} times (${reason})`);
          console.log(`     ${route} run measured nothing (${reason}): repeated`);
          run -= 1;
          continue;
        }
        if (process.env.LIGHTHOUSE_METRICS) console.log(`     ${route} ${metricsOf(lhr)}`);
        performance.push(Math.round(lhr.categories.performance.score * 100));
        accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
      }
      const perf = median(performance);
      const a11y = median(accessibility);
      const pass = perf >= PERFORMANCE_BUDGET && a11y >= ACCESSIBILITY_BUDGET;
      ok &&= pass;
      const name = asCandidate ? `${route} (candidate)` : route;
      console.log(
        `${pass ? 'ok  ' : 'OVER'} ${name.padEnd(52)} performance ${perf} [${performance.join(', ')}]  accessibility ${a11y}`,
      );
    };
    // LIGHTHOUSE_ROUTES=/jobs,/ssc scores only those (the candidate's pages are scored when listed).
    const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
    const chosen = (route: string) => !only || only.includes(route);
    for (const route of PUBLIC_ROUTES.filter(chosen)) await score(route, false);
    for (const route of (candidate?.routes ?? []).filter(chosen)) await score(route, true);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return ok;
}

/** A run's metrics, for LIGHTHOUSE_METRICS=1: what a score is made of. */
function metricsOf(lhr: { audits: Record<string, { numericValue?: number }> }): string {
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  return `FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, SI ${ms('speed-index')} ms, CLS ${cls.toFixed(3)}`;
}

/**
 * As a candidate's first visit on this device after logging in: no cached files, no service worker,
 * no stored test; only the session cookie and the record the app keeps of who is logged in.
 */
async function coldStartKeepingLogin(
  context: BrowserContext,
  origin: string,
  candidate: LighthouseCandidate,
) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage,local_storage,indexeddb',
    });
    await context.clearCookies();
    await context.addCookies(candidate.storageState.cookies);
    // A page of the origin that runs no app code (so registers no service worker) to write its storage.
    await page.goto(`${origin}/healthz`);
    const stored = candidate.storageState.origins.find((each) => each.origin === origin)?.localStorage ?? [];
    await page.evaluate((items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    }, stored);
  } finally {
    await page.close();
  }
}
