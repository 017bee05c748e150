import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './scripts/chromium-flags';

// The browser tests run the product exactly as a newcomer does (`npm start`: build if needed, one
// process, embedded database) on a fresh data folder, in Debian's Chromium. A wrapper puts a test SMTP
// server in front (tests/e2e/support/serve-with-mailbox.ts): the e-mails land as files the tests read.
const port = Number(process.env.E2E_PORT ?? 4310);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4325);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'examprep-e2e-'));
const mailboxDir = process.env.E2E_MAILBOX_DIR ?? mkdtempSync(join(tmpdir(), 'examprep-e2e-mail-'));
// Workers re-read this config: keep one folder of each per run.
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_MAILBOX_DIR = mailboxDir;

// Every test comes from 127.0.0.1: the per-address limits would soon refuse them. The per-account
// limits stay as configured (each test uses its own addresses).
const generousLimit = '100000';
const rateLimits = {
  RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: generousLimit,
  RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: generousLimit,
  RATE_LIMIT_FORGOT_PASSWORD_PER_IP_PER_HOUR: generousLimit,
  RATE_LIMIT_RESET_PASSWORD_PER_IP_PER_HOUR: generousLimit,
};

const chromium = { executablePath: CHROMIUM_PATH, args: [...QUIET_CHROMIUM_ARGS] };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI, reported as flaky rather than hidden: a loaded two-core machine sometimes misses a
  // frame; a test that fails twice is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // CI's machine has two cores shared by the server, two browsers and axe: a page-wide axe run there
  // has taken over 30 s. Locally 30 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    // The service worker precaches the whole client (about 1 MB) in every new browser context: in
    // every test, on a two-core machine, that doubled the suite's time. It is allowed where it is the
    // subject (tests/e2e/offline.spec.ts); elsewhere pages run as on a first visit.
    serviceWorkers: 'block',
  },
  projects: [
    // *-phone.spec.ts are a phone's tests (touch, at 360 px): the desktop project would only repeat them.
    {
      name: 'desktop',
      testIgnore: /-phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    // The phone project runs what a phone's width changes: the layouts and the phone's own controls
    // (*-phone.spec.ts, the header's menu, the public pages, the jobs' folded filters, the history's
    // table, the language switch in the phone's menu, the streak in the phone's menu). A mock's
    // palette drawer is tested at 390 px by mocks.spec.ts in its own context, on the desktop project. The flows whose screens are the same at any width (accounts, guards, the quiz
    // and daily flows, job alerts, progress) run once, on the desktop project, where several also
    // take a 360 px step of their own. The generated machine paths check states and events, which do
    // not depend on the width; the server's headers and the service worker do not either. This keeps
    // CI's time in bounds on a two-core machine.
    {
      name: 'phone',
      testMatch: /(-phone|layout|public-pages|jobs|history|hindi|streak-paths)\.spec\.ts$/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/support/serve-with-mailbox.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      E2E_MAILBOX_DIR: mailboxDir,
      E2E_SMTP_PORT: String(smtpPort),
      APP_BASE_URL: `http://127.0.0.1:${port}`,
      // A browser context may set X-Test-Now (extraHTTPHeaders) to live on another Indian day: the
      // clock is per request, so specs side by side keep their own days (docs/design.md §7).
      TEST_CLOCK: '1',
      ...rateLimits,
    },
  },
});
