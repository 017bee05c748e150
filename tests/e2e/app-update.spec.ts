import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { expect, test } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from '../../scripts/chromium-flags';
import { serveClient } from '../../server/static';
import { shellWords } from '../../src/words/shell';

/**
 * Issue 16: a new deployment is picked up on the next visit, with "New version available" and Reload,
 * which hands the page to the new version. The built client is copied into a folder of its own and
 * served as the product serves it (server/static.ts), its API calls passed on to the suite's server;
 * "deploying" writes a changed sw.js into that copy, so the suite's own server is never touched.
 *
 * Driven with Puppeteer, not Playwright: Playwright attaches to every service worker it sees, and a
 * waiting worker then never activates on SKIP_WAITING (tried on Chromium 156, also from the worker
 * itself). Puppeteer leaves service workers alone, as a candidate's browser does.
 */
const words = shellWords.en;

let deployment: { server: ServerType; origin: string; dist: string } | undefined;
let browser: Browser | undefined;

test.beforeAll(async ({ baseURL }) => {
  const dist = mkdtempSync(join(tmpdir(), 'examprep-deployment-'));
  cpSync(join(import.meta.dirname, '../../dist'), dist, { recursive: true });
  const client = serveClient(dist);
  if (!client) throw new Error('No built client in dist/ (the suite’s server builds it)');
  const app = new Hono();
  // The API is the suite's server's: the same data, one database.
  app.all('/api/*', (c) => fetch(new URL(c.req.path + new URL(c.req.url).search, baseURL), c.req.raw));
  app.use(client);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((ready) => server.once('listening', ready));
  deployment = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, dist };
  browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: [...QUIET_CHROMIUM_ARGS] });
});

test.afterAll(async () => {
  await browser?.close();
  deployment?.server.close();
  if (deployment) rmSync(deployment.dist, { recursive: true, force: true });
});

/** Writes a new version of the service worker, as a deployment does (with its compressed copies). */
function deployNewVersion(dist: string) {
  const file = join(dist, 'sw.js');
  const next = `${readFileSync(file, 'utf8')}\n// deployed ${Date.now()}\n`;
  writeFileSync(file, next);
  writeFileSync(`${file}.br`, brotliCompressSync(next));
  writeFileSync(`${file}.gz`, gzipSync(next));
}

/** The page's service worker registration, as the page sees it. */
const workers = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      controlled: navigator.serviceWorker.controller !== null,
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      installing: registration?.installing?.state ?? null,
    };
  });

/** A button by its accessible name (Puppeteer's ARIA query), or null when the page has none. */
const buttonNamed = (page: Page, name: string) => page.$(`::-p-aria([name="${name}"][role="button"])`);

test('a new deployment offers "New version available"; Reload hands the page to it', async () => {
  test.setTimeout(120_000);
  const { origin, dist } = deployment!;
  const page = await browser!.newPage();
  await page.goto(`${origin}/`);
  // The first visit installs the app (the whole client is precached): on a loaded machine, a while.
  await expect
    .poll(() => workers(page), { timeout: 60_000 })
    .toMatchObject({ active: 'activated', installing: null });
  await page.goto(`${origin}/aptitude`);
  expect(await workers(page)).toMatchObject({ controlled: true, waiting: null });
  expect(await buttonNamed(page, words.reload)).toBeNull();

  deployNewVersion(dist);
  // The next visit finds the new worker, which installs and waits for the page's word.
  await page.goto(`${origin}/aptitude`);
  await expect.poll(() => workers(page), { timeout: 60_000 }).toMatchObject({ waiting: 'installed' });
  await expect
    .poll(() => page.evaluate(() => document.body.innerText), { timeout: 10_000 })
    .toContain(words.updateAvailable);

  // Reload: the new version takes over and the page loads again from it, where it was.
  await page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });
  await (await buttonNamed(page, words.reload))!.click();
  // The mark is gone once a new document is loaded (an evaluation cut short by the reload still counts as before).
  await expect
    .poll(
      () =>
        page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload ?? false).catch(() => true),
      {
        timeout: 20_000,
      },
    )
    .toBe(false);
  expect(new URL(page.url()).pathname).toBe('/aptitude');
  await expect
    .poll(() => workers(page), { timeout: 20_000 })
    .toMatchObject({
      controlled: true,
      active: 'activated',
      waiting: null,
    });
  expect(await buttonNamed(page, words.reload)).toBeNull();
  await page.close();
});
