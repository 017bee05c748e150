/**
 * Brief qs's SSC syllabus forms (issue 19), drawn kind by kind: each key re-solved by its independent
 * solver (support/qs-form-solvers.ts) with exactly one option meaning it, every named mistake's option
 * recomputed by its trap check, a Hindi twin with the same numbers (support/check-kinds.ts); and each
 * question read as a candidate reads it, from the printed text alone.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { parseNumber } from './support/values';

const DRAWS = { prefix: 'qs-forms', draws: process.env.CONTENT_FULL ? 1000 : 200 };

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);
const wrongOnes = (qs: GeneratedQuestion[], bad: (q: GeneratedQuestion) => boolean): string[] =>
  qs
    .filter(bad)
    .map((q) => `${q.question} → ${q.answer}`)
    .slice(0, 3);
/** The whole numbers of a list as printed ("1,250" read as 1250). */
const listed = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));

checkKinds(
  'aptitude',
  [
    ['hcf_and_lcm', 'factorialPower'],
    ['hcf_and_lcm', 'factorSum'],
    ['simplification', 'surdExtreme'],
    ['statistics_probability', 'dispersion'],
    ['mensuration', 'solidChange'],
    ['profit_and_loss', 'restAtGain'],
    ['mensuration', 'combinedSolid'],
  ],
  DRAWS,
);

describe('the largest power dividing n!', () => {
  it('keys the n with baseⁿ dividing the printed factorial and base^(n+1) not', () => {
    const bad = (q: GeneratedQuestion): boolean => {
      const [, m, b] = /(\d+)! is exactly divisible by (\d+)ⁿ/.exec(q.question)!;
      let f = 1n;
      for (let k = 2n; k <= BigInt(m!); k += 1n) f *= k;
      const base = BigInt(b!);
      const key = BigInt(parseNumber(q.answer)!);
      return f % base ** key !== 0n || f % base ** (key + 1n) === 0n;
    };
    expect(wrongOnes(draws('hcf_and_lcm', 'factorialPower'), bad)).toEqual([]);
  });
});

describe('the sum of the factors', () => {
  it('keys the sum of every (or every even) divisor of the printed number', () => {
    const bad = (q: GeneratedQuestion): boolean => {
      const [n] = listed(q.question) as [number];
      const even = q.question.includes('even');
      let s = 0;
      for (let d = 1; d <= n; d += 1) if (n % d === 0 && (!even || d % 2 === 0)) s += d;
      return parseNumber(q.answer) !== s;
    };
    expect(wrongOnes(draws('hcf_and_lcm', 'factorSum'), bad)).toEqual([]);
  });
});

describe('the largest or smallest of four surds', () => {
  it('keys the surd whose value is the extreme one asked', () => {
    const ROOT: Record<string, number> = { '√': 2, '∛': 3, '⁴√': 4, '⁶√': 6 };
    const value = (s: string): number => {
      const [, sign, a] = /^(⁴√|⁶√|√|∛)(\d+)$/.exec(s)!;
      return Number(a) ** (1 / ROOT[sign!]!);
    };
    const bad = (q: GeneratedQuestion): boolean => {
      const surds = [...q.question.matchAll(/(⁴√|⁶√|√|∛)\d+/g)].map((m) => m[0]);
      const vs = surds.map(value);
      const want = q.question.includes('largest') ? Math.max(...vs) : Math.min(...vs);
      return surds.length !== 4 || value(q.answer) !== want;
    };
    expect(wrongOnes(draws('simplification', 'surdExtreme'), bad)).toEqual([]);
  });
});

describe('the range or mean deviation of a listed set', () => {
  it('keys the range, or the mean of the distances from the mean, of the printed numbers', () => {
    const bad = (q: GeneratedQuestion): boolean => {
      const xs = listed(q.question.replace(/^.* of (the data )?/, ''));
      const m = xs.reduce((s, x) => s + x, 0) / xs.length;
      const want = q.question.includes('range')
        ? Math.max(...xs) - Math.min(...xs)
        : xs.reduce((s, x) => s + Math.abs(x - m), 0) / xs.length;
      return Math.abs(parseNumber(q.answer)! - want) > 1e-9;
    };
    expect(wrongOnes(draws('statistics_probability', 'dispersion'), bad)).toEqual([]);
  });
});

describe("a solid's volume or area when its lengths change", () => {
  it('keys the percentage change of the measure computed before and after', () => {
    const bad = (q: GeneratedQuestion): boolean => {
      const [r] = listed(q.question) as [number];
      const s = 1 + (q.question.includes('increased') ? r : -r) / 100;
      const a = 3;
      const before = q.question.includes('cube')
        ? q.question.includes('volume')
          ? a ** 3
          : 6 * a * a
        : q.question.includes('sphere')
          ? q.question.includes('volume')
            ? (4 / 3) * Math.PI * a ** 3
            : 4 * Math.PI * a * a
          : Math.PI * a * a * (2 * a);
      const after = q.question.includes('cube')
        ? q.question.includes('volume')
          ? (a * s) ** 3
          : 6 * (a * s) ** 2
        : q.question.includes('sphere')
          ? q.question.includes('volume')
            ? (4 / 3) * Math.PI * (a * s) ** 3
            : 4 * Math.PI * (a * s) ** 2
          : Math.PI * (a * s) ** 2 * (2 * a * s);
      return Math.abs(parseNumber(q.answer)! - (Math.abs(after - before) / before) * 100) > 1e-6;
    };
    expect(wrongOnes(draws('mensuration', 'solidChange'), bad)).toEqual([]);
  });
});

describe('a part sold at a loss, the rest at what gain', () => {
  it('keys the rate (or price a kg) at which the whole deal gains the per cent asked', () => {
    const bad = (q: GeneratedQuestion): boolean => {
      const [, whole, c, part, loss, gain] =
        /buys (\d+) kg of \w+ at ₹ (\d+) per kg\. He sells (\d+) kg of it at a loss of (\d+)%\..* gain (\d+)% on the whole/
          .exec(q.question)!
          .map(Number) as number[];
      const key = parseNumber(q.answer)!;
      // the rest's price a kg, from the key either way
      const price = q.question.includes('price per kg') ? key : (c! * (100 + key)) / 100;
      const received = part! * c! * (1 - loss! / 100) + (whole! - part!) * price;
      return Math.abs(received - whole! * c! * (1 + gain! / 100)) > 1e-6;
    };
    expect(wrongOnes(draws('profit_and_loss', 'restAtGain'), bad)).toEqual([]);
  });
});

describe('a solid made of two or three', () => {
  it('keys the sum of the parts read from the printed radius and lengths', () => {
    const pi = 22 / 7;
    const bad = (q: GeneratedQuestion): boolean => {
      const [a, b, c] = [...q.question.matchAll(/(\d+(\.\d+)?) cm/g)].map((m) => Number(m[1])) as number[];
      const want = q.question.includes('toy')
        ? (2 / 3) * pi * a! ** 3 + (pi * a! * a! * (b! - a!)) / 3
        : q.question.includes('capsule')
          ? pi * a! * a! * (b! - 2 * a!) + (4 / 3) * pi * a! ** 3
          : pi * a! * a! * b! + (pi * a! * a! * c!) / 3;
      return Math.abs(parseNumber(q.answer)! - want) > 1e-6;
    };
    expect(wrongOnes(draws('mensuration', 'combinedSolid'), bad)).toEqual([]);
  });
});
