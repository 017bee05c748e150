/**
 * Independent solvers of the letter-pattern kinds (issue 19, item 3), from what the question shows:
 * a cluster series is read letter place by letter place (the differences between shown letters must
 * be constant, alternate or grow evenly, and exactly one reading fits), a row with blanks is filled by
 * trying every option and keeping those that make a row repeating a group (exactly one must), and the
 * odd cluster is the one whose gaps differ from the other three's. Nothing is imported from the
 * generators.
 */
import { at, pos } from './sequence-terms';
import { type Expected, type Params, text } from './values';

/** The step from one letter to the next, read the short way round the alphabet (−12 … +13). */
export const gap = (a: string, b: string): number => {
  const d = (((pos(b) - pos(a)) % 26) + 26) % 26;
  return d > 13 ? d - 26 : d;
};

/** The next difference of a run of differences: constant, alternating or growing evenly. */
export function nextDifference(diffs: readonly number[]): number {
  const readings: number[] = [];
  if (diffs.every((d) => d === diffs[0])) readings.push(diffs[0]!);
  else {
    const [a, b] = diffs;
    if (diffs.every((d, i) => d === (i % 2 === 0 ? a : b)))
      readings.push(diffs[diffs.length % 2 === 0 ? 0 : 1]!);
    const growth = diffs[1]! - diffs[0]!;
    if (diffs.every((d, i) => i === 0 || d - diffs[i - 1]! === growth))
      readings.push(diffs[diffs.length - 1]! + growth);
  }
  if (readings.length !== 1) throw new Error(`differences ${diffs.join(', ')} read ${readings.length} ways`);
  return readings[0]!;
}

/** The term after the shown clusters, letter place by letter place. */
export function nextCluster(shown: readonly string[]): string {
  const size = shown[0]!.length;
  return Array.from({ length: size }, (_, i) => {
    const letters = shown.map((w) => w[i]!);
    const diffs = letters.slice(1).map((c, j) => gap(letters[j]!, c));
    return at(pos(letters[letters.length - 1]!) + nextDifference(diffs));
  }).join('');
}

/** Does the row repeat a group at least twice (any group length up to half the row)? */
export const repeats = (row: string): boolean => {
  for (let p = 1; p <= row.length / 2; p += 1) {
    let ok = true;
    for (let i = p; i < row.length && ok; i += 1) ok = row[i] === row[i - p];
    if (ok) return true;
  }
  return false;
};

export function fill(row: string, letters: string): string {
  const out = [...row];
  let k = 0;
  out.forEach((c, i) => {
    if (c === '_') out[i] = letters[k++]!;
  });
  if (k !== letters.length) throw new Error(`${letters} does not fit the ${k} blanks of ${row}`);
  return out.join('');
}

/**
 * The fill of the blanks from the row alone: the shortest group length with which the shown letters
 * agree. Every place of that group must be shown (or the fill is not fixed), and no shorter group may
 * agree with the shown letters at all (it would give a second way to fill the row).
 */
export function blanksGroup(row: string): string {
  for (let p = 1; p <= row.length / 2; p += 1) {
    const group: (string | undefined)[] = Array.from({ length: p });
    let agrees = true;
    [...row].forEach((c, i) => {
      if (c === '_') return;
      if (group[i % p] !== undefined && group[i % p] !== c) agrees = false;
      group[i % p] = c;
    });
    if (!agrees) continue;
    if (group.some((g) => g === undefined))
      throw new Error(`a group of ${p} fits ${row} without fixing the fill`);
    return group.join('');
  }
  throw new Error(`no repeating group fits ${row}`);
}

/** The blanks' places in the row, left to right. */
export const blankPlaces = (row: string): number[] => [...row].flatMap((c, i) => (c === '_' ? [i] : []));

export function blanksFill(row: string): string {
  const group = blanksGroup(row);
  return blankPlaces(row)
    .map((i) => group[i % group.length]!)
    .join('');
}

export const blanksAnswer = (p: Params): Expected => text(blanksFill(p.row));

/** The options that complete the row by trying each one: exactly one must make a repeating row. */
export function completingOptions(row: string, options: readonly string[]): string[] {
  return options.filter((o) => repeats(fill(row, o)));
}

/** The cluster whose gaps differ from those of the other three (which agree). */
export function oddCluster(options: readonly string[]): Expected {
  const gaps = (w: string): string =>
    [...w]
      .slice(1)
      .map((c, i) => gap(w[i]!, c))
      .join(',');
  const odd = options.filter((o) => options.filter((x) => gaps(x) === gaps(o)).length === 1);
  if (odd.length !== 1 || new Set(options.map(gaps)).size !== 2)
    throw new Error(`no single odd cluster in ${options.join(', ')}`);
  return text(odd[0]!);
}

/**
 * The letter in place i of the missing term of a series with a '?' in the middle: every constant or
 * evenly growing step (−12 … +13, growth 0 … 2) fitting the shown letters is tried, and exactly one
 * letter must come out.
 */
export function gapLetter(shown: readonly string[], i: number): string {
  const missing = shown.indexOf('?');
  const start = pos(shown[0]![i]!);
  const found = new Set<string>();
  for (let step = -12; step <= 13; step += 1)
    for (let growth = 0; growth <= 2; growth += 1) {
      const letter = (n: number): string => at(start + n * step + (growth * n * (n - 1)) / 2);
      if (shown.every((w, n) => w === '?' || w[i] === letter(n))) found.add(letter(missing));
    }
  if (found.size !== 1) throw new Error(`place ${i + 1} of ${shown.join(', ')} reads ${found.size} ways`);
  return [...found][0]!;
}

export const gapCluster = (shown: readonly string[]): string =>
  Array.from({ length: shown.find((w) => w !== '?')!.length }, (_, i) => gapLetter(shown, i)).join('');
