import { and, assign, fromCallback, fromPromise, or, setup, type SnapshotFrom } from 'xstate';
import type { Language } from '../contract/languages';
import { QUIZ_DURATION_SECONDS } from '../contract/quiz';
import type { FinalResultOutcome, LoadedQuiz, Question, QuizTest, Totals } from './api/quiz';
import { isConnectionFailure, listenForConnection } from './connection';
import { fetchTestResult, loadTest, submitTest } from './quiz-calls';
import { topicPolicy, type QuizPolicy } from './quiz-policy';
import { isOnLastQuestion, visitedBefore } from './quiz-progress';
import { sectionsCover, type QuizSection } from './quiz-sections';
import {
  finalResultRequestOf,
  submissionOf,
  type QuizFinalResultRequest,
  type QuizSubmission,
} from './quiz-submission';
import { clearSavedAttempt, readSavedAttempt, writeSavedAttempt, type AttemptKey } from './quiz-storage';

/**
 * One timed test (spec §2 Quiz and Result screens, §4, §5, §8; design §2, §5): load 25 questions,
 * answer them against a countdown, submit, and show the score the server computed.
 *
 * - The remaining time is computed from a deadline (`clock() + duration`) at every tick, never by
 *   counting ticks: a throttled background tab or a reload cannot stretch it.
 * - At zero the test ends and NOTHING is sent: the documented no-op, kept on purpose (design §5).
 * - The attempt in progress is saved to localStorage after every change and restored on load while
 *   its deadline has not passed; a finished attempt (result or time-out) is cleared.
 * - Submitting sends the answers (their failure ignored, spec §7), waits `resultDelay`, then asks for
 *   the final result; a failed result can be retried with the same answers and the same attempt id
 *   (the server stores an attempt once, so a retry never counts twice).
 * - Without a connection (issue 16) a submission waits (`awaitingConnection`): the answers stay saved
 *   on this device, marked submitted, and are sent again under the same attempt id when the browser
 *   says the connection is back, every `reconnectDelay`, or at "Try now"; a reload on the way sends
 *   them again too, whatever the clock says. A server's refusal is not a lost connection: it fails.
 *
 * - The timer warns twice (issue 22): at 5:00 left (`timeLow`) and at 1:00 left (`lastMinute`), since
 *   the documented time-out sends nothing and a candidate must submit before it. The thresholds are
 *   the machine's (TIME_WARNINGS); a test may bring compressed ones, as it brings its own clock.
 * - It records which questions the candidate has seen (`visited`), so the palette tells "not visited"
 *   from "visited but not answered"; like the answers, that survives a reload.
 * - Leaving mid-test asks first (`leaving`); the way out itself is the screen's link.
 * - Each question can be read in हिन्दी or English (issue 15), as the exam screens' "View in" allows:
 *   `shownIn` holds the candidate's choice per question (null: the product's language). A switch
 *   touches nothing else: the answer is the option's identity (its English text), whatever language
 *   it was chosen in, so switching back finds it still chosen; the palette and the timer go on.
 *
 * The same machine runs a topic-level test and today's daily quiz (issue 11): its `test` input says
 * which, and only the calls differ (machines/api/quiz.ts, machines/api/daily.ts). The daily's day
 * comes with its questions and goes with its answers.
 *
 * It runs a full-length mock too (issue 18): `test` is the mock, and the `policy` input
 * (machines/quiz-policy.ts) switches on the exam's rules by name: at zero the answers given are
 * submitted (`timeUpSubmitsAnswers`), Submit is on every question and allows blanks, and "Mark for
 * Review & Next" and "Clear Response" are offered. Its paper comes in sections (machines/quiz-sections.ts).
 *
 * The HTTP client is imported only when a call is made (machines/quiz-calls.ts).
 */
export const TICK_MS = 1000;
export const RESULT_DELAY_MS = 1500;
/** How often a submission waiting for a connection tries again on its own ('online' may never fire). */
export const RECONNECT_DELAY_MS = 20_000;

export type OptionIndex = 0 | 1 | 2 | 3;

/** When the timer warns, in seconds left: 'Submit before the time runs out' (issue 22). */
export interface TimeWarnings {
  /** The first warning, and the timer's warning colour (5:00). */
  readonly low: number;
  /** The last warning, in the timer's alarm colour (1:00). */
  readonly lastMinute: number;
}

export const TIME_WARNINGS: TimeWarnings = { low: 300, lastMinute: 60 };

export interface QuizInput {
  /** The logged-in user's id (the session's record). */
  readonly userId: string;
  /** A topic-level, or today's daily quiz. */
  readonly test: QuizTest;
  /** Milliseconds since the epoch; Date.now unless a test brings its own clock. */
  readonly clock?: () => number;
  /** TIME_WARNINGS unless a test brings its own (the path model's three-second test does). */
  readonly timeWarnings?: TimeWarnings;
  /** The test's rules: topicPolicy (the topic and daily tests) unless a mock brings mockPolicy. */
  readonly policy?: QuizPolicy;
}

export interface QuizContext extends AttemptKey {
  readonly clock: () => number;
  readonly timeWarnings: TimeWarnings;
  readonly policy: QuizPolicy;
  readonly questions: readonly Question[];
  /** The test's name as the server served it (a topic's title); null until served, or when it has none. */
  readonly title: string | null;
  /** The paper's sections in order (a mock's); empty for a topic test. */
  readonly sections: readonly QuizSection[];
  /** One slot per question: null when unanswered, else the chosen option's text (spec §3). */
  readonly answers: readonly (string | null)[];
  /** Marked for review, one flag per question (spec §3's flag list, used as design §5 says). */
  readonly marked: readonly boolean[];
  /** Whether the candidate has had each question on screen (the first one from the start). */
  readonly visited: readonly boolean[];
  /**
   * The language the candidate chose for each question (issue 15), null while it follows the
   * product's language (the view knows it). Hindi only for a question that has Hindi.
   */
  readonly shownIn: readonly (Language | null)[];
  readonly current: number;
  /** When the time is up (ms since the epoch). */
  readonly deadline: number;
  /** Whole seconds left, as of the last tick. */
  readonly remainingSeconds: number;
  /** The submission's id (the time of the first submit, in ms, as text) and time, kept for retries. */
  readonly attemptId: string | null;
  readonly attemptTime: string | null;
  /** The day of the daily set that was served ('2026-11-25'); null for a topic test. */
  readonly dailyId: string | null;
  readonly totals: Totals | null;
  /** The time ran out and the answers given were submitted (a mock's policy): the result says so. */
  readonly submittedAtTimeUp: boolean;
  /** The answers were submitted: a reload sends them again rather than reopening the paper. */
  readonly submitted: boolean;
}

export type QuizEvent =
  | { type: 'user.selectOption'; option: OptionIndex }
  | { type: 'user.saveAndNext' }
  | { type: 'user.jump'; index: number }
  | { type: 'user.toggleMark' }
  /** The current question's "View in" selector (issue 15): हिन्दी or English. */
  | { type: 'user.showQuestionIn'; language: Language }
  /** A mock's "Mark for Review & Next" and "Clear Response" (the policy's review controls). */
  | { type: 'user.markAndNext' }
  | { type: 'user.clearResponse' }
  | { type: 'user.submit' }
  /** Asks to leave the test before it is over (the slim header's way out). */
  | { type: 'user.leave' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  /** Closes a popup (the incomplete warning, 'Time's Up!', '🎯 Submitted!'). */
  | { type: 'user.dismiss' }
  | { type: 'user.retry' }
  | { type: 'user.retake' }
  /** The browser says the connection is back (its 'online' event). */
  | { type: 'connection.online' };

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Whole seconds from `now` until `deadline`, never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const keyOf = (context: QuizContext): AttemptKey => ({ userId: context.userId, test: context.test });

const emptyAttempt = {
  questions: [],
  sections: [],
  answers: [],
  marked: [],
  visited: [],
  shownIn: [],
  current: 0,
  deadline: 0,
  remainingSeconds: QUIZ_DURATION_SECONDS,
  attemptId: null,
  attemptTime: null,
  dailyId: null,
  totals: null,
  submittedAtTimeUp: false,
  submitted: false,
} satisfies Partial<QuizContext>;

/**
 * `paper`: the questions are on screen (while answering, and disabled after the time-out or while a
 * result is retried); `answering`: they take answers; `busy`: the server is asked (or storage read);
 * `timeLow`: 5:00 or less is left (the first warning, and from then on the timer's warning colour);
 * `lastMinute`: 1:00 or less (the last warning).
 */
/**
 * 'dialog': a popup is open (the screen fetches its popups' code on intent and must have it by then).
 */
export type QuizTag = 'paper' | 'answering' | 'busy' | 'timeLow' | 'lastMinute' | 'dialog';

export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    input: {} as QuizInput,
    events: {} as QuizEvent,
    tags: {} as QuizTag,
  },
  actors: {
    loadQuiz: fromPromise<LoadedQuiz, QuizTest>(({ input, signal }) => loadTest(input, signal)),
    submitResult: fromPromise<void, QuizSubmission>(({ input, signal }) => submitTest(input, signal)),
    fetchFinalResult: fromPromise<FinalResultOutcome, QuizFinalResultRequest>(({ input, signal }) =>
      fetchTestResult(input, signal),
    ),
    watchConnection: fromCallback<QuizEvent>(({ sendBack }) =>
      listenForConnection((online) => {
        if (online) sendBack({ type: 'connection.online' });
      }),
    ),
  },
  actions: {
    /**
     * Takes the saved attempt of this user and test, if its time is not up yet; a mock's even when it
     * is (its policy submits what was answered at zero, so a candidate who closed the tab is marked),
     * and a submitted one whatever the clock says (it was sent in time; only the answer is awaited).
     */
    restoreSavedAttempt: assign(({ context }) => {
      const saved = readSavedAttempt(keyOf(context));
      const now = context.clock();
      const expired = saved !== null && saved.deadline <= now && !saved.submitted;
      if (!saved || (expired && context.policy.onTimeUp === 'submitNothing')) return {};
      return {
        ...saved,
        title: saved.title ?? null,
        visited: saved.visited ?? visitedBefore(saved),
        shownIn: saved.shownIn ?? saved.questions.map(() => null),
        dailyId: saved.dailyId ?? null,
        sections: saved.sections ?? [],
        submitted: saved.submitted ?? false,
        remainingSeconds: secondsLeft(saved.deadline, now),
        totals: null,
      };
    }),
    saveAttempt: ({ context }) => {
      const { questions, sections, answers, marked, visited, current, deadline, attemptId, attemptTime } =
        context;
      const { title, dailyId, submitted, shownIn } = context;
      writeSavedAttempt(keyOf(context), {
        shownIn,
        questions,
        title,
        sections,
        answers,
        marked,
        visited,
        current,
        deadline,
        attemptId,
        attemptTime,
        dailyId,
        submitted,
      });
    },
    clearSavedAttempt: ({ context }) => clearSavedAttempt(keyOf(context)),
    /** A fresh attempt from the served questions; the clock starts now. */
    startAttempt: assign(({ context }, params: { quiz: LoadedQuiz }) => {
      const count = params.quiz.questions.length;
      return {
        ...emptyAttempt,
        questions: params.quiz.questions,
        title: params.quiz.title ?? null,
        sections: params.quiz.sections ?? [],
        attemptId: params.quiz.attemptId ?? null,
        answers: Array<string | null>(count).fill(null),
        marked: Array<boolean>(count).fill(false),
        // The first question is on screen from the start.
        visited: Array.from({ length: count }, (_, i) => i === 0),
        shownIn: Array<Language | null>(count).fill(null),
        deadline: context.clock() + params.quiz.durationSeconds * 1000,
        remainingSeconds: params.quiz.durationSeconds,
        dailyId: params.quiz.dailyId ?? null,
      };
    }),
    forgetAttempt: assign(emptyAttempt),
    readClock: assign({ remainingSeconds: ({ context }) => secondsLeft(context.deadline, context.clock()) }),
    /** The current question's answer becomes the chosen option's text. */
    selectOption: assign(({ context }, params: { option: OptionIndex }) => ({
      answers: context.answers.map((answer, i) =>
        i === context.current ? (context.questions[i]?.options[params.option] ?? answer) : answer,
      ),
    })),
    /** Save & Next: on to the next question (the guard keeps it off the last one). */
    goToNext: assign(({ context }) => ({ current: context.current + 1 })),
    jump: assign((_, params: { index: number }) => ({ current: params.index })),
    /** The question now on screen counts as seen (after Save & Next or a jump). */
    visitCurrent: assign({
      visited: ({ context }) => context.visited.map((seen, i) => seen || i === context.current),
    }),
    /** The current question is shown in the chosen language from now on; nothing else changes. */
    showQuestionIn: assign(({ context }, params: { language: Language }) => ({
      shownIn: context.shownIn.map((shown, i) => (i === context.current ? params.language : shown)),
    })),
    toggleMark: assign({
      marked: ({ context }) => context.marked.map((flag, i) => (i === context.current ? !flag : flag)),
    }),
    /** "Mark for Review & Next" marks the current question (never unmarks it). */
    markCurrent: assign({
      marked: ({ context }) => context.marked.map((flag, i) => flag || i === context.current),
    }),
    /** "Clear Response": the current question is blank again (a mark stays, as on the exam's screens). */
    clearResponse: assign({
      answers: ({ context }) => context.answers.map((answer, i) => (i === context.current ? null : answer)),
    }),
    /**
     * The first submission picks the attempt id (spec §3: the time in ms) and time; retries keep them.
     * A mock's id came from the server when it started, so only its time is picked.
     */
    chooseAttemptId: assign(({ context }) => {
      if (context.attemptId !== null && context.attemptTime !== null) return {};
      const now = context.clock();
      return { attemptId: context.attemptId ?? String(now), attemptTime: new Date(now).toISOString() };
    }),
    /** From here on the attempt is the server's to mark: a reload sends it again. */
    markSubmitted: assign({ submitted: true }),
    keepTotals: assign({
      totals: (_, params: { outcome: FinalResultOutcome }) =>
        params.outcome.ok ? params.outcome.totals : null,
    }),
    /**
     * The documented time-out no-op (spec §4, design §5): the original calls its submit routine at
     * zero, and that routine does nothing once the test is no longer active. Kept on purpose: nothing
     * is sent on time-out. Named so it shows on the transition in the Stately visualiser.
     */
    submitNothingOnTimeUp: () => {},
    /** A mock at zero (its policy): the answers given go to the server, as the real exam ends by itself. */
    submitAnsweredOnTimeUp: assign({ submittedAtTimeUp: true }),
  },
  guards: {
    /** Questions came, and the sections (if any) cover them exactly, one after the other. */
    servedQuestions: (_, params: { quiz: LoadedQuiz }) =>
      params.quiz.questions.length > 0 &&
      sectionsCover(params.quiz.sections ?? [], params.quiz.questions.length),
    hasAttempt: ({ context }) => context.questions.length > 0,
    /** The current question can be shown in that language: English always, Hindi where it has Hindi. */
    questionHasLanguage: ({ context }, params: { language: Language }) =>
      params.language === 'en' || context.questions[context.current]?.hi !== undefined,
    timeIsUp: ({ context }) => context.remainingSeconds <= 0,
    /** 5:00 or less left: the first warning (issue 22). */
    timeIsLow: ({ context }) => context.remainingSeconds <= context.timeWarnings.low,
    /** 1:00 or less left: the last warning. */
    inLastMinute: ({ context }) => context.remainingSeconds <= context.timeWarnings.lastMinute,
    hasUnanswered: ({ context }) => context.answers.some((answer) => answer === null),
    /** The policy: what happens at zero (a mock submits what was answered; a topic test nothing). */
    policySubmitsOnTimeUp: ({ context }) => context.policy.onTimeUp === 'submitAnswered',
    /** A mock's time-up: the answers given are submitted (issue 18 §4). */
    timeUpSubmitsAnswers: and(['timeIsUp', 'policySubmitsOnTimeUp']),
    /** The policy: Submit refuses blanks (a topic test's 'Incomplete Test!'). */
    policyRequiresAllAnswered: ({ context }) => context.policy.requiresAllAnswered,
    /** The policy: Submit is on every question (a mock's), not only the last. */
    policySubmitsFromAnyQuestion: ({ context }) => context.policy.submitFrom === 'anyQuestion',
    /** The policy: "Mark for Review & Next" and "Clear Response" are offered (a mock's). */
    policyHasReviewControls: ({ context }) => context.policy.reviewControls,
    /** Submit Test sits on the last question only (spec §2). */
    onLastQuestion: ({ context }) => isOnLastQuestion(context),
    /** Submit Test with questions left blank where the policy requires all: the warning instead. */
    submitsWithBlanks: and(['policyRequiresAllAnswered', 'onLastQuestion', 'hasUnanswered']),
    /** Where Submit Test is offered: the last question, or any under a mock's policy. */
    maySubmitHere: or(['onLastQuestion', 'policySubmitsFromAnyQuestion']),
    /** "Mark for Review & Next" with a next question to move to. */
    marksAndMovesOn: and(['policyHasReviewControls', 'hasNextQuestion']),
    /** Save & Next sits on every question but the last. */
    hasNextQuestion: ({ context }) => !isOnLastQuestion(context),
    /** A palette jump goes to another question of this test. */
    isAnotherQuestion: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) &&
      params.index >= 0 &&
      params.index < context.questions.length &&
      params.index !== context.current,
    resultArrived: (_, params: { outcome: FinalResultOutcome }) => params.outcome.ok,
    /** The answers were submitted before (a reload while they were on their way). */
    wasSubmitted: ({ context }) => context.submitted,
    /** A restored attempt that was submitted: it is sent again, not put back on the paper. */
    resumesSubmission: and(['hasAttempt', 'wasSubmitted']),
    /** A call failed for want of a connection, not by the server's answer. */
    lostConnection: (_, params: { error: unknown }) => isConnectionFailure(params.error),
  },
  delays: {
    tick: TICK_MS,
    resultDelay: RESULT_DELAY_MS,
    reconnectDelay: RECONNECT_DELAY_MS,
  },
}).createMachine({
  id: 'quiz',
  description: 'One timed test: load, answer against the clock, submit, and show the server’s score.',
  context: ({ input }) => ({
    userId: input.userId,
    test: input.test,
    clock: input.clock ?? Date.now,
    timeWarnings: input.timeWarnings ?? TIME_WARNINGS,
    policy: input.policy ?? topicPolicy,
    ...emptyAttempt,
    // Not part of an attempt: a retake of the same test keeps its name on screen while it loads.
    title: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      description:
        'An attempt of this test saved before a reload carries on: sent again if it was submitted, else on the paper while time is left; otherwise a new one loads.',
      tags: ['busy'],
      entry: 'restoreSavedAttempt',
      always: [
        { guard: 'resumesSubmission', target: 'processing' },
        { guard: 'hasAttempt', target: 'active' },
        { target: 'loading' },
      ],
    },
    loading: {
      description: "'Loading the test...' while the server draws the questions.",
      tags: ['busy'],
      invoke: {
        id: 'loadQuiz',
        src: 'loadQuiz',
        input: ({ context }) => context.test,
        onDone: [
          {
            guard: { type: 'servedQuestions', params: ({ event }) => ({ quiz: event.output }) },
            target: 'active',
            actions: [
              { type: 'startAttempt', params: ({ event }) => ({ quiz: event.output }) },
              'saveAttempt',
            ],
          },
          { target: 'loadFailed', description: 'No questions: the wrong structure.' },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      description:
        "'Failed to Load Quiz' / 'Please check your connection or try again later.', with a retry.",
      tags: ['dialog'],
      on: { 'user.retry': 'loading' },
    },
    active: {
      description: 'The test is running: the clock counts down while the candidate answers.',
      tags: ['paper'],
      type: 'parallel',
      always: [
        {
          guard: 'timeUpSubmitsAnswers',
          target: 'processing',
          actions: 'submitAnsweredOnTimeUp',
          description: "Time's up on a mock (its policy): the answers given are submitted, as in the exam.",
        },
        {
          guard: 'timeIsUp',
          target: 'ended',
          // The documented no-op: the test ends and nothing is sent (see submitNothingOnTimeUp).
          actions: 'submitNothingOnTimeUp',
          description: "Time's up: the test ends and nothing is sent (kept as documented).",
        },
      ],
      states: {
        timer: {
          description:
            'The countdown, mm:ss, from 25:00; it warns at 5:00 and at 1:00 left (issue 22), since the time-out sends nothing.',
          initial: 'counting',
          states: {
            counting: {
              description: 'Every second the time left is read again from the deadline.',
              always: [
                { guard: 'inLastMinute', target: 'lastMinute' },
                { guard: 'timeIsLow', target: 'low' },
              ],
              after: { tick: { target: 'counting', reenter: true, actions: 'readClock' } },
            },
            low: {
              description:
                "With 5:00 or less left: 'Submit before the time runs out', said once, and the timer in its warning colour.",
              tags: ['timeLow'],
              always: { guard: 'inLastMinute', target: 'lastMinute' },
              after: { tick: { target: 'low', reenter: true, actions: 'readClock' } },
            },
            lastMinute: {
              description:
                'With 1:00 or less left: the last warning, said once, and the timer in its alarm colour.',
              tags: ['timeLow', 'lastMinute'],
              after: { tick: { target: 'lastMinute', reenter: true, actions: 'readClock' } },
            },
          },
        },
        paper: {
          description: 'The questions, the palette and the summary.',
          initial: 'answering',
          states: {
            answering: {
              description:
                'Options, Save & Next, the palette and Mark for Review; answers can change until submission.',
              tags: ['answering'],
              on: {
                'user.selectOption': {
                  actions: [
                    { type: 'selectOption', params: ({ event }) => ({ option: event.option }) },
                    'saveAttempt',
                  ],
                },
                'user.saveAndNext': {
                  guard: 'hasNextQuestion',
                  actions: ['goToNext', 'visitCurrent', 'saveAttempt'],
                },
                'user.jump': {
                  guard: { type: 'isAnotherQuestion', params: ({ event }) => ({ index: event.index }) },
                  actions: [
                    { type: 'jump', params: ({ event }) => ({ index: event.index }) },
                    'visitCurrent',
                    'saveAttempt',
                  ],
                },
                'user.toggleMark': { actions: ['toggleMark', 'saveAttempt'] },
                'user.showQuestionIn': {
                  guard: {
                    type: 'questionHasLanguage',
                    params: ({ event }) => ({ language: event.language }),
                  },
                  actions: [
                    { type: 'showQuestionIn', params: ({ event }) => ({ language: event.language }) },
                    'saveAttempt',
                  ],
                  description: 'The "View in" selector: only the language of this question changes.',
                },
                'user.markAndNext': [
                  {
                    guard: 'marksAndMovesOn',
                    actions: ['markCurrent', 'goToNext', 'visitCurrent', 'saveAttempt'],
                  },
                  {
                    guard: 'policyHasReviewControls',
                    actions: ['markCurrent', 'saveAttempt'],
                    description: 'On the last question it marks and stays.',
                  },
                ],
                'user.clearResponse': {
                  guard: 'policyHasReviewControls',
                  actions: ['clearResponse', 'saveAttempt'],
                },
                'user.submit': [
                  { guard: 'submitsWithBlanks', target: 'incompleteWarning' },
                  { guard: 'maySubmitHere', target: 'confirming' },
                ],
                'user.leave': 'leaving',
              },
            },
            incompleteWarning: {
              description: "'Incomplete Test!' / 'You have {n} unattempted question(s).' The test goes on.",
              tags: ['dialog'],
              on: { 'user.dismiss': 'answering' },
            },
            confirming: {
              description: 'Asks whether to submit now (a mock shows its per-section summary).',
              tags: ['dialog'],
              on: { 'user.confirm': '#quiz.processing', 'user.cancel': 'answering' },
            },
            leaving: {
              description:
                'Asks whether to leave: the answers stay saved on this device and the clock keeps running. Leaving is the screen’s link; staying goes back to the paper.',
              tags: ['dialog'],
              on: { 'user.cancel': 'answering' },
            },
          },
        },
      },
    },
    processing: {
      description: "'Processing your result...': the answers, a pause, then the final result.",
      tags: ['busy'],
      entry: ['chooseAttemptId', 'markSubmitted', 'saveAttempt'],
      initial: 'sendingAnswers',
      states: {
        sendingAnswers: {
          description: 'POST /api/reasoning/result with the answers (JSON).',
          invoke: {
            id: 'submitResult',
            src: 'submitResult',
            input: ({ context }) => submissionOf(context),
            onDone: { target: 'waiting' },
            onError: [
              {
                guard: { type: 'lostConnection', params: ({ event }) => ({ error: event.error }) },
                target: '#quiz.awaitingConnection',
              },
              {
                target: 'waiting',
                description: 'A refusal is ignored (spec §7); the final result tells.',
              },
            ],
          },
        },
        waiting: {
          description: 'The 1.5 s pause before the final result is asked for.',
          after: { resultDelay: 'fetchingResult' },
        },
        fetchingResult: {
          description: 'POST /api/finalresult (form) for the score.',
          invoke: {
            id: 'fetchFinalResult',
            src: 'fetchFinalResult',
            input: ({ context }) => finalResultRequestOf(context),
            onDone: [
              {
                guard: { type: 'resultArrived', params: ({ event }) => ({ outcome: event.output }) },
                target: '#quiz.result',
                actions: { type: 'keepTotals', params: ({ event }) => ({ outcome: event.output }) },
              },
              { target: '#quiz.resultFailed', description: "A status other than 'success'." },
            ],
            onError: [
              {
                guard: { type: 'lostConnection', params: ({ event }) => ({ error: event.error }) },
                target: '#quiz.awaitingConnection',
              },
              { target: '#quiz.resultFailed' },
            ],
          },
        },
      },
    },
    awaitingConnection: {
      description:
        "'Waiting for a connection, your answers are safe': kept on this device and sent again, under the same attempt id, when the connection is back, every 20 s, or at Try now.",
      tags: ['busy'],
      invoke: { id: 'watchConnection', src: 'watchConnection' },
      after: { reconnectDelay: 'processing' },
      on: { 'connection.online': 'processing', 'user.retry': 'processing' },
    },
    resultFailed: {
      description:
        "'Result Error' / 'Could not fetch your result. Please try again.' Retry sends the same answers under the same attempt id.",
      tags: ['paper', 'dialog'],
      on: { 'user.retry': 'processing' },
    },
    result: {
      description:
        "'Test Completed!' with the score, the rows, Retake Test and a link to review the answers.",
      entry: 'clearSavedAttempt',
      initial: 'announcing',
      states: {
        announcing: {
          description: "The '🎯 Submitted!' popup with 'Score: {correct}'.",
          tags: ['dialog'],
          on: { 'user.dismiss': 'shown' },
        },
        shown: {
          description: 'The result, the popup dismissed: Retake Test is within reach.',
          on: { 'user.retake': { target: '#quiz.loading', actions: 'forgetAttempt' } },
        },
      },
    },
    ended: {
      description: 'Time is up: options and palette are disabled; nothing was sent.',
      tags: ['paper'],
      entry: 'clearSavedAttempt',
      initial: 'timeUpNotice',
      states: {
        timeUpNotice: {
          description: "'Time's Up!' / 'Your test has been automatically submitted.'",
          tags: ['dialog'],
          on: { 'user.dismiss': 'closed' },
        },
        closed: {
          description: 'The disabled test, the notice dismissed: Retake Test is within reach.',
          on: { 'user.retake': { target: '#quiz.loading', actions: 'forgetAttempt' } },
        },
      },
    },
  },
});

export type QuizSnapshot = SnapshotFrom<typeof quizMachine>;
