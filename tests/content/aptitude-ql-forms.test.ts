/**
 * The commerce and ratio stories of coverage audit 5 (items 1–8) built in interestAudit6.ts,
 * profitAudit6.ts, ratioAudit6.ts and mixtureAudit6.ts, drawn kind by kind: each key re-solved by its
 * independent solver (support/ql-form-solvers.ts) with exactly one option meaning it, every named
 * mistake's option recomputed by its trap check, the Hindi twin carrying the same numbers
 * (support/check-kinds.ts); each question read again as a candidate reads it, from the printed numbers;
 * and questions of the papers' own numbers solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { QL_FORM_SOLVERS } from './support/ql-form-solvers';
import { type Expected, matches, parseNumber, parseRatio } from './support/values';

const DRAWS = { prefix: 'ql-forms', draws: process.env.CONTENT_FULL ? 1000 : 150 };

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);

/** The numbers printed in a question, in order ("₹ 1,250" is 1250). */
const printed = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));

const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));

/** Questions of a kind whose key does not satisfy `holds` read from the printed numbers. */
function misread(
  topic: string,
  kind: string,
  holds: (q: GeneratedQuestion, n: number[], key: string) => boolean,
) {
  return draws(topic, kind)
    .filter((q) => !holds(q, printed(q.question), q.answer))
    .map((q) => `${q.question} → ${q.answer}`)
    .slice(0, 3);
}

checkKinds(
  'aptitude',
  [
    ['simple_compound_interest', 'ciInstalment'],
    ['profit_and_loss', 'gainAtSecondPrice'],
    ['profit_and_loss', 'billFromDiscountGap'],
    ['ratio_proportion_partnership', 'fractionShares'],
    ['ratio_proportion_partnership', 'equalAfterChange'],
    ['ratio_proportion_partnership', 'componendoRatio'],
    ['ratio_proportion_partnership', 'proportionProperty'],
    ['ratio_proportion_partnership', 'partnerJoined'],
    ['mixture_alligation', 'replaceWithMixture'],
    ['average', 'misreadCount'],
    ['average', 'misreadValue'],
  ],
  DRAWS,
);
// too few whole-number slips in some draws: near misses a per cent or two away fill its options
checkKinds('aptitude', [['simple_compound_interest', 'siInstalmentRate']], {
  ...DRAWS,
  unnamedAllowed: true,
});

const WORDS: Record<string, number> = { two: 2, three: 3 };

describe('each question read as a candidate reads it', () => {
  it('the compound-interest instalment: paid each year, it leaves nothing owed at the end', () => {
    expect(
      misread('simple_compound_interest', 'ciInstalment', (q, n, key) => {
        const [sum, rate] = n as [number, number];
        const years = WORDS[/(two|three) (?:equal|years)/.exec(q.question)![1]!]!;
        let owed = sum;
        for (let y = 0; y < years; y += 1) owed = owed * (1 + rate / 100) - parseNumber(key)!;
        return Math.abs(owed) < 1e-6;
      }),
    ).toEqual([]);
  });

  it('the rate of simple-interest instalments: at it the instalments and their interest clear the sum', () => {
    expect(
      misread('simple_compound_interest', 'siInstalmentRate', (q, n, key) => {
        const [sum, count, each] = n as [number, number, number];
        const per = /monthly/.test(q.question) ? 12 : 1;
        const r = parseNumber(key)!;
        let paid = 0;
        for (let k = 1; k <= count; k += 1) paid += each * (1 + (r * (count - k)) / (100 * per));
        return close(paid, sum * (1 + (r * count) / (100 * per)));
      }),
    ).toEqual([]);
  });

  it('the gain at the second price: on the cost the first price and its gain or loss give', () => {
    expect(
      misread('profit_and_loss', 'gainAtSecondPrice', (q, n, key) => {
        const nums = n;
        const first = /by selling/i.test(q.question) ? [nums[0]!, nums[1]!] : [nums[1]!, nums[0]!];
        const [s1, pctFirst] = first as [number, number];
        const s2 = nums[2]!;
        const cost = /loses/.test(q.question) ? s1 / (1 - pctFirst / 100) : s1 / (1 + pctFirst / 100);
        return close(parseNumber(key)!, ((s2 - cost) / cost) * 100);
      }),
    ).toEqual([]);
  });

  it('the bill: the single discount and the two successive ones differ on it by the printed rupees', () => {
    expect(
      misread('profit_and_loss', 'billFromDiscountGap', (q, _n, key) => {
        const [a, b, c] = [...q.question.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
        const gap = Number(/₹ ([\d,]+)/.exec(q.question)![1]!.replace(/,/g, ''));
        const bill = parseNumber(key)!;
        const afterTwo = bill * (1 - b! / 100) * (1 - c! / 100);
        return close(Math.abs(bill * (1 - a! / 100) - afterTwo), gap);
      }),
    ).toEqual([]);
  });

  it('the share: in proportion to the printed fractions', () => {
    expect(
      misread('ratio_proportion_partnership', 'fractionShares', (q, n, key) => {
        const whole = n[0]!;
        const fr = [...q.question.matchAll(/(\d+)\/(\d+)/g)].map((m) => Number(m[1]) / Number(m[2]));
        const names = /among (\w), (\w) and (\w)/.exec(q.question)!.slice(1);
        const who = /What is (\w)'s share/.exec(q.question);
        const i = who ? names.indexOf(who[1]!) : fr.indexOf(Math.max(...fr));
        return close(parseNumber(key)!, (whole * fr[i]!) / fr.reduce((s, f) => s + f, 0));
      }),
    ).toEqual([]);
  });

  it('two numbers: one less its per cent equals the other plus its per cent', () => {
    expect(
      misread('ratio_proportion_partnership', 'equalAfterChange', (q, _n, key) => {
        const [p, r] = [...q.question.matchAll(/(\d+)%/g)].map((m) => Number(m[1])) as [number, number];
        const total = /sum of two numbers is ([\d,]+)/.exec(q.question);
        if (!total) {
          const [x, y] = parseRatio(key)!;
          return close(x! * (1 - p / 100), y! * (1 + r / 100));
        }
        const s = Number(total[1]!.replace(/,/g, ''));
        const k = parseNumber(key)!;
        const [big, small] = /smaller number\?$/.test(q.question) ? [s - k, k] : [k, s - k];
        return big > small && close(big * (1 - p / 100), small * (1 + r / 100));
      }),
    ).toEqual([]);
  });

  it('x : y puts the two printed brackets in the printed ratio', () => {
    expect(
      misread('ratio_proportion_partnership', 'componendoRatio', (q, _n, key) => {
        const m = /\((\d*)x \+ (\d*)y\) : \(\d*x − \d*y\) = (\d+) : (\d+)/.exec(q.question)!;
        const [a, b] = [Number(m[1] || 1), Number(m[2] || 1)];
        const [x, y] = parseRatio(key)!;
        return close((a * x! + b * y!) * Number(m[4]), (a * x! - b * y!) * Number(m[3]));
      }),
    ).toEqual([]);
  });

  it('the vessel: each liquid drawn off in its share and poured in in the new ratio', () => {
    expect(
      misread('mixture_alligation', 'replaceWithMixture', (_q, n, key) => {
        const [v, a, b, k, , c, d] = n as number[];
        const first = ((v! - k!) * a!) / (a! + b!) + (k! * c!) / (c! + d!);
        const second = ((v! - k!) * b!) / (a! + b!) + (k! * d!) / (c! + d!);
        const [x, y] = parseRatio(key)!;
        return close(x! / y!, first / second);
      }),
    ).toEqual([]);
  });
});

describe("questions of the papers' own numbers", () => {
  const solve = (topic: string, kind: string, p: Record<string, unknown>): unknown =>
    QL_FORM_SOLVERS[topic]![kind]!(p as never);

  it('solves them as the papers key them', () => {
    // ₹ 2,100 at 10% compound interest repaid in two equal yearly instalments: ₹ 1,210 each
    expect(solve('simple_compound_interest', 'ciInstalment', { p: 2100, r: 10, n: 2 })).toEqual({
      number: expect.closeTo(1210, 4),
    });
    // ₹ 820 at 5%: two instalments of ₹ 441
    expect(solve('simple_compound_interest', 'ciInstalment', { p: 820, r: 5, n: 2 })).toEqual({
      number: expect.closeTo(441, 4),
    });
    // ₹ 4,000 repaid in 5 annual instalments of ₹ 1,000 at simple interest: 10%
    expect(solve('simple_compound_interest', 'siInstalmentRate', { p: 4000, x: 1000, n: 5, per: 1 })).toEqual(
      {
        number: expect.closeTo(10, 4),
      },
    );
    // sold at ₹ 1,140 with a 5% loss; at ₹ 1,260 the gain is 5%
    expect(solve('profit_and_loss', 'gainAtSecondPrice', { s1: 1140, first: -5, s2: 1260 })).toEqual({
      number: expect.closeTo(5, 6),
    });
    // 35% against 20% and 20% differ by ₹ 22: the bill is ₹ 2,200
    expect(solve('profit_and_loss', 'billFromDiscountGap', { a: 35, b: 20, c: 20, d: 22 })).toEqual({
      number: expect.closeTo(2200, 4),
    });
    // ₹ 782 in the ratio 1/2 : 2/3 : 3/4: the first share is ₹ 204
    expect(
      solve('ratio_proportion_partnership', 'fractionShares', {
        fractions: [
          [1, 2],
          [2, 3],
          [3, 4],
        ],
        whole: 782,
        ask: 0,
        largest: false,
      }),
    ).toEqual({ number: expect.closeTo(204, 6) });
    // 15% less of one equals 15% more of the other: 23 : 17
    expect(
      matches(
        '23 : 17',
        solve('ratio_proportion_partnership', 'equalAfterChange', { p: 15, q: 15, ask: 'ratio' }) as Expected,
      ),
    ).toBe(true);
    // their sum 1,200, the larger less 20% equal to the smaller plus 20%: the smaller is 480
    expect(
      solve('ratio_proportion_partnership', 'equalAfterChange', {
        p: 20,
        q: 20,
        total: 1200,
        ask: 'smaller',
      }),
    ).toEqual({ number: expect.closeTo(480, 6) });
    // (3x + 2y) : (3x − 2y) = 5 : 3: x : y = 8 : 3 (x = 8/3 when y = 1)
    expect(solve('ratio_proportion_partnership', 'componendoRatio', { a: 3, b: 2, m: 5, n: 3 })).toEqual({
      ratio: [expect.closeTo(8 / 3, 6), 1],
    });
    // 60 L of milk and water 2 : 1, 12 L replaced by milk and water 1 : 1: 38 : 22 = 19 : 11
    expect(
      solve('mixture_alligation', 'replaceWithMixture', { v: 60, a: 2, b: 1, k: 12, c: 1, d: 1 }),
    ).toEqual({ ratio: [expect.closeTo(38, 6), expect.closeTo(22, 6)] });
  });
});
