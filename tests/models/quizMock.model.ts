import { assign } from 'xstate';
import type { MockQuestion, MockTest } from '../../machines/api/mocks';
import type { FinalResultOutcome, LoadedQuiz } from '../../machines/api/quiz';
import { quizMachine, type QuizEvent, type QuizInput } from '../../machines/quiz.machine';
import { mockPolicy } from '../../machines/quiz-policy';
import type { QuizSection } from '../../machines/quiz-sections';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';
import {
  MODEL_DURATION_SECONDS,
  MODEL_START,
  MODEL_TIME_WARNINGS,
  NO_CONNECTION,
  noConnectionWatch,
  noStorage,
  SERVER_REFUSAL,
} from './quiz.model';

/**
 * The quiz machine under a mock's policy (issue 18 §4): the same machine as tests/models/quiz.model.ts,
 * its other side. A tiny mock, two sections of one question each and a three-second clock, so every
 * policy rule shows: at zero the answers given are submitted (not the topic test's no-op), Submit is
 * on every question and takes blanks, Mark for Review & Next and Clear Response. Coverage is counted
 * over both models together (a mock never reaches 'ended', a topic test never submits at zero).
 */

/** SSC CGL Tier-I, Mock 1. */
export const MOCK_TEST: MockTest = { kind: 'mock', exam: 'ssc-cgl-tier1', mock: 1 };

export const MOCK_ATTEMPT_ID = '0123456789abcdef0123456789abcdef';

export const MOCK_QUESTIONS: readonly MockQuestion[] = [
  {
    id: 1,
    text: 'Select the number that comes next: 3, 6, 12, 24, ?',
    options: ['36', '48', '30', '42'],
    optionIds: ['b', 'c', 'a', 'd'],
  },
  {
    id: 2,
    text: 'What is 20% of 150?',
    options: ['25', '30', '35', '40'],
    optionIds: ['a', 'b', 'c', 'd'],
  },
];

export const MOCK_SECTIONS: readonly QuizSection[] = [
  { key: 'reasoning', title: 'General Intelligence and Reasoning', start: 0, count: 1 },
  { key: 'quant', title: 'Quantitative Aptitude', start: 1, count: 1 },
];

export const MOCK_PAPER: LoadedQuiz = {
  questions: MOCK_QUESTIONS,
  sections: MOCK_SECTIONS,
  attemptId: MOCK_ATTEMPT_ID,
  durationSeconds: MODEL_DURATION_SECONDS,
};

export const mockInput = {
  userId: '7',
  test: MOCK_TEST,
  policy: mockPolicy,
  timeWarnings: MODEL_TIME_WARNINGS,
} satisfies Omit<QuizInput, 'clock'>;

export const events = {
  'user.selectOption': [{ type: 'user.selectOption', option: 1 }],
  'user.saveAndNext': [{ type: 'user.saveAndNext' }],
  'user.jump': [{ type: 'user.jump', index: 0 }],
  'user.toggleMark': [{ type: 'user.toggleMark' }],
  // A mock's questions have no Hindi yet: the machine shows them in English only.
  'user.showQuestionIn': [{ type: 'user.showQuestionIn', language: 'en' }],
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

export const outcomes = {
  loadQuiz: {
    done: [
      MOCK_PAPER,
      // Sections that do not cover the paper are the wrong structure: a load failure.
      { ...MOCK_PAPER, sections: [{ ...MOCK_SECTIONS[0]!, count: 5 }] },
    ],
    error: [new TypeError('Failed to fetch')],
  },
  submitResult: { done: [undefined], error: [NO_CONNECTION, SERVER_REFUSAL] },
  fetchFinalResult: {
    done: [{ ok: true, totals: { total: 2, correct: 1, wrong: 0 } }, { ok: false }],
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

export const quizMockModel = defineModel({
  name: 'quizMock',
  machine: quizMachine.provide({
    actors: noConnectionWatch,
    actions: {
      ...noStorage,
      readClock: assign({ remainingSeconds: ({ context }) => context.remainingSeconds - 1 }),
    },
  }),
  input: { ...mockInput, clock: () => MODEL_START },
  fixtures: events,
  outcomes,
  actorIds: ['loadQuiz', 'submitResult', 'fetchFinalResult'],
  keep: 'shortestPerState',
});
