import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/console';
import { expectTakenOver, isPhone, loginReturningTo, openMainMenuIfCollapsed } from './support/nav';

test.describe('home page', () => {
  test('shows the slider, About Us, Explore Exam Test and Learn and Conquer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explore Exam Test' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Learn and Conquer' })).toBeVisible();
    for (const name of ['Competitive Exams', 'Online Test', 'Mock Test', 'Online Quiz']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const learn = page.getByRole('region', { name: 'Learn and Conquer' });
    await expect(learn.getByRole('link')).toHaveCount(3);
    await expect(learn.getByRole('link', { name: /Aptitude/ })).toHaveAttribute('href', '/aptitude');
    await expect(learn.getByRole('link', { name: /Reasoning/ })).toHaveAttribute('href', '/reasoning');
    await expectNoAxeViolations(page);
  });
  // The slider's dots, Pause/Play, hover hold and timer: tests/e2e/slider-paths.spec.ts replays every
  // generated path of its machine.
});

test.describe('header dropdowns at desktop width', () => {
  // The dropdowns are the wide layout's; both projects run this at a desktop width.
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Test Series dropdown works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Test Series' });
    await expectTakenOver(trigger);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('dialog', { name: 'Test Series' });
    const reasoning = panel.getByRole('link', { name: /^Reasoning/ });
    await expect(reasoning).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await reasoning.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reasoning$/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('header at desktop widths', () => {
  // Five entries, the language switch, Job Alert, Login and Sign up share one line from 1280 px: no width
  // and no language may push the last of them past the edge (the page would scroll sideways).
  for (const width of [1024, 1280, 1366, 1536]) {
    for (const language of ['en', 'hi'] as const) {
      test(`at ${width} px in ${language}, nothing in the header is past the edge`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        if (language === 'hi') await page.addInitScript(() => localStorage.setItem('language', 'hi'));
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const right = await page
          .getByRole('banner')
          .locator('a:visible, button:visible')
          .evaluateAll((elements) => Math.max(...elements.map((e) => e.getBoundingClientRect().right)));
        expect(right).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      });
    }
  }
});

test.describe('header in either layout', () => {
  test('Past Exam Paper lists the seven exam bodies', async ({ page }) => {
    await page.goto('/');
    let group;
    if (isPhone(page)) {
      await openMainMenuIfCollapsed(page);
      group = page.getByRole('region', { name: 'Past Exam Paper' });
    } else {
      await page.getByRole('button', { name: 'Past Exam Paper' }).click();
      group = page.getByRole('dialog', { name: 'Past Exam Paper' });
    }
    for (const slug of ['ssc', 'rrb', 'crpf', 'bsf', 'ias', 'ctet', 'net']) {
      await expect(group.locator(`a[href="/${slug}"]`)).toBeVisible();
    }
    await expect(group.getByRole('link')).toHaveCount(7);
    await expectNoAxeViolations(page);
    await group.locator('a[href="/ctet"]').click();
    await expect(page).toHaveURL(/\/ctet$/);
  });

  test('Govt Jobs, Login and Signup are in the header', async ({ page }) => {
    await page.goto('/aptitude');
    await openMainMenuIfCollapsed(page);
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Govt Jobs' })).toHaveAttribute('href', '/jobs');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: /^Sign ?up$/i })).toHaveAttribute('href', '/signup');
  });

  test('Job Alert sends a visitor to login', async ({ page }) => {
    await page.goto('/');
    await openMainMenuIfCollapsed(page);
    await page
      .getByRole('button', { name: /Job Alert/ })
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(loginReturningTo('/', 'job-alert'));
  });
});

test.describe('header menu below 1024 px', () => {
  // Both projects run this at a phone width, where the entries sit behind the menu button.
  test.use({ viewport: { width: 390, height: 844 } });

  test('the entries sit behind a menu button that closes on navigation', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // The exam-family links arrive from the API; check the panel as a reader sees it once they have.
    await expect(panel.locator('a[href$="/ssc"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('link', { name: 'Govt Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer and scrolling', () => {
  test('the footer shows the founder, phone, address and social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/Founded by/)).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    const social = footer.locator('a[target="_blank"]');
    expect(await social.count()).toBeGreaterThanOrEqual(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('rel', /noopener/);
      expect((await link.getAttribute('aria-label')) ?? (await link.textContent())).toBeTruthy();
    }
  });

  test('a scroll-to-top button appears after 300 px and takes the page back up', async ({ page }) => {
    await page.goto('/reasoning');
    // Scroll only once the topics are drawn: on a page still loading, scrolling 600 px is clamped.
    await expect(page.getByRole('main').getByRole('link', { name: /Blood Relations/ })).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a route change starts the new page at the top', async ({ page }) => {
    await page.goto('/reasoning');
    const last = page.getByRole('main').getByRole('link', { name: /Blood Relations/ });
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await last.click();
    await expect(page).toHaveURL(/blood_relation\/instructions$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
