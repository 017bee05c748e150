import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Board, BoardRequest } from '../../machines/api/leaderboard';
import type { LoadedQuiz, QuizTest } from '../../machines/api/quiz';
import { DAILY_TEST, dailyQuizMachine, runningQuiz, todaysBoard } from '../../machines/dailyQuiz.machine';
import { leaderboardMachine } from '../../machines/leaderboard.machine';
import { quizMachine } from '../../machines/quiz.machine';
import type { QuizSubmission } from '../../machines/quiz-submission';
import { savedAttemptKey, writeSavedAttempt } from '../../machines/quiz-storage';
import { dailyQuizModel } from '../models/dailyQuiz.model';
import { board } from '../models/leaderboard.model';
import { leafStateValues } from '../models/model';
import { useMemoryLocalStorage } from './support/memory-storage';
import { reachedStates, replayModelPath } from './support/replay';

describe('daily quiz machine: generated paths', () => {
  const paths = dailyQuizModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(dailyQuizModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(dailyQuizModel, path);
    });
  }
});

const settle = () => new Promise((resolve) => setImmediate(resolve));
const START = 1_795_306_719_690;
const question = (id: number) => ({ id, text: `Q${id}?`, options: ['a', 'b', 'c', 'd'] as const });
const todaysSet: LoadedQuiz = {
  questions: [question(1), question(2)],
  durationSeconds: 600,
  dailyId: '2026-11-25',
};

/** The daily page with the real quiz and leaderboard machines, their calls faked. */
function start() {
  const clock = new SimulatedClock();
  clock.set(START);
  const boards: BoardRequest[] = [];
  const loads: QuizTest[] = [];
  const submissions: QuizSubmission[] = [];
  const quiz = quizMachine.provide({
    actors: {
      loadQuiz: fromPromise(async ({ input }: { input: QuizTest }) => {
        loads.push(input);
        return todaysSet;
      }),
      submitResult: fromPromise(async ({ input }: { input: QuizSubmission }) => {
        submissions.push(input);
      }),
      fetchFinalResult: fromPromise(async () => ({ ok: true, totals: { total: 2, correct: 1, wrong: 1 } })),
    } as never,
  });
  const leaderboard = leaderboardMachine.provide({
    actors: {
      loadBoard: fromPromise(async ({ input }: { input: BoardRequest }) => {
        boards.push(input);
        return board satisfies Board;
      }),
    } as never,
  });
  let codeArrives = true;
  const fetchesOfCode: number[] = [];
  const loadQuizMachine = fromPromise(async () => {
    fetchesOfCode.push(clock.now());
    if (!codeArrives) throw new TypeError('Failed to fetch dynamically imported module');
    return quiz;
  });
  const noConnection = (off: boolean) => (codeArrives = !off);
  const actor = createActor(
    dailyQuizMachine.provide({ actors: { loadQuizMachine, board: leaderboard } as never }),
    {
      input: { userId: '7', clock: () => clock.now() },
      clock,
    },
  );
  return { actor, clock, boards, loads, submissions, fetchesOfCode, noConnection };
}

describe('daily quiz machine: transitions', () => {
  useMemoryLocalStorage();

  it('opens on today’s board, which loads the daily board', async () => {
    const { actor, boards } = start();
    actor.start();
    expect(actor.getSnapshot().value).toBe('board');
    await settle();
    expect(boards).toEqual([{ kind: 'daily' }]);
    expect(todaysBoard(actor.getSnapshot())?.getSnapshot().value).toBe('shown');
    expect(runningQuiz(actor.getSnapshot())).toBeUndefined();
  });

  it('Start runs today’s set on the quiz machine, and its answers go out under the day served', async () => {
    const { actor, loads, submissions } = start();
    actor.start();
    actor.send({ type: 'user.start' });
    await settle();
    const quiz = runningQuiz(actor.getSnapshot())!;
    expect(loads).toEqual([DAILY_TEST]);
    expect(quiz.getSnapshot().context.remainingSeconds).toBe(600);
    expect(todaysBoard(actor.getSnapshot())).toBeUndefined();
    quiz.send({ type: 'user.selectOption', option: 0 });
    quiz.send({ type: 'user.saveAndNext' });
    quiz.send({ type: 'user.selectOption', option: 1 });
    quiz.send({ type: 'user.submit' });
    quiz.send({ type: 'user.confirm' });
    await settle();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ userId: '7', dailyId: '2026-11-25', chosen: ['a', 'b'] });
    expect(submissions[0]).not.toHaveProperty('topic');
  });

  it('back to the board stops the test and loads the board again (with the new row)', async () => {
    const { actor, boards } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.start' });
    await settle();
    const quiz = runningQuiz(actor.getSnapshot())!;
    actor.send({ type: 'user.showBoard' });
    expect(actor.getSnapshot().value).toBe('board');
    expect(quiz.getSnapshot().status).toBe('stopped');
    await settle();
    expect(boards).toHaveLength(2);
  });

  it('a daily attempt saved before a reload, with time left, goes straight back to the test', async () => {
    writeSavedAttempt(
      { userId: '7', test: DAILY_TEST },
      {
        questions: todaysSet.questions,
        answers: ['a', null],
        marked: [false, false],
        current: 1,
        deadline: START + 120_000,
        attemptId: null,
        attemptTime: null,
        dailyId: '2026-11-25',
      },
    );
    const { actor, loads } = start();
    actor.start();
    expect(actor.getSnapshot().value).toBe('opening');
    await settle();
    expect(actor.getSnapshot().value).toBe('taking');
    const quiz = runningQuiz(actor.getSnapshot())!;
    expect(quiz.getSnapshot().context).toMatchObject({
      current: 1,
      answers: ['a', null],
      dailyId: '2026-11-25',
    });
    expect(loads).toEqual([]);
  });

  it('one whose time is up, or another user’s, opens on the board', () => {
    const saved = {
      questions: todaysSet.questions,
      answers: [null, null],
      marked: [false, false],
      current: 0,
      deadline: START - 1,
      attemptId: null,
      attemptTime: null,
      dailyId: '2026-11-25',
    };
    writeSavedAttempt({ userId: '7', test: DAILY_TEST }, saved);
    writeSavedAttempt({ userId: '8', test: DAILY_TEST }, { ...saved, deadline: START + 60_000 });
    const { actor } = start();
    actor.start();
    expect(actor.getSnapshot().value).toBe('board');
  });

  it('fetches the test’s code only at Start; without a connection it says so, and Try again fetches it', async () => {
    const { actor, loads, fetchesOfCode, noConnection } = start();
    actor.start();
    await settle();
    expect(fetchesOfCode).toEqual([]); // the board alone needs none of it
    noConnection(true);
    actor.send({ type: 'user.start' });
    expect(actor.getSnapshot().value).toBe('opening');
    await settle();
    expect(actor.getSnapshot().value).toBe('openFailed');
    expect(runningQuiz(actor.getSnapshot())).toBeUndefined();
    expect(loads).toEqual([]);
    noConnection(false);
    actor.send({ type: 'user.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('taking');
    expect(fetchesOfCode).toHaveLength(2);
    expect(loads).toEqual([DAILY_TEST]);
  });

  it('from a failed fetch, back to the board', async () => {
    const { actor, boards, noConnection } = start();
    actor.start();
    noConnection(true);
    actor.send({ type: 'user.start' });
    await settle();
    actor.send({ type: 'user.showBoard' });
    expect(actor.getSnapshot().value).toBe('board');
    await settle();
    expect(boards).toHaveLength(2);
  });

  it('keeps its saved attempt apart from the topic tests’', () => {
    expect(savedAttemptKey({ userId: '7', test: DAILY_TEST })).toBe('quizAttempt:7:daily');
    expect(
      savedAttemptKey({
        userId: '7',
        test: { kind: 'topic', category: 'aptitude', topic: 'percentage', level: 1 },
      }),
    ).toBe('quizAttempt:7:aptitude/percentage/level1');
  });
});
