/**
 * Trap-note checks of the mathematical-operations kinds of number_puzzle (issue 19, item 5), read from
 * the mistakes' words (trap-checks.ts) and worked with the test's own parser (sign-solvers.ts).
 */
import { bodmas, leftAfterSwap, leftToRight, meant, ORDERS, PAIRS, swap } from './sign-solvers';
import { fitsEquation, readingsFitting, trueAfterSwap, verdict } from './sign-key-solvers';
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
  symbolKey: [
    [
      /^reading (.+) \(which fits the (first|second) equation only\)$/,
      (p, m) => {
        const symbols = p.symbols as string[];
        const parts = m[1]!.split(' and ').map((x) => x.split(' as '));
        if (parts.some(([sym], i) => sym !== symbols[i])) return misnamed(m[1]!);
        const reading = parts.map(([, sign]) => sign!);
        const [first, second] = p.equations as [
          { numbers: number[]; rhs: number },
          { numbers: number[]; rhs: number },
        ];
        const [fits, fails] = m[2] === 'first' ? [first, second] : [second, first];
        return fitsEquation(reading, fits) && !fitsEquation(reading, fails)
          ? num(bodmas(p.asked, reading))
          : misnamed(`a reading that fits the ${m[2]} equation only`);
      },
    ],
    [
      /^working the last sum from left to right, without BODMAS$/,
      (p) => num(leftToRight(p.asked, readingsFitting(p)[0]!)),
    ],
    [/^doing \+ and − before × and ÷$/, (p) => num(bodmas(p.asked, readingsFitting(p)[0]!, true))],
  ],
  swapCheck: [
    [
      /^judging the equations with the signs as printed$/,
      (p) => {
        const [one, two] = p.equations as { numbers: number[]; signs: string[]; rhs: number }[];
        return text(
          verdict(
            bodmas(one!.numbers, one!.signs) === one!.rhs,
            bodmas(two!.numbers, two!.signs) === two!.rhs,
          ),
        );
      },
    ],
    [
      /^working the equations from left to right, without BODMAS$/,
      (p) => {
        const ltr = (e: { numbers: number[]; signs: string[]; rhs: number }): boolean =>
          leftToRight(e.numbers, swap(e.signs, p.pair[0], p.pair[1])) === e.rhs;
        return text(verdict(ltr(p.equations[0]), ltr(p.equations[1])));
      },
    ],
    [
      /^misjudging (equation I|equation II|both equations)$/,
      (p, m) => {
        const [one, two] = [trueAfterSwap(p, p.equations[0]), trueAfterSwap(p, p.equations[1])];
        const flip = {
          'equation I': [true, false],
          'equation II': [false, true],
          'both equations': [true, true],
        }[m[1]!]!;
        return text(verdict(one !== flip[0], two !== flip[1]));
      },
    ],
  ],
};
