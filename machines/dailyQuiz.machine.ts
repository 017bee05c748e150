import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { leaderboardMachine } from './leaderboard.machine';
import type { quizMachine } from './quiz.machine';
import { readSavedAttempt } from './quiz-storage';

/**
 * The daily quiz page (/daily, issue 11) for a logged-in candidate: today's board and a Start button,
 * then today's set on the quiz machine itself (its timer, palette, confirm, result and review, and its
 * documented time-out no-op), then back to the board, which loads again with the new row.
 *
 * - The board is the leaderboard machine, invoked while the page shows it; the test is the quiz
 *   machine with `test: { kind: 'daily' }`, spawned while it runs. Leaving either stops it.
 * - The quiz machine's code is fetched when the test starts (`opening`), not with the page: a
 *   candidate who comes to see the board does not download it. Without a connection that fetch
 *   fails (`openFailed`): try again, or back to the board.
 * - A daily attempt saved before a reload with time left goes straight back to the test (the quiz
 *   machine restores it); otherwise the page opens on the board.
 * - Visitors see the page without this machine: its Start is a link to /login (the view's), as the
 *   level chooser's levels are.
 */
export interface DailyQuizInput {
  readonly userId: string;
  /** Milliseconds since the epoch; Date.now unless a test brings its own clock. */
  readonly clock?: () => number;
}

/** The quiz machine, once its code has arrived. */
export type QuizMachineLogic = typeof quizMachine;

export interface DailyQuizContext {
  readonly userId: string;
  readonly clock: () => number;
  readonly quizLogic: QuizMachineLogic | null;
  /** The running test (while `taking`). */
  readonly quiz: ActorRefFrom<QuizMachineLogic> | null;
}

export type DailyQuizEvent = { type: 'user.start' } | { type: 'user.showBoard' } | { type: 'user.retry' };

export const DAILY_TEST = { kind: 'daily' } as const;

export const dailyQuizMachine = setup({
  types: {
    context: {} as DailyQuizContext,
    input: {} as DailyQuizInput,
    events: {} as DailyQuizEvent,
  },
  actors: {
    board: leaderboardMachine,
    /** The quiz machine's code (a chunk of its own; the browser keeps it once fetched). */
    loadQuizMachine: fromPromise<QuizMachineLogic>(async () => (await import('./quiz.machine')).quizMachine),
  },
  actions: {
    /** Keeps the quiz machine whose code has just arrived. */
    keepQuizMachine: assign({ quizLogic: (_, params: { logic: QuizMachineLogic }) => params.logic }),
    /** Starts today's set on the quiz machine (it loads, or restores, the day's attempt). */
    startQuiz: assign({
      quiz: ({ context, spawn }) =>
        context.quizLogic &&
        spawn(context.quizLogic, {
          input: { userId: context.userId, test: DAILY_TEST, clock: context.clock },
        }),
    }),
    /** Stops the running test (the candidate went back to the board). */
    stopQuiz: enqueueActions(({ context, enqueue }) => {
      if (context.quiz) enqueue.stopChild(context.quiz);
      enqueue.assign({ quiz: null });
    }),
  },
  guards: {
    /** A daily attempt of this user in localStorage whose time is not up (machines/quiz-storage.ts). */
    attemptInProgress: ({ context }) => {
      const saved = readSavedAttempt({ userId: context.userId, test: DAILY_TEST });
      return saved !== null && saved.deadline > context.clock();
    },
  },
}).createMachine({
  id: 'dailyQuiz',
  description: 'Today’s daily quiz: its board and Start, the test on the quiz machine, and back.',
  context: ({ input }) => ({
    userId: input.userId,
    clock: input.clock ?? Date.now,
    quizLogic: null,
    quiz: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'A daily attempt in progress (saved before a reload) carries on; otherwise the board.',
      always: [{ guard: 'attemptInProgress', target: 'opening' }, { target: 'board' }],
    },
    board: {
      description: 'What today’s quiz is, Start, and today’s leaderboard with the candidate’s own row.',
      invoke: { id: 'board', src: 'board', input: { board: { kind: 'daily' } } },
      on: { 'user.start': 'opening' },
    },
    opening: {
      description: 'The test’s code arrives: fetched the first time the test starts in this visit.',
      invoke: {
        id: 'loadQuizMachine',
        src: 'loadQuizMachine',
        onDone: {
          target: 'taking',
          actions: { type: 'keepQuizMachine', params: ({ event }) => ({ logic: event.output }) },
        },
        onError: 'openFailed',
      },
    },
    openFailed: {
      description: 'The test’s code did not arrive (no connection): try again, or back to the board.',
      on: { 'user.retry': 'opening', 'user.showBoard': 'board' },
    },
    taking: {
      description: 'Today’s set on the quiz machine, from loading to its result (or the time-out).',
      entry: 'startQuiz',
      exit: 'stopQuiz',
      on: { 'user.showBoard': 'board' },
    },
  },
});

export type DailyQuizSnapshot = SnapshotFrom<typeof dailyQuizMachine>;

/** The running test, while the candidate takes it (the spawned quiz machine). */
export function runningQuiz(snapshot: DailyQuizSnapshot): ActorRefFrom<QuizMachineLogic> | undefined {
  return (snapshot.matches('taking') && snapshot.context.quiz) || undefined;
}

/** Today's board, while the page shows it (the invoked leaderboard machine). */
export function todaysBoard(
  snapshot: DailyQuizSnapshot,
): ActorRefFrom<typeof leaderboardMachine> | undefined {
  return snapshot.matches('board')
    ? (snapshot.children.board as ActorRefFrom<typeof leaderboardMachine> | undefined)
    : undefined;
}
