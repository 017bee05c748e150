import { describe, expect, it } from 'vitest';
import { fetchProgress } from '../../machines/api/progress';
import { fetchStreak } from '../../machines/api/streak';
import { servedNoTests, servedProgress } from '../models/progress.model';
import { servedStreak } from '../models/streak.model';
import { json, useFakeFetch } from './support/fake-fetch';

/** The progress and streak calls against a fake fetch: the paths asked, and the wire renamed once. */
const fake = useFakeFetch();
/** What was asked, as method and path. */
const asked = () => fake.seen.map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('progress call', () => {
  it('GETs /api/progress and names the figures for what they are', async () => {
    fake.answers = { '/api/progress': json(servedProgress) };
    const progress = await fetchProgress();
    expect(asked()).toEqual(['GET /api/progress']);
    expect(progress).toMatchObject({ testsTaken: 3, topicsTried: 2, topicsTotal: 57 });
    expect(progress.weakest[0]).toEqual({
      category: 'aptitude',
      topic: 'percentage',
      title: 'Percentage',
      attempts: 2,
      accuracyPercent: 40,
      recentAccuracy: [20, 60],
    });
    expect(progress.categories.map((category) => [category.title, category.accuracyPercent])).toEqual([
      ['Aptitude', 53],
      ['Reasoning', null],
      ['English', null],
      ['General Knowledge', null],
    ]);
    // All six badges in the contract's order, the earned one with its date.
    expect(progress.badges.map((badge) => [badge.id, badge.earnedAt])).toEqual([
      ['first_test', '2026-11-24T05:00:00.000Z'],
      ['streak_7', null],
      ['streak_30', null],
      ['tests_100', null],
      ['perfect_score', null],
      ['all_topics', null],
    ]);
  });

  it('no attempts yet is an answer like any other', async () => {
    fake.answers = { '/api/progress': json(servedNoTests) };
    expect((await fetchProgress()).testsTaken).toBe(0);
  });

  it('a refusal or an answer of another shape is a failure', async () => {
    fake.answers = { '/api/progress': json({ status: 'error', message: 'Please log in.' }, 401) };
    await expect(fetchProgress()).rejects.toThrow();
    fake.answers = { '/api/progress': json({ ...servedProgress, tests_taken: '3' }) };
    await expect(fetchProgress()).rejects.toThrow();
  });
});

describe('streak call', () => {
  it('GETs /api/progress/streak and keeps the days and whether today is done', async () => {
    fake.answers = { '/api/progress/streak': json(servedStreak) };
    expect(await fetchStreak()).toEqual({ currentDays: 3, bestDays: 5, todayDone: false });
    expect(asked()).toEqual(['GET /api/progress/streak']);
  });

  it('an answer of another shape is a failure', async () => {
    fake.answers = { '/api/progress/streak': json({ status: 'success', streak: { current_days: -1 } }) };
    await expect(fetchStreak()).rejects.toThrow();
  });
});
