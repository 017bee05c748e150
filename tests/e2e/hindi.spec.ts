import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInDialog } from './support/axe';
import { uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';

// The product in Hindi (issue 15), as a new candidate at 390 px: switch to हिन्दी in the mobile menu,
// sign up with every field error shown in Hindi, take a topic test (its chrome in Hindi; the questions
// stay English this session), review it, see the history, switch back to English.

const PHONE = { width: 390, height: 844 };
const QUIZ_URL = '/aptitude/percentage/instructions/levelpage/level1';
const TOTAL = 25;

const SIGNUP_ERRORS_HI = [
  'नाम ज़रूरी है।',
  'ई-मेल सही नहीं है।',
  'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
  'फ़ोन नंबर 10 अंकों का होना चाहिए।',
  'कृपया अपना राज्य चुनें।',
  'योग्यता ज़रूरी है।',
];

/** HINDI_SHOTS=dir keeps a screenshot of each screen, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.HINDI_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/hindi-${name}.png`, fullPage: false });
}

/** The language switch of the mobile menu, opened from the header's menu button. */
async function chooseInMenu(page: Page, openLabel: string, language: 'हिन्दी' | 'English') {
  await page.getByRole('button', { name: openLabel }).click();
  const menu = page.getByRole('navigation', { name: language === 'हिन्दी' ? 'Main' : 'मुख्य' });
  await menu.getByRole('group').getByRole('button', { name: language }).click();
  // The menu's own name changes with the language: find the choice again by its state.
  await expect(page.getByRole('button', { name: language, pressed: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('a new candidate switches to हिन्दी, signs up, takes a test, reviews it and switches back', async ({
  page,
}, testInfo: TestInfo) => {
  test.setTimeout(240_000);
  // The slider stays still (it pauses for reduced motion): axe must not catch a slide mid-fade.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The switch: both choices named in their own language, each with its lang.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const switcher = page.getByRole('navigation', { name: 'Main' }).getByRole('group', { name: 'Language' });
  await expect(switcher.getByRole('button')).toHaveText(['हिन्दी', 'English']);
  await expect(switcher.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('lang', 'hi');
  await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  const header = page.getByRole('banner');
  const heightBefore = (await header.boundingBox())!.height;
  await switcher.getByRole('button', { name: 'हिन्दी' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'मेनू बंद करें' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'डेली क्विज़' }),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'हिन्दी' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Nothing moves: the header keeps its height in Hindi.
  expect((await header.boundingBox())!.height).toBe(heightBefore);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'मेनू बंद करें' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('सरकारी परीक्षाओं के प्रैक्टिस टेस्ट');
  // The page's content too: the slides, About Us and the link cards (src/content/hi/home.json).
  // Every slide's text is in the slider, whichever it shows now.
  await expect(page.getByRole('region', { name: 'मुख्य बातें' })).toContainText(
    'अपनी सरकारी परीक्षा पास करें, एक-एक टॉपिक करके',
  );
  await expect(page.getByRole('heading', { name: 'हमारे बारे में' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मॉक टेस्ट' })).toHaveAttribute('href', '/mocks');
  await shot(page, 'home');

  // Signup, remembered on this device: a fresh page load is in Hindi from the start.
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('button', { name: 'सत्यापित करें' }).click();
  for (const message of SIGNUP_ERRORS_HI)
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByLabel('पूरा नाम')).toHaveAccessibleDescription('नाम ज़रूरी है।');
  await expectNoAxeViolations(page);
  await shot(page, 'signup-errors');

  const email = uniqueEmail(testInfo, 'hindi');
  await page.getByLabel('पूरा नाम').fill('Sunita Yadav');
  await page.getByLabel('ई-मेल आईडी').fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('hindi-secret');
  await page.getByLabel('मोबाइल नंबर').fill('9876543210');
  await page.getByRole('button', { name: /^राज्य/ }).click();
  await expect(page.getByRole('combobox', { name: 'राज्य खोजें' })).toBeFocused();
  await page.getByRole('combobox', { name: 'राज्य खोजें' }).fill('bihar');
  await page.getByRole('listbox', { name: 'राज्य' }).getByRole('option', { name: 'Bihar' }).click();
  await page.getByLabel('योग्यता').selectOption('Graduate');
  for (const message of SIGNUP_ERRORS_HI) await expect(page.getByText(message, { exact: true })).toBeHidden();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/language'));
  await page.getByRole('button', { name: 'सत्यापित करें' }).click();
  await expect(page.getByRole('dialog', { name: 'साइन अप सफल!' })).toBeVisible();
  // The new account keeps the Hindi the visitor chose, on the server.
  expect((await saved).status()).toBe(200);
  const profile = (await (await page.request.get('/api/profile')).json()) as { language: string };
  expect(profile.language).toBe('hi');

  // A test: its chrome in Hindi, the questions as they are.
  await page.goto(QUIZ_URL);
  await expect(page.getByRole('group', { name: /^प्र1\. / })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAccessibleName(/^बचा समय: 2[45] मिनट \d+ सेकंड$/);
  await expect(page.getByRole('button', { name: 'सेव करें और आगे' })).toBeVisible();
  await page.getByRole('radio', { name: /^A\. / }).check();
  await expect(page.getByRole('progressbar', { name: 'हल किए गए प्रश्न' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expectNoAxeViolations(page);
  await shot(page, 'quiz');
  for (let n = 2; n <= TOTAL; n += 1) {
    await page.getByRole('button', { name: 'सेव करें और आगे' }).click();
    await expect(page.getByRole('group', { name: new RegExp(`^प्र${n}\\. `) })).toBeVisible();
    await page.getByRole('radio', { name: /^B\. / }).check();
  }
  await page.getByRole('button', { name: 'टेस्ट जमा करें' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'टेस्ट जमा करें?' });
  await expect(confirm).toContainText(`आपने सभी ${TOTAL} प्रश्नों के उत्तर दे दिए हैं।`);
  await expectNoAxeViolationsInDialog(page);
  await confirm.getByRole('button', { name: 'हाँ, जमा करें' }).click();
  const submitted = page.getByRole('dialog', { name: '🎯 जमा हो गया!' });
  await expect(submitted).toContainText(/अंक: \d+/);
  await submitted.getByRole('button', { name: 'ठीक है' }).click();
  await expect(page.getByRole('heading', { name: 'टेस्ट पूरा हुआ!' })).toBeVisible();
  await expect(page.getByText(/^आपके अंक: \d+ \/ 25$/)).toBeVisible();
  await shot(page, 'result');

  // The review, in Hindi around the English questions.
  await page.getByRole('link', { name: 'उत्तरों की समीक्षा' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('स्तर 1');
  await expect(
    page.getByRole('radiogroup', { name: 'प्रश्न दिखाएँ' }).or(page.getByRole('group', { name: 'प्रश्न दिखाएँ' })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'review');

  // The history.
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'परीक्षा इतिहास' })).toBeVisible();
  await expect(page.getByText('स्तर 1').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'history');

  // Back to English: the page, the document and the server all follow.
  const back = page.waitForResponse((r) => r.url().endsWith('/api/profile/language'));
  await chooseInMenu(page, 'मेनू खोलें', 'English');
  expect((await back).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam History' })).toBeVisible();
  await expectNoAxeViolations(page);
  const after = (await (await page.request.get('/api/profile')).json()) as { language: string };
  expect(after.language).toBe('en');
});
