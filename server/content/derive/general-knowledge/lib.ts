/**
 * The derivation behind the general-knowledge data files (server/content/data/general_knowledge/*.json).
 *
 * A topic's file holds two kinds of rows:
 * - hand-written rows (no `source` of their own; the file's source, "Original questions written for
 *   ParikshaPath."), edited in the JSON file itself;
 * - derived rows (each with its own `source`), made by this folder's scripts from fact tables written
 *   here (India's states, national parks, vitamins, abbreviations …) and from data packages
 *   (countries-list, periodic-table). `npx tsx server/content/derive/general-knowledge/derive.ts` rewrites them;
 *   tests/content/general-knowledge.test.ts re-derives them and fails if the file has drifted.
 *
 * A fact table is a relation key → values. Every key lists ALL its true values, so a wrong option taken
 * from the same column can never also be right: a forward question ("In which state is Kaziranga?")
 * takes its wrong options from values the key does not have, a reverse one ("Which park is in Assam?")
 * from keys that do not have the value.
 */
import type { QuestionHindi } from '../../../../contract/quiz';
import type { BuiltRow } from '../../load';
import { createRng, type Rng } from '../../generators/rng';

export type Level = 1 | 2 | 3;

/**
 * A derived row names its source (that is how the build tells it from a hand-written one); some carry
 * a Hindi twin, put on by hindi.ts's `withHindi`.
 */
export type DerivedRow = BuiltRow & { source: string; hi?: QuestionHindi };

/** What a test needs to re-check a derived row (kept out of the data file). */
export interface Derivation {
  row: DerivedRow;
  /** The table (or derivation) the row comes from. */
  table: string;
  /** Every option text that is a true answer according to the table (exactly one must be an option). */
  truth: (option: string) => boolean;
}

export const norm = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Up to `n` distinct texts from `pool` (preferring `preferred`), none equal to a text of `exclude`. */
export function pickWrong(
  rng: Rng,
  pool: readonly string[],
  exclude: readonly string[],
  n = 3,
  preferred: readonly string[] = [],
): string[] {
  const banned = new Set(exclude.map(norm));
  const out: string[] = [];
  const take = (list: readonly string[]): void => {
    for (const text of rng.shuffle([...new Set(list)])) {
      if (out.length >= n) return;
      if (banned.has(norm(text))) continue;
      banned.add(norm(text));
      out.push(text);
    }
  };
  take(preferred);
  take(pool);
  if (out.length < n) throw new Error(`only ${out.length} wrong options (excluding ${exclude.join(', ')})`);
  return out;
}

/** A row with its options in a deterministic shuffled order (seeded by the question text). */
export function row(
  level: Level,
  question: string,
  answer: string,
  wrong: readonly string[],
  explanation: string,
  source: string,
): DerivedRow {
  const rng = createRng(`gk/${question}`);
  return { level, question, options: rng.shuffle([answer, ...wrong]), answer, explanation, source };
}

export const rngFor = (text: string): Rng => createRng(`gk-wrong/${text}`);

export interface Fact {
  key: string;
  /** The value asked for (the answer of a forward question). */
  value: string;
  /** Every other true value of this key (never offered as a wrong option). */
  also?: readonly string[];
  /** Level of the forward question, or false for none. */
  level: Level | false;
  /** Level of the reverse question (value → key), or false/absent for none. */
  reverse?: Level | false;
  /** A sentence added to the explanation. */
  note?: string;
  /** Wrong options are preferred from facts of the same group (e.g. the same region). */
  group?: string;
}

/** One fact of a table (see `Fact`): `fact('Assam', 'Dispur', 1, { reverse: 2 })`. */
export const fact = (key: string, value: string, level: Level | false, extra: Partial<Fact> = {}): Fact => ({
  key,
  value,
  level,
  ...extra,
});

export interface Table {
  name: string;
  facts: readonly Fact[];
  ask: (fact: Fact) => string;
  askReverse?: (fact: Fact) => string;
  /** The sentence stating the fact. */
  state: (fact: Fact) => string;
  /** More wrong values for forward questions (never values of the key). */
  extraValues?: readonly string[];
}

const valuesOf = (fact: Fact): string[] => [fact.value, ...(fact.also ?? [])];

export function deriveTable(table: Table, source: string): Derivation[] {
  const keys = new Map<string, string[]>();
  for (const fact of table.facts) {
    if (keys.has(norm(fact.key))) throw new Error(`${table.name}: ${fact.key} twice`);
    keys.set(norm(fact.key), valuesOf(fact).map(norm));
  }
  const allValues = [...table.facts.flatMap(valuesOf), ...(table.extraValues ?? [])];
  const out: Derivation[] = [];
  for (const fact of table.facts) {
    const explanation = [table.state(fact), fact.note].filter(Boolean).join(' ');
    if (fact.level !== false) {
      const question = table.ask(fact);
      const preferred = table.facts
        .filter((f) => f.group !== undefined && f.group === fact.group)
        .flatMap(valuesOf);
      const wrong = pickWrong(rngFor(question), allValues, valuesOf(fact), 3, preferred);
      const truths = valuesOf(fact).map(norm);
      out.push({
        row: row(fact.level, question, fact.value, wrong, explanation, source),
        table: table.name,
        truth: (o) => truths.includes(norm(o)),
      });
    }
    if (fact.reverse && table.askReverse) {
      const question = table.askReverse(fact);
      const target = norm(fact.value);
      const candidates = table.facts.filter((f) => !valuesOf(f).map(norm).includes(target)).map((f) => f.key);
      const preferred = table.facts
        .filter(
          (f) => f.group !== undefined && f.group === fact.group && !valuesOf(f).map(norm).includes(target),
        )
        .map((f) => f.key);
      const wrong = pickWrong(rngFor(question), candidates, [fact.key], 3, preferred);
      out.push({
        row: row(fact.reverse, question, fact.key, wrong, explanation, source),
        table: table.name,
        truth: (o) => (keys.get(norm(o)) ?? []).includes(target),
      });
    }
  }
  return out;
}
