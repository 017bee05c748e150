import { logIn, registerByApi, uniqueEmail } from './support/accounts';
import { expect, test } from './support/console';

test('debug pickers', async ({ page }, testInfo) => {
  await page.route('**/api/job_alerts', (route) => route.fulfill({ json: { status: 'success', data: null } }));
  const email = uniqueEmail(testInfo, 'dbg');
  await registerByApi(page.request, { name: 'Asha K', email, password: 'secret12' });
  await logIn(page, email, 'secret12');
  await page.getByRole('button', { name: /Job Alert/ }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Job Alerts' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `tmp/modal-${testInfo.project.name}.png` });
  await dialog.getByRole('button', { name: /^States/ }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `tmp/states-${testInfo.project.name}.png` });
  await page.evaluate(() => {
    (window as any).log = [];
    for (const type of ['pointerdown', 'focusin', 'click']) document.addEventListener(type, (e) => (window as any).log.push(`${type} ${(e.target as HTMLElement).outerHTML.slice(0, 60)}`), true);
    new MutationObserver(() => (window as any).log.push('states:' + [...document.querySelectorAll('[aria-haspopup="dialog"]')].map((b) => b.getAttribute('aria-expanded')).join(','))).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
  });
  await dialog.getByRole('button', { name: /^Qualifications/ }).click();
  await page.waitForTimeout(500);
  console.log((await page.evaluate(() => (window as any).log)).join('\n'));
});
