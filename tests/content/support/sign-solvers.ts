/**
 * Independent solvers of the mathematical-operations kinds (issue 19, item 5): sums read by a small
 * recursive-descent parser of their own (BODMAS as a grammar: a sum of products), the pair of signs to
 * interchange and the sequence of signs found by trying every pair and every order (exactly one must
 * balance the equation). Nothing is imported from the generators.
 */
import { type Expected, num, type Params, text } from './values';

export const FOUR = ['+', '−', '×', '÷'] as const;

/**
 * n0 s0 n1 s1 … as a grammar: sum := product (('+' | '−') product)*, product := n (('×' | '÷') n)*;
 * `addFirst` swaps the two levels (the slip of doing + and − first). NaN when a division is not exact.
 */
export function bodmas(numbers: readonly number[], signs: readonly string[], addFirst = false): number {
  const [outer, inner] = addFirst
    ? [
        ['×', '÷'],
        ['+', '−'],
      ]
    : [
        ['+', '−'],
        ['×', '÷'],
      ];
  let k = 0;
  const apply = (a: number, s: string, b: number): number =>
    s === '+' ? a + b : s === '−' ? a - b : s === '×' ? a * b : b !== 0 && a % b === 0 ? a / b : NaN;
  const group = (): number => {
    let v = numbers[k]!;
    while (k < signs.length && inner.includes(signs[k]!)) {
      v = apply(v, signs[k]!, numbers[k + 1]!);
      k += 1;
    }
    return v;
  };
  let v = group();
  while (k < signs.length && outer.includes(signs[k]!)) {
    const s = signs[k]!;
    k += 1;
    v = apply(v, s, group());
  }
  if (k !== signs.length) throw new Error(`unread sign ${signs[k]}`);
  return v;
}

/** Strictly from left to right. */
export const leftToRight = (numbers: readonly number[], signs: readonly string[]): number =>
  signs.reduce((acc, s, i) => bodmas([acc, numbers[i + 1]!], [s]), numbers[0]!);

export const meant = (p: Params): string[] => (p.marks as string[]).map((m) => p.key[m] as string);

export const signMeaningsAnswer = (p: Params): Expected => num(bodmas(p.numbers, meant(p)));

export const swap = (signs: readonly string[], a: string, b: string): string[] =>
  signs.map((s) => (s === a ? b : s === b ? a : s));
export const PAIRS: [string, string][] = FOUR.flatMap((a, i) =>
  FOUR.slice(i + 1).map((b) => [a, b] as [string, string]),
);
export const leftAfterSwap = (p: Params, [a, b]: [string, string]): number =>
  bodmas(p.numbers, swap(p.signs, a, b));

export function signSwapAnswer(p: Params): Expected {
  const working = PAIRS.filter((pair) => leftAfterSwap(p, pair) === p.rhs);
  if (working.length !== 1) throw new Error(`${working.length} swaps balance it`);
  return text(working[0]!.join(' and '));
}

/** Every order of the four signs. */
export const ORDERS: string[][] = (() => {
  const out: string[][] = [];
  const rest = (left: string[], done: string[]): void => {
    if (left.length === 0) out.push(done);
    left.forEach((s, i) => rest([...left.slice(0, i), ...left.slice(i + 1)], [...done, s]));
  };
  rest([...FOUR], []);
  return out;
})();

export function signFillAnswer(p: Params): Expected {
  const working = ORDERS.filter((o) => bodmas(p.numbers, o) === p.rhs);
  if (working.length !== 1) throw new Error(`${working.length} orders balance it`);
  return text(working[0]!.join(', '));
}
