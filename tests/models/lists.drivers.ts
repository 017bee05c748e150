import type { listsMachine } from '../../machines/lists.machine';
import { expect, type Page } from '@playwright/test';
import { endpoints } from '../../contract/endpoints';
import { holdNextCall, parkCalls, releaseHeldCall, type Drivers } from './browser-replay';
import { servedExam } from './lists.model';

/**
 * The lists machine as the SSC page (/ssc) uses it: its past papers loading, listed, none, or not
 * loaded with a 'Try again'. The server's answers are the model's, each held until its step; a failure
 * is a refusal (a GET the client would retry after a network failure). The real lists are checked in
 * public-pages.spec.ts.
 */
const url = `**${endpoints.examFamily('ssc').path}`;
const section = (page: Page) => page.getByRole('region', { name: 'Select & start the quiz' });
const tryAgain = (page: Page) => section(page).getByRole('button', { name: 'Try again' });
const noExams = (page: Page) => section(page).getByText('No exams found.');

export const listsDrivers: Drivers<typeof listsMachine> = {
  async prepare(page, baseUrl) {
    await parkCalls(page, [url]);
    // Reached inside the app, where the page loads its list: opened from its address, /ssc comes with
    // the list the server rendered it with (issue 21), and the machine starts loaded.
    await page.goto(new URL('/', baseUrl).href);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'SSC' }).click();
  },
  shows: {
    loading: async (page) => {
      await expect(section(page).getByRole('status')).toHaveText('Loading exams…');
    },
    loaded: async (page) => {
      await expect(section(page).getByRole('article')).toHaveCount(1);
      await expect(section(page).getByRole('heading', { name: 'SSC CGL' })).toBeVisible();
    },
    empty: async (page) => {
      await expect(noExams(page)).toBeVisible();
      await expect(tryAgain(page)).toHaveCount(0);
    },
    failed: async (page) => {
      await expect(noExams(page)).toBeVisible();
      await expect(tryAgain(page)).toBeVisible();
    },
  },
  perform: {
    'user.retry': async (page) => {
      await tryAgain(page).click();
    },
    'xstate.done.actor.loadList': releaseHeldCall,
    'xstate.error.actor.loadList': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.loadList': async (page, event) => {
      const papers = event.output;
      // The model's one paper (or none), as the server serves it.
      const data = papers.map(() => servedExam);
      await holdNextCall(page, url, (route) => route.fulfill({ json: { status: 'success', data } }));
    },
    'xstate.error.actor.loadList': async (page) => {
      await holdNextCall(page, url, (route) =>
        route.fulfill({ status: 404, json: { status: 'false', msg: 'Not found' } }),
      );
    },
  },
};
