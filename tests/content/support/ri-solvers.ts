/**
 * Independent solvers and trap checks for the number-reasoning forms of coverage audit 5 built on
 * branch `ri`: each reads the printed sets, pairs or equations and works the answer out its own way,
 * trying a wide family of rules a candidate tries (with every constant, and with the numbers of a set
 * in any order), without the generators' tables.
 */
import { type Checks, misnamed } from './trap-expected';
import { type Expected, type Params, text } from './values';

type Fits = (t: number[]) => boolean;

/** "(40, 120, 400)" or "13 : 41" read back into numbers. */
export const readSet = (s: string): number[] =>
  s
    .replace(/[()]/g, '')
    .split(/, | : /)
    .map((x) => Number(x.replace(/,/g, '')));

const whole = (x: number): boolean => Math.abs(x - Math.round(x)) < 1e-9;
const root = (x: number, e: number): number => {
  const r = Math.round(x ** (1 / e));
  return r ** e === x ? r : NaN;
};

/** Functions of two numbers a candidate tries for the third. */
function twoNumberRules(): { name: string; f: (x: number, y: number) => number }[] {
  const out: { name: string; f: (x: number, y: number) => number }[] = [];
  for (let k = 1; k <= 9; k += 1) {
    out.push({ name: `x + ${k}y`, f: (x, y) => x + k * y });
    out.push({ name: `${k}(x + y)`, f: (x, y) => k * (x + y) });
    out.push({ name: `${k}(x − y)`, f: (x, y) => k * (x - y) });
    out.push({ name: `${k}xy`, f: (x, y) => k * x * y });
    out.push({ name: `x − ${k}y`, f: (x, y) => x - k * y });
  }
  for (let k = -9; k <= 9; k += 1) {
    out.push({ name: `xy + ${k}`, f: (x, y) => x * y + k });
    out.push({ name: `x² + y + ${k}`, f: (x, y) => x * x + y + k });
    out.push({ name: `√x + y + ${k}`, f: (x, y) => root(x, 2) + y + k });
    out.push({ name: `∛x + y + ${k}`, f: (x, y) => root(x, 3) + y + k });
  }
  out.push(
    { name: 'xy/2', f: (x, y) => (x * y) / 2 },
    { name: '(x + y)/2', f: (x, y) => (x + y) / 2 },
    { name: 'xy + x + y', f: (x, y) => x * y + x + y },
    { name: 'xy − x − y', f: (x, y) => x * y - x - y },
    { name: 'x² − y', f: (x, y) => x * x - y },
    { name: 'x² + y²', f: (x, y) => x * x + y * y },
    { name: 'x² − y²', f: (x, y) => x * x - y * y },
    { name: '(x + y)²', f: (x, y) => (x + y) ** 2 },
    { name: '(x − y)²', f: (x, y) => (x - y) ** 2 },
    { name: '(x + y)²/2', f: (x, y) => (x + y) ** 2 / 2 },
    { name: 'x³ + y', f: (x, y) => x ** 3 + y },
    { name: 'x³ − y', f: (x, y) => x ** 3 - y },
    { name: '√x − y', f: (x, y) => root(x, 2) - y },
    { name: '√x × y', f: (x, y) => root(x, 2) * y },
    { name: '√x × y + 1', f: (x, y) => root(x, 2) * y + 1 },
    { name: '∛x − y', f: (x, y) => root(x, 3) - y },
    { name: '∛x × y', f: (x, y) => root(x, 3) * y },
    { name: '√x + √y', f: (x, y) => root(x, 2) + root(y, 2) },
    { name: '√x × √y', f: (x, y) => root(x, 2) * root(y, 2) },
    { name: '√x − √y', f: (x, y) => root(x, 2) - root(y, 2) },
  );
  return out;
}

/** Every rule over a triad: any number from the other two (in either order), chains, differences. */
function triadCandidates(): { name: string; fits: Fits }[] {
  const out: { name: string; fits: Fits }[] = [];
  const orders = [
    [0, 1, 2],
    [1, 0, 2],
    [0, 2, 1],
    [2, 0, 1],
    [1, 2, 0],
    [2, 1, 0],
  ];
  for (const r of twoNumberRules())
    for (const [i, j, z] of orders)
      out.push({
        name: `[${z}] = ${r.name} of [${i}], [${j}]`,
        fits: (t) => {
          const v = r.f(t[i]!, t[j]!);
          return whole(v) && Math.round(v) === t[z];
        },
      });
  for (let k = -9; k <= 9; k += 1) {
    out.push({ name: `b = a², c = b + ${k}`, fits: ([a, b, c]) => b === a! * a! && c === b! + k });
    out.push({ name: `b = a³, c = b + ${k}`, fits: ([a, b, c]) => b === a! ** 3 && c === b! + k });
    for (const m of [2, 3])
      out.push({ name: `x → ${m}x + ${k}`, fits: ([a, b, c]) => b === m * a! + k && c === m * b! + k });
    out.push({ name: `differences d, d + ${k}`, fits: ([a, b, c]) => c! - b! - (b! - a!) === k });
  }
  out.push({ name: 'differences d, 2d', fits: ([a, b, c]) => c! - b! === 2 * (b! - a!) });
  return out;
}

/** Every rule over a pair: b = m × a + k, a² + k, a³ + k, (a + s)², a(a + s), a² ± a …. */
function pairCandidates(): { name: string; fits: Fits }[] {
  const out: { name: string; fits: Fits }[] = [];
  for (let k = -12; k <= 12; k += 1) {
    for (let m = 1; m <= 12; m += 1)
      out.push({ name: `b = ${m}a + ${k}`, fits: ([a, b]) => b === m * a! + k });
    out.push({ name: `b = a² + ${k}`, fits: ([a, b]) => b === a! * a! + k });
    out.push({ name: `b = a³ + ${k}`, fits: ([a, b]) => b === a! ** 3 + k });
    out.push({ name: `b = (a + ${k})²`, fits: ([a, b]) => b === (a! + k) ** 2 });
    out.push({ name: `b = a(a + ${k})`, fits: ([a, b]) => b === a! * (a! + k) });
    out.push({ name: `b = 2a² + ${k}`, fits: ([a, b]) => b === 2 * a! * a! + k });
  }
  out.push({ name: 'b = a³ + a', fits: ([a, b]) => b === a! ** 3 + a! });
  out.push({ name: 'b = a³ − a', fits: ([a, b]) => b === a! ** 3 - a! });
  out.push({ name: 'b = a³ + a²', fits: ([a, b]) => b === a! ** 3 + a! * a! });
  return out;
}

const TRIAD_CANDIDATES = triadCandidates();
const PAIR_CANDIDATES = pairCandidates();

/** The one option following every reading of the examples, no other option following any. */
export function sameSetAnswer(p: Params): Expected {
  const examples = p.examples as number[][];
  const candidates = examples[0]!.length === 3 ? TRIAD_CANDIDATES : PAIR_CANDIDATES;
  const readings = candidates.filter((r) => examples.every((e) => r.fits(e)));
  if (!readings.length) throw new Error(`${JSON.stringify(examples)} follow no rule`);
  const sets = p.sets as string[];
  const all = sets.filter((s) => readings.every((r) => r.fits(readSet(s))));
  const any = sets.filter((s) => readings.some((r) => r.fits(readSet(s))));
  if (all.length !== 1 || any.length !== 1)
    throw new Error(`${any.length} options follow ${readings.map((r) => r.name).join(' | ')}`);
  return text(all[0]!);
}

/** The one triad every rule three triads share leaves out. */
export function oddTriadAnswer(p: Params): Expected {
  const options = p.options as string[];
  const odd = new Set<string>();
  for (const r of TRIAD_CANDIDATES) {
    const out = options.filter((o) => !r.fits(readSet(o)));
    if (out.length === 1) odd.add(out[0]!);
  }
  if (odd.size !== 1) throw new Error(`${odd.size} triads left out in ${options.join(', ')}`);
  return text([...odd][0]!);
}

/**
 * A rule as the explanation words it ("c = a + 3 × b", "a = √b + c", "b = a² and c = b − 5",
 * "b = (a − 2)²"), judged on a set: its words turned into arithmetic.
 */
export function ruleWordsHold(rule: string, t: number[]): boolean {
  const [a, b, c] = t;
  return rule.split(' and ').every((equation) => {
    const sides = equation.split(' = ');
    if (sides.length !== 2) throw new Error(`cannot read ${rule}`);
    const value = (side: string): number => {
      const js = side
        .replace(/\ba\b/g, `${a}`)
        .replace(/\bb\b/g, `${b}`)
        .replace(/\bc\b/g, `${c}`)
        .replace(/√(\d+)/g, 'Math.sqrt($1)')
        .replace(/∛(\d+)/g, 'Math.cbrt($1)')
        .replace(/(\([^()]*\)|\d+)²/g, '($1**2)')
        .replace(/(\([^()]*\)|\d+)³/g, '($1**3)')
        .replace(/×/g, '*')
        .replace(/÷/g, '/')
        .replace(/−/g, '-');
      if (!/^[\d\s()+\-*/.Mathsqrcb]+$/.test(js)) throw new Error(`cannot read ${rule}: ${js}`);
      return Number(new Function(`return ${js};`)());
    };
    return Math.abs(value(sides[0]!) - value(sides[1]!)) < 1e-9;
  });
}

const following = (options: string[], rule: string): Expected[] | undefined => {
  try {
    return options.filter((o) => ruleWordsHold(rule, readSet(o))).map(text);
  } catch {
    return undefined;
  }
};

const SAME_SET_CHECKS: Checks = [
  [
    /^a (?:set|pair) following the rule (.+) instead$/,
    (p, m) => {
      const oneOf = following(p.sets as string[], m[1]!);
      return oneOf ? { oneOf } : misnamed(m[1]!);
    },
  ],
];

export const ODD_TRIAD_CHECKS: Checks = [
  [
    /^picking a set that follows the rule (.+)$/,
    (p, m) => {
      const oneOf = following(p.options as string[], m[1]!);
      return oneOf ? { oneOf } : misnamed(m[1]!);
    },
  ],
];

export const RI_SOLVERS: Record<string, Record<string, (p: Params) => Expected>> = {
  anology: { triadRules: sameSetAnswer, pairRules: sameSetAnswer },
  classification: { oddTriadRules: oddTriadAnswer },
};

export const RI_TRAPS: Record<string, Record<string, Checks>> = {
  anology: { triadRules: SAME_SET_CHECKS, pairRules: SAME_SET_CHECKS },
};

/** classification has no trap checks in trap-checks.ts (see rh-solvers.ts): ri-forms.test.ts reads these. */
export const RI_CLASSIFICATION_TRAPS: Record<string, Checks> = { oddTriadRules: ODD_TRIAD_CHECKS };
