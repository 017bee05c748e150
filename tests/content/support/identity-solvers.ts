/**
 * Independent solver and trap-note checks for "Which of the following is NOT an identity?" (algebra
 * and trigonometry, identities.ts): each printed statement is read by a parser of its own (a, b, c,
 * θ with sin … cosec, powers ², ³, ⁴, brackets, products written side by side) and evaluated in
 * floating point with Math at random points; a statement that fails somewhere is not an identity.
 * Nothing is imported from the generators.
 */
import type { Checks } from './trap-expected';
import { misnamed } from './trap-expected';
import { text, type Params, type Solver } from './values';

type Values = Record<string, number>;
const POWERS: Record<string, number> = { '²': 2, '³': 3, '⁴': 4 };
const FUNCTIONS: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  cot: (x) => 1 / Math.tan(x),
  sec: (x) => 1 / Math.cos(x),
  cosec: (x) => 1 / Math.sin(x),
};

/** The value of one side of a statement at the given values of a, b, c and θ (in radians). */
export function evaluate(expression: string, values: Values): number {
  const tokens = expression.match(/cosec|sin|cos|tan|cot|sec|\d+|[abcθ]|[²³⁴]|[()+−×/]/g) ?? [];
  if (tokens.join('') !== expression.replace(/\s+/g, '')) throw new Error(`cannot read "${expression}"`);
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const power = (base: number): number => {
    const p = peek();
    if (p !== undefined && POWERS[p] !== undefined) {
      at += 1;
      return base ** POWERS[p]!;
    }
    return base;
  };
  const atom = (): number => {
    const t = tokens[at++]!;
    if (t === '(') {
      const inner = sum();
      at += 1; // ')'
      return power(inner);
    }
    if (FUNCTIONS[t]) {
      // sin²θ: the power belongs to the function's value
      const p = peek();
      const exponent = p !== undefined && POWERS[p] !== undefined ? POWERS[tokens[at++]!]! : 1;
      const argument = atom();
      return FUNCTIONS[t]!(argument) ** exponent;
    }
    if (/^\d+$/.test(t)) return power(Number(t));
    if (values[t] === undefined) throw new Error(`no value for ${t}`);
    return power(values[t]);
  };
  const startsFactor = (t: string | undefined): boolean =>
    t !== undefined && /^(\d+|[abcθ(]|cosec|sin|cos|tan|cot|sec)$/.test(t);
  /** The next token if it is one of `ops`, taken. */
  const take = (...ops: string[]): string | undefined =>
    ops.includes(peek() ?? '') ? tokens[at++] : undefined;
  const product = (): number => {
    let value = atom();
    for (;;) {
      const op = take('×', '/');
      if (op === '×') value *= atom();
      else if (op === '/') value /= atom();
      else if (startsFactor(peek())) value *= atom();
      else return value;
    }
  };
  const sum = (): number => {
    let value = take('−') ? -product() : product();
    for (;;) {
      const op = take('+', '−');
      if (op === '+') value += product();
      else if (op === '−') value -= product();
      else return value;
    }
  };
  const value = sum();
  if (at !== tokens.length) throw new Error(`"${expression}" read only to token ${at}`);
  return value;
}

/** Does "left = right" hold at 20 points (a, b, c in [−5, 5]; θ in (0°, 90°))? A fixed seed: no Math.random. */
function holds(statement: string): boolean {
  const [left, right] = statement.split(' = ') as [string, string];
  let seed = 7;
  const next = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 20; i += 1) {
    const values = { a: next() * 10 - 5, b: next() * 10 - 5, c: next() * 10 - 5, θ: 0.05 + next() * 1.45 };
    const [l, r] = [evaluate(left, values), evaluate(right, values)];
    if (Math.abs(l - r) > 1e-7 * Math.max(1, Math.abs(l), Math.abs(r))) return false;
  }
  return true;
}

const NUMERALS = ['I', 'II', 'III', 'IV'];

export const IDENTITY_SOLVERS: Record<string, Solver> = {
  notIdentity: (p) => {
    const failing = (p.statements as string[]).flatMap((s, i) => (holds(s) ? [] : [NUMERALS[i]!]));
    return text(failing.length === 1 ? failing[0]! : `(${failing.length} statements fail)`);
  },
};

export const IDENTITY_CHECKS: Record<string, Checks> = {
  notIdentity: [
    [
      /^taking the true identity (I|II|III|IV) for a false one$/,
      (p: Params, [, numeral]) =>
        holds((p.statements as string[])[NUMERALS.indexOf(numeral!)]!)
          ? text(numeral!)
          : misnamed('a false one'),
    ],
  ],
};
