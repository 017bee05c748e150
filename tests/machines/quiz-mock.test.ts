import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  candidatePaper,
  mockPayloadOf,
  type MockQuestion,
  type MockSubmission,
} from '../../machines/api/mocks';
import type { FinalResultOutcome, LoadedQuiz } from '../../machines/api/quiz';
import { quizMachine } from '../../machines/quiz.machine';
import { mockPolicy } from '../../machines/quiz-policy';
import { questionStatus } from '../../machines/quiz-progress';
import { sectionSummaries } from '../../machines/quiz-sections';
import { savedAttemptKey } from '../../machines/quiz-storage';
import { submissionOf } from '../../machines/quiz-submission';
import { input as topicInput, MODEL_START, noConnectionWatch, noStorage } from '../models/quiz.model';
import { MOCK_ATTEMPT_ID, MOCK_TEST, mockInput, quizMockModel } from '../models/quizMock.model';
import { leafKeysOf } from '../models/transitions';
import { useMemoryLocalStorage } from './support/memory-storage';
import { replayPath } from './support/replay';

/**
 * The quiz machine under a mock's policy (issue 18 §4): its generated paths (tests/models/quizMock.model.ts),
 * then by hand what the paths cannot judge: the time-up submission on a simulated clock, and the same
 * moment on a topic test sending nothing (the documented no-op, unchanged), the five palette states,
 * the per-section summary, the payload by option id, and a reload.
 */

describe('quiz machine under a mock’s policy: generated paths', () => {
  const paths = quizMockModel.paths();

  it('submits at zero and never reaches the topic test’s time-out', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.flatMap((step) => leafKeysOf(step.state.value))),
    );
    expect(reached).toContain('processing.sendingAnswers');
    expect(reached).not.toContain('ended.timeUpNotice');
    expect(reached).not.toContain('active.paper.incompleteWarning');
    // A tick in the last second (the timer's own event) lands in processing: the time-up submission.
    const timeUp = paths.find((path) =>
      path.steps.some(
        (step) =>
          (step.event.type as string).startsWith('xstate.after.tick.') && step.state.matches('processing'),
      ),
    );
    expect(timeUp, 'a path where the last tick submits').toBeDefined();
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      const clock = new SimulatedClock();
      clock.set(MODEL_START);
      const actor = await replayPath(quizMachine, path as never, {
        input: { ...mockInput, clock: () => clock.now() },
        actorIds: quizMockModel.actorIds,
        provide: { actions: noStorage, actors: noConnectionWatch },
        clock,
      });
      actor.stop();
    });
  }
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

const question = (id: number): MockQuestion => ({
  id,
  text: `Question ${id}?`,
  options: [`${id}-a`, `${id}-b`, `${id}-c`, `${id}-d`],
  optionIds: ['d', 'c', 'b', 'a'],
});

/** Two sections: three questions, then two. 60 minutes, one timer. */
const paper: LoadedQuiz = {
  questions: [1, 2, 3, 4, 5].map(question),
  sections: [
    { key: 'reasoning', title: 'Reasoning', start: 0, count: 3 },
    { key: 'english', title: 'English', start: 3, count: 2 },
  ],
  attemptId: MOCK_ATTEMPT_ID,
  durationSeconds: 3600,
};

function start(options: { policy?: 'topic'; quiz?: LoadedQuiz; at?: number } = {}) {
  const clock = new SimulatedClock();
  clock.set(options.at ?? MODEL_START);
  const load = vi.fn(async (_input: unknown) => options.quiz ?? paper);
  const submit = vi.fn(async (_input: unknown) => {});
  const final = vi.fn(async (_input: unknown): Promise<FinalResultOutcome> => ({
    ok: true,
    totals: { total: 5, correct: 1, wrong: 1 },
  }));
  const actor = createActor(
    quizMachine.provide({
      actors: {
        loadQuiz: fromPromise(({ input }) => load(input)),
        submitResult: fromPromise(({ input }) => submit(input)),
        fetchFinalResult: fromPromise(({ input }) => final(input)),
      },
    }),
    {
      input:
        options.policy === 'topic'
          ? { ...topicInput, clock: () => clock.now() }
          : { userId: '7', test: MOCK_TEST, policy: mockPolicy, clock: () => clock.now() },
      clock,
    },
  );
  return { actor, clock, load, submit, final };
}

describe('quiz machine under a mock’s policy: transitions', () => {
  const storage = useMemoryLocalStorage();

  it('at zero submits the answers given, blanks and all, and shows the result', async () => {
    const { actor, clock, submit, final } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.selectOption', option: 1 }); // Q1: '1-b'
    actor.send({ type: 'user.markAndNext' }); // Q1 answered and marked; on to Q2
    actor.send({ type: 'user.saveAndNext' }); // Q2 left blank; on to Q3
    actor.send({ type: 'user.selectOption', option: 3 }); // Q3: '3-d'
    clock.increment(3599_000);
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    clock.increment(1000);
    expect(actor.getSnapshot().matches('processing')).toBe(true);
    expect(actor.getSnapshot().context.submittedAtTimeUp).toBe(true);
    await settle();
    expect(submit).toHaveBeenCalledTimes(1);
    const sent = submit.mock.calls[0]![0] as MockSubmission;
    expect(sent.attemptId).toBe(MOCK_ATTEMPT_ID);
    expect(mockPayloadOf(sent)).toEqual({
      answers: [
        { question_id: 1, option_id: 'c' },
        { question_id: 3, option_id: 'a' },
      ],
      marked: [1],
    });
    clock.increment(1500);
    await settle();
    expect(final).toHaveBeenCalledWith({ mock: MOCK_TEST, attemptId: MOCK_ATTEMPT_ID });
    expect(actor.getSnapshot().matches('result')).toBe(true);
  });

  it('on a topic test the same moment sends nothing: the documented no-op is unchanged', async () => {
    const { actor, clock, submit } = start({
      policy: 'topic',
      quiz: { questions: paper.questions, durationSeconds: 60 },
    });
    actor.start();
    await settle();
    actor.send({ type: 'user.selectOption', option: 1 });
    clock.increment(60_000);
    expect(actor.getSnapshot().matches({ ended: 'timeUpNotice' })).toBe(true);
    expect(actor.getSnapshot().context.submittedAtTimeUp).toBe(false);
    clock.increment(10_000);
    await settle();
    expect(submit).not.toHaveBeenCalled();
    // and it has neither review control
    expect(actor.getSnapshot().can({ type: 'user.markAndNext' })).toBe(false);
  });

  it('submits from any question with blanks left, after the confirmation', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.selectOption', option: 0 });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(true);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches({ active: { paper: 'confirming' } })).toBe(true);
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().matches('processing')).toBe(true);
  });

  it('shows the five palette states, and the per-section summary counts them', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.selectOption', option: 0 }); // Q1 answered
    actor.send({ type: 'user.markAndNext' }); // Q1 answered and marked → Q2
    actor.send({ type: 'user.markAndNext' }); // Q2 marked, not answered → Q3
    actor.send({ type: 'user.selectOption', option: 2 });
    actor.send({ type: 'user.clearResponse' }); // Q3 cleared: seen, not answered
    actor.send({ type: 'user.saveAndNext' }); // the section's end: on to English, Q4
    actor.send({ type: 'user.selectOption', option: 1 }); // Q4 answered
    const { context } = actor.getSnapshot();
    expect(context.current).toBe(3);
    expect([0, 1, 2, 3, 4].map((i) => questionStatus(context, i))).toEqual([
      'answeredAndMarked',
      'markedForReview',
      'notAnswered',
      'answered',
      'notVisited',
    ]);
    expect(
      sectionSummaries(context).map(({ section, ...counts }) => ({ section: section.key, ...counts })),
    ).toEqual([
      {
        section: 'reasoning',
        notVisited: 0,
        notAnswered: 1,
        answered: 0,
        markedForReview: 1,
        answeredAndMarked: 1,
      },
      {
        section: 'english',
        notVisited: 1,
        notAnswered: 0,
        answered: 1,
        markedForReview: 0,
        answeredAndMarked: 0,
      },
    ]);
    // "answered and marked for review" is evaluated: it goes in the submission.
    expect(mockPayloadOf(submissionOf(context) as MockSubmission).answers).toEqual([
      { question_id: 1, option_id: 'd' },
      { question_id: 4, option_id: 'c' },
    ]);
  });

  it('Mark for Review & Next on the last question marks it and stays', async () => {
    const { actor } = start();
    actor.start();
    await settle();
    actor.send({ type: 'user.jump', index: 4 });
    actor.send({ type: 'user.markAndNext' });
    expect(actor.getSnapshot().context).toMatchObject({
      current: 4,
      marked: [false, false, false, false, true],
    });
    expect(actor.getSnapshot().can({ type: 'user.saveAndNext' })).toBe(false);
  });

  it('a mock in progress survives a reload, under its own key, with its sections and option ids', async () => {
    const first = start();
    first.actor.start();
    await settle();
    first.actor.send({ type: 'user.selectOption', option: 2 });
    first.actor.send({ type: 'user.markAndNext' });
    first.actor.stop();
    expect(storage.getItem(savedAttemptKey({ userId: '7', test: MOCK_TEST }))).not.toBeNull();

    const second = start();
    second.actor.start();
    expect(second.load).not.toHaveBeenCalled();
    const { context } = second.actor.getSnapshot();
    expect(context).toMatchObject({
      attemptId: MOCK_ATTEMPT_ID,
      sections: paper.sections,
      answers: ['1-c', null, null, null, null],
      marked: [true, false, false, false, false],
      current: 1,
    });
    expect((context.questions[0] as MockQuestion).optionIds).toEqual(['d', 'c', 'b', 'a']);
  });

  it('a mock whose time ran out while the tab was closed is submitted on return, not started again', async () => {
    const first = start();
    first.actor.start();
    await settle();
    first.actor.send({ type: 'user.selectOption', option: 0 });
    first.actor.stop();

    // The actor reads the saved attempt when it is created: the clock is past the deadline by then.
    const second = start({ at: MODEL_START + 3601_000 });
    second.actor.start();
    expect(second.load).not.toHaveBeenCalled();
    expect(second.actor.getSnapshot().value).toEqual({ processing: 'sendingAnswers' });
    await settle();
    expect(mockPayloadOf(second.submit.mock.calls[0]![0] as MockSubmission).answers).toEqual([
      { question_id: 1, option_id: 'd' },
    ]);
  });

  it('refuses a paper whose sections do not cover its questions', async () => {
    const { actor } = start({ quiz: { ...paper, sections: [{ key: 'x', title: 'X', start: 0, count: 4 }] } });
    actor.start();
    await settle();
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
  });
});

describe('the candidate’s order of a mock paper', () => {
  const option = (id: 'a' | 'b' | 'c' | 'd', pinned = false) => ({
    id,
    text: `text ${id}`,
    ...(pinned && { pinned: true as const }),
  });
  const sections = [
    {
      key: 'english',
      title: 'English',
      questions: [1, 2, 3, 4].map((id) => ({
        id,
        question: `Q${id}`,
        options: [option('a'), option('b'), option('c'), option('d', true)],
        topic: { category: 'english', topic: 'spotting-errors' },
      })),
    },
  ];

  it('is the same for the same attempt, keeps "No error" last, and ids follow their texts', () => {
    const one = candidatePaper(MOCK_ATTEMPT_ID, sections);
    expect(candidatePaper(MOCK_ATTEMPT_ID, sections)).toEqual(one);
    expect(one.sections).toEqual([{ key: 'english', title: 'English', start: 0, count: 4 }]);
    for (const q of one.questions) {
      expect(q.optionIds[3]).toBe('d');
      q.options.forEach((text, i) => expect(text).toBe(`text ${q.optionIds[i]}`));
    }
    expect(one.questions.map((q) => q.id).sort()).toEqual([1, 2, 3, 4]);
  });
});
