import { assign, fromCallback } from 'xstate';
import type { QuizQuestion } from '../../contract/quiz';
import {
  questionFromWire,
  type FinalResultOutcome,
  type LoadedQuiz,
  type Question,
} from '../../machines/api/quiz';
import { quizMachine, type QuizEvent, type QuizInput, type TimeWarnings } from '../../machines/quiz.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/**
 * The quiz machine's path model: a small test (two questions, a three-second clock that warns at 2 s
 * and at 1 s left) so the graph stays small while every state and transition is reached. The browser
 * drivers (quiz.drivers.ts) serve this very test to the page, so a replayed path shows what the path
 * says.
 *
 * Time: the graph counts one second per `tick` (its readClock counts down). The machine tests replay
 * the paths with the real readClock on a simulated clock and the model's warnings, so one tick is one
 * second there too. The page keeps the real warnings (5:00 and 1:00), so the browser drivers serve the
 * same test with PAGE_SECONDS instead: each of the model's seconds left stands for a time on the page's
 * clock on the same side of each warning, and a tick runs the page's clock on to the next one.
 */

/** The test as the server serves it (the browser drivers serve exactly this). */
const served = (
  id: number,
  text: string,
  options: readonly [string, string, string, string],
): QuizQuestion => ({
  id,
  question: text,
  optionA: options[0],
  optionB: options[1],
  optionC: options[2],
  optionD: options[3],
  subject_name: 'percentage',
  chapter_name: 'Percentage',
  label: 'Level 1',
});

export const SERVED_QUESTIONS: readonly QuizQuestion[] = [
  {
    ...served(9_000_001, 'What is 20% of 150?', ['25', '30', '35', '40']),
    // The first question has Hindi (issue 15), so the "View in" selector is on the paper.
    hi: {
      question: '150 का 20% कितना है?',
      optionA: '25',
      optionB: '30',
      optionC: '35',
      optionD: '40',
    },
  },
  served(9_000_002, 'A price rises from ₹ 200 to ₹ 250. By what percentage did it rise?', [
    '20%',
    '25%',
    '30%',
    '50%',
  ]),
];

/** The same test as the quiz machine holds it. */
export const MODEL_QUESTIONS: readonly Question[] = SERVED_QUESTIONS.map(questionFromWire);

export const MODEL_DURATION_SECONDS = 3;

/** The model's warnings: 2 s left stands for 5:00, 1 s for 1:00. */
export const MODEL_TIME_WARNINGS: TimeWarnings = { low: 2, lastMinute: 1 };

/**
 * The page's seconds left for each of the model's (index: the model's): 3 → 05:01 (no warning yet),
 * 2 → 05:00 (the first warning), 1 → 01:00 (the last), 0 → 00:00 (time is up).
 */
export const PAGE_SECONDS = [0, 60, 300, 301] as const;

/** The server's totals of the model's test, on the wire and as the quiz holds them. */
export const SERVED_TOTALS = {
  status: 'success',
  total_question: 2,
  correct_answer: 1,
  wrong_answer: 1,
} as const;
export const MODEL_TOTALS = { total: 2, correct: 1, wrong: 1 } as const;

/** Aptitude → Percentage → Level 1. */
export const TOPIC_TEST = { kind: 'topic', category: 'aptitude', topic: 'percentage', level: 1 } as const;

/** The model's test, for user 7 (the drivers sign in a fresh candidate instead). */
export const input = { userId: '7', test: TOPIC_TEST } satisfies Omit<QuizInput, 'clock'>;

/** The model's test with its compressed warnings, as the generated paths run it. */
export const modelInput = { ...input, timeWarnings: MODEL_TIME_WARNINGS } satisfies Omit<QuizInput, 'clock'>;

/** The moment the model's clock stands at (the graph never reads it: its readClock counts down). */
export const MODEL_START = 1_795_306_719_690;

export const events = {
  'user.selectOption': [{ type: 'user.selectOption', option: 1 }],
  'user.saveAndNext': [{ type: 'user.saveAndNext' }],
  'user.jump': [{ type: 'user.jump', index: 0 }],
  'user.toggleMark': [{ type: 'user.toggleMark' }],
  'user.showQuestionIn': [{ type: 'user.showQuestionIn', language: 'hi' }],
  // A mock's review controls: a topic test's policy refuses them (quiz-mock.model.ts takes them).
  'user.markAndNext': [{ type: 'user.markAndNext' }],
  'user.clearResponse': [{ type: 'user.clearResponse' }],
  'user.submit': [{ type: 'user.submit' }],
  'user.leave': [{ type: 'user.leave' }],
  'user.confirm': [{ type: 'user.confirm' }],
  'user.cancel': [{ type: 'user.cancel' }],
  'user.dismiss': [{ type: 'user.dismiss' }],
  'user.retry': [{ type: 'user.retry' }],
  'user.retake': [{ type: 'user.retake' }],
  'connection.online': [{ type: 'connection.online' }],
} satisfies EventFixtures<QuizEvent>;

/** A call that met no connection (fetch's own error): the submission waits for one. */
export const NO_CONNECTION = new TypeError('Failed to fetch');
/** A call the server refused: ky's HTTPError carries the response (machines/connection.ts). */
export const SERVER_REFUSAL = Object.assign(new Error('Request failed with status code 500'), {
  name: 'HTTPError',
  response: { status: 500 },
});

export const outcomes = {
  loadQuiz: {
    done: [
      { questions: MODEL_QUESTIONS, durationSeconds: MODEL_DURATION_SECONDS },
      // A test with no questions is a load failure (the wrong structure).
      { questions: [], durationSeconds: MODEL_DURATION_SECONDS },
    ],
    error: [new TypeError('Failed to fetch')],
  },
  submitResult: { done: [undefined], error: [NO_CONNECTION, SERVER_REFUSAL] },
  fetchFinalResult: {
    done: [{ ok: true, totals: MODEL_TOTALS }, { ok: false }],
    error: [NO_CONNECTION, SERVER_REFUSAL],
  },
  // It only listens: its news is the `connection.online` fixture.
  watchConnection: { done: [] },
} satisfies ActorOutcomes<{
  loadQuiz: LoadedQuiz;
  submitResult: void;
  fetchFinalResult: FinalResultOutcome;
  watchConnection: never;
}>;

/** The window's 'online' event is the page's business: walking the graph listens to nothing. */
export const noConnectionWatch = { watchConnection: fromCallback<QuizEvent>(() => {}) };

/** Storage is the page's business: walking the graph saves and clears nothing. */
export const noStorage = {
  restoreSavedAttempt: () => {},
  saveAttempt: () => {},
  clearSavedAttempt: () => {},
};

export const quizModel = defineModel({
  machine: quizMachine.provide({
    actors: noConnectionWatch,
    actions: {
      ...noStorage,
      readClock: assign({ remainingSeconds: ({ context }) => context.remainingSeconds - 1 }),
    },
  }),
  input: { ...modelInput, clock: () => MODEL_START },
  fixtures: events,
  outcomes,
  actorIds: ['loadQuiz', 'submitResult', 'fetchFinalResult'],
  // No `offers`: the machine's guards say when Save & Next, Submit Test, a jump and Retake Test are taken.
  keep: 'shortestPerState',
});
