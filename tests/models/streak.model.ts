import type { StreakResponse } from '../../contract/progress';
import { streakFromWire, type Streak } from '../../machines/api/streak';
import { streakMachine, type StreakEvent } from '../../machines/streak.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/** The streak line of the account menu: shown (3 days, today still to do), or failed and retried. */
export const servedStreak: StreakResponse = {
  status: 'success',
  streak: { current_days: 3, best_days: 5, today_done: false, today: '2026-11-25' },
};

export const streak = streakFromWire(servedStreak.streak);

export const events = { 'user.retry': [{ type: 'user.retry' }] } satisfies EventFixtures<StreakEvent>;

export const outcomes = {
  loadStreak: { done: [streak], error: [new Error('offline')] },
} satisfies ActorOutcomes<{ loadStreak: Streak }>;

export const streakModel = defineModel({
  machine: streakMachine,
  fixtures: events,
  outcomes,
  actorIds: ['loadStreak'],
  keep: 'shortestPerState',
});
