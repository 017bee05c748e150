import * as v from 'valibot';
import { DailyId, MockAttemptId, OptionId } from '../contract/ids';
import { Figure } from '../contract/figure';
import { AttemptId } from '../contract/quiz';
import { LANGUAGES, type Language } from '../contract/languages';
import type { Question, QuizTest } from './api/quiz';
import { sectionsCover, type QuizSection } from './quiz-sections';

/**
 * The attempt in progress, kept in localStorage so a reload (or a phone that dropped the tab) comes
 * back to the same questions, answers, marks, seen questions, question and deadline: the quiz machine's storage
 * implementations. One entry per user and test. Storage can be missing, full or hold anything (an
 * older version, a hand edit): nothing is trusted that does not check out, and a refused write only
 * means this tab alone remembers.
 */
export interface SavedAttempt {
  readonly questions: readonly Question[];
  /** The test's name as served (LoadedQuiz's title); null or absent when it had none, or before it was kept. */
  readonly title?: string | null;
  /** A mock's sections; absent (or empty) for a topic test. */
  readonly sections?: readonly QuizSection[];
  readonly answers: readonly (string | null)[];
  readonly marked: readonly boolean[];
  /** Which questions have been on screen; absent in attempts saved before it was recorded. */
  readonly visited?: readonly boolean[];
  readonly current: number;
  /** When the time is up, in milliseconds since the epoch. */
  readonly deadline: number;
  /** Chosen at the first submission and kept, so every retry sends the same attempt. */
  readonly attemptId: string | null;
  readonly attemptTime: string | null;
  /** The daily set's day, for a daily attempt (its submission names it); null or absent for a topic test. */
  readonly dailyId?: string | null;
  /**
   * Submitted and not yet answered by the server (no connection, a reload on the way): the attempt is
   * sent again when it is opened, whatever the clock says. Absent in attempts saved before it existed.
   */
  readonly submitted?: boolean;
  /** The language chosen for each question (null: the product's); absent in attempts saved before it existed. */
  readonly shownIn?: readonly (Language | null)[];
}

export interface AttemptKey {
  readonly userId: string;
  readonly test: QuizTest;
}

const PREFIX = 'quizAttempt';

/** One entry per user and topic-level, one for the user's daily quiz (its deadline ends it), one per mock. */
export function savedAttemptKey({ userId, test }: AttemptKey): string {
  const which =
    test.kind === 'daily'
      ? 'daily'
      : test.kind === 'mock'
        ? `mock/${test.exam}/${test.mock}`
        : `${test.category}/${test.topic}/level${test.level}`;
  return `${PREFIX}:${userId}:${which}`;
}

const FourTexts = v.strictTuple([v.string(), v.string(), v.string(), v.string()]);
const FourFigures = v.strictTuple([Figure, Figure, Figure, Figure]);

/** A question as the quiz holds it (machines/api/quiz.ts Question). */
const SavedQuestion = v.object({
  id: v.number(),
  text: v.string(),
  options: FourTexts,
  figure: v.optional(Figure),
  optionFigures: v.optional(FourFigures),
  // A mock's options' ids, in the order shown (its submission names them).
  optionIds: v.optional(v.strictTuple([OptionId, OptionId, OptionId, OptionId])),
  // The question in Hindi (issue 15), kept so a reload can still switch it offline.
  hi: v.optional(
    v.object({
      text: v.string(),
      options: FourTexts,
      figureAlt: v.optional(v.string()),
      figureSvg: v.optional(v.string()),
      optionFigureAlts: v.optional(FourTexts),
    }),
  ),
  // A mock's English-section question, meant to be read in English (no "not in Hindi" note).
  englishOnly: v.optional(v.literal(true)),
});

const SavedSection = v.object({
  key: v.string(),
  title: v.string(),
  start: v.pipe(v.number(), v.integer(), v.minValue(0)),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

const Saved = v.pipe(
  v.object({
    questions: v.pipe(v.array(SavedQuestion), v.minLength(1)),
    title: v.optional(v.nullable(v.string()), null),
    sections: v.optional(v.array(SavedSection)),
    answers: v.array(v.nullable(v.string())),
    marked: v.array(v.boolean()),
    // Absent in attempts saved before visited-ness was recorded: the machine guesses it then.
    visited: v.optional(v.array(v.boolean())),
    current: v.pipe(v.number(), v.integer(), v.minValue(0)),
    deadline: v.pipe(v.number(), v.finite()),
    attemptId: v.nullable(v.union([AttemptId, MockAttemptId])),
    attemptTime: v.nullable(v.string()),
    // Absent in attempts saved before the daily quiz existed: those are topic tests.
    dailyId: v.optional(v.nullable(DailyId), null),
    submitted: v.optional(v.boolean(), false),
    shownIn: v.optional(v.array(v.nullable(v.picklist(LANGUAGES)))),
  }),
  v.check(
    (saved) =>
      saved.answers.length === saved.questions.length &&
      saved.marked.length === saved.questions.length &&
      (saved.visited === undefined || saved.visited.length === saved.questions.length) &&
      (saved.shownIn === undefined || saved.shownIn.length === saved.questions.length) &&
      saved.current < saved.questions.length &&
      sectionsCover(saved.sections ?? [], saved.questions.length),
    'one answer, one mark (and one seen flag) per question, sections covering the paper',
  ),
);

export function readSavedAttempt(key: AttemptKey): SavedAttempt | null {
  try {
    const raw = localStorage.getItem(savedAttemptKey(key));
    if (raw === null) return null;
    const parsed = v.safeParse(Saved, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeSavedAttempt(key: AttemptKey, attempt: SavedAttempt): void {
  try {
    localStorage.setItem(savedAttemptKey(key), JSON.stringify(attempt));
  } catch {
    // storage refused (private window, full quota): the attempt lives in this tab only
  }
}

export function clearSavedAttempt(key: AttemptKey): void {
  try {
    localStorage.removeItem(savedAttemptKey(key));
  } catch {
    // nothing stored, nothing to clear
  }
}
