import * as v from 'valibot';
import type { ExamFamilySlug } from './exam-families';
import { Fraction } from './mocks-marks';
import { Figure } from './figure';
import { OptionId } from './ids';

/**
 * Full-length mock tests in each exam's own pattern (issue 18). The server holds the patterns and the
 * fixed papers (server/mocks/); this file is what both ends share: the catalogue of mock exams (so
 * the family pages, home page and job cards can link without a call), the wire schemas, and the
 * messages. Marks are exact fractions (contract/mocks-marks.ts); the candidate's question and option
 * order comes from the attempt id (contract/mocks-order.ts). Wire names are snake_case like the rest
 * of the API.
 *
 * Routes (contract/endpoints.ts):
 * - GET  /api/mocks → MocksResponse: every pattern with its mocks. Public, from memory, ETag / 304.
 * - GET  /api/mocks/{exam}/{mock}/paper → PaperResponse: one fixed paper WITHOUT answers or
 *   explanations, the same bytes for everyone. Public, from memory, ETag / 304. Unknown → 404
 *   MOCK_MESSAGES.unknownMock.
 * - POST /api/mocks/{exam}/{mock}/attempts (candidate, no body) → StartResponse {attempt}: starts the
 *   mock on the server's clock; while the candidate has an unfinished attempt of this mock that can
 *   still be submitted, the same one comes back (`resumed: true`: reload-safe). 201 new, 200 resumed.
 * - POST /api/mocks/attempts/{attempt_id}/submission (candidate, JSON SubmissionPayload) →
 *   ResultResponse. Accepted until the deadline plus MOCK_GRACE_SECONDS; answers may be missing
 *   (skipping is allowed). A repeat, whatever it holds, answers the stored result (200).
 * - GET  /api/mocks/attempts → AttemptsResponse: the candidate's mock attempts, newest first,
 *   unfinished ones included (`submitted_at` null) so a mocks page can offer "Resume". The history
 *   page makes this call too and lists the submitted ones beside the topic tests.
 * - GET  /api/mocks/attempts/{attempt_id}/result → ResultResponse (submitted attempts only).
 * - GET  /api/mocks/attempts/{attempt_id}/review → ReviewResponse (submitted attempts only).
 *
 * All candidate routes: 401 without a session; an attempt that is not the session user's is 404
 * MOCK_MESSAGES.unknownAttempt (as if it did not exist). Errors are `{status: 'error', message}`.
 */

/** How long after its deadline a submission is still accepted (a slow network at zero), as the topic quiz's 2 minutes. */
export const MOCK_GRACE_SECONDS = 120;

/**
 * The mock exams there are, so pages link to them without a call. `paper_ids`: the exam_id of the
 * paper cards (GET /api/{family}) that gain a "Mock tests" link; `families`: the family pages that show
 * the exam (SSC GD recruits the constables of CRPF and BSF, so it is on /crpf and /bsf too, where no
 * card names it). The server's patterns (server/mocks/patterns/) are checked against this list.
 * CTET and UGC-NET Paper I have none on purpose (docs/mocks.md).
 */
export const MOCK_EXAMS = [
  { key: 'ssc-cgl-tier1', name: 'SSC CGL Tier-I', families: ['ssc'], paper_ids: [101] },
  { key: 'ssc-chsl-tier1', name: 'SSC CHSL Tier-I', families: ['ssc'], paper_ids: [103] },
  { key: 'ssc-gd-constable', name: 'SSC GD Constable', families: ['ssc', 'crpf', 'bsf'], paper_ids: [105] },
  { key: 'ssc-cpo-paper1', name: 'SSC CPO Paper-I', families: ['ssc'], paper_ids: [106] },
  { key: 'rrb-ntpc-cbt1', name: 'RRB NTPC CBT-1', families: ['rrb'], paper_ids: [201, 202] },
  { key: 'rrb-group-d', name: 'RRB Group D', families: ['rrb'], paper_ids: [204] },
  { key: 'rrb-alp-cbt1', name: 'RRB ALP CBT-1', families: ['rrb'], paper_ids: [203] },
  { key: 'upsc-csat', name: 'UPSC CSE Prelims CSAT', families: ['ias'], paper_ids: [502] },
] as const satisfies readonly {
  key: string;
  name: string;
  families: readonly ExamFamilySlug[];
  paper_ids: readonly number[];
}[];

export type MockExamKey = (typeof MOCK_EXAMS)[number]['key'];
export const MOCK_EXAM_KEYS = MOCK_EXAMS.map((e) => e.key) as readonly MockExamKey[];

export function findMockExam(key: string) {
  return MOCK_EXAMS.find((e) => e.key === key);
}

/** The mock exams a family page shows. */
export const mockExamsOfFamily = (family: string) =>
  MOCK_EXAMS.filter((e) => (e.families as readonly string[]).includes(family));

/** The mock exam of a paper card (its exam_id), if it has one. */
export const mockExamOfPaper = (examId: number) =>
  MOCK_EXAMS.find((e) => (e.paper_ids as readonly number[]).includes(examId));

/** 'Mock 1'. */
export const mockTitle = (mock: number) => `Mock ${mock}`;

/** "Practise: SSC CGL Tier-I mocks" (a job card whose recruitment exam has a pattern, issue 18 §6). */
export const practiseMocksText = (name: string) => `Practise: ${name} mocks`;

/** The pages (client routes): the mocks page, one exam's mocks, a mock, an attempt's result and review. */
export const mockPaths = {
  all: '/mocks',
  exam: (exam: string) => `/mocks/${exam}`,
  mock: (exam: string, mock: number) => `/mocks/${exam}/${mock}`,
  result: (attemptId: string) => `/mocks/attempts/${attemptId}/result`,
  review: (attemptId: string) => `/mocks/attempts/${attemptId}/review`,
} as const;

const Whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(1));
const Iso = v.pipe(v.string(), v.isoTimestamp());
const Percent = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));

/** A bank topic (contract/topics.ts). */
export const TopicRef = v.object({ category: v.string(), topic: v.string() });
export type TopicRef = v.InferOutput<typeof TopicRef>;

/** A public notice or result a figure comes from. */
export const Source = v.object({ title: v.string(), url: v.string() });
export type Source = v.InferOutput<typeof Source>;

/**
 * A section of a pattern: its questions and, from the bank, which topics fill it and how many each
 * (summing to `questions`). `duration_seconds` only when the pattern's timing is 'per-section'.
 */
export const PatternSection = v.object({
  key: v.string(),
  title: v.string(),
  questions: Count,
  topics: v.array(v.object({ ...TopicRef.entries, questions: Count })),
  duration_seconds: v.optional(Count),
});
export type PatternSection = v.InferOutput<typeof PatternSection>;

/**
 * A previous year's cut-off, shown beside the score with its source (only where one is public):
 * e.g. 'UR', 2024, the commission's result notice. For a qualifying paper (CSAT) see
 * `qualifying_percent` instead.
 */
export const CutOff = v.object({
  marks: Fraction,
  category: v.string(),
  year: v.number(),
  /** What the line is: 'Tier-I cut-off for Tier-II, all posts'. */
  label: v.string(),
  source: Source,
});
export type CutOff = v.InferOutput<typeof CutOff>;

/** A fixed paper's entry in the pattern. */
export const MockSummary = v.object({
  number: Count,
  /** 'Mock 1'. */
  title: v.string(),
  questions: Count,
});

/**
 * One exam's pattern (issue 18 §1). `marks_per_question` and `negative_marks` exact (RRB 1/3, CSAT
 * 5/6: one third of 2.5); `max_marks` = questions × marks_per_question. `timing` 'shared': one timer
 * of `duration_seconds` for the whole paper; 'per-section': each section's own. `qualifying_percent`:
 * a qualifying paper's pass mark (CSAT 33), else null. `levels`: the stated mix of bank levels each
 * mock was drawn with (a share per level 1–3, in questions per 100). `languages`: the languages the
 * paper is offered in here (the bank is English; Hindi when it lands). `sources`: the notices.
 */
export const MockPattern = v.object({
  exam: v.string(),
  name: v.string(),
  body: v.string(),
  families: v.array(v.string()),
  paper_ids: v.array(v.number()),
  sections: v.array(PatternSection),
  questions: Count,
  marks_per_question: Fraction,
  negative_marks: Fraction,
  max_marks: Fraction,
  duration_seconds: Count,
  timing: v.picklist(['shared', 'per-section']),
  qualifying_percent: v.nullable(Percent),
  languages: v.array(v.string()),
  levels: v.object({ level1: Whole, level2: Whole, level3: Whole }),
  cut_off: v.nullable(CutOff),
  sources: v.array(Source),
  mocks: v.array(MockSummary),
});
export type MockPattern = v.InferOutput<typeof MockPattern>;

/** GET /api/mocks → every pattern, in MOCK_EXAMS order. */
export const MocksResponse = v.object({ status: v.literal('success'), data: v.array(MockPattern) });
export type MocksResponse = v.InferOutput<typeof MocksResponse>;

/**
 * An option as printed. `pinned`: "No error"-type options (server/content/conventions.ts) stay last
 * when the candidate's order shuffles the others (contract/mocks-order.ts).
 */
export const PaperOption = v.object({
  id: OptionId,
  text: v.string(),
  figure: v.optional(Figure),
  pinned: v.optional(v.literal(true)),
});
export type PaperOption = v.InferOutput<typeof PaperOption>;

const FourTexts = v.strictTuple([v.string(), v.string(), v.string(), v.string()]);

/**
 * A paper question in Hindi (issue 15, issue 18 §3), sent with the paper so a switch needs no request:
 * `options` and `option_figure_alts` follow the option ids a, b, c, d (the same id is the same option
 * in either language, whatever order the candidate sees them in); `figure_alt` the drawing's text
 * alternative, `figure_svg` the drawing redrawn with Hindi words where it has words. Never the
 * explanation before submission (the review's ReviewHindi adds it).
 */
export const PaperHindi = v.object({
  question: v.string(),
  options: FourTexts,
  figure_alt: v.optional(v.string()),
  figure_svg: v.optional(v.string()),
  option_figure_alts: v.optional(FourTexts),
});
export type PaperHindi = v.InferOutput<typeof PaperHindi>;

/**
 * A question of a fixed paper, without its answer. `id`: its number in the published paper (1…N,
 * unique within the mock; answers name it). `topic`: the bank topic it came from. `hi`: the same
 * question in Hindi, where it has Hindi.
 */
export const PaperQuestion = v.object({
  id: Count,
  question: v.string(),
  figure: v.optional(Figure),
  options: v.array(PaperOption),
  topic: TopicRef,
  hi: v.optional(PaperHindi),
});
export type PaperQuestion = v.InferOutput<typeof PaperQuestion>;

export const PaperSection = v.object({
  key: v.string(),
  title: v.string(),
  questions: v.array(PaperQuestion),
});
export type PaperSection = v.InferOutput<typeof PaperSection>;

/** GET /api/mocks/{exam}/{mock}/paper: the published paper, sections in order. */
export const MockPaper = v.object({
  exam: v.string(),
  mock: Count,
  title: v.string(),
  sections: v.array(PaperSection),
});
export type MockPaper = v.InferOutput<typeof MockPaper>;

export const PaperResponse = v.object({ status: v.literal('success'), data: MockPaper });
export type PaperResponse = v.InferOutput<typeof PaperResponse>;

/**
 * An attempt as started. `deadline` = started_at + the pattern's duration, on the server's clock; the
 * client's timer counts to it (remaining = deadline − now, corrected by the server's Date header if it
 * likes). The id seeds the candidate's order (contract/mocks-order.ts).
 */
export const MockAttempt = v.object({
  attempt_id: v.string(),
  exam: v.string(),
  mock: Count,
  started_at: Iso,
  deadline: Iso,
  duration_seconds: Count,
});
export type MockAttempt = v.InferOutput<typeof MockAttempt>;

export const StartResponse = v.object({
  status: v.literal('success'),
  attempt: MockAttempt,
  /** True when this is the candidate's unfinished attempt of this mock, started before. */
  resumed: v.boolean(),
});
export type StartResponse = v.InferOutput<typeof StartResponse>;

/** The most answers (and marked questions) a submission may hold: the longest pattern's questions. */
export const MAX_MOCK_QUESTIONS = 200;

const QuestionNumber = v.pipe(
  v.number('question_id must be a question number'),
  v.integer('question_id must be a whole number'),
  v.minValue(1, 'question_id must be a question number'),
  v.maxValue(MAX_MOCK_QUESTIONS, 'question_id must be a question number'),
);

/**
 * POST /api/mocks/attempts/{attempt_id}/submission. `answers`: the questions answered, one each
 * (skipped ones are left out; "answered and marked for review" counts as answered, as in the real
 * exam); `marked`: the questions marked for review, kept for the review. Order does not matter.
 */
export const SubmissionPayload = v.object({
  answers: v.pipe(
    v.array(
      v.object({ question_id: QuestionNumber, option_id: OptionId }),
      'answers must be a list of {question_id, option_id}',
    ),
    v.maxLength(MAX_MOCK_QUESTIONS, 'There are more answers than questions in this mock.'),
  ),
  marked: v.optional(
    v.pipe(
      v.array(QuestionNumber, 'marked must be a list of question numbers'),
      v.maxLength(MAX_MOCK_QUESTIONS, 'marked lists more questions than the mock has'),
    ),
    [],
  ),
});
export type SubmissionPayloadInput = v.InferInput<typeof SubmissionPayload>;
export type SubmissionPayload = v.InferOutput<typeof SubmissionPayload>;

/**
 * One section of a result: `attempted` = correct + wrong; `accuracy` = correct / attempted, whole
 * percent rounded down, null when none attempted; `marks` exact (may be negative).
 */
export const SectionResult = v.object({
  key: v.string(),
  title: v.string(),
  questions: Count,
  attempted: Whole,
  correct: Whole,
  wrong: Whole,
  marks: Fraction,
  accuracy: v.nullable(Percent),
});
export type SectionResult = v.InferOutput<typeof SectionResult>;

/** A topic of this mock the candidate did worst at: correct out of its questions, and where to practise it. */
export const WeakTopic = v.object({
  ...TopicRef.entries,
  title: v.string(),
  questions: Count,
  correct: Whole,
  accuracy: Percent,
  /** The topic's level chooser, as /progress links it. */
  practise_path: v.string(),
});
export type WeakTopic = v.InferOutput<typeof WeakTopic>;

/**
 * A submitted attempt's result (issue 18 §5). `marks` = correct × marks_per_question − wrong ×
 * negative_marks, exact. Rank and percentile compare it with the FIRST submitted attempts of the same
 * mock by other candidates (the progress rules, contract/progress.ts: more marks first, then less
 * time; `counted` false for a retake, which has no rank; `percentile` null with
 * `percentile_text` PROGRESS_MESSAGES.fewTakers under PERCENTILE_MIN_TAKERS takers).
 * `qualifying`: for a qualifying paper, its pass line and whether this score reaches it; `cut_off`:
 * the pattern's previous-year cut-off and whether this score reaches it. `weakest_topics`: up to 3
 * topics of this mock with the lowest accuracy (below 100 %), weakest first.
 */
export const MockResult = v.object({
  attempt_id: v.string(),
  exam: v.string(),
  mock: Count,
  /** 'SSC CGL Tier-I · Mock 1'. */
  title: v.string(),
  questions: Count,
  attempted: Whole,
  correct: Whole,
  wrong: Whole,
  marks: Fraction,
  max_marks: Fraction,
  marks_per_question: Fraction,
  negative_marks: Fraction,
  sections: v.array(SectionResult),
  started_at: Iso,
  submitted_at: Iso,
  time_taken_seconds: Whole,
  counted: v.boolean(),
  rank: v.nullable(Count),
  takers: Whole,
  percentile: v.nullable(Percent),
  percentile_text: v.string(),
  qualifying: v.nullable(v.object({ percent: Percent, marks: Fraction, reached: v.boolean() })),
  cut_off: v.nullable(v.object({ ...CutOff.entries, reached: v.boolean() })),
  weakest_topics: v.array(WeakTopic),
});
export type MockResult = v.InferOutput<typeof MockResult>;

export const ResultResponse = v.object({ status: v.literal('success'), data: MockResult });
export type ResultResponse = v.InferOutput<typeof ResultResponse>;

/**
 * One of the candidate's attempts (the mocks page, the history). Unfinished: `submitted_at`, `marks`
 * null; it can be resumed until `deadline` (+ the grace).
 */
export const MockAttemptSummary = v.object({
  attempt_id: v.string(),
  exam: v.string(),
  mock: Count,
  title: v.string(),
  started_at: Iso,
  deadline: Iso,
  submitted_at: v.nullable(Iso),
  marks: v.nullable(Fraction),
  max_marks: Fraction,
  counted: v.boolean(),
});
export type MockAttemptSummary = v.InferOutput<typeof MockAttemptSummary>;

export const AttemptsResponse = v.object({
  status: v.literal('success'),
  data: v.array(MockAttemptSummary),
});
export type AttemptsResponse = v.InferOutput<typeof AttemptsResponse>;

/** A reviewed question's Hindi: as in the paper, with the explanation in Hindi. */
export const ReviewHindi = v.object({ ...PaperHindi.entries, explanation: v.string() });
export type ReviewHindi = v.InferOutput<typeof ReviewHindi>;

/**
 * A question of the review: as in the paper (published option order; apply orderSection for the
 * candidate's), with the candidate's choice (null: not answered), the right option, the explanation,
 * and whether it was marked for review; its Hindi, where it has Hindi, with the explanation too.
 */
export const ReviewQuestion = v.object({
  ...PaperQuestion.entries,
  chosen: v.nullable(OptionId),
  right: OptionId,
  explanation: v.string(),
  marked: v.boolean(),
  hi: v.optional(ReviewHindi),
});
export type ReviewQuestion = v.InferOutput<typeof ReviewQuestion>;

export const ReviewResponse = v.object({
  status: v.literal('success'),
  data: v.object({
    attempt_id: v.string(),
    exam: v.string(),
    mock: Count,
    title: v.string(),
    sections: v.array(v.object({ key: v.string(), title: v.string(), questions: v.array(ReviewQuestion) })),
  }),
});
export type ReviewResponse = v.InferOutput<typeof ReviewResponse>;

/** 'SSC CGL Tier-I · Mock 1'. */
export const attemptTitle = (name: string, mock: number) => `${name} · ${mockTitle(mock)}`;

/** Why a mock request is refused (issue 18 §7). */
export const MOCK_MESSAGES = {
  unknownMock: 'There is no such mock test.',
  unknownAttempt: 'No such mock attempt was found.',
  notSubmitted: 'This mock has not been submitted yet.',
  timeOver: 'The time for this mock is over, so it can no longer be submitted. Please start it again.',
  notInMock: 'An answer is for a question that is not in this mock.',
  tooManyAnswers: 'There are more answers than questions in this mock.',
  answeredTwice: 'A question is answered more than once.',
  notAnObject: 'The submission must be a JSON object.',
} as const;
