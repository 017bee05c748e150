import * as v from 'valibot';
import { LEVEL_LABELS } from './levels';
import { AttemptId, MARKED_NOT_SUBMITTED, QUESTIONS_PER_QUIZ } from './quiz';

/**
 * The submit payloads' checks (spec §3): the topic test's payload, and the parts the daily quiz's
 * (contract/daily.ts) shares with it, which the server checks at the edge. A file of its own, apart
 * from contract/quiz.ts, because the client never checks a submission (it only builds one of these
 * types): Rolldown could not drop the unused schemas from the test page's chunks (0.4 KiB brotli)
 * while they sat in a module the page imports.
 */

const MAX_ID = 2_147_483_647;

/** A question id: a number, or its digits as text (normalised to a number). */
const QuestionId = v.union(
  [
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)),
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(MAX_ID)),
  ],
  'question_id must hold question ids (whole numbers)',
);

/** What the server accepts as one answer (an option's text) at most; longer is not an option of any question. */
export const MAX_ANSWER_LENGTH = 2000;

/**
 * The questions the candidate had marked for review when they submitted (issue 22: the review's
 * "Marked" list). Optional, so a client that sends none still conforms to spec §3; each must be one of
 * `question_id`. Marks never change the score.
 */
export const markedQuestionIds = (most: number) =>
  v.optional(
    v.pipe(
      v.array(QuestionId, 'marked_question_id must be a list of question ids'),
      v.maxLength(most, `marked_question_id holds at most ${most} questions`),
      v.check((ids) => new Set(ids).size === ids.length, 'marked_question_id must not repeat a question'),
    ),
  );

/** The check both submit payloads make: every marked question is one of the submitted ones. */
export const markedAreSubmitted = (p: {
  readonly question_id: readonly number[];
  readonly marked_question_id?: readonly number[] | undefined;
}) => (p.marked_question_id ?? []).every((id) => p.question_id.includes(id));

/** A whole number of questions: a number, or its digits as text (normalised to a number). */
const QuestionCount = v.union(
  [
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(QUESTIONS_PER_QUIZ)),
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(QUESTIONS_PER_QUIZ),
    ),
  ],
  `total_question must be a whole number from 1 to ${QUESTIONS_PER_QUIZ}`,
);

const AttemptIdInput = v.union(
  [
    AttemptId,
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER), v.transform(String)),
  ],
  'attempt_id must be the attempt time in milliseconds, as digits',
);

/**
 * POST /api/reasoning/result (JSON), for every quiz type. `right_answer` holds the candidate's chosen
 * option TEXTS, one per question of `question_id` in the same order, 'unanswered' for a blank (the
 * name is the specification's). The server scores it against its own copy of the questions it served
 * this user, and stores it once under (user, attempt_id).
 */
export const SubmitPayload = v.pipe(
  v.object({
    subject_id: v.pipe(
      v.string('subject_id must be the topic id'),
      v.nonEmpty('subject_id is required'),
      v.maxLength(100),
    ),
    question_id: v.pipe(
      v.array(QuestionId, 'question_id must be a list of question ids'),
      v.minLength(1, 'question_id must not be empty'),
      v.maxLength(QUESTIONS_PER_QUIZ, `question_id holds at most ${QUESTIONS_PER_QUIZ} questions`),
      v.check((ids) => new Set(ids).size === ids.length, 'question_id must not repeat a question'),
    ),
    right_answer: v.pipe(
      v.array(
        v.pipe(
          v.string('each answer must be an option text or "unanswered"'),
          v.maxLength(MAX_ANSWER_LENGTH, 'an answer is too long'),
        ),
        'right_answer must be a list of the chosen option texts',
      ),
      v.maxLength(QUESTIONS_PER_QUIZ, `right_answer holds at most ${QUESTIONS_PER_QUIZ} answers`),
    ),
    marked_question_id: markedQuestionIds(QUESTIONS_PER_QUIZ),
    level: v.picklist(LEVEL_LABELS, "level must be 'Level 1', 'Level 2' or 'Level 3'"),
    total_question: QuestionCount,
    user_id: v.union([v.number(), v.string()], 'user_id is required'),
    attempt_id: AttemptIdInput,
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
export type SubmitPayloadInput = v.InferInput<typeof SubmitPayload>;
export type SubmitPayload = v.InferOutput<typeof SubmitPayload>;
