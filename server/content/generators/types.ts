import type { Figure } from '../../../contract/figure';
import type { QuestionFigure, QuestionHindi } from '../../../contract/quiz';
import type { Rng } from './rng';

export type Level = 1 | 2 | 3;
export const LEVEL_NUMBERS: readonly Level[] = [1, 2, 3];

/**
 * One question in the bank's format (the same shape as server/content/data/**): four distinct
 * option texts, the answer equal to exactly one of them, and a short explanation. `params` and
 * `mistakes` are extra: the problem's parameters (so a test can recompute the answer independently)
 * and the named mistake behind each wrong option. A bank loader ignores both.
 */
export interface GeneratedQuestion {
  level: Level;
  question: string;
  options: string[];
  answer: string;
  explanation: string;
  /** Drawings (figure topics), the option drawings in `options` order. */
  figure?: QuestionFigure;
  /** The same question in Hindi (issue 15), the options in `options` order; when the problem wrote Hindi. */
  hi?: QuestionHindi;
  params: ProblemParams;
  mistakes: { option: string; mistake: string }[];
}

export type ParamValue = string | number | boolean | null | ParamValue[] | { [key: string]: ParamValue };
export type ProblemParams = { kind: string } & { [key: string]: ParamValue };

/** A wrong answer and the mistake that produces it, phrased to follow "Trap: … gives X". */
export interface Distractor {
  mistake: string;
  value: number | string;
  /**
   * The mistake in Hindi, as an infinitive ("पुराने मूल्य से भाग देना"), for the Hindi explanation's
   * trap line: "सावधान: … एक आम भूल है; इससे उत्तर X आता है।"
   */
  hi?: string;
}

/**
 * A problem's Hindi (issue 15), written by the generator beside the English from the same computed
 * values, so both are one question: the question, the worked steps, and how its options read in
 * Hindi. Numbers, ₹ amounts and percentages print the same in both languages (international digits)
 * and need nothing; a format with words ("12% increase") gets its Hindi twin in `format`, fed the same
 * values; a text option gets its Hindi in `options`, keyed by its English text. Each distractor's
 * mistake is in its `hi`.
 */
export interface ProblemHindi {
  question: string;
  steps: string[];
  /** How a numeric value is shown in Hindi, when the English format has words ("12% वृद्धि"). */
  format?: (value: number) => string;
  /** Hindi of a text option, keyed by the English option text (the answer's and every distractor's). */
  options?: Readonly<Record<string, string>>;
  /** The question drawing's text alternative in Hindi (figure topics). */
  figureAlt?: string;
  /**
   * The question drawing redrawn with Hindi words (captions, legends), from the same values and the
   * same geometry; only for a drawing that has words in it (a drawing without words serves both).
   */
  figureSvg?: string;
  /** The option drawings' text alternatives in Hindi, keyed by the English option text (figure topics). */
  optionFigureAlts?: Readonly<Record<string, string>>;
}

/**
 * A worked problem: what a generator returns. The answer and every distractor are values computed by
 * the generator; `steps` are the same computation written out, and become the explanation.
 */
export interface Problem {
  question: string;
  answer: number | string;
  distractors: Distractor[];
  steps: string[];
  /** The inputs that fix the answer, for independent checking (the kind is added by the topic). */
  params: { [key: string]: ParamValue };
  /** How a numeric value is shown (default: `num`). */
  format?: (value: number) => string;
  /**
   * Values are shown exactly by a format that throws for anything else (fractions, surds), so the
   * "no rounded figures" rule does not apply (default: true for the `fraction` format).
   */
  symbolic?: boolean;
  /**
   * Values no wrong option may take: another simple rule gives them (a series that fits a rival rule),
   * so such an option would be a second defensible answer.
   */
  avoid?: readonly number[];
  /** Gap between near-miss fillers when the named mistakes give fewer than three options. */
  step?: number;
  /** Allow zero or negative numeric options (off by default: a price or a length is never ≤ 0). */
  allowNonPositive?: boolean;
  /**
   * Only whole-number wrong options (default: when the answer is a whole number not shown as a
   * percentage): 481 9/11 marks is no trap, it gives itself away.
   */
  wholeOptions?: boolean;
  /** Add "Trap: … gives X." from the first wrong option to the explanation (default true). */
  trap?: boolean;
  /** The same problem in Hindi (issue 15); optional: a question without it is shown in English with a note. */
  hi?: ProblemHindi;
  /** A drawing that goes with the question (figure topics). */
  questionFigure?: Figure;
  /**
   * One drawing per option, keyed by the option's text (the answer's and every distractor's): they
   * follow the options into whatever order the question ends up with.
   */
  optionFigures?: Readonly<Record<string, Figure>>;
}

/** A problem type of one topic: the levels it serves and how to make one. */
export interface Kind {
  levels: readonly Level[];
  /** Relative chance of being drawn at a level it serves (default 1). */
  weight?: number;
  make(rng: Rng, level: Level): Problem;
}

/** A topic's generator: draws a kind that serves the level and makes a problem, tagged with its kind. */
export interface TopicGenerator {
  readonly kinds: Readonly<Record<string, Kind>>;
  generate(level: Level, rng: Rng): Problem & { params: ProblemParams };
}
