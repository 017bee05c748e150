import type { StandingResponse } from '../../contract/progress';
import { standingFromWire, type StandingAnswer } from '../../machines/api/standing';
import { standingMachine, type StandingEvent } from '../../machines/standing.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/** The standing of one finished attempt on its result: loaded (with a new badge), or failed and retried. */
export const ATTEMPT_ID = '1795306719690';

/** The standing as the server sends it: a first attempt, 25 takers, a new badge. */
export const servedStanding: StandingResponse = {
  status: 'success',
  data: {
    attempt_id: ATTEMPT_ID,
    kind: 'topic',
    category: 'aptitude',
    topic: 'percentage',
    level: 'Level 1',
    daily_id: null,
    title: 'Percentage, Level 1',
    total_question: 25,
    correct_answer: 18,
    wrong_answer: 5,
    submitted_at: '2026-11-25T04:00:00.000Z',
    time_taken_seconds: 372,
    counted: true,
    rank: 7,
    takers: 25,
    percentile: 72,
    percentile_text: 'Better than 72 % of candidates who took this test',
  },
  new_badges: ['first_test'],
};

export const standingAnswer: StandingAnswer = {
  standing: standingFromWire(servedStanding.data),
  newBadges: servedStanding.new_badges,
};

export const events = { 'user.retry': [{ type: 'user.retry' }] } satisfies EventFixtures<StandingEvent>;

export const outcomes = {
  loadStanding: { done: [standingAnswer], error: [new Error('offline')] },
} satisfies ActorOutcomes<{ loadStanding: StandingAnswer }>;

export const standingModel = defineModel({
  machine: standingMachine,
  input: { attemptId: ATTEMPT_ID },
  fixtures: events,
  outcomes,
  actorIds: ['loadStanding'],
  keep: 'shortestPerState',
});
