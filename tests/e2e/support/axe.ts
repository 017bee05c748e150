import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Lets entrance animations (a dropdown or dialog fading in, under 1 s) finish first: axe measures
 * colour contrast on what is painted, and a half-faded panel is not what anyone reads. Long or endless
 * animations (the Job Alert pulse, spinners) do not hold it up.
 */
async function settleEntranceAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = Number(animation.effect?.getComputedTiming().endTime ?? 0);
      return end >= 1000 || animation.playState !== 'running';
    }),
  );
}

async function expectClean(builder: AxeBuilder): Promise<void> {
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Runs axe on the page as it is now and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleEntranceAnimations(page);
  await expectClean(new AxeBuilder({ page }));
}

/**
 * Runs axe on the open modal dialog(s) only. A modal hides the page behind it from assistive
 * technology (aria-hidden, with focus held in the dialog), which page-wide rules would report as a
 * page without a main landmark or heading; what a person can reach is the dialog.
 */
export async function expectNoAxeViolationsInDialog(page: Page): Promise<void> {
  await expect(page.locator('[role="dialog"], [role="alertdialog"]').first()).toBeVisible();
  await settleEntranceAnimations(page);
  await expectClean(new AxeBuilder({ page }).include('[role="dialog"]').include('[role="alertdialog"]'));
}
