import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { FinalResultOutcome, LoadedQuiz, Question, Submission } from '../../machines/api/quiz';
import { quizMachine } from '../../machines/quiz.machine';
import { attemptedCount, formatClock, questionStatus } from '../../machines/quiz-progress';
import { readSavedAttempt, savedAttemptKey, type SavedAttempt } from '../../machines/quiz-storage';
import {
  input,
  MODEL_START,
  modelInput,
  NO_CONNECTION,
  noConnectionWatch,
  noStorage,
  quizModel,
  SERVER_REFUSAL,
} from '../models/quiz.model';
import { leafKeysOf, leafStateKeys } from '../models/transitions';
import { useMemoryLocalStorage } from './support/memory-storage';
import { replayPath } from './support/replay';

const question = (id: number): Question => ({
  id,
  text: `Question ${id}?\nSecond line`,
  options: [`${id}-a`, `${id}-b`, `${id}-c`, `${id}-d`],
});

const START = MODEL_START;
const totals = { total: 3, correct: 2, wrong: 1 } as const;

// ---------------------------------------------------------------------------------------------------
// Generated paths (tests/models/quiz.model.ts: two questions, a three-second clock). The graph counts one
// second per tick; the replay runs the machine's real readClock, which reads the deadline against a
// simulated clock advanced by the real delays, so the two agree only if the timer reads the deadline.

describe('quiz machine: generated paths', () => {
  const paths = quizModel.paths();

  it('reaches every state, the time-out and the result failure included', () => {
    // A parallel state counts once for each of its leaves ('active.timer.counting', 'active.paper.answering').
    const reached = new Set(
      paths.flatMap((path) => path.steps.flatMap((step) => leafKeysOf(step.state.value))),
    );
    expect(reached).toEqual(new Set(leafStateKeys(quizModel.machine)));
    expect(reached).toContain('ended.timeUpNotice');
    expect(reached).toContain('resultFailed');
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      const clock = new SimulatedClock();
      clock.set(START);
      const actor = await replayPath(quizMachine, path as never, {
        input: { ...modelInput, clock: () => clock.now() },
        actorIds: quizModel.actorIds,
        provide: { actions: noStorage, actors: noConnectionWatch },
        clock,
      });
      actor.stop();
    });
  }
});

// ---------------------------------------------------------------------------------------------------
// Hand-written: the transitions a generated path cannot judge.

const settle = () => new Promise((resolve) => setImmediate(resolve));
const three = [question(11), question(12), question(13)];

function start(
  options: {
    quiz?: LoadedQuiz;
    final?: () => Promise<FinalResultOutcome>;
    submit?: () => Promise<void>;
  } = {},
) {
  const clock = new SimulatedClock();
  clock.set(START);
  const load = vi.fn(async (_input: unknown) => options.quiz ?? { questions: three, durationSeconds: 1500 });
  const submit = vi.fn((_input: unknown) => (options.submit ?? (async () => {}))());
  const final = vi.fn((_input: unknown) =>
    (options.final ?? (async () => ({ ok: true, totals }) as const))(),
  );
  // The browser's 'online' event, as the page would fire it when the connection is back.
  const connection = { online: () => {} };
  const machine = quizMachine.provide({
    actors: {
      loadQuiz: fromPromise(({ input }) => load(input)),
      submitResult: fromPromise(({ input }) => submit(input)),
      fetchFinalResult: fromPromise(({ input }) => final(input)),
      watchConnection: fromCallback(({ sendBack }) => {
        connection.online = () => sendBack({ type: 'connection.online' });
        return () => {
          connection.online = () => {};
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { ...input, clock: () => clock.now() }, clock });
  return { actor, clock, load, submit, final, connection, machine };
}

/** Answers every question with its first option (moving with Save & Next) and stays on the last. */
function answerAll(actor: ReturnType<typeof start>['actor'], count: number) {
  for (let i = 0; i < count; i += 1) {
    actor.send({ type: 'user.selectOption', option: 0 });
    actor.send({ type: 'user.saveAndNext' });
  }
}

/**
 * Answers the three questions, submits and confirms, and lets the wait before the result is asked
 * for pass (1.5 s): the machine is then past the submission, wherever the fakes take it.
 */
async function answerAndSubmit(actor: ReturnType<typeof start>['actor'], clock: SimulatedClock) {
  answerAll(actor, 3);
  actor.send({ type: 'user.submit' });
  actor.send({ type: 'user.confirm' });
  await settle();
  clock.increment(1500);
  await settle();
}

describe('quiz machine: transitions', () => {
  const storage = useMemoryLocalStorage();

  it('loads the test for the route’s type, topic and level, and starts the clock at 25:00', async () => {
    const { actor, load } = start();
    actor.start();
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(load).toHaveBeenCalledWith({ kind: 'topic', category: 'aptitude', topic: 'percentage', level: 1 });
    expect(actor.getSnapshot().matches({ active: { paper: 'answering' } })).toBe(true);
    expect(formatClock(actor.getSnapshot().context.remainingSeconds)).toBe('25:00');
  });

  it('the timer reads the deadline: a tab paused for 100 s shows 100 s less after one tick', async () => {
    const { actor, clock } = start();
    actor.start();
    await settle();
    clock.increment(1000);
    expect(formatClock(actor.getSnapshot().context.remainingSeconds)).toBe('24:59');
    clock.increment(100_000); // the timer fires once, late
    expect(formatClock(actor.getSnapshot().context.remainingSeconds)).toBe('23:19');
  });

  it('after a reload the saved attempt comes back with its answers, marks, question and remaining time', async () => {
    const key = savedAttemptKey(input);
    const saved: SavedAttempt = {
      questions: three,
      answers: ['11-b', null, null],
      marked: [false, true, false],
      current: 1,
      deadline: START + 600_500,
      attemptId: null,
      attemptTime: null,
    };
    storage.setItem(key, JSON.stringify(saved));
    const { actor, clock, load } = start();
    actor.start();
    const { context } = actor.getSnapshot();
    expect(load).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(context).toMatchObject({
      answers: ['11-b', null, null],
      marked: [false, true, false],
      current: 1,
    });
    expect(formatClock(context.remainingSeconds)).toBe('10:01');
    clock.increment(1000);
    expect(formatClock(actor.getSnapshot().context.remainingSeconds)).toBe('10:00');
  });

  it('holds the title served with the questions, keeps it through a reload; an older save has none', async () => {
    const first = start({ quiz: { questions: three, durationSeconds: 1500, title: 'Percentage' } });
    first.actor.start();
    await settle();
    expect(first.actor.getSnapshot().context.title).toBe('Percentage');
    expect(readSavedAttempt(input)?.title).toBe('Percentage');
    first.actor.stop();

    // The page is reloaded: the saved attempt comes back with its title, without a new draw.
    const reloaded = start();
    reloaded.actor.start();
    expect(reloaded.load).not.toHaveBeenCalled();
    expect(reloaded.actor.getSnapshot().context.title).toBe('Percentage');
    reloaded.actor.stop();

    const { title: _title, ...older } = readSavedAttempt(input)!;
    storage.setItem(savedAttemptKey(input), JSON.stringify(older));
    const fromOlder = start();
    fromOlder.actor.start();
    expect(fromOlder.actor.getSnapshot().matches('active')).toBe(true);
    expect(fromOlder.actor.getSnapshot().context.title).toBeNull();
  });

  it('a retake keeps the test’s title on screen while the new questions load', async () => {
    const { actor, clock } = start({
      quiz: { questions: three, durationSeconds: 1500, title: 'Percentage' },
    });
    actor.start();
    await settle();
    await answerAndSubmit(actor, clock);
    actor.send({ type: 'user.dismiss' });
    actor.send({ type: 'user.retake' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.title).toBe('Percentage');
  });

  it('a saved attempt whose time is up is not resumed: a fresh test loads', async () => {
    storage.setItem(
      savedAttemptKey(input),
      JSON.stringify({
        questions: three,
        answers: [null, null, null],
        marked: [false, false, false],
        current: 0,
        deadline: START,
        attemptId: null,
        attemptTime: null,
      }),
    );
    const { actor, load } = start();
    actor.start();
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.answers).toEqual([null, null, null]);
  });

  it('storage of another user or another level is not taken, and rubbish in storage is ignored', async () => {
    storage.setItem(
      savedAttemptKey({ ...input, userId: '8' }),
      JSON.stringify({
        questions: three,
        answers: [],
        marked: [],
        current: 0,
        deadline: START + 1e6,
        attemptId: null,
        attemptTime: null,
      }),
    );
    storage.setItem(savedAttemptKey(input), '{not json');
    const { actor, load } = start();
    actor.start();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('every change is saved: answer, move, jump, mark', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.selectOption', option: 2 });
    actor.send({ type: 'user.toggleMark' });
    actor.send({ type: 'user.jump', index: 2 });
    const saved = readSavedAttempt(input);
    expect(saved).toMatchObject({
      answers: ['11-c', null, null],
      marked: [true, false, false],
      current: 2,
      attemptId: null,
    });
    expect(saved?.deadline).toBe(START + 1500 * 1000);
  });

  it('Save & Next never goes past the last question; a jump outside the test is ignored; marks toggle', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'user.saveAndNext' });
    expect(actor.getSnapshot().context.current).toBe(2);
    actor.send({ type: 'user.jump', index: 7 });
    expect(actor.getSnapshot().context.current).toBe(2);
    actor.send({ type: 'user.jump', index: 0 });
    actor.send({ type: 'user.toggleMark' });
    actor.send({ type: 'user.toggleMark' });
    actor.send({ type: 'user.jump', index: 1 });
    actor.send({ type: 'user.toggleMark' });
    expect(actor.getSnapshot().context.marked).toEqual([false, true, false]);
  });

  it('Submit Test is taken on the last question only, Save & Next on every other; views ask can()', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    const can = (type: 'user.submit' | 'user.saveAndNext') => actor.getSnapshot().can({ type });
    expect([can('user.submit'), can('user.saveAndNext')]).toEqual([false, true]);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches({ active: { paper: 'answering' } })).toBe(true);
    actor.send({ type: 'user.jump', index: 2 });
    expect([can('user.submit'), can('user.saveAndNext')]).toEqual([true, false]);
    actor.send({ type: 'user.saveAndNext' });
    expect(actor.getSnapshot().context.current).toBe(2);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches({ active: { paper: 'incompleteWarning' } })).toBe(true);
    expect([can('user.submit'), can('user.saveAndNext')]).toEqual([false, false]);
  });

  it('a palette jump to the current question or outside the test is not taken', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    const can = (index: number) => actor.getSnapshot().can({ type: 'user.jump', index });
    expect([can(0), can(1), can(2), can(3), can(-1), can(0.5)]).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('submitting with blanks warns with their number and keeps the test (and its clock) going', async () => {
    const { actor, clock, submit } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.selectOption', option: 1 });
    actor.send({ type: 'user.jump', index: 2 });
    actor.send({ type: 'user.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ active: { paper: 'incompleteWarning' } })).toBe(true);
    expect(snapshot.context.answers.length - attemptedCount(snapshot.context)).toBe(2);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1499);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().matches({ active: { paper: 'answering' } })).toBe(true);
    expect(submit).not.toHaveBeenCalled();
  });

  it('a complete test asks first; cancelling goes back to the paper', async () => {
    const { actor, submit } = start();
    actor.start();
    await settle();
    answerAll(actor, 3);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches({ active: { paper: 'confirming' } })).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().matches({ active: { paper: 'answering' } })).toBe(true);
    expect(submit).not.toHaveBeenCalled();
  });

  it('confirming sends the answers, then after 1.5 s asks for the result, then shows it and clears the saved attempt', async () => {
    const { actor, clock, submit, final } = start();
    actor.start();
    await settle();
    answerAll(actor, 3);
    // The last question stays marked for review: the submission carries its mark (issue 22).
    actor.send({ type: 'user.toggleMark' });
    clock.increment(5000);
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().matches('processing')).toBe(true);
    const attemptId = String(START + 5000);
    expect(submit).toHaveBeenCalledWith({
      userId: '7',
      topic: 'percentage',
      level: 1,
      questionIds: [11, 12, 13],
      chosen: ['11-a', '12-a', '13-a'],
      markedIds: [13],
      attemptId,
      attemptTime: new Date(START + 5000).toISOString(),
    });
    await settle();
    expect(final).not.toHaveBeenCalled();
    clock.increment(1499);
    expect(final).not.toHaveBeenCalled();
    clock.increment(1);
    expect(final).toHaveBeenCalledWith({
      userId: '7',
      topic: 'percentage',
      level: 1,
      attemptId,
      attemptTime: new Date(START + 5000).toISOString(),
    });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ result: 'announcing' })).toBe(true);
    expect(snapshot.context.totals).toEqual(totals);
    expect(snapshot.context.attemptId).toBe(attemptId);
    expect(readSavedAttempt(input)).toBeNull();
  });

  it('the answers call refused by the server is ignored: the result is still asked for', async () => {
    const { actor, clock, final } = start({
      submit: async () => {
        throw SERVER_REFUSAL;
      },
    });
    actor.start();
    await settle();
    await answerAndSubmit(actor, clock);
    expect(final).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('result')).toBe(true);
  });

  it('a failed result can be retried: same answers, same attempt id, and a reload in between keeps them', async () => {
    let answer: FinalResultOutcome = { ok: false };
    const { actor, clock, submit, final } = start({ final: async () => answer });
    actor.start();
    await settle();
    answerAll(actor, 3);
    actor.send({ type: 'user.jump', index: 1 });
    actor.send({ type: 'user.selectOption', option: 3 });
    actor.send({ type: 'user.jump', index: 2 });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.confirm' });
    await settle();
    clock.increment(1500);
    await settle();
    expect(actor.getSnapshot().value).toBe('resultFailed');
    expect(actor.getSnapshot().hasTag('answering')).toBe(false);
    const first = submit.mock.calls[0]![0] as Submission;
    expect(readSavedAttempt(input)?.attemptId).toBe(first.attemptId);

    clock.increment(60_000);
    answer = { ok: true, totals };
    actor.send({ type: 'user.retry' });
    await settle();
    clock.increment(1500);
    await settle();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0]).toEqual(first);
    expect(first.chosen).toEqual(['11-a', '12-d', '13-a']);
    expect((final.mock.calls[1]![0] as { attemptId: string }).attemptId).toBe(first.attemptId);
    expect(actor.getSnapshot().matches('result')).toBe(true);
  });

  it('a result call the server fails is a result failure too', async () => {
    const { actor, clock } = start({
      final: async () => {
        throw SERVER_REFUSAL;
      },
    });
    actor.start();
    await settle();
    await answerAndSubmit(actor, clock);
    expect(actor.getSnapshot().value).toBe('resultFailed');
  });

  it('without a connection the submission waits, then goes under the same attempt id when the browser is online again', async () => {
    let online = false;
    const { actor, clock, submit, final, connection } = start({
      submit: async () => {
        if (!online) throw NO_CONNECTION;
      },
    });
    actor.start();
    await settle();
    answerAll(actor, 3);
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('awaitingConnection');
    expect(final).not.toHaveBeenCalled();
    expect(readSavedAttempt(input)).toMatchObject({ submitted: true, answers: ['11-a', '12-a', '13-a'] });

    online = true;
    connection.online();
    await settle();
    clock.increment(1500);
    await settle();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0]).toEqual(submit.mock.calls[0]![0]);
    expect(actor.getSnapshot().matches('result')).toBe(true);
    expect(readSavedAttempt(input)).toBeNull();
  });

  it('a submission waiting for a connection tries again every 20 s on its own, and a lost result call waits too', async () => {
    let reachable = false;
    const { actor, clock, submit, final } = start({
      final: async () => {
        if (!reachable) throw NO_CONNECTION;
        return { ok: true, totals };
      },
    });
    actor.start();
    await settle();
    await answerAndSubmit(actor, clock);
    expect(actor.getSnapshot().value).toBe('awaitingConnection');
    clock.increment(19_999);
    await settle();
    expect(submit).toHaveBeenCalledTimes(1);
    reachable = true;
    clock.increment(1);
    await settle();
    clock.increment(1500);
    await settle();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(final).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('result')).toBe(true);
  });

  it('a reload while the submission waits sends it again, even after the test’s time is up', async () => {
    const first = start({
      quiz: { questions: three, durationSeconds: 60 },
      submit: async () => {
        throw NO_CONNECTION;
      },
    });
    first.actor.start();
    await settle();
    answerAll(first.actor, 3);
    first.actor.send({ type: 'user.submit' });
    first.actor.send({ type: 'user.confirm' });
    await settle();
    expect(first.actor.getSnapshot().value).toBe('awaitingConnection');
    const sent = first.submit.mock.calls[0]![0] as Submission;
    first.actor.stop();

    // The page opens again two minutes later, with the connection back: the same answers go at once.
    const again = start();
    again.clock.set(START + 120_000);
    again.actor.start();
    await settle();
    expect(again.load).not.toHaveBeenCalled();
    expect(again.submit).toHaveBeenCalledWith(sent);
    again.clock.increment(1500);
    await settle();
    expect(again.actor.getSnapshot().matches('result')).toBe(true);
  });

  it('at zero the test ends and nothing is sent; options no longer take answers; the saved attempt is cleared', async () => {
    const { actor, clock, submit, final } = start({ quiz: { questions: three, durationSeconds: 3 } });
    actor.start();
    await settle();
    answerAll(actor, 3);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches({ active: { paper: 'confirming' } })).toBe(true);
    clock.increment(3000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ ended: 'timeUpNotice' })).toBe(true);
    expect(formatClock(snapshot.context.remainingSeconds)).toBe('00:00');
    expect(snapshot.hasTag('answering')).toBe(false);
    actor.send({ type: 'user.jump', index: 0 });
    actor.send({ type: 'user.selectOption', option: 3 });
    actor.send({ type: 'user.confirm' });
    clock.increment(10_000);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({
      current: 2,
      answers: ['11-a', '12-a', '13-a'],
      attemptId: null,
    });
    expect(submit).not.toHaveBeenCalled();
    expect(final).not.toHaveBeenCalled();
    expect(readSavedAttempt(input)).toBeNull();
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().matches({ ended: 'closed' })).toBe(true);
  });

  it('Retake Test loads a fresh test (a new GET) with a full clock', async () => {
    const { actor, clock, load } = start();
    actor.start();
    await settle();
    await answerAndSubmit(actor, clock);
    // Retake Test sits on the result, behind the popup until it is dismissed.
    expect(actor.getSnapshot().can({ type: 'user.retake' })).toBe(false);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().matches({ result: 'shown' })).toBe(true);
    actor.send({ type: 'user.retake' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({
      answers: [null, null, null],
      attemptId: null,
      totals: null,
      current: 0,
    });
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1500);
  });

  it('the timer warns at 5:00 and at 1:00 left, each from the second it is reached', async () => {
    const { actor, clock } = start();
    actor.start();
    await settle();
    const warnings = () => {
      const snapshot = actor.getSnapshot();
      return [
        formatClock(snapshot.context.remainingSeconds),
        snapshot.hasTag('timeLow'),
        snapshot.hasTag('lastMinute'),
      ];
    };
    expect(warnings()).toEqual(['25:00', false, false]);
    clock.increment(1199_000);
    expect(warnings()).toEqual(['05:01', false, false]);
    clock.increment(1000);
    expect(warnings()).toEqual(['05:00', true, false]);
    expect(actor.getSnapshot().matches({ active: { timer: 'low' } })).toBe(true);
    clock.increment(239_000);
    expect(warnings()).toEqual(['01:01', true, false]);
    clock.increment(1000);
    expect(warnings()).toEqual(['01:00', true, true]);
    expect(actor.getSnapshot().matches({ active: { timer: 'lastMinute' } })).toBe(true);
    // The warnings do not stop the test: answers are still taken, and nothing is sent before zero.
    actor.send({ type: 'user.selectOption', option: 1 });
    expect(actor.getSnapshot().context.answers[0]).toBe('11-b');
    clock.increment(60_000);
    expect(actor.getSnapshot().matches({ ended: 'timeUpNotice' })).toBe(true);
    expect(actor.getSnapshot().hasTag('timeLow')).toBe(false);
  });

  it('a tab asleep across both warnings wakes in the last minute, not in the first warning', async () => {
    const { actor, clock } = start();
    actor.start();
    await settle();
    clock.increment(1000);
    clock.increment(1450_000); // the timer fires once, late: 49 s left
    expect(formatClock(actor.getSnapshot().context.remainingSeconds)).toBe('00:49');
    expect(actor.getSnapshot().matches({ active: { timer: 'lastMinute' } })).toBe(true);
  });

  it('an attempt restored with 3 minutes left comes back with the first warning on', async () => {
    const saved: SavedAttempt = {
      questions: three,
      answers: [null, null, null],
      marked: [false, false, false],
      visited: [true, false, false],
      current: 0,
      deadline: START + 180_000,
      attemptId: null,
      attemptTime: null,
    };
    storage.setItem(savedAttemptKey(input), JSON.stringify(saved));
    const { actor } = start();
    actor.start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ active: { timer: 'low' } })).toBe(true);
    expect([snapshot.hasTag('timeLow'), snapshot.hasTag('lastMinute')]).toEqual([true, false]);
  });

  it('records which questions were seen: the first from the start, then each Save & Next and jump', async () => {
    const { actor } = start({ quiz: { questions: [...three, question(14)], durationSeconds: 1500 } });
    actor.start();
    await settle();
    const statuses = () => [0, 1, 2, 3].map((i) => questionStatus(actor.getSnapshot().context, i));
    expect(statuses()).toEqual(['notAnswered', 'notVisited', 'notVisited', 'notVisited']);
    actor.send({ type: 'user.selectOption', option: 0 });
    actor.send({ type: 'user.saveAndNext' });
    expect(statuses()).toEqual(['answered', 'notAnswered', 'notVisited', 'notVisited']);
    actor.send({ type: 'user.jump', index: 3 });
    expect(statuses()).toEqual(['answered', 'notAnswered', 'notVisited', 'notAnswered']);
    // A jump the guard refuses visits nothing.
    actor.send({ type: 'user.jump', index: 9 });
    expect(actor.getSnapshot().context.visited).toEqual([true, true, false, true]);
    expect(readSavedAttempt(input)?.visited).toEqual([true, true, false, true]);
  });

  it('after a reload the seen questions come back as they were', async () => {
    const first = start();
    first.actor.start();
    await settle();
    first.actor.send({ type: 'user.jump', index: 2 });
    first.actor.send({ type: 'user.selectOption', option: 1 });
    first.actor.stop();

    const { actor, load } = start();
    actor.start();
    expect(load).not.toHaveBeenCalled();
    const { context } = actor.getSnapshot();
    expect(context.visited).toEqual([true, false, true]);
    expect([0, 1, 2].map((i) => questionStatus(context, i))).toEqual([
      'notAnswered',
      'notVisited',
      'answered',
    ]);
  });

  it('an attempt saved before seen questions were recorded counts its answered and current ones as seen', async () => {
    storage.setItem(
      savedAttemptKey(input),
      JSON.stringify({
        questions: three,
        answers: ['11-a', null, null],
        marked: [false, false, false],
        current: 1,
        deadline: START + 600_000,
        attemptId: null,
        attemptTime: null,
      }),
    );
    const { actor } = start();
    actor.start();
    expect(actor.getSnapshot().context.visited).toEqual([true, true, false]);
  });

  it('leaving asks first; staying goes back to the paper with the clock still running', async () => {
    const { actor, clock, submit } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.leave' });
    expect(actor.getSnapshot().matches({ active: { paper: 'leaving' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('answering')).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1499);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().matches({ active: { paper: 'answering' } })).toBe(true);
    expect(submit).not.toHaveBeenCalled();
  });

  it('after the time-out there is nothing to lose: leaving is not asked about', async () => {
    const { actor, clock } = start({ quiz: { questions: three, durationSeconds: 2 } });
    actor.start();
    await settle();
    clock.increment(2000);
    expect(actor.getSnapshot().matches('ended')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.leave' })).toBe(false);
  });

  it('an empty test or a failed load says it failed, and a retry loads again', async () => {
    const { actor, load } = start({ quiz: { questions: [], durationSeconds: 1500 } });
    actor.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds, two digits each', () => {
    expect([1500, 599, 61, 9, 0, -3].map(formatClock)).toEqual([
      '25:00',
      '09:59',
      '01:01',
      '00:09',
      '00:00',
      '00:00',
    ]);
  });
});
