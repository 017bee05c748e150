/**
 * Independent solvers and trap checks for the reasoning forms of coverage audit 4 built on branch `rh`
 * (items 9, 12, 15, 17, 5): each reads the question's params (the printed equations, the coded
 * expressions, the statements and conclusions, the clusters, the triads) and works the answer out its
 * own way, without the generators' tables.
 */
import { tokenize, worth } from './number-swap-solvers';
import { type Checks, misnamed } from './trap-expected';
import { type Expected, type Params, text } from './values';

// ---- number_puzzle: signs (and numbers) interchanged, four equations ----

type Reading = 'after' | 'printed' | 'leftToRight' | 'signsOnly' | 'numbersOnly';

/** Left to right, no BODMAS (NaN when a division is not exact). */
function leftToRightWorth(tokens: readonly string[]): number {
  let v = Number(tokens[0]);
  for (let k = 1; k < tokens.length; k += 2) {
    const b = Number(tokens[k + 1]);
    const s = tokens[k];
    v = s === '+' ? v + b : s === '−' ? v - b : s === '×' ? v * b : v % b === 0 ? v / b : NaN;
  }
  return v;
}

/** The left side of "lhs = rhs" read one way, and the right side. */
export function readEquation(line: string, p: Params, reading: Reading): { left: number; rhs: number } {
  const [lhs, rhs] = line.split(' = ');
  const signMap = new Map<string, string>();
  for (const [a, b] of p.signPairs as [string, string][]) {
    signMap.set(a, b);
    signMap.set(b, a);
  }
  const [x, y] = (p.numberPair as number[]).map(String);
  const swapSigns = reading !== 'printed' && reading !== 'numbersOnly';
  const swapNumbers = reading === 'after' || reading === 'leftToRight' || reading === 'numbersOnly';
  const tokens = tokenize(lhs!).map((t) => {
    if (/^\d+$/.test(t)) return swapNumbers && x !== undefined ? (t === x ? y! : t === y ? x : t) : t;
    return swapSigns ? (signMap.get(t) ?? t) : t;
  });
  return {
    left: reading === 'leftToRight' ? leftToRightWorth(tokens) : worth(tokens),
    rhs: Number(rhs!.replace(/,/g, '')),
  };
}

export function swapOptionsAnswer(p: Params): Expected {
  const right = (p.equations as string[]).filter((l) => {
    const { left, rhs } = readEquation(l, p, 'after');
    return left === rhs;
  });
  if (right.length !== 1)
    throw new Error(`${right.length} equations correct: ${(p.equations as string[]).join('; ')}`);
  return text(right[0]!);
}

const wrongUnder = (p: Params, reading: Reading): Expected => {
  const key = (swapOptionsAnswer(p) as { text: string }).text;
  const fits = (p.equations as string[]).filter((l) => {
    const { left, rhs } = readEquation(l, p, reading);
    return l !== key && left === rhs;
  });
  return fits.length === 1 ? text(fits[0]!) : misnamed(`${fits.length} equations true under ${reading}`);
};

const SWAP_CHECKS: Checks = [
  [/^judging the equations as printed, without interchanging anything$/, (p) => wrongUnder(p, 'printed')],
  [
    /^working the equations from left to right after the interchange, without BODMAS$/,
    (p) => wrongUnder(p, 'leftToRight'),
  ],
  [
    /^interchanging the signs only, not the numbers$/,
    (p) => ((p.numberPair as number[]).length ? wrongUnder(p, 'signsOnly') : misnamed('no numbers')),
  ],
  [
    /^interchanging the numbers only, not the signs$/,
    (p) => ((p.numberPair as number[]).length ? wrongUnder(p, 'numbersOnly') : misnamed('no numbers')),
  ],
  [
    /^an equation whose sides stay unequal after the interchange \(the left side is then (.+)\)$/,
    (p, m) => ({
      oneOf: (p.equations as string[])
        .filter((l) => {
          const { left, rhs } = readEquation(l, p, 'after');
          return left !== rhs && left === Number(m[1]!.replace(/,/g, '').replace('−', '-'));
        })
        .map((l) => text(l)),
    }),
  ],
];

export const RH_SOLVERS: Record<string, Record<string, (p: Params) => Expected>> = {
  number_puzzle: { signSwapOptions: swapOptionsAnswer, signNumberSwap: swapOptionsAnswer },
};

export const RH_TRAPS: Record<string, Record<string, Checks>> = {
  number_puzzle: { signSwapOptions: SWAP_CHECKS, signNumberSwap: SWAP_CHECKS },
};
