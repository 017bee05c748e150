/**
 * Independent checks for the general-knowledge fact-table generators (server/content/generators/
 * general_knowledge/*). They read only the tables' rows (the facts), never the generator's own
 * option-picking code: a question about a key must have exactly one option the table pairs with
 * that key (and the other way round), and a numbered-pairs question is re-marked pair by pair.
 */
import type { FactTable } from '../../../server/content/generators/general_knowledge/facts';
import { HISTORY_TABLES } from '../../../server/content/generators/general_knowledge/history';
import { MISCELLANEOUS_TABLES } from '../../../server/content/generators/general_knowledge/miscellaneous';
import { POLITY_TABLES } from '../../../server/content/generators/general_knowledge/polity';
import type { Params, Solver } from './values';
import { text } from './values';

export const GK_TABLES: Readonly<Record<string, readonly FactTable[]>> = {
  history: HISTORY_TABLES,
  polity: POLITY_TABLES,
  miscellaneous: MISCELLANEOUS_TABLES,
};

/** The test's own comparison: case, spacing and typographic dashes/quotes do not matter. */
const fold = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Every true pair of a table, as "key\u0001value" (rows plus the pairs marked as also true). */
export function truePairs(table: FactTable): Set<string> {
  const out = new Set<string>();
  for (const row of table.rows) out.add(`${fold(row[1])}\u0001${fold(row[2])}`);
  for (const [k, v] of table.alsoTrue ?? []) out.add(`${fold(k)}\u0001${fold(v)}`);
  return out;
}

export const isTrue = (table: FactTable, key: string, value: string): boolean =>
  truePairs(table).has(`${fold(key)}\u0001${fold(value)}`);

export function tableNamed(topic: string, name: string): FactTable {
  const table = GK_TABLES[topic]?.find((t) => t.name === name);
  if (!table) throw new Error(`no table ${name} in ${topic}`);
  return table;
}

/** "1 and 3 only" for pairs 1 and 3 right, as exam papers word it. */
export function wordSubset(right: number[]): string {
  if (right.length === 3) return '1, 2 and 3';
  if (right.length === 2) return `${right[0]} and ${right[1]} only`;
  if (right.length === 1) return `${right[0]} only`;
  throw new Error('no pair is right: such a question has no answer among the options');
}

/**
 * Which options of a fact question are right, judged from the table alone: for a forward question
 * (asking the value of `key`) the options the table pairs with the key, for a backward one the
 * options the table pairs with the value.
 */
export function rightOptions(topic: string, p: Params, options: readonly string[]): string[] {
  const table = tableNamed(topic, p.table);
  return options.filter((o) =>
    p.direction === 'forward' ? isTrue(table, p.key, o) : isTrue(table, o, p.value),
  );
}

function factSolver(topic: string): Solver {
  return (p) => {
    const table = tableNamed(topic, p.table);
    if (!isTrue(table, p.key, p.value))
      throw new Error(`${p.key} — ${p.value} is not a fact of the ${p.table} table`);
    return text(p.direction === 'forward' ? p.value : p.key);
  };
}

function pairsSolver(topic: string): Solver {
  return (p) => {
    const table = tableNamed(topic, p.table);
    const right = (p.pairs as [string, string][]).flatMap(([k, v], i) =>
      isTrue(table, k, v) ? [i + 1] : [],
    );
    return text(wordSubset(right));
  };
}

export const GENERAL_KNOWLEDGE_SOLVERS: Record<string, Record<string, Solver>> = Object.fromEntries(
  Object.keys(GK_TABLES).map((topic) => [
    topic,
    // a statements question is marked like a pairs question: each sentence is true when its pair is
    { fact: factSolver(topic), pairs: pairsSolver(topic), statements: pairsSolver(topic) },
  ]),
);
