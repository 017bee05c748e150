import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { leaderboardMachine } from './leaderboard.machine';
import { quizMachine } from './quiz.machine';
import { readSavedAttempt } from './quiz-storage';

/**
 * The daily quiz page (/daily, issue 11) for a logged-in candidate: today's board and a Start button,
 * then today's set on the quiz machine itself (its timer, palette, confirm, result and review, and its
 * documented time-out no-op), then back to the board, which loads again with the new row.
 *
 * - The board is the leaderboard machine, invoked while the page shows it; the test is the quiz
 *   machine with `test: { kind: 'daily' }`, invoked while it runs. Leaving either stops it.
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

export interface DailyQuizContext {
  readonly userId: string;
  readonly clock: () => number;
}

export type DailyQuizEvent = { type: 'user.start' } | { type: 'user.showBoard' };

export const DAILY_TEST = { kind: 'daily' } as const;

export const dailyQuizMachine = setup({
  types: {
    context: {} as DailyQuizContext,
    input: {} as DailyQuizInput,
    events: {} as DailyQuizEvent,
  },
  actors: {
    board: leaderboardMachine,
    quiz: quizMachine,
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
  context: ({ input }) => ({ userId: input.userId, clock: input.clock ?? Date.now }),
  initial: 'checking',
  states: {
    checking: {
      description: 'A daily attempt in progress (saved before a reload) carries on; otherwise the board.',
      always: [{ guard: 'attemptInProgress', target: 'taking' }, { target: 'board' }],
    },
    board: {
      description: 'What today’s quiz is, Start, and today’s leaderboard with the candidate’s own row.',
      invoke: { id: 'board', src: 'board', input: { board: { kind: 'daily' } } },
      on: { 'user.start': 'taking' },
    },
    taking: {
      description: 'Today’s set on the quiz machine, from loading to its result (or the time-out).',
      invoke: {
        id: 'quiz',
        src: 'quiz',
        input: ({ context }) => ({ userId: context.userId, test: DAILY_TEST, clock: context.clock }),
      },
      on: { 'user.showBoard': 'board' },
    },
  },
});

export type DailyQuizSnapshot = SnapshotFrom<typeof dailyQuizMachine>;

/** The running test, while the candidate takes it (the invoked quiz machine). */
export function runningQuiz(snapshot: DailyQuizSnapshot): ActorRefFrom<typeof quizMachine> | undefined {
  return snapshot.matches('taking')
    ? (snapshot.children.quiz as ActorRefFrom<typeof quizMachine> | undefined)
    : undefined;
}

/** Today's board, while the page shows it (the invoked leaderboard machine). */
export function todaysBoard(
  snapshot: DailyQuizSnapshot,
): ActorRefFrom<typeof leaderboardMachine> | undefined {
  return snapshot.matches('board')
    ? (snapshot.children.board as ActorRefFrom<typeof leaderboardMachine> | undefined)
    : undefined;
}
