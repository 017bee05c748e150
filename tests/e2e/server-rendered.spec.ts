import { readFileSync } from 'node:fs';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';
import { openMainMenuIfCollapsed } from './support/nav';

// Public pages arrive with their content in the first HTML (issue 21): readable, and their links
// working, before any script runs; then the app takes the same markup over without rendering it again.

/** Each public page, its main heading, and a text further down that only the page's own screen has. */
const PAGES = [
  { path: '/', heading: 'ParikshaPath', text: 'About Us' },
  { path: '/reasoning', heading: 'Reasoning', text: 'Coding and Decoding' },
  {
    path: '/reasoning/coding_and_decoding/instructions',
    heading: 'Coding and Decoding Quiz Instructions',
    text: 'Read the rules',
  },
  {
    path: '/reasoning/coding_and_decoding/instructions/levelpage',
    heading: 'Coding and Decoding',
    text: 'Choose a level',
  },
  { path: '/jobs', heading: 'Government Jobs', text: 'Latest openings' },
  { path: '/ssc', heading: 'SSC', text: 'Mock tests' },
  { path: '/currentaffairs', heading: 'Current Affairs', text: 'Short reads on the news' },
  { path: '/mocks', heading: 'Mock Tests', text: 'Full-length papers' },
  { path: '/login', heading: 'Login', text: 'Forgot password' },
  { path: '/signup', heading: 'Sign up', text: 'Password' },
] as const;

/** The markup the server put in #root, as the browser receives it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="page-data"');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

test.describe('the first HTML', () => {
  for (const { path, heading, text } of PAGES) {
    test(`${path} holds its main heading and text`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const root = rootOf(await response.text());
      expect(root).toMatch(new RegExp(`<h1[^>]*>[^]*?${heading}[^]*?</h1>`));
      expect(root).toContain(text);
    });
  }

  test('/jobs holds the job cards, with the list the page will use', async ({ request }) => {
    const jobs = (await (await request.get('/api/govt_jobs')).json()) as { data: { jobstitle: string }[] };
    const html = await (await request.get('/jobs')).text();
    const first = jobs.data[0]!.jobstitle.replace(/&/g, '&amp;');
    expect(rootOf(html)).toContain(first);
    expect(html).toContain('<script id="page-data" type="application/json">');
  });

  test('a page for candidates is not rendered by the server: its content is personal', async ({
    request,
  }) => {
    const html = await (await request.get('/history')).text();
    // Only the loading notice, until the app renders the candidate's page.
    expect(html).toMatch(
      /<div id="root"><div [^>]*role="status">[^<]*<span [^>]*><\/span>Loading the page…<\/div><\/div>/,
    );
    expect(html).not.toContain('page-data');
  });

  test("a test's page comes with its screen's code on the way, saying it is loading", async ({ request }) => {
    // The build's own name for the quiz route's screen (src/router.tsx).
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string }
    >;
    const html = await (await request.get('/aptitude/percentage/instructions/levelpage/level1')).text();
    // The loading notice shows until the app renders the page.
    expect(html).toMatch(/<div id="root"><div [^>]*role="status">[^]*Loading the page…<\/div><\/div>/);
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/${manifest['src/screens/Quiz.tsx']!.file}">`,
    );
  });
});

test.describe('with scripts switched off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/reasoning', '/reasoning/coding_and_decoding/instructions', '/jobs', '/ssc']) {
    test(`${path} shows its content, styled`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // The page's CSS came with it: the header is laid out as a bar, not as a list of links.
      const header = await page.locator('header').first().boundingBox();
      expect(header!.height).toBeLessThan(200);
    });
  }

  test('links work: home → Reasoning → a topic → its levels', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /reasoning/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/reasoning$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reasoning');
    await page.getByRole('main').getByRole('link', { name: 'Coding and Decoding' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coding and Decoding Quiz Instructions');
  });

  test('a form takes no input until the app answers it: what was typed would be lost', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
    await page.goto('/mocks/ssc-cgl-tier1/1');
    await expect(page.getByLabel(/I have read the instructions/)).toBeDisabled();
  });

  test('/jobs shows the job cards', async ({ page, request }) => {
    const jobs = (await (await request.get('/api/govt_jobs')).json()) as { data: { jobstitle: string }[] };
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: jobs.data[0]!.jobstitle })).toBeVisible();
  });
});

test.describe('with scripts', () => {
  for (const { path } of PAGES) {
    test(`${path} is taken over as it is: the server's elements stay, and nothing is logged`, async ({
      page,
    }) => {
      // Mark the server's heading in the HTML: the mark survives only if the app keeps the server's
      // element (a render from scratch, or React recovering from a mismatch, would drop it).
      await page.route(
        (url) => url.pathname === new URL(path, 'http://x').pathname,
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace('<h1', '<h1 data-from-server=""');
          await route.fulfill({ response, body });
        },
      );
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
    });
  }

  test('the page answers after it is taken over: a search on /jobs filters the server-rendered list', async ({
    page,
  }) => {
    await page.goto('/jobs');
    const count = page.getByText(/^\d+ jobs$/);
    await expect(count).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('zzzz-no-such-job');
    await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
  });
});

test.describe('for a member', () => {
  test("a member's page comes with their avatar menu and is taken over as it is", async ({
    page,
  }, testInfo) => {
    const account = {
      name: 'Meera Iyer',
      email: uniqueEmail(testInfo, 'rendered'),
      password: 'member-pass-1',
    };
    await registerByApi(page.request, account);
    await logIn(page, account.email, account.password);
    // The server renders for the session's member: their menu, not Login and Sign up, and never for a
    // shared cache.
    const response = await page.request.get('/reasoning');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
    const root = rootOf(await response.text());
    const header = root.slice(root.indexOf('<header'), root.indexOf('</header>'));
    expect(header).toContain('aria-label="Account menu for Meera Iyer"');
    expect(header).not.toContain('href="/signup"');
    // And the browser keeps the server's elements (a render from scratch would drop the mark).
    await page.route(
      (url) => url.pathname === '/reasoning',
      async (route) => {
        const served = await route.fetch();
        const body = (await served.text()).replace('<h1', '<h1 data-from-server=""');
        await route.fulfill({ response: served, body });
      },
    );
    await page.goto('/reasoning');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
    await openMainMenuIfCollapsed(page);
    await expect(page.getByRole('button', { name: 'Account menu for Meera Iyer' }).first()).toBeVisible();
  });

  test("after logout the same page is a visitor's again", async ({ page }, testInfo) => {
    const account = {
      name: 'Kabir Das',
      email: uniqueEmail(testInfo, 'rendered-out'),
      password: 'member-pass-2',
    };
    await registerByApi(page.request, account);
    await logIn(page, account.email, account.password);
    // Logged out behind the app's back: leave its page first, or its next call meets a 401 (a console error).
    await page.goto('about:blank');
    await page.request.post('/api/logout', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    const root = rootOf(await (await page.request.get('/reasoning')).text());
    expect(root).not.toContain('Kabir Das');
    expect(root.slice(root.indexOf('<header'), root.indexOf('</header>'))).toContain('href="/signup"');
  });
});

test.describe('in Hindi', () => {
  test('a visitor who chose हिन्दी gets the page in Hindi, and it is taken over as it is', async ({
    page,
    context,
    baseURL,
  }) => {
    // The choice as the language machine keeps it: on this device, and in the cookie the server reads.
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    const html = await (await page.request.get('/jobs')).text();
    expect(html).toContain('<html lang="hi">');
    expect(rootOf(html)).toMatch(/<h1[^>]*>सरकारी नौकरियाँ<\/h1>/);
    await page.route(
      (url) => url.pathname === '/jobs',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('<h1', '<h1 data-from-server=""');
        await route.fulfill({ response, body });
      },
    );
    await page.goto('/jobs');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('सरकारी नौकरियाँ');
    await expect(page.locator('h1[data-from-server]')).toHaveCount(1);
  });

  test('switching to हिन्दी tells the server: the next page arrives in Hindi', async ({ page }) => {
    await page.goto('/login');
    await page
      .getByRole('group', { name: 'Language' })
      .first()
      .getByRole('button', { name: 'हिन्दी' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉगिन');
    const html = await (await page.request.get('/login')).text();
    expect(rootOf(html)).toMatch(/<h1[^>]*>लॉगिन<\/h1>/);
  });
});
