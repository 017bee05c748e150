import { describe, expect, it } from 'vitest';
import { fetchFinalResult, fetchQuiz, submitAnswers } from '../../machines/api/quiz';
import { json, useFakeFetch } from './support/fake-fetch';

/**
 * The quiz calls against a fake fetch: the wire's names of spec §3 and §7 (`quizId` in the path,
 * `subject_id`, `right_answer` holding the chosen options, 'unanswered' for a blank, the level as
 * 'Level 1' or '1', /api/reasoning/result for every category) on one side, the quiz's names on the other.
 */
const fake = useFakeFetch();
const { seen } = fake;

const served = {
  id: 11,
  question: 'What is 20% of 150?',
  optionA: '25',
  optionB: '30',
  optionC: '35',
  optionD: '40',
  subject_name: 'percentage',
  chapter_name: 'Percentage',
  label: 'Level 2',
};

describe('quiz calls', () => {
  it('loads /api/{category}/{topic}/level{n}, holds each question as text and four options, and the topic’s title as served', async () => {
    fake.answers = { '/api/aptitude/percentage/level2': json({ status: 'success', data: [served] }) };
    const quiz = await fetchQuiz({ category: 'aptitude', topic: 'percentage', level: 2 });
    expect(quiz).toEqual({
      questions: [{ id: 11, text: 'What is 20% of 150?', options: ['25', '30', '35', '40'] }],
      durationSeconds: 1500,
      title: 'Percentage',
    });
  });

  it('submits the chosen options as right_answer, a blank as "unanswered", to one path for every category', async () => {
    fake.answers = { '/api/reasoning/result': json({}) };
    await submitAnswers({
      userId: '7',
      topic: 'series',
      level: 3,
      questionIds: [11, 12],
      chosen: ['30', null],
      markedIds: [12],
      attemptId: '1795306719690',
      attemptTime: '2026-11-22T10:04:31.123Z',
    });
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(await request!.json()).toEqual({
      subject_id: 'series',
      question_id: [11, 12],
      right_answer: ['30', 'unanswered'],
      marked_question_id: [12],
      level: 'Level 3',
      total_question: 2,
      user_id: '7',
      attempt_id: '1795306719690',
      attempt_time: '2026-11-22T10:04:31.123Z',
    });
  });

  it('asks for the final result form-encoded, the level without its prefix, and reads the totals', async () => {
    fake.answers = {
      '/api/finalresult': json({
        status: 'success',
        total_question: 25,
        correct_answer: 18,
        wrong_answer: 5,
      }),
    };
    const request = {
      userId: '7',
      topic: 'percentage',
      level: 1 as const,
      attemptId: '1795306719690',
      attemptTime: '2026-11-22T10:04:31.123Z',
    };
    expect(await fetchFinalResult(request)).toEqual({
      ok: true,
      totals: { total: 25, correct: 18, wrong: 5 },
    });
    expect(Object.fromEntries(new URLSearchParams(await seen[0]!.text()))).toEqual({
      user_id: '7',
      subject_id: 'percentage',
      level: '1',
      attempt_id: '1795306719690',
      attempt_time: '2026-11-22T10:04:31.123Z',
    });
    fake.answers = { '/api/finalresult': json({ status: 'error', message: 'No result.' }, 404) };
    expect(await fetchFinalResult(request)).toEqual({ ok: false });
  });
});
