/**
 * General-knowledge questions from fact tables. A table is a relation between keys and values
 * (dance → state, Article → subject): each row is one true pair with the level it suits. From a row
 * the generator asks the value of the key ("forward"), the key of the value ("backward"), and at
 * level 3 it builds "Consider the following pairs" questions from three pairs, some crossed.
 *
 * A wrong option is always drawn from the same table's column, and only if the table does NOT pair it
 * with the question's key (or value): a key with several values (a dance of two states) never gets one
 * of its other values as a distractor. So each question has exactly one right option as long as the
 * table lists every value a key truly has among the table's values — which is how the tables are
 * written (and what tests/content/general-knowledge-facts.test.ts rechecks).
 */
import { defineTopic } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem, TopicGenerator } from '../types';
import { normaliseText } from '../question';
import { factHindi, pairsHindi, statementsHindi, type FactTableHindi } from './factsHindi';

/** [level, key, value, note?]: one true pair; the note (a sentence) is added to the explanation. */
export type FactRow = readonly [Level, string, string, string?];

export interface FactTable {
  /** A short id, kept in the params. */
  name: string;
  /** Column names for the numbered-pairs questions ("Dance", "State"); omit to leave the table out of them. */
  columns?: readonly [string, string];
  /** Question asking the value of a key; omit for no forward questions. */
  forward?: (key: string) => string;
  /** Question asking the key of a value; omit for no backward questions. */
  backward?: (value: string) => string;
  /** The fact as a sentence (the explanation's first sentence). */
  fact: (key: string, value: string) => string;
  rows: readonly FactRow[];
  /**
   * Pairs that are also true but too weak to ask about (Yakshagana is performed in Kerala's Kasaragod
   * too): never asked, but never offered as a wrong option either.
   */
  alsoTrue?: readonly (readonly [string, string])[];
  /**
   * Plausible wrong values for a key's forward question, beyond the column's own values (Alauddin
   * Khalji for "Who founded the Khalji dynasty?", so the one name with "Khalji" in it is not a give-away).
   * Each must be false for its key; up to two are used, the rest come from the column.
   */
  decoys?: Readonly<Record<string, readonly string[]>>;
  /** The table in Hindi (issue 15): its questions, fact sentence, column names and words. */
  hi?: FactTableHindi;
}

export type Direction = 'forward' | 'backward';

/** The share of a level's fact questions one table may have at most (about; see factTopic). */
export const MAX_TABLE_SHARE = 0.15;

/** "The partition of Bengal" → "the partition of Bengal" (for use inside a sentence). */
export const lowerFirst = (text: string): string => (/^The /.test(text) ? `t${text.slice(1)}` : text);

const sameText = (a: string, b: string): boolean => normaliseText(a) === normaliseText(b);

interface Index {
  pairs: Set<string>;
  keys: string[];
  values: string[];
  /** The keys (1) and values (2) of each level's rows. */
  byLevel: Record<Level, Record<1 | 2, string[]>>;
}
const INDEX = new WeakMap<FactTable, Index>();

function distinctTexts(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of texts) {
    const n = normaliseText(t);
    if (!seen.has(n)) {
      seen.add(n);
      out.push(t);
    }
  }
  return out;
}

function indexOf(table: FactTable): Index {
  let index = INDEX.get(table);
  if (!index) {
    index = {
      pairs: new Set(
        [...table.rows.map((r) => [r[1], r[2]] as const), ...(table.alsoTrue ?? [])].map(
          ([k, v]) => `${normaliseText(k)}\u0000${normaliseText(v)}`,
        ),
      ),
      keys: distinctTexts(table.rows.map((r) => r[1])),
      values: distinctTexts(table.rows.map((r) => r[2])),
      byLevel: { 1: { 1: [], 2: [] }, 2: { 1: [], 2: [] }, 3: { 1: [], 2: [] } },
    };
    for (const level of [1, 2, 3] as const) {
      for (const column of [1, 2] as const) {
        const texts = new Set(table.rows.filter((r) => r[0] === level).map((r) => normaliseText(r[column])));
        index.byLevel[level][column] = (column === 1 ? index.keys : index.values).filter((t) =>
          texts.has(normaliseText(t)),
        );
      }
    }
    INDEX.set(table, index);
  }
  return index;
}

/** Is (key, value) one of the table's pairs? */
export function holds(table: FactTable, key: string, value: string): boolean {
  return indexOf(table).pairs.has(`${normaliseText(key)}\u0000${normaliseText(value)}`);
}

/**
 * Three wrong options, from rows of the question's own level where there are enough (a level-1
 * question about a Sultan gets other well-known Sultans, not an obscure Deccan king), topped up from
 * the rest of the column. `ok` says whether a text may be a wrong option.
 */
function pickWrong(
  rng: Rng,
  table: FactTable,
  level: Level,
  column: 1 | 2,
  ok: (text: string) => boolean,
): string[] {
  const index = indexOf(table);
  const near = index.byLevel[level][column].filter(ok);
  const far = (column === 1 ? index.keys : index.values).filter((t) => ok(t) && !near.includes(t));
  const wrong = rng.sample(near, Math.min(3, near.length));
  return [...wrong, ...rng.sample(far, Math.min(3 - wrong.length, far.length))];
}

function withNote(row: FactRow, sentence: string): string[] {
  const clean = sentence.replace(/\.\.$/, '.'); // "… in Washington, D.C.."
  return row[3] ? [clean, row[3]] : [clean];
}

function factQuestion(rng: Rng, table: FactTable, row: FactRow, direction: Direction): Problem {
  const [, key, value] = row;
  if (direction === 'forward') {
    const decoys = rng.sample(
      (table.decoys?.[key] ?? []).filter((v) => !holds(table, key, v)),
      Math.min(2, table.decoys?.[key]?.length ?? 0),
    );
    const fill = pickWrong(
      rng,
      table,
      row[0],
      2,
      (v) => !sameText(v, value) && !holds(table, key, v) && !decoys.some((d) => sameText(d, v)),
    );
    const wrong = [...decoys, ...fill].slice(0, 3);
    const hi = factHindi(table, direction, row, [value, ...wrong]);
    return {
      question: table.forward!(key),
      answer: value,
      trap: false,
      distractors: wrong.map((v) => ({ mistake: `a ${table.name} fact of another row`, value: v })),
      steps: withNote(row, table.fact(key, value)),
      params: { table: table.name, direction, key, value },
      ...(hi ? { hi } : {}),
    };
  }
  const wrong = pickWrong(rng, table, row[0], 1, (k) => !sameText(k, key) && !holds(table, k, value));
  const hi = factHindi(table, direction, row, [key, ...wrong]);
  return {
    ...(hi ? { hi } : {}),
    question: table.backward!(value),
    answer: key,
    trap: false,
    distractors: wrong.map((k) => ({ mistake: `a ${table.name} fact of another row`, value: k })),
    steps: withNote(row, table.fact(key, value)),
    params: { table: table.name, direction, key, value },
  };
}

/** The seven non-empty subsets of three numbered pairs, as exam papers word them. */
export const SUBSET_WORDING: Readonly<Record<string, string>> = {
  '1': '1 only',
  '2': '2 only',
  '3': '3 only',
  '12': '1 and 2 only',
  '13': '1 and 3 only',
  '23': '2 and 3 only',
  '123': '1, 2 and 3',
};

/**
 * Three pairs of the table, at least one right and each other one crossed with probability one half,
 * none sharing a key or a value with another (two pairs with one value give the answer away).
 */
function drawPairs(
  rng: Rng,
  table: FactTable,
): { key: string; value: string; right: boolean; row: FactRow }[] | undefined {
  const rows = rng.sample(table.rows, 3);
  if (distinctTexts(rows.map((r) => r[1])).length < 3 || distinctTexts(rows.map((r) => r[2])).length < 3)
    return undefined;
  // at least one pair stays right; each other pair is crossed with probability one half
  const keep = rng.int(0, 2);
  const pairs: { key: string; value: string; right: boolean; row: FactRow }[] = [];
  for (const [i, row] of rows.entries()) {
    if (i === keep || rng.chance(0.5)) {
      pairs.push({ key: row[1], value: row[2], right: true, row });
      continue;
    }
    // a crossed pair takes a value of the same level where it can, so it is not absurd at sight
    // and never one already shown in another pair (two pairs with one value give the answer away)
    const shown = rows.map((r) => r[2]).concat(pairs.map((p) => p.value));
    const usable = (v: string): boolean => !holds(table, row[1], v) && !shown.some((t) => sameText(t, v));
    const near = indexOf(table).byLevel[row[0]][2].filter(usable);
    const pool = near.length > 0 ? near : indexOf(table).values.filter(usable);
    if (pool.length === 0) return undefined; // a small table: draw other pairs
    const value = rng.pick(pool);
    pairs.push({ key: row[1], value, right: false, row });
  }
  return pairs;
}

function pairsQuestion(rng: Rng, table: FactTable): Problem | undefined {
  const [left, right] = table.columns!;
  const pairs = drawPairs(rng, table);
  if (!pairs) return undefined;
  const rightSet = pairs.map((p, i) => (p.right ? String(i + 1) : '')).join('');
  const answer = SUBSET_WORDING[rightSet]!;
  const others = Object.entries(SUBSET_WORDING)
    .filter(([k]) => k !== rightSet)
    .map(([, w]) => w);
  const lines = pairs.map((p, i) => `${i + 1}. ${p.key[0]!.toUpperCase()}${p.key.slice(1)} — ${p.value}`);
  const steps = pairs.map((p, i) =>
    (p.right
      ? `Pair ${i + 1} is correct: ${table.fact(p.key, p.value)}`
      : `Pair ${i + 1} is wrong: ${table.fact(p.row[1], p.row[2])}`
    ).replace(/\.\.$/, '.'),
  );
  steps.push(`So the correctly matched pairs are ${answer.replace(' only', '')}: "${answer}".`);
  const wrong = rng.sample(others, 3);
  const hi = pairsHindi(table, pairs, answer, [answer, ...wrong]);
  return {
    question: `Consider the following pairs (${left} — ${right}):\n${lines.join('\n')}\nWhich of the pairs given above is/are correctly matched?`,
    answer,
    trap: false,
    distractors: wrong.map((w) => ({ mistake: 'misjudging which pairs are right', value: w })),
    steps,
    params: { table: table.name, pairs: pairs.map((p) => [p.key, p.value]) },
    ...(hi ? { hi } : {}),
  };
}

/**
 * "Consider the following statements" (the papers' other level-3 form): three facts of the table as
 * sentences, some with a crossed value and therefore false; which are correct?
 */
function statementsQuestion(rng: Rng, table: FactTable): Problem | undefined {
  const pairs = drawPairs(rng, table);
  if (!pairs) return undefined;
  const rightSet = pairs.map((p, i) => (p.right ? String(i + 1) : '')).join('');
  const answer = SUBSET_WORDING[rightSet]!;
  const others = Object.entries(SUBSET_WORDING)
    .filter(([k]) => k !== rightSet)
    .map(([, w]) => w);
  const sentence = (key: string, value: string): string => table.fact(key, value).replace(/\.\.$/, '.');
  const lines = pairs.map((p, i) => `${i + 1}. ${sentence(p.key, p.value)}`);
  const steps = pairs.map((p, i) =>
    p.right
      ? `Statement ${i + 1} is correct.`
      : `Statement ${i + 1} is wrong: ${sentence(p.row[1], p.row[2])}`,
  );
  steps.push(`So the correct statements are ${answer.replace(' only', '')}: "${answer}".`);
  const wrong = rng.sample(others, 3);
  const hi = statementsHindi(table, pairs, answer, [answer, ...wrong]);
  return {
    question: `Consider the following statements:\n${lines.join('\n')}\nWhich of the statements given above is/are correct?`,
    answer,
    trap: false,
    distractors: wrong.map((w) => ({ mistake: 'misjudging which statements are true', value: w })),
    steps,
    params: { table: table.name, pairs: pairs.map((p) => [p.key, p.value]) },
    ...(hi ? { hi } : {}),
  };
}

/**
 * The lowest level of the rows with this key (column 1) or value (column 2). A key with rows at two
 * levels (the Cholas' two capitals) is asked about only at the lower one, so the same question text
 * never turns up at two levels with different answers.
 */
function firstLevel(table: FactTable, column: 1 | 2, text: string): Level {
  return Math.min(...table.rows.filter((r) => sameText(r[column], text)).map((r) => r[0])) as Level;
}

interface Item {
  table: FactTable;
  row: FactRow;
  direction: Direction;
}

/**
 * A topic made from fact tables. Level n asks forward and backward questions about the rows of level n;
 * level 3 also asks numbered-pairs and statements questions over the tables that have `columns`
 * (together with weight `pairsWeight`, pairs twice as often as statements).
 */
export function factTopic(tables: readonly FactTable[], pairsWeight = 0.35): TopicGenerator {
  const items = (level: Level): Item[] =>
    tables.flatMap((table) =>
      table.rows
        .filter((row) => row[0] === level)
        .flatMap((row) => [
          ...(table.forward && firstLevel(table, 1, row[1]) === level
            ? [{ table, row, direction: 'forward' as const }]
            : []),
          ...(table.backward && firstLevel(table, 2, row[2]) === level
            ? [{ table, row, direction: 'backward' as const }]
            : []),
        ]),
    );
  const byLevel = { 1: items(1), 2: items(2), 3: items(3) };
  // Each item is drawn with a weight that keeps a large table (the Articles of the Constitution) to
  // about MAX_TABLE_SHARE of a level's fact questions, so the bank is weighed like the papers rather
  // than like the tables' sizes.
  const weights = (list: readonly Item[]): number[] => {
    const per = new Map<FactTable, number>();
    for (const item of list) per.set(item.table, (per.get(item.table) ?? 0) + 1);
    const counts = [...per.values()];
    // the largest cap C on a table's total weight with min(c, C) / Σ min(c', C) ≤ MAX_TABLE_SHARE for
    // every table (water-filling; with too few tables to allow it, every table gets the same weight)
    const share = (cap: number): number =>
      Math.max(...counts.map((c) => Math.min(c, cap))) / counts.reduce((t, c) => t + Math.min(c, cap), 0);
    let low = 0;
    let high = Math.max(...counts);
    if (share(high) <= MAX_TABLE_SHARE) low = high;
    else
      for (let i = 0; i < 50; i += 1) {
        const mid = (low + high) / 2;
        if (share(mid) <= MAX_TABLE_SHARE) low = mid;
        else high = mid;
      }
    const cap = low > 0 ? low : 1;
    return list.map((item) => Math.min(1, cap / per.get(item.table)!));
  };
  const cumulative = (list: readonly Item[]): number[] => {
    let sum = 0;
    return weights(list).map((w) => (sum += w));
  };
  const sums = { 1: cumulative(byLevel[1]), 2: cumulative(byLevel[2]), 3: cumulative(byLevel[3]) };
  const drawItem = (rng: Rng, level: Level): Item => {
    const sum = sums[level];
    const x = rng.next() * sum.at(-1)!;
    return byLevel[level][sum.findIndex((c) => x < c)]!;
  };
  const pairTables = tables.filter((t) => t.columns);
  // a statement must read as a sentence: tables whose fact is a label ("The First Schedule: …") are left out
  const statementTables = pairTables.filter((t) => !/: /.test(t.fact('K', 'V')));
  return defineTopic({
    fact: {
      levels: [1, 2, 3],
      weight: 1 - pairsWeight,
      make(rng, level) {
        const item = drawItem(rng, level);
        return factQuestion(rng, item.table, item.row, item.direction);
      },
    },
    pairs: {
      levels: [3],
      weight: (pairsWeight * 2) / 3,
      make(rng) {
        for (;;) {
          const problem = pairsQuestion(rng, rng.pick(pairTables));
          if (problem) return problem;
        }
      },
    },
    statements: {
      levels: [3],
      weight: pairsWeight / 3,
      make(rng) {
        for (;;) {
          const problem = statementsQuestion(rng, rng.pick(statementTables));
          if (problem) return problem;
        }
      },
    },
  });
}
