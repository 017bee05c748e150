import type { ReviewItem } from '../../contract/quiz';
import { describe, expect, it } from 'vitest';
import { fetchList } from '../../machines/api/lists';
import { fetchAttemptReview } from '../../machines/api/review';
import { json, useFakeFetch } from './support/fake-fetch';

/**
 * The history and review calls against a fake fetch: the path and encoding of spec §7 for the history,
 * and what the review's answers mean to the review machine.
 */
const fake = useFakeFetch();
const { seen } = fake;

const record = {
  attempt_id: '1795306719690',
  book_name: 'Aptitude',
  chapter_name: 'Percentage',
  level: 'Level 1',
  total_question: 1,
  correct_answer: 0,
  wrong_answer: 1,
  current_date: '2026-11-22T10:04:31.123Z',
};
const item = {
  id: 4,
  question: 'What is 20% of 450?',
  optionA: '80',
  optionB: '90',
  optionC: '95',
  optionD: '100',
  chosen: '80',
  rightAnswer: '90',
  explanation: '20% of 450 = 450 × 20/100 = 90.',
  marked: true,
} satisfies ReviewItem;
const reviewPath = '/api/attempts/1795306719690/review';

/** The record as the history and the review hold it. */
const attempt = {
  attemptId: '1795306719690',
  categoryTitle: 'Aptitude',
  topicTitle: 'Percentage',
  level: 1,
  total: 1,
  correct: 0,
  wrong: 1,
  finishedAt: '2026-11-22T10:04:31.123Z',
};

/** The history record's row of GET /api/progress/attempts: a first attempt with 25 takers. */
const standingRow = {
  attempt_id: '1795306719690',
  kind: 'topic',
  category: 'aptitude',
  topic: 'percentage',
  level: 'Level 1',
  daily_id: null,
  title: 'Percentage, Level 1',
  total_question: 1,
  correct_answer: 0,
  wrong_answer: 1,
  submitted_at: '2026-11-22T10:04:31.123Z',
  time_taken_seconds: 41,
  counted: true,
  rank: 7,
  takers: 25,
  percentile: 72,
  percentile_text: 'Better than 72 % of candidates who took this test',
};
const standingsWith = (rows: unknown[]) => json({ status: 'success', data: rows });

describe('history call', () => {
  it('posts the user id form-encoded and reads the records, named for what they are', async () => {
    fake.answers = {
      '/api/historyexam': json({ status: 'success', data: [record] }),
      '/api/progress/attempts': standingsWith([standingRow]),
    };
    expect(await fetchList({ source: 'history', userId: '7' })).toEqual([
      {
        ...attempt,
        standing: {
          title: 'Percentage, Level 1',
          timeTakenSeconds: 41,
          counted: true,
          rank: 7,
          takers: 25,
          percentile: 72,
          percentileText: 'Better than 72 % of candidates who took this test',
        },
      },
    ]);
    const request = seen.find((asked) => new URL(asked.url).pathname === '/api/historyexam');
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(await request!.text()))).toEqual({ user_id: '7' });
  });

  it('joins each record to its standing by attempt id; a record the standings lack has none', async () => {
    const other = { ...record, attempt_id: '1795306719691' };
    fake.answers = {
      '/api/historyexam': json({ status: 'success', data: [other, record] }),
      '/api/progress/attempts': standingsWith([
        standingRow,
        { ...standingRow, attempt_id: '1795306719699', percentile: 10 },
      ]),
    };
    const [first, second] = await fetchList({ source: 'history', userId: '7' });
    expect(first).toMatchObject({ attemptId: '1795306719691', standing: null });
    expect(second).toMatchObject({ attemptId: '1795306719690', standing: { percentile: 72 } });
  });

  it('an answer of another shape is a failure', async () => {
    fake.answers = {
      '/api/historyexam': json({ status: 'success', data: [{ ...record, total_question: '1' }] }),
      '/api/progress/attempts': standingsWith([standingRow]),
    };
    await expect(fetchList({ source: 'history', userId: '7' })).rejects.toThrow();
  });

  it('the standings failing fails the list (the page offers a retry)', async () => {
    fake.answers = {
      '/api/historyexam': json({ status: 'success', data: [record] }),
      '/api/progress/attempts': json({ status: 'error', message: 'Please log in.' }, 400),
    };
    await expect(fetchList({ source: 'history', userId: '7' })).rejects.toThrow();
  });
});

describe('review call', () => {
  const historyWith = (records: unknown[]) => json({ status: 'success', data: records });

  it('finds the attempt’s questions and its history record', async () => {
    fake.answers = {
      [reviewPath]: json({ status: 'success', data: [item] }),
      '/api/historyexam': historyWith([record]),
    };
    const lookup = await fetchAttemptReview({ attemptId: '1795306719690', userId: '7' });
    expect(lookup).toEqual({
      kind: 'found',
      review: {
        attempt: { ...attempt, standing: null },
        questions: [
          {
            id: 4,
            text: 'What is 20% of 450?',
            options: ['80', '90', '95', '100'],
            chosen: '80',
            rightAnswer: '90',
            explanation: '20% of 450 = 450 × 20/100 = 90.',
            marked: true,
          },
        ],
      },
    });
    const asked = seen.map((request) => `${request.method} ${new URL(request.url).pathname}`).sort();
    expect(asked).toEqual(['GET /api/attempts/1795306719690/review', 'POST /api/historyexam']);
  });

  it('a 404 is not found', async () => {
    fake.answers = {
      [reviewPath]: json({ status: 'error', message: 'No such attempt was found.' }, 404),
      '/api/historyexam': historyWith([]),
    };
    expect(await fetchAttemptReview({ attemptId: '1795306719690', userId: '7' })).toEqual({
      kind: 'notFound',
    });
  });

  it('a review with neither a history record nor a standing is not found', async () => {
    fake.answers = {
      [reviewPath]: json({ status: 'success', data: [item] }),
      '/api/historyexam': historyWith([]),
      '/api/attempts/1795306719690/standing': json({ status: 'error', message: 'No such attempt.' }, 404),
    };
    expect(await fetchAttemptReview({ attemptId: '1795306719690', userId: '7' })).toEqual({
      kind: 'notFound',
    });
  });

  it('a daily attempt (not in the history) is headed by its standing: its day, no level', async () => {
    fake.answers = {
      [reviewPath]: json({ status: 'success', data: [item] }),
      '/api/historyexam': historyWith([]),
      '/api/attempts/1795306719690/standing': json({
        status: 'success',
        new_badges: [],
        data: {
          attempt_id: '1795306719690',
          kind: 'daily',
          category: null,
          topic: null,
          level: null,
          daily_id: '2026-11-25',
          title: 'Daily Quiz, 25 Nov 2026',
          total_question: 10,
          correct_answer: 7,
          wrong_answer: 2,
          submitted_at: '2026-11-25T04:00:00.000Z',
          time_taken_seconds: 312,
          counted: true,
          rank: 3,
          takers: 5,
          percentile: null,
          percentile_text:
            'Fewer than 20 candidates have taken this test so far, so there is no percentile yet.',
        },
      }),
    };
    const lookup = await fetchAttemptReview({ attemptId: '1795306719690', userId: '7' });
    expect(lookup.kind === 'found' && lookup.review.attempt).toEqual({
      attemptId: '1795306719690',
      categoryTitle: 'Daily Quiz',
      topicTitle: 'Daily Quiz, 25 Nov 2026',
      level: null,
      total: 10,
      correct: 7,
      wrong: 2,
      finishedAt: '2026-11-25T04:00:00.000Z',
    });
  });

  it('an odd attempt id stays inside its path segment', async () => {
    fake.answers = {
      '/api/attempts/a%2F..%2Fb/review': json(
        { status: 'error', message: 'No such attempt was found.' },
        404,
      ),
      '/api/historyexam': historyWith([]),
    };
    expect(await fetchAttemptReview({ attemptId: 'a/../b', userId: '7' })).toEqual({ kind: 'notFound' });
  });

  it('a refusal other than 404, or a broken answer, is a failure', async () => {
    fake.answers = {
      [reviewPath]: json({ status: 'error', message: 'You can only see your own tests.' }, 403),
      '/api/historyexam': historyWith([record]),
    };
    await expect(fetchAttemptReview({ attemptId: '1795306719690', userId: '7' })).rejects.toThrow();
    fake.answers = {
      [reviewPath]: json({ status: 'success', data: [{ ...item, chosen: undefined }] }),
      '/api/historyexam': historyWith([record]),
    };
    await expect(fetchAttemptReview({ attemptId: '1795306719690', userId: '7' })).rejects.toThrow();
  });
});
