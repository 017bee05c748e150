import type { BankQuestion, QuestionBank } from '../../../server/content/load';
import { normalise } from './checks';

/**
 * How a candidate who practises a topic-level would judge the bank (issue: "every number as shown,
 * every note checked, more variety, no giveaways"): how many different question forms it has, whether
 * a question comes back word for word at another level, and whether the longest option gives the key
 * away. One definition of each, used by the quality test and by anyone reporting the figures.
 */

/** Figure topics: a fixed sentence over a new drawing is their form, so they are not counted for forms. */
export const FIGURE_TOPICS: ReadonlySet<string> = new Set([
  'paper_cutting_folding',
  'completion_of_figure',
  'visual_reasoning',
  'mirror_and_water_image',
  'cube_and_dice',
  'embedded_figure',
  'non_verbal_series',
  'figure_formation_analysis',
]);

/** The least number of distinct forms a topic-level must have (figure topics excepted). */
export const MIN_FORMS = 8;

/** How far above chance the key may be the longest option, per topic (10 points). */
export const LONGEST_KEY_MARGIN = 0.1;

/** A question's form: its text with every number taken out (digits, decimals, fractions, signs). */
export function formOf(question: string): string {
  return normalise(question)
    .replace(/[-−]?\d[\d,]*(\.\d+)?(\/\d+)?/g, '#')
    .replace(/#(\s*#)+/g, '#');
}

/** The distinct forms of one topic-level's questions. */
export function formsOf(questions: readonly BankQuestion[]): Set<string> {
  return new Set(questions.map((q) => formOf(q.question)));
}

/** A question's identity across levels: its text and, for figure questions, its drawing. */
const identityOf = (q: BankQuestion): string => `${normalise(q.question)} ${q.figure?.question?.svg ?? ''}`;

/** Questions of one topic that appear word for word (and drawing for drawing) at more than one level. */
export function crossLevelRepeats(bank: QuestionBank): string[] {
  const levelsOf = new Map<string, Set<number>>();
  for (const q of bank.questions) {
    const key = identityOf(q);
    const levels = levelsOf.get(key) ?? new Set<number>();
    levels.add(q.level);
    levelsOf.set(key, levels);
  }
  return [...levelsOf].filter(([, levels]) => levels.size > 1).map(([key]) => key);
}

/** The option that is strictly longer (in characters, spacing normalised) than the other three, if any. */
export function uniqueLongest(options: readonly string[]): string | undefined {
  const lengths = options.map((o) => normalise(o).length);
  const max = Math.max(...lengths);
  return lengths.filter((l) => l === max).length === 1 ? options[lengths.indexOf(max)] : undefined;
}

export interface LongestKeyFigures {
  /** Share of questions whose key is the unique longest option. */
  readonly rate: number;
  /** Its expectation if the key were any of the four options at random: a quarter of those with a unique longest. */
  readonly chance: number;
  readonly questions: number;
}

/** How often the key is the longest option, beside chance, over a set of questions (a topic). */
export function longestKeyFigures(questions: readonly BankQuestion[]): LongestKeyFigures {
  let keyLongest = 0;
  let withUniqueLongest = 0;
  for (const q of questions) {
    const longest = uniqueLongest(q.options);
    if (longest === undefined) continue;
    withUniqueLongest++;
    if (longest === q.answer) keyLongest++;
  }
  const n = questions.length || 1;
  return { rate: keyLongest / n, chance: withUniqueLongest / 4 / n, questions: questions.length };
}

/** Options that papers print last ("No error", "No improvement", "No substitution required", "None of these"). */
export const LAST_OPTION =
  /^(no error|no improvement|no substitution required|no correction required|none of these|none of the above)\.?$/i;

/** Questions where such an option is not the last one. */
export function misplacedLastOptions(questions: readonly BankQuestion[]): BankQuestion[] {
  return questions.filter((q) =>
    q.options.some((o, i) => LAST_OPTION.test(o.trim()) && i !== q.options.length - 1),
  );
}
