import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInDialog } from './support/axe';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';

// The quiz on a 360 px phone (issue 22 item 2) against the real server: the test has the screen (a
// slim header with the timer instead of the site's), Save & Next and Submit Test in a bar at the
// bottom on every question, the palette's states with a legend, and the timer's two warnings.

const QUIZ_URL = '/aptitude/percentage/instructions/levelpage/level1';
const LEVELS_URL = /\/aptitude\/percentage\/instructions\/levelpage$/;
const TOTAL = 25;
const PHONE = { width: 360, height: 740 };

// A phone's tests, at 360 px: only the phone project (touch, a mobile viewport that zooms out on
// anything too wide) runs *-phone.spec.ts files (playwright.config.ts); the desktop one would repeat them.

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

/** Nothing is wider than the phone: no sideways scrolling (and no zoomed-out page on a real phone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function startTest(page: Page, testInfo: TestInfo, tag: string) {
  const email = uniqueEmail(testInfo, tag);
  await registerByApi(page.request, { name: 'Meena Iyer', email, password: 'quiz-secret' });
  await logIn(page, email, 'quiz-secret');
  await page.goto(QUIZ_URL);
  await expectQuestion(page, 1);
}

async function expectQuestion(page: Page, n: number) {
  await expect(page.getByRole('group', { name: new RegExp(`^Q${n}\\. `) })).toBeVisible();
}

async function openPalette(page: Page) {
  await page.getByRole('button', { name: 'Summary & Palette' }).click();
  return page.getByRole('complementary', { name: 'Summary and palette' });
}

async function timerSeconds(page: Page): Promise<number> {
  const [minutes, seconds] = (await page.getByRole('timer').innerText()).trim().split(':').map(Number);
  return minutes! * 60 + seconds!;
}

/** WCAG contrast of an element's text on its own background (both opaque here). */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const luminance = (css: string) => {
      const [r, g, b] = css
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number) as [number, number, number];
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('at 360 px the test has the screen: a slim header, the bar in reach on every question, a way out', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await startTest(page, testInfo, 'phone-bar');

  // The site's header, menu, Job Alert button and footer give way to the test's own header.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Job Alert/ })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'APTITUDE' })).toBeInViewport();
  await expect(page.getByRole('timer')).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The skip link still comes first and goes past the header, to the paper.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('quiz-paper');

  // Save & Next, then Submit Test on the last question: in the viewport without scrolling, every time.
  for (let n = 1; n <= TOTAL; n += 1) {
    await expectQuestion(page, n);
    const action = page.getByRole('button', { name: n < TOTAL ? 'Save & Next' : 'Submit Test' });
    await expect(action).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Mark for Review' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY), `no scrolling to reach question ${n}'s button`).toBe(0);
    await expectNoSidewaysScroll(page);
    if (n < TOTAL) await action.click();
  }
  await expect(page.getByRole('button', { name: 'Save & Next' })).toHaveCount(0);

  // Nothing hides behind the bar: scrolled to the end, the last option sits above it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastOption = await page.getByRole('radio').last().locator('xpath=ancestor::label').boundingBox();
  const submitBox = await page.getByRole('button', { name: 'Submit Test' }).boundingBox();
  expect(lastOption!.y + lastOption!.height).toBeLessThan(submitBox!.y - 8);

  // The way out asks first; staying keeps the test where it was.
  await page.getByRole('button', { name: 'Exit test' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave the test?' });
  await expect(leave).toContainText('Your answers stay saved on this device');
  await expectNoAxeViolationsInDialog(page);
  await leave.getByRole('button', { name: 'Stay in the test' }).click();
  await expect(leave).toBeHidden();
  await expectQuestion(page, TOTAL);

  await page.getByRole('button', { name: 'Exit test' }).click();
  await leave.getByRole('link', { name: 'Back to levels' }).click();
  await expect(page).toHaveURL(LEVELS_URL);
  await expect(page.getByRole('banner')).toBeVisible();

  // Back in the test, it is where it was left.
  await page.goto(QUIZ_URL);
  await expectQuestion(page, TOTAL);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('the palette tells not visited, not answered and answered apart, marks the current one, and has a legend', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await startTest(page, testInfo, 'phone-palette');

  let side = await openPalette(page);
  await expect(side.getByRole('heading', { name: 'What the colours mean' })).toBeVisible();
  await expect(side.getByRole('list', { name: 'What the colours mean' }).getByRole('listitem')).toHaveText([
    'Not visited',
    'Not answered',
    'Answered',
    'Current',
    'Marked for review',
  ]);
  await expect(side.getByRole('button', { name: 'Question 1, not answered', exact: true })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(side.getByRole('button', { name: 'Question 2, not visited', exact: true })).toBeVisible();
  await side.getByRole('button', { name: 'Close' }).click();

  // Q1 answered, Q2 seen and left blank, on to Q3; Q4 never opened.
  await page.getByRole('radio', { name: /^A\. / }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expectQuestion(page, 2);
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expectQuestion(page, 3);

  side = await openPalette(page);
  const answered = side.getByRole('button', { name: 'Question 1, answered', exact: true });
  const blank = side.getByRole('button', { name: 'Question 2, not answered', exact: true });
  const current = side.getByRole('button', { name: 'Question 3, not answered', exact: true });
  const unseen = side.getByRole('button', { name: 'Question 4, not visited', exact: true });
  await expect(current).toHaveAttribute('aria-current', 'step');
  for (const cell of [answered, blank, unseen]) await expect(cell).not.toHaveAttribute('aria-current');

  // Each status has its own look, not only its own words; the current one is ringed.
  const looks = await Promise.all([answered, blank, unseen].map(background));
  expect(new Set(looks).size).toBe(3);
  expect(await unseen.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('dashed');
  expect(await blank.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
  expect(await current.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  expect(await blank.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');
  for (const cell of [answered, blank, unseen]) expect(await contrastOf(cell)).toBeGreaterThanOrEqual(4.5);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Seen stays seen after a reload, like the answers.
  await page.reload();
  await expectQuestion(page, 3);
  side = await openPalette(page);
  await expect(side.getByRole('button', { name: 'Question 2, not answered', exact: true })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Question 4, not visited', exact: true })).toBeVisible();
  await expect(side.getByRole('button', { name: 'Question 1, answered', exact: true })).toBeVisible();
});

test('the timer warns at 5:00 and at 1:00 left, in its own colour, and says each warning once', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await startTest(page, testInfo, 'phone-timer');
  // Held still while the thresholds are crossed: only fastForward moves the page's time then, so each
  // reading is exact (axe needs the clock running: it resumes around those checks).
  const holdClock = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await holdClock();
  const timer = page.getByRole('timer');
  // The warning line: a polite live region (role status) under the timer, there (empty) from the start.
  const live = timer.locator('xpath=../following-sibling::*[@role="status"]');
  await expect(live).toHaveCount(1);
  await expect(live).toHaveText('');
  await expect(page.getByText('Submit before the time runs out.')).toHaveCount(0);
  const calm = await background(timer);

  // Every text the live region takes from here on (a screen reader reads each change once).
  await live.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { warningsSaid: string[] }).warningsSaid = seen;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (text !== seen.at(-1)) seen.push(text);
    }).observe(element, { subtree: true, childList: true, characterData: true });
  });

  // The timer reads the deadline, so jumping the page's clock is the same as waiting.
  await page.clock.fastForward((await timerSeconds(page)) * 1000 - 301_000);
  await expect(timer).toHaveText('05:01');
  await expect(live).toHaveText('');

  await page.clock.fastForward(1000);
  await expect(timer).toHaveText('05:00');
  await expect(live).toHaveText('5 minutes left. Submit before the time runs out.');
  await expect(live).toBeInViewport();
  const low = await background(timer);
  expect(low).not.toBe(calm);
  expect(await contrastOf(timer)).toBeGreaterThanOrEqual(4.5);
  expect(await contrastOf(live)).toBeGreaterThanOrEqual(4.5);
  await expectNoSidewaysScroll(page);
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await holdClock();

  // Seconds pass: the warning is not said again.
  await page.clock.fastForward(30_000);
  await expect(timer).toHaveText(/^04:[23]\d$/);
  await page.clock.fastForward((await timerSeconds(page)) * 1000 - 61_000);
  await expect(timer).toHaveText('01:01');
  await expect(live).toHaveText('5 minutes left. Submit before the time runs out.');

  await page.clock.fastForward(1000);
  await expect(timer).toHaveText('01:00');
  await expect(live).toHaveText('1 minute left. Submit before the time runs out.');
  const last = await background(timer);
  expect(new Set([calm, low, last]).size).toBe(3);
  expect(await contrastOf(timer)).toBeGreaterThanOrEqual(4.5);
  expect(await contrastOf(live)).toBeGreaterThanOrEqual(4.5);
  await page.clock.resume();
  await expectNoAxeViolations(page);

  // Still a test: answers are taken until the time is up.
  await page.getByRole('radio', { name: /^B\. / }).check();
  await expect(page.getByRole('progressbar', { name: 'Questions attempted' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await page.clock.fastForward(20_000);
  await expect(timer).toHaveText(/^00:[34]\d$/);
  expect(await page.evaluate(() => (window as unknown as { warningsSaid: string[] }).warningsSaid)).toEqual([
    '5 minutes left. Submit before the time runs out.',
    '1 minute left. Submit before the time runs out.',
  ]);
});
