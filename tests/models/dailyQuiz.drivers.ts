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
 * The /daily page's own steps for a signed-in candidate: today's board and Start, the test, and back.
 * The board answers with the leaderboard model's board; today's set is refused ("not available"), so
 * the test shows its load failure and its way back to the board: the test itself is the quiz model's
 * (its drivers), and a whole daily quiz on the real server is tests/e2e/daily.spec.ts.
 */
const boardCall = `**${endpoints.dailyLeaderboard.path}`;
const dailyCall = `**${endpoints.dailyQuiz.path}`;
const startButton = (page: Page) => page.getByRole('button', { name: 'Start today’s quiz' });

export const dailyQuizDrivers: Drivers<typeof dailyQuizMachine> = {
  async prepare(page, baseUrl) {
    await page.route(boardCall, (route) => route.fulfill({ json: servedBoard }));
    await page.route(dailyCall, (route) =>
      route.fulfill({ status: 404, json: { status: 'error', message: DAILY_MESSAGES.notAvailable } }),
    );
    await signUpAndLogIn(page, baseUrl);
    await page.goto(new URL('/daily', baseUrl).href);
  },
  shows: {
    board: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Daily Quiz' })).toBeVisible();
      await expect(startButton(page)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Today’s leaderboard' }).getByRole('table'),
      ).toBeVisible();
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
      await dialogNamed(page, quizWords.en.loadFailedTitle)
        .getByRole('button', { name: 'Back to today’s quiz' })
        .click();
    },
  },
};
