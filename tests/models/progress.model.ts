import type { ProgressResponse } from '../../contract/progress';
import { progressFromWire, type Progress } from '../../machines/api/progress';
import { progressMachine, type ProgressEvent } from '../../machines/progress.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/**
 * The candidate's /progress: shown (two topics tried, a 2-day streak, the first-test badge), no test
 * yet, or failed and retried. The drivers serve these very answers.
 */
const streak = { current_days: 2, best_days: 2, today_done: true, today: '2026-11-25' } as const;

const aptitudeTopic = (topic: string, title: string, accuracy: number, trend: number[]) => ({
  category: 'aptitude',
  topic,
  title,
  attempts: trend.length,
  accuracy,
  trend,
  practise_path: `/aptitude/${topic}/instructions/levelpage`,
});

const percentage = aptitudeTopic('percentage', 'Percentage', 40, [20, 60]);
const average = aptitudeTopic('average', 'Average', 80, [80]);

const untried = (category: string, title: string) => ({
  category,
  title,
  attempts: 0,
  accuracy: null,
  topics: [],
});

export const servedProgress: ProgressResponse = {
  status: 'success',
  tests_taken: 3,
  topics_tried: 2,
  topics_total: 57,
  streak,
  badges: [{ id: 'first_test', earned_at: '2026-11-24T05:00:00.000Z', attempt_id: '1795306719690' }],
  categories: [
    { category: 'aptitude', title: 'Aptitude', attempts: 3, accuracy: 53, topics: [percentage, average] },
    untried('reasoning', 'Reasoning'),
    untried('english', 'English'),
    untried('general_knowledge', 'General Knowledge'),
  ],
  weakest: [percentage, average],
};

export const servedNoTests: ProgressResponse = {
  ...servedProgress,
  tests_taken: 0,
  topics_tried: 0,
  streak: { ...streak, current_days: 0, best_days: 0, today_done: false },
  badges: [],
  categories: servedProgress.categories.map((category) => ({
    ...category,
    attempts: 0,
    accuracy: null,
    topics: [],
  })),
  weakest: [],
};

export const progress = progressFromWire(servedProgress);
export const noTests = progressFromWire(servedNoTests);

export const events = { 'user.retry': [{ type: 'user.retry' }] } satisfies EventFixtures<ProgressEvent>;

export const outcomes = {
  loadProgress: { done: [progress, noTests], error: [new Error('offline')] },
} satisfies ActorOutcomes<{ loadProgress: Progress }>;

export const progressModel = defineModel({
  machine: progressMachine,
  fixtures: events,
  outcomes,
  actorIds: ['loadProgress'],
  keep: 'shortestPerState',
});
