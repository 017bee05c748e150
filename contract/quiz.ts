import * as v from 'valibot';
import { Figure } from './figure';
import { LEVEL_LABELS } from './levels';

/**
 * Quizzes (spec §3, §7; design §3, §4): what GET /api/{type}/{quizId}/{level} serves, what the quiz
 * screen submits, the result and history the client reads, and the review of a finished attempt.
 * Both sides use these schemas: the client to read the answers and build its requests, the server to
 * check requests at the edge (and its tests to check the answers). Pure valibot, no I/O.
 */

/** The quiz timer (spec §9): 25 minutes. The server accepts a submission until 2 minutes after it. */
export const QUIZ_DURATION_SECONDS = 1500;

/** One attempt serves this many questions drawn from the topic-level bank (all of them when fewer). */
export const QUESTIONS_PER_QUIZ = 25;

/** What the submit payload's `right_answer` holds for a question left blank. */
export const UNANSWERED = 'unanswered';

const FourFigures = v.strictTuple([Figure, Figure, Figure, Figure]);

/** A stored question's drawings: one for the question, and/or one per option (in the bank's option order). */
export const QuestionFigure = v.pipe(
  v.strictObject({ question: v.optional(Figure), options: v.optional(FourFigures) }),
  v.check(
    (figure) => figure.question !== undefined || figure.options !== undefined,
    'a figure needs a question or option drawings',
  ),
);
export type QuestionFigure = v.InferOutput<typeof QuestionFigure>;

/**
 * A question's Hindi (issue 15), stored beside its English: the question, the four options in the
 * SAME order as the English ones (matched by position, never by text: the English option is the
 * option's identity, what is submitted and scored), the explanation, and the drawing's text
 * alternative where the question has one. Absent when the question has no Hindi yet.
 */
export const QuestionHindi = v.strictObject({
  question: v.pipe(v.string(), v.nonEmpty()),
  options: v.strictTuple([v.string(), v.string(), v.string(), v.string()]),
  explanation: v.pipe(v.string(), v.nonEmpty()),
  figureAlt: v.optional(v.pipe(v.string(), v.nonEmpty())),
});
export type QuestionHindi = v.InferOutput<typeof QuestionHindi>;

/**
 * The Hindi as served with a drawn question: optionA…optionD in the order the English ones were
 * served (the same letter is the same option). Sent in the draw itself, so switching a question's
 * language needs no request and works offline. Never the explanation before submission.
 */
export const ServedHindi = v.object({
  question: v.string(),
  optionA: v.string(),
  optionB: v.string(),
  optionC: v.string(),
  optionD: v.string(),
  figureAlt: v.optional(v.string()),
});
export type ServedHindi = v.InferOutput<typeof ServedHindi>;

/** The Hindi of a reviewed question: as served, plus the explanation. */
export const ReviewHindi = v.object({ ...ServedHindi.entries, explanation: v.string() });
export type ReviewHindi = v.InferOutput<typeof ReviewHindi>;

/** The drawings as served: `optionFigures` follow optionA…optionD. Absent when a question has none. */
const servedFigures = {
  figure: v.optional(Figure),
  optionFigures: v.optional(FourFigures),
};

/**
 * A question as GET /api/{type}/{quizId}/{level} serves it: the options in a fresh random order, and
 * never the right answer or the explanation (spec §3 lists `rightAnswer`; it is not sent: the server
 * scores). `subject_name` is the topic slug (the client keeps it as subject_id), `chapter_name` the
 * topic's title from the catalogue, `label` the level ('Level 1').
 */
export const QuizQuestion = v.object({
  id: v.number(),
  question: v.string(),
  optionA: v.string(),
  optionB: v.string(),
  optionC: v.string(),
  optionD: v.string(),
  subject_name: v.string(),
  chapter_name: v.string(),
  label: v.picklist(LEVEL_LABELS),
  ...servedFigures,
  /** The question in Hindi, when it has Hindi (issue 15). */
  hi: v.optional(ServedHindi),
});
export type QuizQuestion = v.InferOutput<typeof QuizQuestion>;

/**
 * GET /api/{type}/{quizId}/{level} → 200; an unknown or empty test → 404 `{ status: 'error', message }`.
 * `duration_seconds` (new, not in the specification) is how long the server gives this attempt: the
 * client's timer counts it down, so the two cannot disagree (a test-only QUIZ_DURATION_SECONDS on the
 * server shortens both). Optional: without it the client uses QUIZ_DURATION_SECONDS.
 */
export const QuizResponse = v.object({
  status: v.literal('success'),
  data: v.array(QuizQuestion),
  duration_seconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type QuizResponse = v.InferOutput<typeof QuizResponse>;

/** The message of the 404 for a test that does not exist or has no questions yet. */
export const QUIZ_NOT_AVAILABLE = 'This test is not available yet.';

/** Why a submission or a read of results is refused (design §3). */
export const QUIZ_MESSAGES = {
  notServed: 'These questions were not served to you. Please start the test again.',
  timeOver: 'The time for this test is over, so it can no longer be submitted. Please start the test again.',
  alreadySubmitted: 'This test has already been submitted.',
  attemptConflict: 'This attempt was already submitted with different answers.',
  wrongTest: 'The submission does not match the test that was served.',
  unknownAttempt: 'No such attempt was found.',
  notYours: 'You can only see and submit your own tests.',
  notAnObject: 'The submission must be a JSON object.',
} as const;

const MAX_ID = 2_147_483_647;

/** A question id: a number, or its digits as text (normalised to a number). */
const QuestionId = v.union(
  [
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID)),
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(MAX_ID)),
  ],
  'question_id must hold question ids (whole numbers)',
);

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

/** The client's attempt id: the time it submitted, in milliseconds, as text ('1795306719690'). */
export const AttemptId = v.pipe(
  v.string('attempt_id must be text'),
  v.regex(/^\d{1,20}$/, 'attempt_id must be the attempt time in milliseconds, as digits'),
);

const AttemptIdInput = v.union(
  [
    AttemptId,
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER), v.transform(String)),
  ],
  'attempt_id must be the attempt time in milliseconds, as digits',
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

export const MARKED_NOT_SUBMITTED = 'marked_question_id must name questions of question_id';

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

/** The totals of a scored attempt: wrong = answered but incorrect; unattempted = total − correct − wrong. */
export const FinalResultResponse = v.object({
  status: v.literal('success'),
  total_question: v.number(),
  correct_answer: v.number(),
  wrong_answer: v.number(),
});
export type FinalResultResponse = v.InferOutput<typeof FinalResultResponse>;

/** POST /api/reasoning/result → 200 with the totals (the same on a repeated identical submission). */
export const SubmitResponse = FinalResultResponse;
export type SubmitResponse = FinalResultResponse;

/**
 * POST /api/finalresult (form-encoded): the stored attempt's totals. `level` is the label without
 * 'Level ' ('1'); subject_id and level, when sent, must be those of the attempt.
 */
export const FinalResultPayload = v.object({
  user_id: v.pipe(v.string('user_id is required'), v.nonEmpty('user_id is required')),
  subject_id: v.optional(v.string()),
  level: v.optional(v.string()),
  attempt_id: AttemptId,
  attempt_time: v.optional(v.string()),
});
export type FinalResultPayload = v.InferOutput<typeof FinalResultPayload>;

/**
 * One question of a finished attempt (GET /api/attempts/{attempt_id}/review): the options in the order
 * the candidate saw them, what they chose (or 'unanswered'), the right option's text and why.
 */
export const ReviewItem = v.object({
  id: v.number(),
  question: v.string(),
  optionA: v.string(),
  optionB: v.string(),
  optionC: v.string(),
  optionD: v.string(),
  chosen: v.string(),
  rightAnswer: v.string(),
  explanation: v.string(),
  /** Whether the candidate had marked it for review when they submitted. */
  marked: v.boolean(),
  ...servedFigures,
  /** The question in Hindi with its explanation, when it has Hindi (issue 15); `chosen` and `rightAnswer` stay the English options' texts. */
  hi: v.optional(ReviewHindi),
});
export type ReviewItem = v.InferOutput<typeof ReviewItem>;

/** GET /api/attempts/{attempt_id}/review → 200 for the owner's attempt; anyone else's or unknown → 404. */
export const ReviewResponse = v.object({
  status: v.literal('success'),
  data: v.array(ReviewItem),
});
export type ReviewResponse = v.InferOutput<typeof ReviewResponse>;
