import type { dailyQuizMachine } from '../../machines/dailyQuiz.machine';
import { expect, type Page } from '@playwright/test';
import { DAILY_MESSAGES } from '../../contract/daily';
import { endpoints } from '../../contract/endpoints';
import { quizWords } from '../../src/words/quiz';
import type { Drivers } from './browser-replay';
import { signUpAndLogIn } from './candidate';
import { dialogNamed } from './page';
import { servedBoard } from './leaderboard.model';

/**
 * The /daily page's own steps for a signed-in candidate: today's board and Start, the test's code
 * arriving (or not: its request is aborted, as with no connection), the test, and back.
 * The board answers with the leaderboard model's board; today's set is refused ("not available"), so
 * the test shows its load failure and its way back to the board: the test itself is the quiz model's
 * (its drivers), and a whole daily quiz on the real server is tests/e2e/daily.spec.ts.
 */
const boardCall = `**${endpoints.dailyLeaderboard.path}`;
const dailyCall = `**${endpoints.dailyQuiz.path}`;
const startButton = (page: Page) => page.getByRole('button', { name: 'Start today’s quiz' });
/** The quiz machine's chunk: built, /assets/quiz.machine-<hash>.js; in development, its source. */
const quizMachineCode = /\/(assets\/quiz\.machine-[\w-]+\.js|machines\/quiz\.machine\.ts)(\?.*)?$/;
const openFailed = (page: Page) => page.getByText('The test could not be loaded', { exact: true });

export const dailyQuizDrivers: Drivers<typeof dailyQuizMachine> = {
  async prepare(page, baseUrl) {
    await page.route(boardCall, (route) => route.fulfill({ json: servedBoard }));
    await page.route(dailyCall, (route) =>
      route.fulfill({ status: 404, json: { status: 'error', message: DAILY_MESSAGES.notAvailable } }),
    );
    await signUpAndLogIn(page, baseUrl, '/daily');
  },
  shows: {
    board: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Daily Quiz' })).toBeVisible();
      await expect(startButton(page)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Today’s leaderboard' }).getByRole('table'),
      ).toBeVisible();
    },
    // Gone by the time it is looked for when the code is at hand: only Start has gone.
    opening: async (page) => {
      await expect(startButton(page)).toHaveCount(0);
    },
    openFailed: async (page) => {
      await expect(openFailed(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back to today’s quiz' })).toBeVisible();
    },
    taking: async (page) => {
      await expect(dialogNamed(page, quizWords.en.loadFailedTitle)).toBeVisible();
      await expect(startButton(page)).toHaveCount(0);
    },
  },
  perform: {
    'user.start': async (page) => {
      await startButton(page).click();
    },
    'user.showBoard': async (page) => {
      // From the test's load failure, or from the page that says its code did not arrive.
      if (await openFailed(page).isVisible()) {
        await page.getByRole('button', { name: 'Back to today’s quiz' }).click();
        return;
      }
      await dialogNamed(page, quizWords.en.loadFailedTitle)
        .getByRole('button', { name: 'Back to today’s quiz' })
        .click();
    },
    'user.retry': async (page) => {
      await page.getByRole('button', { name: 'Try again' }).click();
    },
    // The code arrives, or its request fails, by itself: the next state's check waits for it.
    'xstate.done.actor.loadQuizMachine': async () => {},
    'xstate.error.actor.loadQuizMachine': async () => {},
  },
  arrange: {
    // No connection for the quiz machine's code, until a later step lets it through.
    'xstate.error.actor.loadQuizMachine': async (page) => {
      await page.route(quizMachineCode, (route) => route.abort('internetdisconnected'));
    },
    'xstate.done.actor.loadQuizMachine': async (page) => {
      await page.unroute(quizMachineCode);
    },
  },
};
