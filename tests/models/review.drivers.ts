import type { reviewMachine } from '../../machines/review.machine';
import { expect, type Page } from '@playwright/test';
import { endpoints } from '../../contract/endpoints';
import { holdNextCall, parkCalls, releaseHeldCall, type Drivers } from './browser-replay';
import { signUpAndLogIn } from './candidate';
import { reviewWords } from '../../src/words/review';
import { request, review, servedItems, servedRecord } from './review.model';

/**
 * The answer review (/review/{attemptId}) of a signed-in candidate, for the model's attempt. The
 * review call answers as the model says (the attempt, none, or a refusal that the page cannot use),
 * held until its step; the history call beside it answers at once with the model's record. The review
 * of a real finished test is checked in history.spec.ts.
 */
const reviewCall = `**${endpoints.attemptReview(request.attemptId).path}`;
const historyCall = `**${endpoints.history.path}`;
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' });
const FILTER_WORDS = reviewWords.en.filters;
const filters = (page: Page) => page.getByRole('group', { name: reviewWords.en.filtersLabel });

export const reviewDrivers: Drivers<typeof reviewMachine> = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [reviewCall]);
    await page.route(historyCall, (route) =>
      route.fulfill({ json: { status: 'success', data: [servedRecord] } }),
    );
    await signUpAndLogIn(page, baseUrl, `/review/${request.attemptId}`);
  },
  shows: {
    loading: async (page) => {
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading...');
    },
    loaded: async (page) => {
      const { attempt, questions } = review;
      await expect(
        page.getByRole('heading', { name: `Your Score: ${attempt.correct} / ${attempt.total}` }),
      ).toBeVisible();
      // The list holds what the pressed filter counts (each of the model's filters lists one or all).
      const pressed = filters(page).getByRole('button', { pressed: true });
      await expect(pressed).toHaveCount(1);
      const count = Number((await pressed.innerText()).replace(/\D+/g, ''));
      await expect(page.getByRole('article')).toHaveCount(count);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        `Showing ${count} question${count === 1 ? '' : 's'} of ${questions.length}`,
      );
    },
    notFound: async (page) => {
      await expect(page.getByText('This attempt is not available.')).toBeVisible();
      await expect(tryAgain(page)).toHaveCount(0);
    },
    failed: async (page) => {
      await expect(page.getByText('The review could not be loaded.')).toBeVisible();
      await expect(tryAgain(page)).toBeVisible();
    },
  },
  perform: {
    'user.retry': async (page) => {
      await tryAgain(page).click();
    },
    'user.filter': async (page, event) => {
      const button = filters(page).getByRole('button', {
        name: new RegExp(`^${FILTER_WORDS[event.filter]}\\b`),
      });
      await button.click();
      // The choice shows, and the address keeps it (for a reload or a shared link).
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(
        event.filter === 'all' ? /\/review\/\d+$/ : new RegExp(`\\?show=${event.filter}$`),
      );
    },
    'xstate.done.actor.loadReview': releaseHeldCall,
    'xstate.error.actor.loadReview': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.loadReview': async (page, event) => {
      const lookup = event.output;
      await holdNextCall(page, reviewCall, (route) =>
        lookup.kind === 'found'
          ? route.fulfill({ json: { status: 'success', data: servedItems } })
          : route.fulfill({ status: 404, json: { status: 'false', msg: 'This attempt is not available.' } }),
      );
    },
    // A refusal the page cannot use (a GET that failed on the network would be retried first).
    'xstate.error.actor.loadReview': async (page) => {
      await holdNextCall(page, reviewCall, (route) =>
        route.fulfill({ status: 400, json: { status: 'false', msg: 'Bad request' } }),
      );
    },
  },
};
