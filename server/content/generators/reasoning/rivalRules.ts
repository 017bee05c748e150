/**
 * Rival rules (issue 12, item 4): a classification or series question is ambiguous when another
 * simple rule, one a candidate would try, points at an option other than the key. Classification asks
 * for the odd one out, so a rival is a simple property that one other option alone has or lacks
 * (palindrome, rising digits, a digit sum the other three share, odd/even, prime, square …). A series
 * asks for a term, so a rival is another simple rule that fits every shown term and gives another value.
 * The generators reject or avoid what these find, and the bank test checks the served bank with them.
 */

const digitsOf = (n: number): number[] => String(Math.abs(n)).split('').map(Number);
const digitSum = (n: number): number => digitsOf(n).reduce((s, d) => s + d, 0);
const isPrime = (n: number): boolean => {
  if (!Number.isInteger(n) || n < 2) return false;
  for (let d = 2; d * d <= n; d += 1) if (n % d === 0) return false;
  return true;
};
const isPower = (n: number, e: number): boolean =>
  Number.isInteger(n) && n >= 0 && Math.round(n ** (1 / e)) ** e === n;
const strictly = (ds: number[], up: boolean): boolean =>
  ds.length >= 2 && ds.every((d, i) => i === 0 || (up ? d > ds[i - 1]! : d < ds[i - 1]!));

/** Simple properties of a whole number that a candidate looking for the odd one out would test. */
export const NUMBER_PROPERTIES: readonly { name: string; has: (n: number) => boolean }[] = [
  { name: 'even', has: (n) => n % 2 === 0 },
  { name: 'prime', has: isPrime },
  { name: 'a perfect square', has: (n) => isPower(n, 2) },
  { name: 'a perfect cube', has: (n) => isPower(n, 3) },
  { name: 'a palindrome', has: (n) => n >= 10 && String(n) === [...String(n)].reverse().join('') },
  { name: 'written with rising digits', has: (n) => strictly(digitsOf(n), true) },
  { name: 'written with falling digits', has: (n) => strictly(digitsOf(n), false) },
  { name: 'written with a repeated digit', has: (n) => new Set(digitsOf(n)).size < digitsOf(n).length },
  ...[3, 5, 9, 10].map((k) => ({
    name: `a multiple of ${k}`,
    has: (n: number) => n % k === 0,
  })),
];

/**
 * The simple rules that single out `option` among `options`: it alone has, or alone lacks, a
 * property; or the other three share a digit sum it does not have.
 */
export function rulesSinglingOut(options: readonly number[], option: number): string[] {
  const others = options.filter((o) => o !== option);
  const found = NUMBER_PROPERTIES.filter(
    (p) => others.every((o) => p.has(o) === p.has(others[0]!)) && p.has(option) !== p.has(others[0]!),
  ).map((p) => (p.has(option) ? `the only one ${p.name}` : `the only one not ${p.name}`));
  const sums = new Set(others.map(digitSum));
  if (sums.size === 1 && digitSum(option) !== digitSum(others[0]!))
    found.push(`the only one whose digits do not add up to ${digitSum(others[0]!)}`);
  return found;
}

/** Rival rules in an odd-one-out of numbers: option → the rules that single it out instead of the key. */
export function numberRivals(options: readonly number[], key: number): Map<number, string[]> {
  const rivals = new Map<number, string[]>();
  for (const o of options) {
    if (o === key) continue;
    const rules = rulesSinglingOut(options, o);
    if (rules.length > 0) rivals.set(o, rules);
  }
  return rivals;
}

const VOWELS = /[AEIOU]/;
/** Rival rules in an odd-one-out of letter groups ("BDF", "AZ", "C3"): one other group alone with a vowel, or alone starting with one, or (with numbers) alone even or odd. */
export function letterGroupRivals(options: readonly string[], key: string): string[] {
  const props: ((s: string) => boolean)[] = [
    (s) => VOWELS.test(s.replace(/\d/g, '')),
    (s) => VOWELS.test(s[0]!),
    (s) => /\d/.test(s) && Number(s.replace(/\D/g, '')) % 2 === 0,
  ];
  return options.filter(
    (o) =>
      o !== key &&
      props.some((p) => {
        const others = options.filter((x) => x !== o);
        return others.every((x) => p(x) === p(others[0]!)) && p(o) !== p(others[0]!);
      }),
  );
}

/** A term of a series: its place (0-based) and value. */
type Known = readonly (readonly [number, number])[];

/**
 * Simple series rules, each fitted to the first known terms and checked on the rest: a rule counts
 * only when at least one known term is left over to confirm it. Returns the value each fitting rule
 * gives at `place`.
 */
export function seriesPredictions(known: Known, place: number): { rule: string; value: number }[] {
  const terms = new Map(known);
  const idx = [...terms.keys()].sort((a, b) => a - b);
  const out: { rule: string; value: number }[] = [];
  const near = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;
  /** Accepts a rule given as term(i) if it matches every known term and `needed` of them fix it. */
  const tryRule = (rule: string, needed: number, term: ((i: number) => number) | undefined): void => {
    if (!term || idx.length <= needed) return;
    if (idx.every((i) => near(term(i), terms.get(i)!))) {
      const value = term(place);
      if (Number.isFinite(value)) out.push({ rule, value });
    }
  };
  const first = idx[0]!;
  const consecutive = (from: number, n: number): boolean =>
    Array.from({ length: n }, (_, k) => terms.has(from + k)).every(Boolean);
  // recurrences need consecutive known terms to fit; predictions run forwards or backwards from them
  const recurrence = (
    rule: string,
    order: number,
    needed: number,
    next: (prev: number[]) => number | undefined,
  ): void => {
    const start = idx.find((i) => consecutive(i, order));
    if (start === undefined) return;
    const seq = new Map<number, number>();
    for (let k = 0; k < order; k += 1) seq.set(start + k, terms.get(start + k)!);
    const last = Math.max(place, idx[idx.length - 1]!);
    for (let i = start + order; i <= last; i += 1) {
      const v = next(Array.from({ length: order }, (_, k) => seq.get(i - order + k)!));
      if (v === undefined) return;
      seq.set(i, v);
    }
    if (place < start || idx.some((i) => i < start)) return;
    tryRule(rule, needed, (i) => seq.get(i) ?? Number.NaN);
  };
  // arithmetic and geometric: two consecutive terms fix them
  const a0 = idx.find((i) => consecutive(i, 2));
  if (a0 !== undefined) {
    const [x, y] = [terms.get(a0)!, terms.get(a0 + 1)!];
    tryRule('the same difference', 2, (i) => x + (i - a0) * (y - x));
    if (x !== 0) tryRule('the same ratio', 2, (i) => x * (y / x) ** (i - a0));
  }
  // second differences the same (a quadratic), differences in a constant ratio
  const q0 = idx.find((i) => consecutive(i, 3));
  if (q0 !== undefined) {
    const [x, y, z] = [terms.get(q0)!, terms.get(q0 + 1)!, terms.get(q0 + 2)!];
    const d = y - x;
    const e = z - 2 * y + x;
    tryRule('differences growing by the same step', 3, (i) => {
      const k = i - q0;
      return x + k * d + (e * k * (k - 1)) / 2;
    });
    if (d !== 0 && z - y !== 0) {
      const r = (z - y) / d;
      tryRule('differences in the same ratio', 3, (i) => {
        const k = i - q0;
        return r === 1 ? x + k * d : x + (d * (r ** k - 1)) / (r - 1);
      });
    }
    // each term = previous × m + c
    if (y !== x) {
      const m = (z - y) / (y - x);
      const c = y - m * x;
      recurrence('the same multiply-and-add step', 1, 3, ([p]) => p! * m + c);
    }
  }
  // each term the sum of the two before
  recurrence('the sum of the two terms before', 2, 2, ([p, q]) => p! + q!);
  // squares or cubes of consecutive numbers, plus a constant
  for (const e of [2, 3]) {
    for (let n0 = -1; n0 <= 30; n0 += 1) {
      const c = terms.get(first)! - n0 ** e;
      tryRule(
        e === 2 ? 'squares plus a constant' : 'cubes plus a constant',
        2,
        (i) => (n0 + i - first) ** e + c,
      );
    }
  }
  // two alternating arithmetic series (a place of each parity fixed by two known terms)
  const byParity = [0, 1].map((p) => idx.filter((i) => i % 2 === p));
  // each of the two series confirmed by a third term of its own
  if (byParity.every((ps) => ps.length >= 3)) {
    const fits = byParity.map((ps) => {
      const [i, j] = [ps[0]!, ps[1]!];
      const step = (terms.get(j)! - terms.get(i)!) / ((j - i) / 2);
      return (k: number) => terms.get(i)! + ((k - i) / 2) * step;
    });
    tryRule('two alternating series', 4, (i) => fits[i % 2]!(i));
  }
  return out;
}

/**
 * Values, other than `key`, that another simple rule fitting the known terms gives at `place`: no
 * wrong option may take one of them.
 */
export function seriesRivalValues(known: Known, place: number, key: number): number[] {
  return [
    ...new Set(
      seriesPredictions(known, place)
        .map((p) => p.value)
        .filter((v) => Math.abs(v - key) > 1e-9),
    ),
  ];
}
