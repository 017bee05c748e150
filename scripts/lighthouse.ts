import lighthouse from 'lighthouse';
import { freePort, launchMeasuringChromium } from './measuring-chromium';

/** Lighthouse mobile scores per route, the median of `runs` runs, against the budgets. */
const ROUTES = ['/', '/aptitude', '/aptitude/percentage/instructions', '/ssc', '/currentaffairs'];
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export async function runLighthouse(baseUrl: string, runs: number): Promise<boolean> {
  console.log(
    `\nLighthouse mobile, median of ${runs} runs (budgets: performance ≥ ${PERFORMANCE_BUDGET}, accessibility ${ACCESSIBILITY_BUDGET})\n`,
  );
  // Lighthouse drives Chromium over the DevTools protocol on a port; Playwright starts it with one open.
  const port = await freePort();
  const browser = await launchMeasuringChromium([`--remote-debugging-port=${port}`]);
  let ok = true;
  try {
    for (const route of ROUTES) {
      const performance: number[] = [];
      const accessibility: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${baseUrl}${route}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const categories = result?.lhr.categories;
        performance.push(Math.round((categories?.performance?.score ?? 0) * 100));
        accessibility.push(Math.round((categories?.accessibility?.score ?? 0) * 100));
      }
      const perf = median(performance);
      const a11y = median(accessibility);
      const pass = perf >= PERFORMANCE_BUDGET && a11y >= ACCESSIBILITY_BUDGET;
      ok &&= pass;
      console.log(
        `${pass ? 'ok  ' : 'OVER'} ${route.padEnd(40)} performance ${perf} [${performance.join(', ')}]  accessibility ${a11y}`,
      );
    }
  } finally {
    await browser.close();
  }
  return ok;
}
