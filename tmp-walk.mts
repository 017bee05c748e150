import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './scripts/chromium-flags';
const base = 'http://127.0.0.1:4500';
const shots = '/work/shots';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const page = await ctx.newPage();
const js: string[] = [];
page.on('request', (r) => { if (r.url().endsWith('.js')) js.push(new URL(r.url()).pathname); });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
// Sign up through the form
await page.goto(base + '/signup');
const email = `walk-${Date.now()}@example.in`;
await page.getByLabel('Full Name', { exact: true }).fill('Sunita Devi');
await page.getByLabel('Email Id', { exact: true }).fill(email);
await page.getByLabel('Password', { exact: true }).fill('walk-secret-1');
await page.getByLabel('Mobile No.', { exact: true }).fill('9876543210');
await page.getByRole('button', { name: /^State/ }).click();
await page.getByRole('combobox', { name: 'Search state' }).fill('Bihar');
await page.getByRole('listbox', { name: 'States' }).getByRole('option', { name: 'Bihar', exact: true }).click();
await page.getByRole('combobox', { name: 'Qualification' }).selectOption('Graduate');
await page.getByRole('button', { name: 'Verify' }).click();
await page.waitForURL((u) => u.pathname === '/login', { timeout: 20000 });
await page.getByLabel('Email', { exact: true }).fill(email);
await page.getByLabel('Password', { exact: true }).fill('walk-secret-1');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL((u) => u.pathname === '/', { timeout: 20000 });
console.log('signed up, at', page.url());
// A topic test
js.length = 0;
await page.goto(base + '/aptitude/percentage/instructions/levelpage/level1');
await page.getByRole('group', { name: /^Q1\. / }).waitFor();
console.log('quiz page js files before answering:', js.filter((p) => /QuizDialogs|QuizResult|Popup/.test(p)));
await page.screenshot({ path: `${shots}/quiz-390.png` });
await page.getByRole('group', { name: /^Q1\. / }).getByRole('radio').first().check();
await page.waitForTimeout(1500);
console.log('after the first answer:', js.filter((p) => /QuizDialogs|QuizResult|Popup/.test(p)));
// Leave dialog
await page.getByRole('button', { name: /Exit|Leave|Back/ }).first().click();
await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
await page.screenshot({ path: `${shots}/quiz-leave-390.png` });
await page.getByRole('button', { name: /Stay|Continue/ }).first().click();
// answer all 25 and submit
for (let i = 0; i < 30; i++) {
  const group = page.getByRole('group', { name: /^Q\d+\. / });
  await group.getByRole('radio').first().check();
  const submit = page.getByRole('button', { name: 'Submit Test' });
  if (await submit.isVisible()) { await submit.click(); break; }
  await page.getByRole('button', { name: 'Save & Next' }).click();
}
await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
await page.screenshot({ path: `${shots}/quiz-confirm-390.png` });
await page.getByRole('button', { name: 'Yes, submit' }).click();
await page.getByRole('dialog', { name: /Submitted!/ }).waitFor({ timeout: 20000 });
await page.screenshot({ path: `${shots}/quiz-submitted-390.png` });
await page.getByRole('dialog', { name: /Submitted!/ }).getByRole('button').first().click();
await page.getByRole('heading', { name: 'Test Completed!' }).waitFor();
await page.screenshot({ path: `${shots}/quiz-result-390.png`, fullPage: true });
// Daily: start
js.length = 0;
await page.goto(base + '/daily');
await page.getByRole('button', { name: 'Start today’s quiz' }).waitFor();
console.log('/daily before start, QuizRun loaded?', js.some((p) => /QuizRun/.test(p)));
await page.getByRole('button', { name: 'Start today’s quiz' }).click();
await page.getByRole('group', { name: /^Q1\. / }).waitFor({ timeout: 15000 });
await page.screenshot({ path: `${shots}/daily-run-390.png` });
// Job alert from the header (mobile: in menu? it's a header button)
await page.goto(base + '/jobs');
await page.getByRole('button', { name: 'Job Alert' }).first().click();
await page.getByRole('dialog').first().waitFor({ timeout: 15000 });
await page.screenshot({ path: `${shots}/job-alert-390.png` });
await page.keyboard.press('Escape');
// change password via mobile menu
await page.getByRole('button', { name: 'Open menu' }).click();
await page.getByRole('button', { name: 'Change Password' }).click();
await page.getByRole('dialog', { name: 'Change Password' }).waitFor({ timeout: 15000 });
await page.screenshot({ path: `${shots}/change-password-390.png` });
await page.keyboard.press('Escape');
// Language: switch to Hindi, reload, still Hindi
await page.goto(base + '/');
await page.getByRole('button', { name: 'Open menu' }).click();
await page.getByRole('navigation', { name: /Main|मुख्य/ }).getByRole('button', { name: 'हिन्दी' }).click();
await page.waitForTimeout(800);
let profileCalls = 0;
page.on('request', (r) => { if (r.url().endsWith('/api/profile')) profileCalls += 1; });
await page.reload();
await page.waitForTimeout(1500);
console.log('lang after reload:', await page.evaluate(() => document.documentElement.lang), 'GET /api/profile on reload:', profileCalls);
await page.screenshot({ path: `${shots}/home-hi-390.png` });
// history
await page.goto(base + '/history');
await page.waitForTimeout(1500);
await page.screenshot({ path: `${shots}/history-hi-390.png`, fullPage: true });
await browser.close();
