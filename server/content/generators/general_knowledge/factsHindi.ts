/**
 * The Hindi twin of a fact-table question (issue 15), written from the same drawn rows as the English
 * (nothing here draws from the rng, so the English questions and their ids stay the same). A table
 * learns Hindi through its `hi`: the question templates, the fact sentence and column names in Hindi,
 * and the Hindi of every key, value, decoy and note it holds, keyed by the English. The wrong options
 * are drawn from the English columns, so each option's Hindi is looked up at its own position.
 */
import { inHindi } from '../hindi';
import type { ProblemHindi } from '../types';

export interface FactTableHindi {
  /** The column names of the numbered-pairs questions ("नृत्य", "राज्य"). */
  columns?: readonly [string, string];
  /** The forward question, given the key in Hindi. */
  forward?: (key: string) => string;
  /** The backward question, given the value in Hindi. */
  backward?: (value: string) => string;
  /** The fact as a Hindi sentence, given the key and value in Hindi (ending in "।"). */
  fact: (key: string, value: string) => string;
  /**
   * The Hindi of every key, value, decoy and note of the table, keyed by the English text. A text
   * without letters (a year) is its own Hindi and needs no entry.
   */
  words: Readonly<Record<string, string>>;
}

/** What the Hindi needs of a table (facts.ts FactTable, without importing it back). */
interface HindiTable {
  hi?: FactTableHindi;
}

/** The English text's Hindi in the table: a missing word stops the build rather than mix languages. */
export function hiText(hi: FactTableHindi, english: string): string {
  return /[A-Za-z]/.test(english) ? inHindi(hi.words, english) : english;
}

/** Hindi options keyed by the English option texts. */
const hiOptions = (hi: FactTableHindi, options: readonly string[]): Record<string, string> =>
  Object.fromEntries(options.map((o) => [o, hiText(hi, o)]));

const sentence = (hi: FactTableHindi, key: string, value: string): string =>
  hi.fact(hiText(hi, key), hiText(hi, value)).replace(/।।$/, '।');

/** The fact sentence and the row's note, as the Hindi explanation. */
function hiSteps(hi: FactTableHindi, key: string, value: string, note: string | undefined): string[] {
  const first = sentence(hi, key, value);
  return note ? [first, hiText(hi, note)] : [first];
}

/** A forward or backward question's Hindi, or nothing when the table has no Hindi. */
export function factHindi(
  table: HindiTable,
  direction: 'forward' | 'backward',
  row: readonly [unknown, string, string, string?],
  options: readonly string[],
): ProblemHindi | undefined {
  const hi = table.hi;
  if (!hi) return undefined;
  const [, key, value, note] = row;
  const template = direction === 'forward' ? hi.forward : hi.backward;
  if (!template) throw new Error(`A fact table's Hindi lacks its ${direction} question`);
  return {
    question: template(hiText(hi, direction === 'forward' ? key : value)),
    steps: hiSteps(hi, key, value, note),
    options: hiOptions(hi, options),
  };
}

/** The seven subsets of three numbered pairs as Hindi papers word them (facts.ts SUBSET_WORDING). */
const SUBSET_HINDI: Readonly<Record<string, string>> = {
  '1 only': 'केवल 1',
  '2 only': 'केवल 2',
  '3 only': 'केवल 3',
  '1 and 2 only': 'केवल 1 और 2',
  '1 and 3 only': 'केवल 1 और 3',
  '2 and 3 only': 'केवल 2 और 3',
  '1, 2 and 3': '1, 2 और 3',
};

interface ShownPair {
  key: string;
  value: string;
  right: boolean;
  /** The true row the pair was drawn from (its value differs when the pair is crossed). */
  row: readonly [unknown, string, string, string?];
}

const subsetOptions = (options: readonly string[]): Record<string, string> =>
  Object.fromEntries(options.map((o) => [o, inHindi(SUBSET_HINDI, o)]));

/** "Consider the following pairs" in Hindi, or nothing when the table has no Hindi. */
export function pairsHindi(
  table: HindiTable,
  pairs: readonly ShownPair[],
  answer: string,
  options: readonly string[],
): ProblemHindi | undefined {
  const hi = table.hi;
  if (!hi) return undefined;
  if (!hi.columns) throw new Error('A fact table with pairs questions lacks its Hindi column names');
  const [left, right] = hi.columns;
  const lines = pairs.map((p, i) => `${i + 1}. ${hiText(hi, p.key)} — ${hiText(hi, p.value)}`);
  const steps = pairs.map((p, i) =>
    p.right
      ? `युग्म ${i + 1} सही है: ${sentence(hi, p.key, p.value)}`
      : `युग्म ${i + 1} गलत है: ${sentence(hi, p.row[1], p.row[2])}`,
  );
  steps.push(`अतः सही सुमेलित युग्म: "${inHindi(SUBSET_HINDI, answer)}"।`);
  return {
    question: `निम्नलिखित युग्मों पर विचार कीजिए (${left} — ${right}):\n${lines.join('\n')}\nऊपर दिए गए युग्मों में से कौन-सा/से सही सुमेलित है/हैं?`,
    steps,
    options: subsetOptions(options),
  };
}

/** "Consider the following statements" in Hindi, or nothing when the table has no Hindi. */
export function statementsHindi(
  table: HindiTable,
  pairs: readonly ShownPair[],
  answer: string,
  options: readonly string[],
): ProblemHindi | undefined {
  const hi = table.hi;
  if (!hi) return undefined;
  const lines = pairs.map((p, i) => `${i + 1}. ${sentence(hi, p.key, p.value)}`);
  const steps = pairs.map((p, i) =>
    p.right ? `कथन ${i + 1} सही है।` : `कथन ${i + 1} गलत है: ${sentence(hi, p.row[1], p.row[2])}`,
  );
  steps.push(`अतः सही कथन: "${inHindi(SUBSET_HINDI, answer)}"।`);
  return {
    question: `निम्नलिखित कथनों पर विचार कीजिए:\n${lines.join('\n')}\nऊपर दिए गए कथनों में से कौन-सा/से सही है/हैं?`,
    steps,
    options: subsetOptions(options),
  };
}
