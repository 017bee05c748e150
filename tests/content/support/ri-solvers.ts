/**
 * Independent solvers and trap checks for the number-reasoning forms of coverage audit 5 built on
 * branch `ri`: each reads the printed sets, pairs or equations and works the answer out its own way,
 * trying a wide family of rules a candidate tries (with every constant, and with the numbers of a set
 * in any order), without the generators' tables.
 */
import { tokenize, worth } from './number-swap-solvers';
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
  const orders: [number, number, number][] = [
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

// ---- number_puzzle: signs and numbers interchanged; signs of a bracketed equation ----

const SIGN_TOKENS = new Set(['+', '−', '×', '÷']);

/** Left to right, no BODMAS, no bracket (NaN when a division is not exact). */
function leftToRightOf(tokens: readonly string[]): number {
  const flat = tokens.filter((t) => t !== '(' && t !== ')');
  let v = Number(flat[0]);
  for (let k = 1; k < flat.length; k += 2) {
    const b = Number(flat[k + 1]);
    const s = flat[k];
    v = s === '+' ? v + b : s === '−' ? v - b : s === '×' ? v * b : v % b === 0 ? v / b : NaN;
  }
  return v;
}

/** The tokens with two signs and two numbers interchanged (either may be left out). */
function interchanged(tokens: readonly string[], signs?: string[], numbers?: string[]): string[] {
  return tokens.map((t) => {
    if (signs && SIGN_TOKENS.has(t)) return t === signs[0] ? signs[1]! : t === signs[1] ? signs[0]! : t;
    if (numbers && /^\d+$/.test(t))
      return t === numbers[0] ? numbers[1]! : t === numbers[1] ? numbers[0]! : t;
    return t;
  });
}

/** "× and ÷, 4 and 6" read as the signs and the numbers it interchanges. */
const readInterchange = (option: string): { signs: string[]; numbers: string[] } => {
  const [signs, numbers] = option.split(', ').map((part) => part.split(' and '));
  return { signs: signs!, numbers: numbers! };
};

const sidesOf = (line: string): { left: string[]; rhs: number } => {
  const [lhs, rhs] = line.split(' = ');
  return { left: tokenize(lhs!), rhs: Number(rhs!.replace(/,/g, '')) };
};

const leftAfter = (p: Params, option: string): number => {
  const { left } = sidesOf(p.equation as string);
  const { signs, numbers } = readInterchange(option);
  return worth(interchanged(left, signs, numbers));
};

export function signNumberPickAnswer(p: Params): Expected {
  const { rhs, left } = sidesOf(p.equation as string);
  if (worth(left) === rhs) throw new Error('correct as printed');
  const right = (p.interchanges as string[]).filter((o) => leftAfter(p, o) === rhs);
  if (right.length !== 1) throw new Error(`${right.length} interchanges make ${p.equation} correct`);
  return text(right[0]!);
}

const PICK_CHECKS: Checks = [
  [
    /^an interchange that leaves the sides unequal \(the left side is then (−?[\d,]+)\)$/,
    (p, m) => {
      const v = Number(m[1]!.replace('−', '-').replace(/,/g, ''));
      const { rhs } = sidesOf(p.equation as string);
      return {
        oneOf: (p.interchanges as string[]).filter((o) => v !== rhs && leftAfter(p, o) === v).map(text),
      };
    },
  ],
];

type Reading = 'after' | 'printed' | 'signsOnly' | 'numbersOnly' | 'leftToRight';

/** Equations I and II judged under a reading of the interchange. */
function judgeBoth(p: Params, reading: Reading): boolean[] {
  const signs = p.signPair as string[];
  const numbers = (p.numberPair as number[]).map(String);
  return (p.equations as string[]).map((line) => {
    const { left, rhs } = sidesOf(line);
    const tokens = interchanged(
      left,
      reading === 'printed' || reading === 'numbersOnly' ? undefined : signs,
      reading === 'printed' || reading === 'signsOnly' ? undefined : numbers,
    );
    return (reading === 'leftToRight' ? leftToRightOf(tokens) : worth(tokens)) === rhs;
  });
}

const verdict = ([one, two]: boolean[]): string =>
  one ? (two ? 'Both I and II' : 'Only I') : two ? 'Only II' : 'Neither I nor II';

export function swapBothCheckAnswer(p: Params): Expected {
  return text(verdict(judgeBoth(p, 'after')));
}

const BOTH_CHECKS: Checks = [
  [
    /^judging the equations as printed, without interchanging anything$/,
    (p) => text(verdict(judgeBoth(p, 'printed'))),
  ],
  [/^interchanging the signs only, not the numbers$/, (p) => text(verdict(judgeBoth(p, 'signsOnly')))],
  [/^interchanging the numbers only, not the signs$/, (p) => text(verdict(judgeBoth(p, 'numbersOnly')))],
  [
    /^working the equations from left to right after the interchange, without BODMAS$/,
    (p) => text(verdict(judgeBoth(p, 'leftToRight'))),
  ],
  [
    /^misjudging (equation I|equation II|both equations)$/,
    (p, m) => {
      const [one, two] = judgeBoth(p, 'after');
      return text(verdict([m[1] === 'equation II' ? one! : !one, m[1] === 'equation I' ? two! : !two]));
    },
  ],
];

/** The equation with the * signs filled in order: its two sides' values (brackets kept or not). */
function filled(p: Params, option: string, brackets = true): { left: number; right: number } {
  const signs = option.split(', ');
  let k = 0;
  const line = (p.equation as string).replace(/\*/g, () => signs[k++]!);
  if (k !== signs.length) throw new Error(`${signs.length} signs for ${k} blanks`);
  const [lhs, rhs] = line.split(' = ');
  const read = (side: string): number => {
    const tokens = tokenize(side.replace(/,/g, ''));
    return worth(brackets ? tokens : tokens.filter((t) => t !== '(' && t !== ')'));
  };
  return { left: read(lhs!), right: read(rhs!) };
}

const balances = (p: Params, option: string, brackets = true): boolean => {
  const { left, right } = filled(p, option, brackets);
  return left === right;
};

export function bracketSignsAnswer(p: Params): Expected {
  const right = (p.orders as string[]).filter((o) => balances(p, o));
  if (right.length !== 1) throw new Error(`${right.length} orders balance ${p.equation}`);
  return text(right[0]!);
}

const BRACKET_CHECKS: Checks = [
  [
    /^signs that balance the equation only when the bracket is ignored$/,
    (p) => ({
      oneOf: (p.orders as string[]).filter((o) => !balances(p, o) && balances(p, o, false)).map(text),
    }),
  ],
  [
    /^signs that leave the sides unequal \(the left side is then (−?[\d,]+)\)$/,
    (p, m) => {
      const v = Number(m[1]!.replace('−', '-').replace(/,/g, ''));
      return {
        oneOf: (p.orders as string[])
          .filter((o) => {
            const { left, right } = filled(p, o);
            return left === v && left !== right;
          })
          .map(text),
      };
    },
  ],
];

// ---- series: step rules (stepSeries) ----

const SERIES_PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43];

/** Whole series a candidate tries, each made from the first term: term(i) for i = 0 … n − 1. */
function seriesCandidates(
  t0: number,
  t1: number,
  t2: number,
  n: number,
): { name: string; terms: number[] }[] {
  const out: { name: string; terms: number[] }[] = [];
  const build = (name: string, step: (prev: number, i: number, all: number[]) => number): void => {
    const all = [t0];
    for (let i = 1; i < n; i += 1) all.push(step(all[i - 1]!, i, all));
    out.push({ name, terms: all });
  };
  for (const s of [0.5, 1, 1.5, 2, 3])
    for (const d of [0.5, 1, 2]) build(`× ${s}, + ${d} each time`, (prev, i) => prev * (s + (i - 1) * d));
  for (const c of [0, 1, 2])
    for (const addFirst of [true, false])
      build(`+/× alternately from ${c}`, (prev, i) =>
        (i % 2 === 1) === addFirst ? prev + i + c : prev * (i + c),
      );
  for (let f = 0; f < 6; f += 1)
    build(`prime differences from ${SERIES_PRIMES[f]}`, (prev, i) => prev + SERIES_PRIMES[f + i - 1]!);
  for (const e of [2, 3])
    for (let n0 = 1; n0 <= 12; n0 += 1)
      for (const s0 of [1, -1]) {
        if (n0 ** e + s0 !== t0) continue;
        build(`n^${e} ± 1 from ${n0}`, (_p, i) => (n0 + i) ** e + (i % 2 === 0 ? s0 : -s0));
      }
  for (const e of [2, 3])
    for (let n0 = 1; n0 <= 12; n0 += 1) {
      const c = t0 - n0 ** e;
      if (Math.abs(c) <= 5) build(`n^${e} + ${c} from ${n0}`, (_p, i) => (n0 + i) ** e + c);
    }
  build('arithmetic', (prev) => prev + (t1 - t0));
  build('geometric', (prev) => (prev * t1) / t0);
  build('second differences constant', (prev, i, all) =>
    i < 2 ? all[0]! + (t1 - t0) * i : prev + (all[i - 1]! - all[i - 2]!) + (t2 - 2 * t1 + t0),
  );
  for (let m = 2; m <= 4; m += 1)
    for (let c = -5; c <= 5; c += 1) build(`× ${m} + ${c}`, (prev) => prev * m + c);
  build('× n + n', (prev, i) => prev * i + i);
  build('× n − n', (prev, i) => prev * i - i);
  return out;
}

/** The printed terms (with "?") read back: the candidates fitting every known term, and what they give. */
function seriesReadings(p: Params, extra = 0): { name: string; terms: number[] }[] {
  const shown = p.shown as string[];
  const known = shown.map((x) => (x === '?' ? NaN : Number(x.replace(/,/g, ''))));
  const [t0, t1, t2] = known as [number, number, number];
  return seriesCandidates(t0, t1, t2, shown.length + extra).filter((c) =>
    known.every((k, i) => Number.isNaN(k) || Math.abs(c.terms[i]! - k) < 1e-9),
  );
}

export function stepSeriesAnswer(p: Params): Expected {
  const missing = (p.shown as string[]).indexOf('?');
  const values = [...new Set(seriesReadings(p).map((c) => c.terms[missing]!))];
  if (values.length !== 1) throw new Error(`${values.length} values fit ${(p.shown as string[]).join(', ')}`);
  return { number: values[0]! };
}

const around = (p: Params): { b: number; a: number; key: number } => {
  const shown = (p.shown as string[]).map((x) => Number(x.replace(/,/g, '')));
  const missing = (p.shown as string[]).indexOf('?');
  let key = NaN;
  try {
    key = (stepSeriesAnswer(p) as { number: number }).number;
  } catch {
    // no single value: every check that needs the key then names nothing
  }
  return { b: shown[missing - 1]!, a: shown[missing - 2]!, key };
};

const STEP_SERIES_CHECKS: Checks = [
  [/^assuming the difference stays the same$/, (p) => ({ number: 2 * around(p).b - around(p).a })],
  [/^assuming the ratio stays the same$/, (p) => ({ number: around(p).b ** 2 / around(p).a })],
  [/^adding the two previous terms$/, (p) => ({ number: around(p).b + around(p).a })],
  [
    /^skipping a term of the pattern$/,
    (p) => {
      const missing = (p.shown as string[]).indexOf('?');
      const next = [...new Set(seriesReadings(p, 1).map((c) => c.terms[missing + 1]!))];
      return next.length === 1 ? { number: next[0]! } : misnamed('a term the series does not fix');
    },
  ],
  [
    /^multiplying by ([\d.]+), skipping the multiplier ([\d.]+)$/,
    (p, m) => {
      const { a, b, key } = around(p);
      const [k, skipped] = [Number(m[1]), Number(m[2])];
      // the key is b × the skipped multiplier, and k the one after it
      return key === b * skipped && k - skipped === skipped - b / a ? { number: b * k } : misnamed(m[0]!);
    },
  ],
  [
    /^adding (\d+) instead of multiplying by \1$/,
    (p, m) =>
      around(p).key === around(p).b * Number(m[1]) ? { number: around(p).b + Number(m[1]) } : misnamed(m[0]!),
  ],
  [
    /^multiplying by (\d+) instead of adding \1$/,
    (p, m) =>
      around(p).key === around(p).b + Number(m[1]) ? { number: around(p).b * Number(m[1]) } : misnamed(m[0]!),
  ],
  [
    /^adding (\d+), the next odd number, not the next prime$/,
    (p, m) => {
      const { a, b } = around(p);
      const k = Number(m[1]);
      const last = b - a;
      const fits =
        SERIES_PRIMES.includes(last) && k === (last === 2 ? 3 : last + 2) && !SERIES_PRIMES.includes(k);
      return fits ? { number: b + k } : misnamed(m[0]!);
    },
  ],
  [
    /^taking (\d+)([²³]) ([+−]) 1, the sign of the term before$/,
    (p, m) => {
      const { b } = around(p);
      const e = m[2] === '²' ? 2 : 3;
      const n = Number(m[1]);
      const s = m[3] === '+' ? 1 : -1;
      return b === (n - 1) ** e + s ? { number: n ** e + s } : misnamed(m[0]!);
    },
  ],
];

export const RI_SOLVERS: Record<string, Record<string, (p: Params) => Expected>> = {
  series: { stepSeries: stepSeriesAnswer },
  anology: { triadRules: sameSetAnswer, pairRules: sameSetAnswer },
  number_puzzle: {
    signNumberPick: signNumberPickAnswer,
    swapBothCheck: swapBothCheckAnswer,
    bracketSigns: bracketSignsAnswer,
  },
  classification: { oddTriadRules: oddTriadAnswer },
};

export const RI_TRAPS: Record<string, Record<string, Checks>> = {
  anology: { triadRules: SAME_SET_CHECKS, pairRules: SAME_SET_CHECKS },
  number_puzzle: { signNumberPick: PICK_CHECKS, swapBothCheck: BOTH_CHECKS, bracketSigns: BRACKET_CHECKS },
  series: { stepSeries: STEP_SERIES_CHECKS },
};

/** classification has no trap checks in trap-checks.ts (see rh-solvers.ts): ri-forms.test.ts reads these. */
export const RI_CLASSIFICATION_TRAPS: Record<string, Checks> = { oddTriadRules: ODD_TRIAD_CHECKS };
