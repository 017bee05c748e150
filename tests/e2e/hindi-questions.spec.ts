import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';

// Questions in Hindi (issue 15), at 390 px: a candidate reading in हिन्दी opens a percentage test and
// sees its questions in Hindi, flips one to English and back with its answer kept (the palette and the
// timer untouched), submits, and reads the review with the Hindi explanation.

const PHONE = { width: 390, height: 844 };
const QUIZ_URL = '/aptitude/percentage/instructions/levelpage/level1';
const TOTAL = 25;
const DEVANAGARI = /[\u0900-\u097F]/;

const question = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^प्र${n}\\. `) });
const viewIn = (page: Page) => page.getByLabel('प्रश्न की भाषा');
const attempted = (page: Page) => page.getByRole('progressbar', { name: 'हल किए गए प्रश्न' });
const saveAndNext = (page: Page) => page.getByRole('button', { name: 'सेव करें और आगे' });

/** The question's own text: the legend without its "प्र3." number. */
async function questionText(group: Locator): Promise<string> {
  const legend = (await group.locator('legend').innerText()).trim();
  return legend.replace(/^प्र\d+\.\s*/, '');
}

test('a Hindi reader takes a percentage test in Hindi, flips a question to English and back, and reviews it', async ({
  page,
}, testInfo: TestInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const account = { name: 'Kiran Devi', email: uniqueEmail(testInfo, 'hindi-q'), password: 'hindi-secret' };
  await registerByApi(page.request, account);
  await logIn(page, account.email, account.password);

  // हिन्दी from the mobile menu's switch.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('button', { name: 'मेनू बंद करें' }).click();

  await page.goto(QUIZ_URL);
  await expect(question(page, 1)).toBeVisible();

  // Every question is in Hindi where it has Hindi, else in English with a note in Hindi. Find the first
  // with Hindi (a generated one), answering A on the way.
  let n = 1;
  for (; n <= TOTAL; n += 1) {
    if (n > 1) {
      await saveAndNext(page).click();
      await expect(question(page, n)).toBeVisible();
    }
    if (await viewIn(page).isVisible()) break;
    await expect(
      page.getByText('यह प्रश्न अभी हिन्दी में उपलब्ध नहीं है, इसलिए अंग्रेज़ी में दिखाया गया है।'),
    ).toBeVisible();
    await page.getByRole('radio', { name: /^A\. / }).check();
  }
  expect(n, 'a question with Hindi among the 25').toBeLessThanOrEqual(TOTAL);
  const group = question(page, n);
  await expect(viewIn(page)).toHaveValue('hi');
  const hindiText = await questionText(group);
  expect(hindiText).toMatch(DEVANAGARI);
  await expect(group).toHaveAttribute('lang', 'hi');

  // Answer B in Hindi, then flip to English: the same option (B) stays chosen, the palette counts it once.
  await group.getByRole('radio', { name: /^B\. / }).check();
  const answered = await attempted(page).getAttribute('aria-valuenow');
  const timerBefore = await page.getByRole('timer').innerText();
  await expectNoAxeViolations(page);
  await viewIn(page).selectOption('en');
  await expect(group).toHaveAttribute('lang', 'en');
  const englishText = await questionText(group);
  expect(englishText).not.toMatch(DEVANAGARI);
  expect(englishText).not.toBe(hindiText);
  await expect(group.getByRole('radio', { name: /^B\. / })).toBeChecked();
  await expect(attempted(page)).toHaveAttribute('aria-valuenow', answered!);
  await expectNoAxeViolations(page);

  // And back: still B, still the same count; the timer kept running all along.
  await viewIn(page).selectOption('hi');
  expect(await questionText(group)).toBe(hindiText);
  await expect(group.getByRole('radio', { name: /^B\. / })).toBeChecked();
  await expect(attempted(page)).toHaveAttribute('aria-valuenow', answered!);
  await expect(page.getByRole('timer')).not.toHaveText(timerBefore);

  // The rest, then submit.
  for (let m = n + 1; m <= TOTAL; m += 1) {
    await saveAndNext(page).click();
    await expect(question(page, m)).toBeVisible();
    await page.getByRole('radio', { name: /^A\. / }).check();
  }
  await page.getByRole('button', { name: 'टेस्ट जमा करें' }).click();
  await page
    .getByRole('alertdialog', { name: 'टेस्ट जमा करें?' })
    .getByRole('button', { name: 'हाँ, जमा करें' })
    .click();
  const submitted = page.getByRole('dialog', { name: '🎯 जमा हो गया!' });
  await expect(submitted).toContainText(/अंक: \d+/);
  await submitted.getByRole('button', { name: 'ठीक है' }).click();

  // The review: that question in Hindi, with its Hindi explanation, and B marked as the answer given.
  await page.getByRole('link', { name: 'उत्तरों की समीक्षा' }).click();
  const reviewed = page.getByRole('article', { name: new RegExp(`^प्र${n}\\. `) });
  await expect(reviewed).toContainText(hindiText);
  await reviewed.getByRole('button', { name: new RegExp(`^प्र${n}\\. `) }).click();
  const explanation = reviewed.getByText('व्याख्या:').locator('..');
  await expect(explanation).toBeVisible();
  expect(await explanation.innerText()).toMatch(/^व्याख्या:\s*\S/);
  expect((await explanation.innerText()).replace('व्याख्या:', '')).toMatch(DEVANAGARI);
  await expect(reviewed.getByRole('listitem').nth(1)).toContainText('आपका उत्तर');
  await expectNoAxeViolations(page);
});
