import type { unsubscribeMachine } from '../../machines/unsubscribe.machine';
import { expect, type Page } from '@playwright/test';
import { BAD_UNSUBSCRIBE_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE } from '../../contract/job-alerts';
import { endpoints } from '../../contract/endpoints';
import { holdNextCall, parkCalls, releaseHeldCall, type Drivers } from './browser-replay';
import { unsubscribeModel } from './unsubscribe.model';

/**
 * The page an alert e-mail's unsubscribe link opens (src/screens/Unsubscribe.tsx), opened with the
 * model's token. The server's answers are the model's (a success, a refused link, a network failure),
 * each held until its step. The real link of a real alert is followed in job-alert-delivery.spec.ts.
 */
const url = `**${endpoints.unsubscribe.path}`;
const card = (page: Page) => page.getByRole('region', { name: 'Job alerts' });
const tryAgain = (page: Page) => card(page).getByRole('button', { name: 'Try again' });

export const unsubscribeDrivers: Drivers<typeof unsubscribeMachine> = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [url]);
    const token = encodeURIComponent((unsubscribeModel.input as { token: string }).token);
    await page.goto(new URL(`/unsubscribe?token=${token}`, baseUrl).href);
  },
  shows: {
    working: async (page) => {
      await expect(card(page).getByRole('status')).toHaveText('Unsubscribing…');
    },
    done: async (page) => {
      await expect(card(page).getByRole('status')).toHaveText(UNSUBSCRIBED_MESSAGE);
    },
    invalid: async (page) => {
      await expect(card(page).getByRole('alert')).toHaveText(BAD_UNSUBSCRIBE_LINK_MESSAGE);
      await expect(tryAgain(page)).toHaveCount(0);
    },
    failed: async (page) => {
      await expect(tryAgain(page)).toBeVisible();
    },
  },
  perform: {
    'user.retry': async (page) => {
      await tryAgain(page).click();
    },
    'xstate.done.actor.unsubscribe': releaseHeldCall,
    'xstate.error.actor.unsubscribe': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.unsubscribe': async (page, event) => {
      const outcome = event.output;
      await holdNextCall(page, url, (route) =>
        outcome.kind === 'unsubscribed'
          ? route.fulfill({ json: { status: 'success', message: UNSUBSCRIBED_MESSAGE } })
          : route.fulfill({ status: 400, json: { status: 'false', msg: BAD_UNSUBSCRIBE_LINK_MESSAGE } }),
      );
    },
    'xstate.error.actor.unsubscribe': async (page) => {
      await holdNextCall(page, url, (route) => route.abort('failed'));
    },
  },
};
