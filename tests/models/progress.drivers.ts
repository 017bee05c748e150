import type { progressMachine } from '../../machines/progress.machine';
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { endpoints } from '../../contract/endpoints';
import { PROGRESS_MESSAGES } from '../../contract/progress';
import type { Progress } from '../../machines/api/progress';
import { holdNextCall, parkCalls, releaseHeldCall, type Drivers } from './browser-replay';
import { signUpAndLogIn } from './candidate';
import { servedNoTests, servedProgress } from './progress.model';

/**
 * /progress of a signed-in candidate, the progress call answered as the model says (two topics tried,
 * no test yet, or a refusal the page cannot use), held until its step. The real server's figures are
 * checked in tests/e2e/progress.spec.ts.
 */
const progressCall = `**${endpoints.progress.path}`;
const main = (page: Page) => page.getByRole('main');

export const progressDrivers: Drivers<typeof progressMachine> = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [progressCall]);
    await signUpAndLogIn(page, baseUrl, '/progress');
  },
  shows: {
    loading: async (page) => {
      await expect(main(page).getByRole('status')).toHaveText('Loading your progress...');
    },
    shown: async (page) => {
      const weakest = main(page).getByRole('region', { name: 'Practise these first' });
      const first = weakest.getByRole('listitem').first();
      await expect(first.getByRole('heading', { level: 3 })).toHaveText('Percentage');
      await expect(first).toContainText('40 %');
      await expect(first.getByRole('link', { name: 'Practise this Percentage' })).toHaveAttribute(
        'href',
        '/aptitude/percentage/instructions/levelpage',
      );
      const aptitude = main(page).getByRole('region', { name: 'Aptitude' });
      const row = aptitude.getByRole('row', { name: /^Percentage/ });
      await expect(row.getByRole('cell').nth(0)).toHaveText(/2$/);
      await expect(row.getByRole('img', { name: 'Percentage: accuracy of your latest tests' })).toBeVisible();
      await expect(row.getByText('20 %, 60 %')).toBeVisible();
      await expect(main(page).getByRole('region', { name: 'Reasoning' })).toContainText(
        'No test in this category yet.',
      );
      await expect(
        main(page)
          .getByRole('region', { name: 'Badges' })
          .getByRole('listitem')
          .filter({ hasText: 'First Test' }),
      ).toContainText('Earned');
    },
    noTests: async (page) => {
      await expect(main(page).getByText(PROGRESS_MESSAGES.noAttempts)).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Choose a test' })).toBeVisible();
      await expect(main(page).getByRole('table')).toHaveCount(0);
      await expect(
        main(page).getByRole('region', { name: 'Badges' }).getByText('Not yet earned'),
      ).toHaveCount(6);
    },
    failed: async (page) => {
      await expect(main(page).getByText('Your progress could not be loaded.')).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  },
  perform: {
    'user.retry': async (page) => {
      await main(page).getByRole('button', { name: 'Try again' }).click();
    },
    'xstate.done.actor.loadProgress': releaseHeldCall,
    'xstate.error.actor.loadProgress': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.loadProgress': async (page, event) => {
      const output = (event as EventObject & { output: Progress }).output;
      await holdNextCall(page, progressCall, (route) =>
        route.fulfill({ json: output.testsTaken > 0 ? servedProgress : servedNoTests }),
      );
    },
    // A refusal the page cannot use (a GET that failed on the network would be retried first).
    'xstate.error.actor.loadProgress': async (page) => {
      await holdNextCall(page, progressCall, (route) =>
        route.fulfill({ status: 400, json: { status: 'error', message: 'Bad request' } }),
      );
    },
  },
};
