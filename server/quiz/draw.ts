import { randomInt } from 'node:crypto';
import {
  QUESTIONS_PER_QUIZ,
  type QuestionFigure,
  type QuestionHindi,
  type QuizQuestion,
  type ServedHindi,
} from '../../contract/quiz';
import { levelLabel, type LevelNumber } from '../../contract/levels';
import { topicTitle, type CategorySlug } from '../../contract/topics';
import { isPrintedLast, sentenceOrder } from '../content/conventions';
import type { QuestionBank } from './question-bank';
import type { ServedQuizWriter } from './served-quiz-writer';

/** A submission is accepted this long after the quiz's own duration: network delays, a slow last click. */
export const QUIZ_GRACE_SECONDS = 120;

export interface DrawRequest {
  readonly userId: number;
  readonly category: CategorySlug;
  readonly topic: string;
  readonly level: LevelNumber;
  readonly now: Date;
  /** The quiz duration (settings.quizDurationSeconds); the served quiz expires after it plus the grace. */
  readonly durationSeconds: number;
}

/** Where a draw reads its questions and records what it served (both kept by the app, one each). */
export interface DrawSources {
  readonly bank: QuestionBank;
  readonly served: ServedQuizWriter;
}

/**
 * Draws a quiz for a user (design §4): up to QUESTIONS_PER_QUIZ active questions of the topic-level
 * bank at random (from memory: quiz/question-bank.ts), each with its options in a fresh random order
 * ("No error" and its kind kept last), and records what was served (served_quizzes, committed before
 * this returns: quiz/served-quiz-writer.ts) so the submission can be scored against it. Undefined
 * when the bank is empty.
 * The questions go out without their answers and explanations; a question with Hindi carries it
 * (issue 15: its options in the same served order), so the screen switches language offline.
 */
export async function drawQuiz(
  sources: DrawSources,
  request: DrawRequest,
): Promise<QuizQuestion[] | undefined> {
  const { category, topic, level, now } = request;
  const rows = await sources.bank.draw(category, topic, level, QUESTIONS_PER_QUIZ);
  if (rows.length === 0) return undefined;

  const optionOrder = rows.map((row) => servedOptionOrder(row.options, row.question));
  await sources.served.write({
    userId: request.userId,
    category,
    topic,
    level,
    questionIds: rows.map((row) => row.id),
    optionOrder,
    servedAt: now,
    expiresAt: new Date(now.getTime() + (request.durationSeconds + QUIZ_GRACE_SECONDS) * 1000),
  });

  const chapter = topicTitle(category, topic);
  const label = levelLabel(level);
  return rows.map((row, index) => ({
    id: row.id,
    question: row.question,
    ...inServedOrder(row, optionOrder[index]!),
    subject_name: topic,
    chapter_name: chapter,
    label,
    ...(row.hi ? { hi: hindiInServedOrder(row.hi, optionOrder[index]!) } : {}),
  }));
}

/**
 * A question's Hindi with its options (and option drawings' alts) in the served order (`order[k]` is
 * the bank index shown as the k-th letter, as for the English): the same letter is the same option in
 * both languages.
 */
export function hindiInServedOrder(
  hi: Omit<QuestionHindi, 'explanation'>,
  order: readonly number[],
): ServedHindi {
  const [a, b, c, d] = order.map((index) => hi.options[index]!);
  const alts = hi.optionFigureAlts;
  return {
    question: hi.question,
    optionA: a!,
    optionB: b!,
    optionC: c!,
    optionD: d!,
    ...(hi.figureAlt ? { figureAlt: hi.figureAlt } : {}),
    ...(hi.figureSvg ? { figureSvg: hi.figureSvg } : {}),
    ...(alts
      ? { optionFigureAlts: [alts[order[0]!]!, alts[order[1]!]!, alts[order[2]!]!, alts[order[3]!]!] }
      : {}),
  };
}

/**
 * A question's options (and option drawings, if any) as optionA…optionD in a served order: `order[k]`
 * is the bank index of the option shown as the k-th letter. Shared with the review, which shows them
 * again in the order the candidate saw them.
 */
export function inServedOrder(
  row: { readonly options: readonly string[]; readonly figure: QuestionFigure | null },
  order: readonly number[],
): Pick<QuizQuestion, 'optionA' | 'optionB' | 'optionC' | 'optionD' | 'figure' | 'optionFigures'> {
  const [a, b, c, d] = order.map((index) => row.options[index]!);
  const served: Pick<
    QuizQuestion,
    'optionA' | 'optionB' | 'optionC' | 'optionD' | 'figure' | 'optionFigures'
  > = {
    optionA: a!,
    optionB: b!,
    optionC: c!,
    optionD: d!,
  };
  const figures = row.figure?.options;
  if (row.figure?.question) served.figure = row.figure.question;
  if (figures)
    served.optionFigures = [
      figures[order[0]!]!,
      figures[order[1]!]!,
      figures[order[2]!]!,
      figures[order[3]!]!,
    ];
  return served;
}

/** A uniformly random permutation (Fisher–Yates with the system's cryptographic random numbers). */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/**
 * The order in which one attempt shows a question's options: `order[k]` is the bank index of the
 * option shown as the k-th letter. Shuffled afresh for every attempt, except an option that papers
 * print last ("No error", "No improvement", …: server/content/conventions.ts), which keeps its place
 * in the bank (last), where SSC and RRB papers print it and candidates look for it; and the parts of
 * the question's own sentence (spotting errors), which are shown in the sentence's order.
 */
export function servedOptionOrder(options: readonly string[], question = ''): number[] {
  const { inSentence, fixed } = optionPlaces(options, question);
  // The parts of the question's sentence are printed in its order, never shuffled.
  if (inSentence) return [...inSentence];
  const moving = shuffled(options.map((_, i) => i).filter((i) => !fixed[i]));
  return options.map((_, i) => (fixed[i] ? i : moving.shift()!));
}

interface OptionPlaces {
  readonly inSentence: readonly number[] | null;
  readonly fixed: readonly boolean[];
}

/**
 * Which options keep their place, worked out once per question: the bank in memory hands every draw
 * the same options array, and the patterns behind these answers were a tenth of a draw's time.
 */
const placesOf = new WeakMap<readonly string[], OptionPlaces>();

function optionPlaces(options: readonly string[], question: string): OptionPlaces {
  const known = placesOf.get(options);
  if (known) return known;
  const places = {
    inSentence: sentenceOrder(question, options) ?? null,
    fixed: options.map((o) => isPrintedLast(o)),
  };
  placesOf.set(options, places);
  return places;
}
