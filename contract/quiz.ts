import * as v from 'valibot';
import { Figure } from './figure';
import { LEVEL_LABELS } from './levels';

/**
 * Quizzes (spec §3, §7; design §3, §4): what GET /api/{type}/{quizId}/{level} serves, what the quiz
 * screen submits, the result and history the client reads, and the review of a finished attempt.
 * Both sides use these schemas: the client to read the answers and build its requests, the server to
 * check requests at the edge (and its tests to check the answers). Pure valibot, no I/O. The submit
 * payload's schema, which only the server checks, is contract/quiz-submit.ts.
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

type FourTexts = [string, string, string, string];

/**
 * A question's Hindi (issue 15), stored beside its English: the question, the four options in the
 * SAME order as the English ones (matched by position, never by text: the English option is the
 * option's identity, what is submitted and scored), the explanation, and the drawing's text
 * alternative where the question has one. `figureSvg` is the question drawing redrawn with Hindi words
 * (only a drawing with words has one); `optionFigureAlts` the option drawings' alts, in the options'
 * order. Absent when the question has no Hindi yet. A type only: the bank loader checks a row's Hindi
 * (server/content/load.ts `HindiRow`), and a schema here would be downloaded with every test page.
 */
export interface QuestionHindi {
  question: string;
  options: FourTexts;
  explanation: string;
  figureAlt?: string;
  /** An SVG document, like a Figure's `svg`. */
  figureSvg?: string;
  optionFigureAlts?: FourTexts;
}

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
  /** The question drawing with Hindi words, where it has words (else the English `figure` serves both). */
  figureSvg: v.optional(v.string()),
  /** The option drawings' Hindi alts, following optionA…optionD like `optionFigures`. */
  optionFigureAlts: v.optional(v.strictTuple([v.string(), v.string(), v.string(), v.string()])),
});
export type ServedHindi = v.InferOutput<typeof ServedHindi>;

/** The drawings as served: `optionFigures` follow optionA…optionD. Absent when a question has none. */
export const servedFigures = {
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

/** The client's attempt id: the time it submitted, in milliseconds, as text ('1795306719690'). */
export const AttemptId = v.pipe(
  v.string('attempt_id must be text'),
  v.regex(/^\d{1,20}$/, 'attempt_id must be the attempt time in milliseconds, as digits'),
);

export const MARKED_NOT_SUBMITTED = 'marked_question_id must name questions of question_id';

/** The submit payload's types; its schema is contract/quiz-submit.ts (checked by the server only). */
export type { SubmitPayload, SubmitPayloadInput } from './quiz-submit';

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

/** The review's schemas are contract/review.ts (the review page's alone: not in the test page's chunks). */
export type { ReviewHindi, ReviewItem, ReviewResponse } from './review';

/**
 * The id of the script element in which a topic test's page arrives with its draw (the API's answer to
 * the draw's path, named by its `data-path`), written by server/render and taken once by
 * machines/api/quiz.ts instead of asking again.
 */
export const SERVED_DRAW_ID = 'quiz-draw';
