/**
 * Independent solvers of the code forms (issue 19, item 3): a phrase code language is solved by trying
 * every way of giving the words their codes (exactly one code, or word, must be possible for what is
 * asked); a word written as letter places by finding which counting (from A or from Z) writes the
 * example; a rearranged word by reading the permutation (and any shift) off the example. Nothing is
 * imported from the generators.
 */
import { opp, pos, shift } from './sequence-terms';
import { type Expected, num, type Params, text } from './values';

/** Every assignment of codes to words that writes each phrase as its code (in any order). */
export function phraseAssignments(phrases: string[][], written: string[][]): Map<string, string>[] {
  const words = [...new Set(phrases.flat())];
  const codes = [...new Set(written.flat())];
  const found: Map<string, string>[] = [];
  const assign = new Map<string, string>();
  const fits = (): boolean =>
    phrases.every((p, i) => {
      const known = p.filter((w) => assign.has(w)).map((w) => assign.get(w)!);
      return known.every((c) => written[i]!.includes(c));
    });
  const walk = (k: number): void => {
    if (k === words.length) {
      if (
        phrases.every(
          (p, i) => [...p.map((w) => assign.get(w)!)].sort().join() === [...written[i]!].sort().join(),
        )
      )
        found.push(new Map(assign));
      return;
    }
    const used = new Set(assign.values());
    for (const c of codes) {
      if (used.has(c)) continue;
      assign.set(words[k]!, c);
      if (fits()) walk(k + 1);
      assign.delete(words[k]!);
    }
  };
  walk(0);
  return found;
}

export function phraseAnswer(p: Params): Expected {
  const phrases = (p.phrases as string[]).map((s) => s.split(' '));
  const written = (p.written as string[]).map((s) => s.split(' '));
  const all = phraseAssignments(phrases, written);
  if (all.length === 0) throw new Error('no assignment writes the phrases');
  const answers = new Set(
    all.map((a) => (p.reverse ? [...a].find(([, c]) => c === p.asked)![0] : a.get(p.asked)!)),
  );
  if (answers.size !== 1) throw new Error(`"${p.asked}" could be ${[...answers].join(' or ')}`);
  return text([...answers][0]!);
}

/** Which counting writes the example (from A or from Z); exactly one must. */
export function digitCounting(given: string, code: string): 'A' | 'Z' {
  const ways = (['A', 'Z'] as const).filter(
    (from) => [...given].map((c) => (from === 'A' ? pos(c) : 27 - pos(c))).join('') === code,
  );
  if (ways.length !== 1) throw new Error(`${given} → ${code} is read ${ways.length} ways`);
  return ways[0]!;
}
export const placesFrom = (word: string, from: 'A' | 'Z'): number[] =>
  [...word].map((c) => (from === 'A' ? pos(c) : 27 - pos(c)));

/** The rearrangement of places and the shift that turn the example into its code. */
export function readRearrangement(given: string, code: string): { order: number[]; k: number } {
  const found: { order: number[]; k: number }[] = [];
  for (let k = 0; k < 26; k += 1) {
    const back = shift(code, -k);
    if ([...back].sort().join('') !== [...given].sort().join('')) continue;
    found.push({ order: [...back].map((c) => given.indexOf(c)), k: k > 13 ? k - 26 : k });
  }
  if (found.length !== 1) throw new Error(`${given} → ${code} is read ${found.length} ways`);
  return found[0]!;
}
export const rearrange = (word: string, order: readonly number[]): string =>
  order.map((i) => word[i]!).join('');

export function rearrangedAnswer(p: Params): Expected {
  const { order, k } = readRearrangement(p.given, p.code);
  return text(shift(rearrange(p.asked, order), k));
}

export function letterDigitsAnswer(p: Params): Expected {
  return text(placesFrom(p.asked, digitCounting(p.given, p.code)).join(''));
}

/**
 * The letter→digit table the examples write, read letter by letter; throws when a letter would take
 * two digits or a digit two letters (then the examples fix no table).
 */
export function readDigitTable(examples: readonly string[], codes: readonly string[]): Map<string, string> {
  const table = new Map<string, string>();
  examples.forEach((w, i) => {
    if (w.length !== codes[i]!.length) throw new Error(`${w} → ${codes[i]} is not one digit a letter`);
    [...w].forEach((c, j) => {
      const d = codes[i]![j]!;
      if ((table.get(c) ?? d) !== d) throw new Error(`${c} is both ${table.get(c)} and ${d}`);
      const other = [...table].find(([l, x]) => x === d && l !== c);
      if (other) throw new Error(`${d} is both ${other[0]} and ${c}`);
      table.set(c, d);
    });
  });
  return table;
}

export function digitTableAnswer(p: Params): Expected {
  const table = readDigitTable(p.examples, p.codes);
  const open = [...(p.asked as string)].filter((c) => !table.has(c));
  if (open.length > 0) throw new Error(`the examples leave ${open.join(', ')} open`);
  return text([...(p.asked as string)].map((c) => table.get(c)!).join(''));
}

/**
 * A code that reverses part of the word and maps its letters: every rule of the family (letters kept
 * at the start and end, opposites or not, a shift of −12 … 13) is tried on the examples; exactly one must fit.
 */
export type PartRule = { head: number; tail: number; opposite: boolean; k: number };
export function writePart(word: string, r: PartRule): string {
  const kept = [...word];
  const middle = kept.splice(r.head, word.length - r.head - r.tail).reverse();
  const moved = [...word.slice(0, r.head), ...middle, ...word.slice(word.length - r.tail)];
  return moved.map((c) => shift(r.opposite ? opp(c) : c, r.k)).join('');
}
export function readPartRule(examples: readonly string[], codes: readonly string[]): PartRule {
  const found: PartRule[] = [];
  for (let head = 0; head <= 4; head += 1)
    for (let tail = 0; tail <= 4; tail += 1)
      for (const opposite of [false, true])
        for (let k = -12; k <= 13; k += 1) {
          const r = { head, tail, opposite, k };
          if (examples.every((w, i) => w.length >= head + tail && writePart(w, r) === codes[i]))
            found.push(r);
        }
  if (found.length !== 1) throw new Error(`${found.length} rules write the examples`);
  return found[0]!;
}
export const partReversedAnswer = (p: Params): Expected =>
  text(writePart(p.asked, readPartRule(p.examples, p.codes)));

/**
 * Codes by sums and counts (issue 19, audit 2 form 4), each read off its example(s) independently:
 * a letter's digit sum as its digital root (never 19, whose digits add to 10), a word's number by
 * the one rule of a family that writes the example, a count rule by the factor both examples share,
 * a turn-by-turn shift by the steps read off the example letter by letter.
 */
const digitalRoot = (n: number): number => ((n - 1) % 9) + 1;

export function digitSumAnswer(p: Params): Expected {
  const code = (w: string): string => [...w].map((c) => digitalRoot(pos(c))).join('');
  if (code(p.given) !== p.code) throw new Error(`${p.given} is not written ${p.code} by digit sums`);
  return text(code(p.asked));
}

const placeTotal = (w: string): number => [...w].reduce((s, c) => s + pos(c), 0);
export const SUM_FAMILY: Record<string, (w: string) => number> = {
  plusLength: (w) => placeTotal(w) + w.length,
  minusLength: (w) => placeTotal(w) - w.length,
  sumBackwards: (w) => Number(String(placeTotal(w)).split('').reverse().join('')),
  sum: placeTotal,
  timesLength: (w) => placeTotal(w) * w.length,
  fromZ: (w) => [...w].reduce((s, c) => s + 27 - pos(c), 0),
};
export function placeSumRule(p: Params): string {
  const fits = Object.keys(SUM_FAMILY).filter((r) => SUM_FAMILY[r]!(p.given) === p.code);
  if (fits.length !== 1) throw new Error(`${p.given} = ${p.code} fits ${fits.join(', ') || 'no rule'}`);
  return fits[0]!;
}
export function placeSumAnswer(p: Params): Expected {
  return num(SUM_FAMILY[placeSumRule(p)]!(p.asked));
}

/** The count rule both examples follow: letters × k, or letters squared. */
export function letterCountRule(p: Params): (n: number) => number {
  const [a, b] = p.examples as string[];
  const [x, y] = p.codes as number[];
  const rules: ((n: number) => number)[] = [(n) => n * n];
  for (let k = 1; k <= 12; k += 1) rules.push((n) => n * k);
  const fits = rules.filter((r) => r(a!.length) === x && r(b!.length) === y);
  if (fits.length !== 1) throw new Error(`${fits.length} count rules fit`);
  return fits[0]!;
}
export function letterCountAnswer(p: Params): Expected {
  return num(letterCountRule(p)((p.asked as string).length));
}

/** The steps the example's letters moved (−12 … 13), checked to run ±s, ∓(s + 1), ±(s + 2), … */
export function turnStepsOf(given: string, code: string, length: number): number[] {
  const moved = [...given].map((c, i) => {
    const d = (((pos(code[i]!) - pos(c)) % 26) + 26) % 26;
    return d > 13 ? d - 26 : d;
  });
  const first = moved[0]!;
  const expected = (i: number): number => (i % 2 === 0 ? 1 : -1) * (first + Math.sign(first) * i);
  if (moved.some((m, i) => m !== expected(i)))
    throw new Error(`${given} → ${code} moves ${moved.join(', ')}`);
  return Array.from({ length }, (_, i) => expected(i));
}
export function stepShiftAnswer(p: Params): Expected {
  const steps = turnStepsOf(p.given, p.code, (p.asked as string).length);
  return text([...(p.asked as string)].map((c, i) => shift(c, steps[i]!)).join(''));
}

/** Hyphenated place codes: every operation of a family (× 1 … × 4, + − 0 … 5, squares, from A or Z). */
const PLACE_FAMILY: Record<string, (p: number) => number> = {
  ...Object.fromEntries([2, 3, 4].map((k) => [`times${k}`, (p: number) => p * k])),
  ...Object.fromEntries(
    [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map((k) => [`plus${k}`, (p: number) => p + k]),
  ),
  square: (p) => p * p,
  cube: (p) => p ** 3,
};
export function placeMathRule(given: string, code: string): { f: (p: number) => number; fromZ: boolean } {
  const fits: { f: (p: number) => number; fromZ: boolean }[] = [];
  for (const f of Object.values(PLACE_FAMILY))
    for (const fromZ of [false, true])
      if ([...given].map((c) => f(fromZ ? 27 - pos(c) : pos(c))).join('-') === code) fits.push({ f, fromZ });
  if (fits.length !== 1) throw new Error(`${given} → ${code} fits ${fits.length} rules`);
  return fits[0]!;
}
export function placeMathAnswer(p: Params): Expected {
  const { f, fromZ } = placeMathRule(p.given, p.code);
  return text([...(p.asked as string)].map((c) => f(fromZ ? 27 - pos(c) : pos(c))).join('-'));
}
