import { mkdir, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { cliArgsOrExit } from '../server/cli-args';
import { missingDrivers, replayInBrowser, type Drivers } from '../tests/models/browser-replay';
import type { PathEntry } from '../tests/models/path-files';

/**
 * `npm run replay -- FILE [--path N] [--headed] [--base-url URL] [--out DIR]`: replays a generated
 * path (paths/<machine>.json, written by `npm run paths`) in Chromium against a running product,
 * through the machine's drivers (tests/models/<machine>.drivers.ts). Without --path it lists the
 * paths. At each step it checks that the page shows the step's state and takes a screenshot
 * (OUT/<machine>-<path>-<step>.png); it reports the first step whose state the page does not show.
 */
const usage = 'Usage: npm run replay -- FILE [--path N] [--headed] [--base-url URL] [--out DIR]';
const { values, positionals } = cliArgsOrExit(
  usage,
  {
    path: { type: 'string' },
    headed: { type: 'boolean', default: false },
    'base-url': { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'test-results/replay' },
  },
  { positionals: true },
);
const file = positionals[0];
if (!file) {
  console.error(usage);
  process.exit(2);
}

const machineId = basename(file, '.json');
const paths = JSON.parse(await readFile(file, 'utf8')) as PathEntry[];

if (values.path === undefined) {
  console.log(`${paths.length} paths of ${machineId} (replay one with --path N):`);
  for (const [index, path] of paths.entries()) {
    console.log(`${String(index).padStart(3)}  ${String(path.steps.length).padStart(2)} steps  ${path.name}`);
  }
  process.exit(0);
}

const index = Number(values.path);
const path = paths[index];
if (!Number.isInteger(index) || !path) {
  console.error(`No path ${values.path}: ${file} has paths 0 to ${paths.length - 1}`);
  process.exit(2);
}

const driversFile = resolve(import.meta.dirname, `../tests/models/${machineId}.drivers.ts`);
let drivers: Drivers;
try {
  const module = (await import(pathToFileURL(driversFile).href)) as Record<string, Drivers>;
  drivers = module[`${machineId}Drivers`]!;
  if (!drivers) throw new Error(`it exports no ${machineId}Drivers`);
} catch (error) {
  console.error(`No browser drivers for ${machineId} (${driversFile}): ${(error as Error).message}`);
  process.exit(2);
}
const missing = missingDrivers(drivers, [path]);
if (missing.length > 0) {
  console.error(`The drivers of ${machineId} lack ${missing.join(', ')}`);
  process.exit(2);
}

const out = resolve(values.out);
await mkdir(out, { recursive: true });
const baseUrl = values['base-url'];
// Chromium as playwright.config.ts starts it (Debian's, no download).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: !values.headed,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  console.log(
    `Replaying ${machineId} path ${index}: ${path.name} (${path.steps.length} steps) against ${baseUrl}`,
  );
  const result = await replayInBrowser(page, drivers, path, {
    baseUrl,
    afterStep: async (step) => {
      const shot = join(out, `${machineId}-${index}-${step}.png`);
      await page.screenshot({ path: shot, animations: 'disabled' });
      const event = path.steps[step]!.event;
      console.log(
        `  step ${step}: shows ${JSON.stringify(path.steps[step]!.state)}  ${shot}${event ? `\n    then ${event.type}` : ''}`,
      );
    },
  });
  if (result.ok) {
    console.log('The page showed every state of the path.');
  } else {
    const shot = join(out, `${machineId}-${index}-${result.step}-failed.png`);
    await page.screenshot({ path: shot }).catch(() => {});
    console.error(
      `\nStep ${result.step} (state ${JSON.stringify(result.state)}): ${result.problem}.\n${result.error.message}\nScreenshot: ${shot}`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
