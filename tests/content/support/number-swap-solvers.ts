/**
 * Independent solvers of the interchanged-numbers kinds of number_puzzle (issue 19; audit 2, form 3):
 * the printed equations are read back from their text by a parser of this file's own (brackets, then
 * × and ÷, then + and −, as a grammar), every pair of printed numbers is interchanged in turn, and
 * exactly one pair must balance the equation; for "if 4 and 9 are interchanged", every equation is
 * worked after the interchange and exactly one must be (be NOT) correct. Nothing is imported from the
 * generators.
 */
import { type Checks, misnamed } from './trap-expected';
import { type Expected, type Params, text } from './values';

/** Splits "(12 + 6) × 3 − 8 ÷ 2" into numbers, signs and brackets. */
export const tokenize = (expression: string): string[] => expression.match(/\d+|[()+−×÷]/g) ?? [];

/** The value of a token list by BODMAS (NaN when a division is not exact). */
export function worth(tokens: readonly string[]): number {
  let k = 0;
  const next = (): string => tokens[k++]!;
  const atom = (): number => {
    const t = next();
    if (t !== '(') return Number(t);
    const v = expr();
    if (next() !== ')') throw new Error('unclosed bracket');
    return v;
  };
  const term = (): number => {
    let v = atom();
    while (tokens[k] === '×' || tokens[k] === '÷') {
      const s = next();
      const b = atom();
      v = s === '×' ? v * b : v % b === 0 ? v / b : NaN;
    }
    return v;
  };
  const expr = (): number => {
    let v = term();
    while (tokens[k] === '+' || tokens[k] === '−') v = next() === '+' ? v + term() : v - term();
    return v;
  };
  const v = expr();
  if (k !== tokens.length) throw new Error(`unread token ${tokens[k]}`);
  return v;
}

/** The tokens with the numbers at places i and j interchanged. */
const exchange = (tokens: readonly string[], i: number, j: number): string[] =>
  tokens.map((t, k) => (k === i ? tokens[j]! : k === j ? tokens[i]! : t));

const numberSpots = (tokens: readonly string[]): number[] =>
  tokens.flatMap((t, i) => (/^\d+$/.test(t) ? [i] : []));

/** Every interchange of two printed numbers: its pair ("4 and 9", smaller first) and the left side's value. */
export function everyInterchange(expression: string): { pair: string; value: number }[] {
  const tokens = tokenize(expression);
  const spots = numberSpots(tokens);
  return spots.flatMap((i, a) =>
    spots.slice(a + 1).map((j) => {
      const [x, y] = [Number(tokens[i]), Number(tokens[j])].sort((p, q) => p - q);
      return { pair: `${x} and ${y}`, value: worth(exchange(tokens, i, j)) };
    }),
  );
}

export function numberSwapAnswer(p: Params): Expected {
  const balancing = everyInterchange(p.expression).filter((s) => s.value === p.rhs);
  if (balancing.length !== 1) throw new Error(`${balancing.length} interchanges balance ${p.expression}`);
  if (worth(tokenize(p.expression)) === p.rhs) throw new Error('already balanced as printed');
  return text(balancing[0]!.pair);
}

/** An equation "lhs = rhs" worked with the two numbers interchanged on the left (whole numbers only). */
export function afterInterchange(line: string, [x, y]: [number, number]): { left: number; rhs: number } {
  const [lhs, rhs] = line.split(' = ');
  const tokens = tokenize(lhs!).map((t) => (t === String(x) ? String(y) : t === String(y) ? String(x) : t));
  return { left: worth(tokens), rhs: Number(rhs) };
}

const correctAfter = (line: string, pair: [number, number]): boolean => {
  const { left, rhs } = afterInterchange(line, pair);
  return left === rhs;
};

export function numberSwapCheckAnswer(p: Params): Expected {
  const lines = p.equations as string[];
  const wanted = lines.filter((l) => correctAfter(l, p.pair) !== p.negative);
  if (wanted.length !== 1) throw new Error(`${wanted.length} equations answer "${lines.join('; ')}"`);
  return text(wanted[0]!);
}

export const NUMBER_SWAP_CHECKS: Record<string, Checks> = {
  numberSwap: [
    [
      /^an interchange that leaves the sides unequal \(the left side is then (.+)\)$/,
      (p, m) => {
        const value = Number(m[1]!.replace(/,/g, '').replace('−', '-'));
        if (value === p.rhs) return misnamed('a balancing interchange');
        return {
          oneOf: everyInterchange(p.expression)
            .filter((s) => s.value === value)
            .map((s) => text(s.pair)),
        };
      },
    ],
  ],
  numberSwapCheck: [
    [
      /^judging the equations without interchanging the numbers$/,
      (p) => {
        const asPrinted = (p.equations as string[]).filter((l) => {
          const [lhs, rhs] = l.split(' = ');
          return worth(tokenize(lhs!)) === Number(rhs) && !correctAfter(l, p.pair);
        });
        return asPrinted.length === 1 && !p.negative
          ? text(asPrinted[0]!)
          : misnamed('no equation right only as printed');
      },
    ],
    [
      /^an equation that is correct after the interchange$/,
      (p) => ({
        oneOf: (p.equations as string[]).filter((l) => correctAfter(l, p.pair)).map((l) => text(l)),
      }),
    ],
    [
      /^an equation whose sides stay unequal after the interchange \(the left side is then (.+)\)$/,
      (p, m) => ({
        oneOf: (p.equations as string[])
          .filter((l) => {
            const { left, rhs } = afterInterchange(l, p.pair);
            return left !== rhs && left === Number(m[1]!.replace(/,/g, '').replace('−', '-'));
          })
          .map((l) => text(l)),
      }),
    ],
  ],
};
