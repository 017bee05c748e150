/**
 * Trap-note checks of the mathematical-operations kinds of number_puzzle (issue 19, item 5), read from
 * the mistakes' words (trap-checks.ts) and worked with the test's own parser (sign-solvers.ts).
 */
import { bodmas, leftAfterSwap, leftToRight, meant, ORDERS, PAIRS } from './sign-solvers';
import { num, text } from './values';
import { type Checks, misnamed, stated } from './trap-expected';

const INVERSE: Record<string, string> = { '+': '−', '−': '+', '×': '÷', '÷': '×' };

export const NUMBER_PUZZLE_SIGNS: Record<string, Checks> = {
  signMeanings: [
    [/^working the sum from left to right, without BODMAS$/, (p) => num(leftToRight(p.numbers, meant(p)))],
    [/^doing \+ and − before × and ÷$/, (p) => num(bodmas(p.numbers, meant(p), true))],
    [/^working the signs as printed$/, (p) => num(bodmas(p.numbers, p.marks))],
    [
      /^reading the key the wrong way round$/,
      (p) =>
        num(
          bodmas(
            p.numbers,
            (p.marks as string[]).map((m) => Object.keys(p.key).find((k) => p.key[k] === m)!),
          ),
        ),
    ],
    [
      /^mixing up the meanings of (\w) and (\w)$/,
      (p, m) => {
        const [a, b] = [m[1]!, m[2]!];
        if (!(a in p.key) || !(b in p.key)) return misnamed('a letter of no meaning');
        const key = { ...p.key, [a]: p.key[b], [b]: p.key[a] };
        return num(
          bodmas(
            p.numbers,
            (p.marks as string[]).map((x) => key[x]),
          ),
        );
      },
    ],
    [
      /^doing the last step the wrong way$/,
      (p) => {
        const signs = meant(p);
        signs[signs.length - 1] = INVERSE[signs[signs.length - 1]!]!;
        return num(bodmas(p.numbers, signs));
      },
    ],
  ],
  signSwap: [
    [
      /^a swap that leaves the sides unequal \(the left side is then (.+)\)$/,
      (p, m) => ({
        oneOf: PAIRS.filter((pair) => leftAfterSwap(p, pair) === stated(m[1]) && stated(m[1]) !== p.rhs).map(
          (pair) => text(pair.join(' and ')),
        ),
      }),
    ],
  ],
  signFill: [
    [
      /^signs that leave the sides unequal \(the left side is then (.+)\)$/,
      (p, m) => ({
        oneOf: ORDERS.filter((o) => bodmas(p.numbers, o) === stated(m[1]) && stated(m[1]) !== p.rhs).map(
          (o) => text(o.join(', ')),
        ),
      }),
    ],
  ],
};
