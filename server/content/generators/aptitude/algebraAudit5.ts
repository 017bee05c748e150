/**
 * Algebra one identity beside the bank's (coverage audit 4, items 1 and 2): x + 1/x = k read as
 * x² − kx = −1 inside a quotient ("If x + 1/x = 8, what is 5/(x² − 8x + 3)?"); x³ ± 1/x³ found
 * backwards from x⁴ + 1/x⁴ (through x² + 1/x² and x ± 1/x); a product (5x + 8y)(25x² − 40xy + 64y²)
 * recognised as a sum (or difference) of cubes; and the square root of a perfect-square trinomial.
 * algebra.ts spreads them in after its other kinds, so the earlier kinds keep their draw order.
 */
import { fraction, num } from '../format';
import { gcd } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** "x", "5x", "8y" */
const mono = (c: number, v: string): string => `${c === 1 ? '' : c}${v}`;

export const ALGEBRA_AUDIT5_KINDS: Record<string, Kind> = {
  /**
   * x + 1/x = k, so x² − kx = −1 and m/(x² − kx + c) = m/(c − 1); at level 3 also x − 1/x = k
   * (x² − kx = 1). Levels 1 and 3, not 2: level 2's draws are full (another kind there leaves
   * `simultaneous` and `quadraticK` undrawn in the independent check's 50 draws).
   */
  relationQuotient: {
    levels: [1, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const minus = level === 3 && rng.chance(0.5);
        const k = rng.int(3, 15);
        const c = rng.int(minus ? 2 : 3, 9);
        const m = rng.int(2, 15);
        // x² − kx equals −1 (x + 1/x = k) or 1 (x − 1/x = k)
        const rel = minus ? 1 : -1;
        const key = m / (c + rel);
        if (m === c + rel) return undefined;
        const wrong: Distractor[] = [
          {
            mistake: `taking x² − ${k}x as ${num(-rel)} instead of ${num(rel)}`,
            hi: `x² − ${k}x को ${num(rel)} के स्थान पर ${num(-rel)} मान लेना`,
            value: m / (c - rel),
          },
          {
            mistake: `taking x² − ${k}x as 0`,
            hi: `x² − ${k}x को 0 मान लेना`,
            value: m / c,
          },
          {
            mistake: `taking x² − ${k}x as ${num(2 * rel)} (as in x² + 1/x² = k² ${minus ? '+' : '−'} 2)`,
            hi: `x² − ${k}x को ${num(2 * rel)} मान लेना (जैसे x² + 1/x² = k² ${minus ? '+' : '−'} 2 में)`,
            value: m / (c + 2 * rel),
          },
          {
            mistake: `multiplying ${m} by the denominator instead of dividing`,
            hi: `${m} को हर से भाग देने के स्थान पर गुणा करना`,
            value: m * (c + rel),
          },
          {
            mistake: 'turning the quotient upside down',
            hi: 'भिन्न को उलट देना',
            value: (c + rel) / m,
          },
        ].filter((d) => Number.isFinite(d.value) && d.value > 0);
        // "11/9", or "12/8 = 3/2" when the quotient reduces
        const quotient =
          fraction(key) === `${m}/${c + rel}` ? fraction(key) : `${m}/${c + rel} = ${fraction(key)}`;
        const given = `x ${minus ? '−' : '+'} 1/x = ${k}`;
        const expression = `${m}/(x² − ${k}x + ${c})`;
        const multiply = `x² ${minus ? '−' : '+'} 1 = ${k}x, so x² − ${k}x = ${num(rel)}`;
        const multiplyHi = `x² ${minus ? '−' : '+'} 1 = ${k}x, अतः x² − ${k}x = ${num(rel)}`;
        return {
          question: `If ${given}, what is the value of ${expression}?`,
          answer: key,
          format: fraction,
          wholeOptions: false,
          distractors: aroundKey(wrong, key, rng.int(0, 999)),
          steps: [
            `Multiply ${given} by x: ${multiply}.`,
            `Then x² − ${k}x + ${c} = ${num(rel)} + ${c} = ${c + rel}, and ${expression} = ${quotient}.`,
          ],
          hi: {
            question: `यदि ${given} है, तो ${expression} का मान क्या है?`,
            steps: [
              `${given} को x से गुणा करने पर: ${multiplyHi}।`,
              `तब x² − ${k}x + ${c} = ${num(rel)} + ${c} = ${c + rel}, और ${expression} = ${quotient}।`,
            ],
          },
          params: { minus, k, c, m },
        };
      });
    },
  },
  /**
   * x⁴ + 1/x⁴ given, x³ + 1/x³ asked (x > 0) or x³ − 1/x³ asked (x > 1): back to x² + 1/x² = √(F + 2),
   * then x ± 1/x = √(x² + 1/x² ± 2), then the cube identity.
   */
  fourthToCubes: {
    levels: [3],
    weight: 0.6,
    make(rng): Problem {
      return until((): Problem | undefined => {
        const minus = rng.chance(0.5);
        // t = x + 1/x (3 to 6) or x − 1/x (1 to 5)
        const t = minus ? rng.int(1, 5) : rng.int(3, 6);
        const s2 = minus ? t * t + 2 : t * t - 2;
        const f = s2 * s2 - 2;
        const key = minus ? t ** 3 + 3 * t : t ** 3 - 3 * t;
        const wrong: Distractor[] = minus
          ? [
              {
                mistake: 'subtracting 3(x − 1/x) instead of adding it',
                hi: '3(x − 1/x) जोड़ने के स्थान पर घटाना',
                value: t ** 3 - 3 * t,
              },
              { mistake: 'just cubing x − 1/x', hi: 'केवल x − 1/x का घन ले लेना', value: t ** 3 },
              { mistake: 'stopping at x − 1/x', hi: 'x − 1/x पर ही रुक जाना', value: t },
              { mistake: 'stopping at x² + 1/x²', hi: 'x² + 1/x² पर ही रुक जाना', value: s2 },
              {
                mistake: 'adding 3(x² + 1/x²) instead of 3(x − 1/x)',
                hi: '3(x − 1/x) के स्थान पर 3(x² + 1/x²) जोड़ना',
                value: t ** 3 + 3 * s2,
              },
              {
                mistake: 'adding 3(x − 1/x)² instead of 3(x − 1/x)',
                hi: '3(x − 1/x) के स्थान पर 3(x − 1/x)² जोड़ना',
                value: t ** 3 + 3 * t * t,
              },
            ]
          : [
              {
                mistake: 'adding 3(x + 1/x) instead of subtracting it',
                hi: '3(x + 1/x) घटाने के स्थान पर जोड़ना',
                value: t ** 3 + 3 * t,
              },
              { mistake: 'just cubing x + 1/x', hi: 'केवल x + 1/x का घन ले लेना', value: t ** 3 },
              { mistake: 'stopping at x + 1/x', hi: 'x + 1/x पर ही रुक जाना', value: t },
              { mistake: 'stopping at x² + 1/x²', hi: 'x² + 1/x² पर ही रुक जाना', value: s2 },
              {
                mistake: 'multiplying x + 1/x by x² + 1/x² without the −1',
                hi: 'x + 1/x को x² + 1/x² से गुणा करना पर −1 भूल जाना',
                value: t * s2,
              },
            ];
        const given = `x⁴ + 1/x⁴ = ${num(f)}`;
        const cond = minus ? 'x > 1' : 'x > 0';
        const ask = minus ? 'x³ − 1/x³' : 'x³ + 1/x³';
        const first = minus ? 'x − 1/x' : 'x + 1/x';
        return {
          question: `If ${given} and ${cond}, what is the value of ${ask}?`,
          answer: key,
          distractors: aroundKey(
            wrong.filter((d) => (d.value as number) > 0),
            key,
            rng.int(0, 999),
          ),
          steps: [
            `(x² + 1/x²)² = x⁴ + 1/x⁴ + 2 = ${num(f + 2)}, so x² + 1/x² = ${s2}.`,
            `(${first})² = x² + 1/x² ${minus ? '−' : '+'} 2 = ${t * t}, so ${first} = ${t} (${cond}).`,
            minus
              ? `${ask} = (x − 1/x)³ + 3(x − 1/x) = ${t ** 3} + ${3 * t} = ${num(key)}.`
              : `${ask} = (x + 1/x)³ − 3(x + 1/x) = ${t ** 3} − ${3 * t} = ${num(key)}.`,
          ],
          hi: {
            question: `यदि ${given} और ${cond} है, तो ${ask} का मान क्या है?`,
            steps: [
              `(x² + 1/x²)² = x⁴ + 1/x⁴ + 2 = ${num(f + 2)}, अतः x² + 1/x² = ${s2}।`,
              `(${first})² = x² + 1/x² ${minus ? '−' : '+'} 2 = ${t * t}, अतः ${first} = ${t} (${cond})।`,
              minus
                ? `${ask} = (x − 1/x)³ + 3(x − 1/x) = ${t ** 3} + ${3 * t} = ${num(key)}।`
                : `${ask} = (x + 1/x)³ − 3(x + 1/x) = ${t ** 3} − ${3 * t} = ${num(key)}।`,
            ],
          },
          params: { minus, f },
        };
      });
    },
  },
  /** (px + qy)(p²x² − pqxy + q²y²) = p³x³ + q³y³, and (px − qy)(p²x² + pqxy + q²y²) = p³x³ − q³y³. */
  cubeProduct: {
    levels: [1],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const p = rng.int(1, level === 1 ? 5 : 9);
        const q = rng.int(2, level === 1 ? 6 : 9);
        if (p === q || gcd(p, q) !== 1) return undefined;
        const minus = rng.chance(0.5);
        const [s, t] = minus ? ['−', '+'] : ['+', '−'];
        const product = `(${mono(p, 'x')} ${s} ${mono(q, 'y')})(${mono(p * p, 'x²')} ${t} ${mono(p * q, 'xy')} + ${mono(q * q, 'y²')})`;
        const cubes = (a: number, b: number, sign: string): string =>
          `${mono(a, 'x³')} ${sign} ${mono(b, 'y³')}`;
        const key = cubes(p ** 3, q ** 3, s);
        const wrong: Distractor[] = [
          {
            mistake: minus ? 'taking it as a sum of cubes' : 'taking it as a difference of cubes',
            hi: minus ? 'इसे घनों का योग मान लेना' : 'इसे घनों का अंतर मान लेना',
            value: cubes(p ** 3, q ** 3, t),
          },
          {
            mistake: 'cubing the letters but not the numbers',
            hi: 'अक्षरों का घन करना पर संख्याओं का नहीं',
            value: cubes(p, q, s),
          },
          {
            mistake: 'squaring the numbers instead of cubing them',
            hi: 'संख्याओं का घन करने के स्थान पर वर्ग करना',
            value: cubes(p * p, q * q, s),
          },
          {
            mistake: 'multiplying the numbers by 3 instead of cubing them',
            hi: 'संख्याओं का घन करने के स्थान पर उन्हें 3 से गुणा करना',
            value: cubes(3 * p, 3 * q, s),
          },
        ].filter((d, i, all) => d.value !== key && all.findIndex((e) => e.value === d.value) === i);
        const a = mono(p, 'x');
        const b = mono(q, 'y');
        const identity = minus ? '(a − b)(a² + ab + b²) = a³ − b³' : '(a + b)(a² − ab + b²) = a³ + b³';
        return {
          question: `${product} is equal to:`,
          answer: key,
          distractors: wrong,
          steps: [
            `With a = ${a} and b = ${b}: a² = ${mono(p * p, 'x²')}, ab = ${mono(p * q, 'xy')}, b² = ${mono(q * q, 'y²')}, so this is ${identity}.`,
            `(${a})³ ${s} (${b})³ = ${key}.`,
          ],
          hi: {
            question: `${product} किसके बराबर है?`,
            steps: [
              `a = ${a} और b = ${b} लेने पर: a² = ${mono(p * p, 'x²')}, ab = ${mono(p * q, 'xy')}, b² = ${mono(q * q, 'y²')}, अतः यह ${identity} है।`,
              `(${a})³ ${s} (${b})³ = ${key}।`,
            ],
          },
          params: { p, q, minus, choices: [key, ...wrong.map((d) => d.value as string)] },
        };
      });
    },
  },
  /** √(p²x² ∓ 2pqxy + q²y²) = px ∓ qy. */
  trinomialRoot: {
    levels: [1],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const p = rng.int(1, level === 1 ? 6 : 9);
        const q = rng.int(2, level === 1 ? 7 : 11);
        if (p === q || gcd(p, q) !== 1) return undefined;
        const minus = rng.chance(0.6);
        const s = minus ? '−' : '+';
        const trinomial = `${mono(p * p, 'x²')} ${s} ${mono(2 * p * q, 'xy')} + ${mono(q * q, 'y²')}`;
        const root = (a: number, b: number, sign: string): string =>
          `${mono(a, 'x')} ${sign} ${mono(b, 'y')}`;
        const key = root(p, q, s);
        const wrong: Distractor[] = [
          {
            mistake: `giving the middle term the sign ${minus ? '+' : '−'}`,
            hi: `बीच वाले पद को ${minus ? '+' : '−'} चिह्न दे देना`,
            value: root(p, q, minus ? '+' : '−'),
          },
          {
            mistake: 'taking the root of the letters but not of the numbers',
            hi: 'अक्षरों का वर्गमूल लेना पर संख्याओं का नहीं',
            value: root(p * p, q * q, s),
          },
          {
            mistake: 'taking half the middle coefficient as the second term',
            hi: 'बीच वाले गुणांक के आधे को दूसरा पद मान लेना',
            value: root(p, p * q, s),
          },
          {
            mistake: 'dividing the middle coefficient by the first root without halving',
            hi: 'बीच वाले गुणांक को आधा किए बिना पहले वर्गमूल से भाग देना',
            value: root(p, 2 * q, s),
          },
        ].filter((d, i, all) => d.value !== key && all.findIndex((e) => e.value === d.value) === i);
        if (wrong.length < 3) return undefined;
        return {
          question: `What is the square root of ${trinomial}?`,
          answer: key,
          distractors: wrong,
          steps: [
            `${mono(p * p, 'x²')} = (${mono(p, 'x')})², ${mono(q * q, 'y²')} = (${mono(q, 'y')})² and ${mono(2 * p * q, 'xy')} = 2 × ${mono(p, 'x')} × ${mono(q, 'y')}, so ${trinomial} = (${key})².`,
            `Its square root is ${key}.`,
          ],
          hi: {
            question: `${trinomial} का वर्गमूल क्या है?`,
            steps: [
              `${mono(p * p, 'x²')} = (${mono(p, 'x')})², ${mono(q * q, 'y²')} = (${mono(q, 'y')})² और ${mono(2 * p * q, 'xy')} = 2 × ${mono(p, 'x')} × ${mono(q, 'y')}, अतः ${trinomial} = (${key})²।`,
              `इसका वर्गमूल ${key} है।`,
            ],
          },
          params: {
            a: p * p,
            b: minus ? -2 * p * q : 2 * p * q,
            c: q * q,
            choices: [key, ...wrong.map((d) => d.value as string)],
          },
        };
      });
    },
  },
};
