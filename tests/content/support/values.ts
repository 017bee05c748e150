/**
 * Reads an option's text back into a value, independently of the generators' own formatting code,
 * so a test can tell whether an option *means* the right answer (3/6 and 1/2 are the same answer,
 * ₹ 1,25,000 is 125000, "17.5% decrease" is −17.5, "20√3 m" is 34.64…).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Params = Record<string, any>;
/** Recomputes a question's answer from its generator's `params`, by a method of its own. */
export type Solver = (p: Params) => Expected;

export type Expected =
  | { number: number }
  | { text: string }
  | { ratio: number[] }
  /** minutes after midnight */
  | { clock: number };

const GLYPHS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
};

/** The number an option states, or undefined when it states none. */
export function parseNumber(text: string): number | undefined {
  const t = text.trim().replace(/^₹\s*/, '');
  if (/^no (change|profit)/i.test(t)) return 0;
  const match =
    /^([−-])?\s*(\d[\d,]*(?:\.\d+)?)?([½⅓⅔¼¾⅙⅚])?(?:\s(\d+)\/(\d+)|\/(\d+))?(?:√(\d+)(?:\/(\d+))?)?/.exec(t);
  if (!match || match[0].replace(/[−-]/, '').trim() === '') return undefined;
  const [, sign, whole, glyph, mixedN, mixedD, over, root, rootOver] = match;
  let value = whole !== undefined ? Number(whole.replace(/,/g, '')) : root !== undefined ? 1 : 0;
  if (glyph) value += GLYPHS[glyph]!;
  if (mixedN !== undefined) value += Number(mixedN) / Number(mixedD);
  if (over !== undefined) value /= Number(over);
  if (root !== undefined) value *= Math.sqrt(Number(root));
  if (rootOver !== undefined) value /= Number(rootOver);
  if (sign) value = -value;
  if (/\b(decrease|loss)\b/i.test(t)) value = -Math.abs(value);
  return value;
}

export function parseRatio(text: string): number[] | undefined {
  if (!/^\d+( : \d+)+$/.test(text.trim())) return undefined;
  return text.split(':').map((p) => Number(p.trim()));
}

/** "10:15 a.m." → 615; "12:00 p.m." → 720. */
export function parseClock(text: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2}) (a\.m\.|p\.m\.)$/.exec(text.trim());
  if (!match) return undefined;
  const h = Number(match[1]) % 12;
  return (h + (match[3] === 'p.m.' ? 12 : 0)) * 60 + Number(match[2]);
}

const close = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

export function matches(option: string, expected: Expected): boolean {
  if ('text' in expected) return option === expected.text;
  if ('clock' in expected) {
    const minutes = parseClock(option);
    return minutes !== undefined && minutes === ((Math.round(expected.clock) % 1440) + 1440) % 1440;
  }
  if ('ratio' in expected) {
    const parts = parseRatio(option);
    if (!parts || parts.length !== expected.ratio.length) return false;
    return parts.every((p, i) => close(p / parts[0]!, expected.ratio[i]! / expected.ratio[0]!));
  }
  const value = parseNumber(option);
  return value !== undefined && close(value, expected.number);
}

export const num = (value: number): Expected => ({ number: value });
export const text = (value: string): Expected => ({ text: value });
export const ratio = (...parts: number[]): Expected => ({ ratio: parts });
export const clock = (minutes: number): Expected => ({ clock: minutes });

/** Small exact helpers, written here again on purpose (not imported from the generators). */
export const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
export const lcm = (a: number, b: number): number => Math.abs(a * b) / gcd(a, b);
export const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
export const mean = (xs: readonly number[]): number => sum(xs) / xs.length;
export function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i += 1) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}
/** Every k-subset of 0..n−1. */
export function subsets(n: number, k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, chosen: number[]) => {
    if (chosen.length === k) return void out.push([...chosen]);
    for (let i = start; i < n; i += 1) walk(i + 1, [...chosen, i]);
  };
  walk(0, []);
  return out;
}
/** Finds x in [lo, hi] with f(x) = 0 by bisection (f must change sign). */
export function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let [a, b] = [lo, hi];
  for (let i = 0; i < 200; i += 1) {
    const m = (a + b) / 2;
    if (Math.sign(f(m)) === Math.sign(f(a))) a = m;
    else b = m;
  }
  return (a + b) / 2;
}
/** Minimum of a unimodal function on [lo, hi] (golden-section search). */
export function minimise(f: (x: number) => number, lo: number, hi: number): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let [a, b] = [lo, hi];
  for (let i = 0; i < 300; i += 1) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (f(c) < f(d)) b = d;
    else a = c;
  }
  return f((a + b) / 2);
}

/** A value after successive percentage changes, applied one at a time. */
export const grow = (start: number, ...rates: number[]): number =>
  rates.reduce((v, r) => v + (v * r) / 100, start);
/** The percentage change from `before` to `after` (negative for a fall). */
export const signedChange = (before: number, after: number): number => ((after - before) / before) * 100;
