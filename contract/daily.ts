import * as v from 'valibot';
import { DailyId } from './ids';
import { AttemptId, MARKED_NOT_SUBMITTED, QuizQuestion, UNANSWERED } from './quiz';
import { markedAreSubmitted, markedQuestionIds, MAX_ANSWER_LENGTH } from './quiz-submit';

/**
 * The daily quiz (issue 11; design §7): one mixed set a day, the same for every candidate, drawn by the
 * server from the bank. A day is an Indian day (Asia/Kolkata): the set rolls over at midnight IST.
 *
 * - GET /api/daily (login) draws today's set: the same questions for everyone that day, options in a
 *   fresh order per draw, answers never sent. Each question carries its own topic and level
 *   (`subject_name`, `chapter_name`, `label`), as a topic test's do.
 * - POST /api/daily/result (JSON, login) submits it: scored and stored like a topic test, once per
 *   attempt_id, answered with the totals (contract/quiz.ts SubmitResponse).
 * - POST /api/finalresult reads the totals back as for a topic test: send the attempt_id, and
 *   subject_id = the daily_id (or no subject_id); send no level (or an empty one).
 * - The review (GET /api/attempts/{attempt_id}/review) works for a daily attempt as for any other.
 *
 * The first finished attempt of the day counts for the board and the percentile; a retake is practice.
 */

/** Questions in a daily set, across the four categories. */
export const DAILY_QUESTIONS = 10;

/** The daily quiz's time: 10 minutes. The server accepts a submission until 2 minutes after it. */
export const DAILY_DURATION_SECONDS = 600;

/** The time zone of an Indian day (design §6). */
export const INDIAN_TIME_ZONE = 'Asia/Kolkata';

/** '2026-11-25' → 'Daily Quiz, 25 Nov 2026' (the board's and the history's title of that day's quiz). */
export function dailyTitle(dailyId: string): string {
  const [year, month, day] = dailyId.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const name = months[Number(month) - 1] ?? month;
  return `Daily Quiz, ${Number(day)} ${name} ${year}`;
}

/**
 * GET /api/daily → 200 (a visitor gets 401; an empty bank 404 with DAILY_MESSAGES.notAvailable).
 * `counted` tells whether a submission of this draw will count for today's board and percentile
 * (false once the candidate has a finished daily attempt today: the retake is practice).
 */
export const DailyQuizResponse = v.object({
  status: v.literal('success'),
  daily_id: DailyId,
  data: v.array(QuizQuestion),
  duration_seconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  counted: v.boolean(),
});
export type DailyQuizResponse = v.InferOutput<typeof DailyQuizResponse>;

const MAX_ID = 2_147_483_647;

/**
 * POST /api/daily/result (JSON). As a topic test's submit payload (contract/quiz.ts SubmitPayload) but
 * naming the daily_id instead of subject_id and level. `right_answer` holds the chosen option TEXTS
 * in question_id's order, 'unanswered' for a blank.
 */
export const DailySubmitPayload = v.pipe(
  v.object({
    daily_id: DailyId,
    question_id: v.pipe(
      v.array(
        v.union(
          [
            v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)),
            v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(MAX_ID)),
          ],
          'question_id must hold question ids (whole numbers)',
        ),
        'question_id must be a list of question ids',
      ),
      v.minLength(1, 'question_id must not be empty'),
      v.maxLength(DAILY_QUESTIONS, `question_id holds at most ${DAILY_QUESTIONS} questions`),
      v.check((ids) => new Set(ids).size === ids.length, 'question_id must not repeat a question'),
    ),
    right_answer: v.pipe(
      v.array(
        v.pipe(
          v.string(`each answer must be an option text or "${UNANSWERED}"`),
          v.maxLength(MAX_ANSWER_LENGTH, 'an answer is too long'),
        ),
        'right_answer must be a list of the chosen option texts',
      ),
      v.maxLength(DAILY_QUESTIONS, `right_answer holds at most ${DAILY_QUESTIONS} answers`),
    ),
    marked_question_id: markedQuestionIds(DAILY_QUESTIONS),
    total_question: v.pipe(
      v.number('total_question must be a whole number'),
      v.integer('total_question must be a whole number'),
    ),
    user_id: v.union([v.number(), v.string()], 'user_id is required'),
    attempt_id: AttemptId,
    attempt_time: v.pipe(
      v.string('attempt_time must be an ISO timestamp'),
      v.isoTimestamp('attempt_time must be an ISO timestamp'),
    ),
  }),
  v.check(
    (p) => p.right_answer.length === p.question_id.length,
    'right_answer must hold one answer per question of question_id',
  ),
  v.check(
    (p) => p.total_question === p.question_id.length,
    'total_question must be the number of questions in question_id',
  ),
  v.check((p) => markedAreSubmitted(p), MARKED_NOT_SUBMITTED),
);
export type DailySubmitPayloadInput = v.InferInput<typeof DailySubmitPayload>;
export type DailySubmitPayload = v.InferOutput<typeof DailySubmitPayload>;

export const DAILY_MESSAGES = {
  notAvailable: "Today's daily quiz is not available yet.",
  wrongQuiz: 'The submission does not match the daily quiz that was served.',
} as const;
