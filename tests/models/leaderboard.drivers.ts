import type { leaderboardMachine } from '../../machines/leaderboard.machine';
import { expect, type Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import { endpoints } from '../../contract/endpoints';
import { LEADERBOARD_MESSAGES } from '../../contract/leaderboard';
import type { Board } from '../../machines/api/leaderboard';
import { holdNextCall, parkCalls, releaseHeldCall, type Drivers } from './browser-replay';
import { signUpAndLogIn } from './candidate';
import { board, servedBoard, servedEmptyBoard } from './leaderboard.model';

/**
 * Today's leaderboard on the /daily page of a signed-in candidate, the board call answered as the
 * model says (the model's rows, an empty board, or a refusal the page cannot use), held until its
 * step. The real server's boards are checked in tests/e2e/daily.spec.ts and leaderboard.spec.ts.
 */
const boardCall = `**${endpoints.dailyLeaderboard.path}`;
const boardSection = (page: Page) => page.getByRole('region', { name: 'Today’s leaderboard' });

export const leaderboardDrivers: Drivers<typeof leaderboardMachine> = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [boardCall]);
    await signUpAndLogIn(page, baseUrl, '/daily');
  },
  shows: {
    loading: async (page) => {
      await expect(boardSection(page).getByRole('status')).toHaveText('Loading the leaderboard...');
    },
    shown: async (page) => {
      const table = boardSection(page).getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(board.rows.length + 1);
      await expect(table.getByRole('row', { name: /Asha K\., Kerala/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /Kavya R\., Telangana\W+You\b/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
    },
    empty: async (page) => {
      await expect(boardSection(page).getByText(LEADERBOARD_MESSAGES.empty)).toBeVisible();
      await expect(boardSection(page).getByRole('table')).toHaveCount(0);
    },
    failed: async (page) => {
      await expect(boardSection(page).getByText('The leaderboard could not be loaded.')).toBeVisible();
      await expect(boardSection(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    },
  },
  perform: {
    'user.retry': async (page) => {
      await boardSection(page).getByRole('button', { name: 'Try again' }).click();
    },
    'user.refresh': async (page) => {
      await boardSection(page).getByRole('button', { name: 'Refresh' }).click();
    },
    'xstate.done.actor.loadBoard': releaseHeldCall,
    'xstate.error.actor.loadBoard': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.loadBoard': async (page, event) => {
      const output = (event as EventObject & { output: Board }).output;
      await holdNextCall(page, boardCall, (route) =>
        route.fulfill({ json: output.rows.length > 0 ? servedBoard : servedEmptyBoard }),
      );
    },
    // A refusal the page cannot use (a GET that failed on the network would be retried first).
    'xstate.error.actor.loadBoard': async (page) => {
      await holdNextCall(page, boardCall, (route) =>
        route.fulfill({ status: 400, json: { status: 'error', message: 'Bad request' } }),
      );
    },
  },
};
