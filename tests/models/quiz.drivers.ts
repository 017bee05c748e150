import type { quizMachine } from '../../machines/quiz.machine';
import { expect, type Locator, type Page } from '@playwright/test';
import { endpoints } from '../../contract/endpoints';
import { QUIZ_NOT_AVAILABLE, SERVED_DRAW_ID } from '../../contract/quiz';
import { RECONNECT_DELAY_MS, RESULT_DELAY_MS, TICK_MS } from '../../machines/quiz.machine';
import { quizWords } from '../../src/words/quiz';
import { quizEndWords } from '../../src/words/quiz-end';
import { signUpAndLogIn } from './candidate';
import {
  holdNextCall,
  installStoppedClock,
  parkCalls,
  releaseHeldCall,
  runClockUntilRequest,
  type Drivers,
} from './browser-replay';
import { anyDialog, dialogNamed, isPhone } from './page';
import { MODEL_TOTALS, PAGE_SECONDS, SERVED_QUESTIONS, SERVED_TOTALS, TOPIC_TEST } from './quiz.model';

/** The screen's English words, which this driver expects to see. */
const QUIZ_TEXT = {
  ...quizWords.en,
  ...quizEndWords.en,
  leave: { ...quizWords.en.leave, ...quizEndWords.en.leave },
};

/**
 * The quiz screen (src/screens/Quiz.tsx) driven along the quiz model's paths. A fresh candidate signs
 * up and logs in on the real server; the page then opens Aptitude → Percentage → Level 1 on a stopped
 * clock. The quiz's three calls are answered with the model's own answers (its two-question test; its
 * totals; its refusals and network failures), each held until the path's answer step, so every state
 * the path names is on screen when it is checked. The page keeps the real warnings (5:00, 1:00), so the
 * test is served with PAGE_SECONDS for the model's three seconds, and a tick runs the page's clock on
 * to the page's time for the model's next second (quiz.model.ts). The whole test against the real
 * server's bank and scoring is tests/e2e/quiz.spec.ts.
 */
const { category, topic, level } = TOPIC_TEST;
export const QUIZ_PAGE = `/${category}/${topic}/instructions/levelpage/level${level}`;

/** The script element a test's page brings its draw in (server/render). */
const SERVED_DRAW_SCRIPT = new RegExp(`<script id="${SERVED_DRAW_ID}"[^>]*>.*?</script>`, 's');
const quizCall = endpoints.quiz(category, topic, `level${level}`).path;
const resultCall = endpoints.quizResult.path;
const finalResultCall = endpoints.finalResult.path;

const status = (page: Page) => page.getByRole('main').getByRole('status');
/** The timer, also behind an open dialog (which hides the page from the accessibility tree). */
const timer = (page: Page) => page.getByRole('timer', { includeHidden: true });
/** The warning line under the timer (a polite live region). */
const timeWarning = (page: Page) =>
  page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Submit before the time runs out.' });

/** The page's seconds left, read off its timer. */
async function pageSecondsLeft(page: Page): Promise<number> {
  const [minutes, seconds] = (await timer(page).innerText()).trim().split(':').map(Number);
  return minutes! * 60 + seconds!;
}

const clockShows = (seconds: number) => {
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  return `${mm}:${String(seconds % 60).padStart(2, '0')}`;
};
const markButton = (page: Page) => page.getByRole('button', { name: 'Mark for Review' });

const processing = async (page: Page) => {
  await expect(status(page)).toHaveText(QUIZ_TEXT.processing);
};

/**
 * The popups and the result are fetched lazily (QuizRun): React shows them no sooner than 300 ms after
 * it first waited for their code, on the page's clock, which is stopped here. Until one shows, the
 * clock runs on in 100 ms steps, with real time between them for the page to get there and the code
 * to arrive, at most 600 ms in all: short of the next tick (later ones are already mounted).
 */
async function revealLazyPart(page: Page, shown: Locator): Promise<void> {
  for (let step = 0; step < LAZY_REVEAL_STEPS && !(await shown.isVisible()); step += 1) {
    await page.waitForTimeout(100);
    await page.clock.runFor(100);
  }
  await expect(shown).toBeVisible();
}
const LAZY_REVEAL_STEPS = 6;

/** A dialog is up, and only that one. */
const showsDialog = (name: string | RegExp) => async (page: Page) => {
  await revealLazyPart(page, dialogNamed(page, name));
  await expect(anyDialog(page)).toHaveCount(1);
};

/**
 * The model's failure of a call: no connection (the request never answers), or a server error. A
 * paths file keeps an error's name and message only: ky's HTTPError is the server's refusal.
 */
const failCall = (url: string) => async (page: Page, event: { error: unknown }) => {
  const refused = (event.error as { name?: string }).name === 'HTTPError';
  await holdNextCall(page, `**${url}`, (route) =>
    !refused
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 500, json: { status: 'false', msg: 'Something went wrong on our side.' } }),
  );
};

export const quizDrivers: Drivers<typeof quizMachine> = {
  async prepare(page, baseUrl) {
    // The quiz's calls are the model's to answer: one no step answers stays out (the path ends there).
    await parkCalls(
      page,
      [quizCall, resultCall, finalResultCall].map((url) => `**${url}`),
    );
    // The model answers the draw itself: the page comes without the draw the server sends with a test
    // opened by its address (machines/api/quiz-wire.ts), as it does from the service worker.
    await page.route(`**${QUIZ_PAGE}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(SERVED_DRAW_SCRIPT, '');
      await route.fulfill({ response, body: html });
    });
    // The stopped clock from here on: the model's two seconds pass only when a tick step says so.
    await installStoppedClock(page);
    await signUpAndLogIn(page, baseUrl, QUIZ_PAGE);
  },
  shows: {
    loading: async (page) => {
      await expect(status(page)).toHaveText(QUIZ_TEXT.loading);
      await expect(anyDialog(page)).toHaveCount(0);
    },
    loadFailed: showsDialog(QUIZ_TEXT.loadFailedTitle),
    'active.timer.counting': async (page) => {
      await expect(timer(page)).toHaveText(clockShows(PAGE_SECONDS[3]));
      await expect(timeWarning(page)).toHaveCount(0);
    },
    'active.timer.low': async (page) => {
      await expect(timer(page)).toHaveText(clockShows(PAGE_SECONDS[2]));
      await expect(timeWarning(page)).toHaveText('5 minutes left. Submit before the time runs out.');
    },
    'active.timer.lastMinute': async (page) => {
      await expect(timer(page)).toHaveText(clockShows(PAGE_SECONDS[1]));
      await expect(timeWarning(page)).toHaveText('1 minute left. Submit before the time runs out.');
    },
    'active.paper.answering': async (page) => {
      await expect(page.getByRole('group', { name: /^Q[12]\. / })).toBeVisible();
      await expect(markButton(page)).toBeEnabled();
      await expect(anyDialog(page)).toHaveCount(0);
    },
    'active.paper.incompleteWarning': showsDialog(QUIZ_TEXT.incompleteTitle),
    'active.paper.confirming': showsDialog('Submit the test?'),
    'active.paper.leaving': showsDialog(QUIZ_TEXT.leave.title),
    'processing.sendingAnswers': processing,
    'processing.waiting': processing,
    'processing.fetchingResult': processing,
    resultFailed: showsDialog(QUIZ_TEXT.resultErrorTitle),
    awaitingConnection: async (page) => {
      await expect(status(page)).toContainText(QUIZ_TEXT.offline.title);
      await expect(anyDialog(page)).toHaveCount(0);
    },
    'result.announcing': async (page) => {
      await showsDialog(/Submitted!/)(page);
      await expect(dialogNamed(page, /Submitted!/)).toContainText(`Score: ${MODEL_TOTALS.correct}`);
    },
    'result.shown': async (page) => {
      await revealLazyPart(page, page.getByRole('heading', { name: 'Test Completed!' }));
      await expect(anyDialog(page)).toHaveCount(0);
    },
    'ended.timeUpNotice': showsDialog(QUIZ_TEXT.timeUpTitle),
    'ended.closed': async (page) => {
      await expect(page.getByText('Time is up for this test.')).toBeVisible();
      await expect(markButton(page)).toBeDisabled();
      await expect(anyDialog(page)).toHaveCount(0);
    },
  },
  perform: {
    'user.selectOption': async (page, event) => {
      const letter = 'ABCD'[event.option]!;
      await page.getByRole('radio', { name: new RegExp(`^${letter}\\. `) }).check();
    },
    'user.saveAndNext': async (page) => {
      await page.getByRole('button', { name: 'Save & Next' }).click();
    },
    'user.jump': async (page, event) => {
      // Below 1024 px the palette is a sheet behind 'Summary & Palette'; a jump closes it.
      if (isPhone(page)) await page.getByRole('button', { name: 'Summary & Palette' }).click();
      const index = event.index;
      await page
        .getByRole('complementary', { name: 'Summary and palette' })
        .getByRole('button', { name: new RegExp(`^Question ${index + 1},`) })
        .click();
    },
    'user.toggleMark': async (page) => {
      await markButton(page).click();
    },
    'user.showQuestionIn': async (page, event) => {
      await page.getByLabel(QUIZ_TEXT.viewIn).selectOption(event.language);
    },
    'user.markAndNext': () => {
      throw new Error('A topic test has no Mark for Review & Next (its policy refuses it)');
    },
    'user.clearResponse': () => {
      throw new Error('A topic test has no Clear Response (its policy refuses it)');
    },
    'user.submit': async (page) => {
      await page.getByRole('button', { name: 'Submit Test' }).click();
    },
    'user.confirm': async (page) => {
      await dialogNamed(page, 'Submit the test?').getByRole('button', { name: 'Yes, submit' }).click();
    },
    'user.cancel': async (page) => {
      // Cancel on the submit question, 'Stay in the test' on the leave question.
      await anyDialog(page)
        .getByRole('button', { name: /^(Cancel|Stay in the test)$/ })
        .click();
    },
    'user.leave': async (page) => {
      await page.getByRole('button', { name: QUIZ_TEXT.leave.exit }).click();
    },
    'user.dismiss': async (page) => {
      await anyDialog(page).getByRole('button', { name: 'OK' }).click();
    },
    'user.retry': async (page) => {
      // Try again / Retry in a failure's popup; Try now under a submission waiting for a connection.
      await page.getByRole('button', { name: /^(Try again|Retry|Try now)$/ }).click();
    },
    'connection.online': async (page) => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
    },
    'xstate.after.reconnectDelay': async (page) => {
      await page.clock.runFor(RECONNECT_DELAY_MS);
    },
    'user.retake': async (page) => {
      await page.getByRole('button', { name: 'Retake Test' }).click();
    },
    'xstate.after.tick': async (page) => {
      // On to the page's time for the model's next second: 05:01 → 05:00 → 01:00 → 00:00.
      const left = await pageSecondsLeft(page);
      const next = [...PAGE_SECONDS].reverse().find((seconds) => seconds < left) ?? 0;
      await page.clock.runFor(Math.max(TICK_MS, (left - next) * 1000));
    },
    'xstate.after.resultDelay': async (page) => {
      await runClockUntilRequest(page, finalResultCall, RESULT_DELAY_MS);
    },
    'xstate.done.actor.loadQuiz': releaseHeldCall,
    'xstate.error.actor.loadQuiz': releaseHeldCall,
    'xstate.done.actor.submitResult': releaseHeldCall,
    'xstate.error.actor.submitResult': releaseHeldCall,
    'xstate.done.actor.fetchFinalResult': releaseHeldCall,
    'xstate.error.actor.fetchFinalResult': releaseHeldCall,
  },
  arrange: {
    'xstate.done.actor.loadQuiz': async (page, event) => {
      const quiz = event.output;
      // The model's questions as the server serves them.
      const data = SERVED_QUESTIONS.filter((served) => quiz.questions.some((q) => q.id === served.id));
      await holdNextCall(page, `**${quizCall}`, (route) =>
        route.fulfill({
          json: { status: 'success', data, duration_seconds: PAGE_SECONDS[quiz.durationSeconds] ?? 0 },
        }),
      );
    },
    // The server refusing the test: a network failure would be retried by the client (GETs are), after
    // a back-off on the stopped clock; a refusal fails the load at once, as the machine's error does.
    'xstate.error.actor.loadQuiz': async (page) => {
      await holdNextCall(page, `**${quizCall}`, (route) =>
        route.fulfill({ status: 404, json: { status: 'false', msg: QUIZ_NOT_AVAILABLE } }),
      );
    },
    'xstate.done.actor.submitResult': async (page) => {
      await holdNextCall(page, `**${resultCall}`, (route) => route.fulfill({ json: SERVED_TOTALS }));
    },
    'xstate.error.actor.submitResult': failCall(resultCall),
    'xstate.done.actor.fetchFinalResult': async (page, event) => {
      const outcome = event.output;
      await holdNextCall(page, `**${finalResultCall}`, (route) =>
        outcome.ok
          ? route.fulfill({ json: SERVED_TOTALS })
          : route.fulfill({
              status: 404,
              json: { status: 'false', msg: 'No result was found for this attempt.' },
            }),
      );
    },
    'xstate.error.actor.fetchFinalResult': failCall(finalResultCall),
  },
};
