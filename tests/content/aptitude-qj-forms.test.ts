/**
 * The arithmetic stories of coverage audit 4 (items 2, 6 and 7) built in interestAudit5.ts,
 * ratioAudit5.ts, hcfLcmAudit5.ts, workAudit5.ts and speedAudit5.ts, drawn kind by kind: each key
 * re-solved by its independent solver (support/qj-form-solvers.ts) with exactly one option meaning it,
 * every named mistake's option recomputed by its trap check, the Hindi twin carrying the same numbers
 * (support/check-kinds.ts); each question read again as a candidate reads it, from the printed numbers;
 * and questions of the papers' own numbers solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { QJ_FORM_SOLVERS } from './support/qj-form-solvers';
import { parseNumber, parseRatio } from './support/values';

const DRAWS = { prefix: 'qj-forms', draws: process.env.CONTENT_FULL ? 1000 : 150 };

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);

/** The numbers printed in a question, in order ("₹ 1,250" is 1250, "66⅔%" is not used here). */
const printed = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '').replace(/,$/, '')));

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
    ['simple_compound_interest', 'siOtherSum'],
    ['simple_compound_interest', 'siYearsGap'],
    ['simple_compound_interest', 'siInstalment'],
    ['ratio_proportion_partnership', 'ratioAfterIncrease'],
    ['hcf_and_lcm', 'decimalLcm'],
    ['time_and_work', 'partByEfficiency'],
    ['time_and_work', 'ratioTimes'],
    ['time_and_work', 'extraMen'],
    ['speed_and_distance', 'currentFromDrift'],
  ],
  DRAWS,
);

describe('each question read as a candidate reads it', () => {
  it('another sum at the same rate: its interest over the first sum’s is in proportion to sum × time', () => {
    expect(
      misread('simple_compound_interest', 'siOtherSum', (_q, n, key) => {
        const [p1, t, a1, p2, t2 = t] = n as [number, number, number, number, number?];
        const rate = (a1 - p1) / (p1 * t);
        return close(parseNumber(key)!, p2 * (1 + rate * t2!));
      }),
    ).toEqual([]);
  });

  it('the gap between two times’ interest: the key earns exactly that gap', () => {
    expect(
      misread('simple_compound_interest', 'siYearsGap', (q, _n, key) => {
        const rate = Number(/(\d+(?:\.\d+)?)%/.exec(q.question)![1]);
        const [a, b] = [...q.question.matchAll(/(\d+) years/g)].map((m) => Number(m[1]));
        const gap = Number(/₹ ([\d,]+)/.exec(q.question)![1]!.replace(/,/g, ''));
        return close((parseNumber(key)! * rate * Math.abs(a! - b!)) / 100, gap);
      }),
    ).toEqual([]);
  });

  it('the instalment: paid each year and earning interest till the end, it clears what is owed then', () => {
    expect(
      misread('simple_compound_interest', 'siInstalment', (q, n, key) => {
        const x = parseNumber(key)!;
        const owed = q.question.startsWith('What');
        const [money, r, years] = owed ? [n[1]!, n[2]!, n[0]!] : [n[0]!, n[1]!, n[2]!];
        const [amount, rate, y] = owed ? [n[0]!, n[2]!, n[1]!] : [money * (1 + (r * years) / 100), r, years];
        let paid = 0;
        for (let k = 1; k <= y; k += 1) paid += x * (1 + (rate * (y - k)) / 100);
        return close(paid, amount);
      }),
    ).toEqual([]);
  });

  it('the new ratio: each printed term grown by its printed per cent', () => {
    expect(
      misread('ratio_proportion_partnership', 'ratioAfterIncrease', (q, _n, key) => {
        const parts = /ratio ([\d :]+)\./.exec(q.question)![1]!.split(':').map(Number);
        const rises = [...q.question.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
        const got = parseRatio(key)!;
        return parts.every((p, i) =>
          close(got[i]! / got[0]!, (p * (100 + rises[i]!)) / (parts[0]! * (100 + rises[0]!))),
        );
      }),
    ).toEqual([]);
  });

  it('the decimals’ LCM is a multiple of each, their HCF divides each, both in whole hundredths', () => {
    expect(
      misread('hcf_and_lcm', 'decimalLcm', (q, n, key) => {
        const k = Math.round(parseNumber(key)! * 100);
        const hs = n.map((v) => Math.round(v * 100));
        return /LCM/.test(q.question)
          ? hs.every((h) => k % h === 0) && !hs.every((h) => (k / 2) % h === 0 && (k / 3) % h === 0)
          : hs.every((h) => h % k === 0);
      }),
    ).toEqual([]);
  });

  it("k% of the work at the asked worker's share of the pair's daily work", () => {
    expect(
      misread('time_and_work', 'partByEfficiency', (q, n, key) => {
        const together = n[0]!;
        const k = n[n.length - 1]!;
        const ratioMatch = /ratio (\d+) : (\d+)/.exec(q.question);
        const [a, b] = ratioMatch
          ? [Number(ratioMatch[1]), Number(ratioMatch[2])]
          : [/twice/.test(q.question) ? 2 : n[1]!, 1];
        const who = /can (A|B) alone/.exec(q.question)![1];
        const share = (who === 'A' ? a : b) / (a + b);
        return close(parseNumber(key)!, (k / 100) * (together / share));
      }),
    ).toEqual([]);
  });

  it('three times in the printed ratio: the three daily rates add up to the printed time together', () => {
    expect(
      misread('time_and_work', 'ratioTimes', (q, n, key) => {
        const [r1, r2, r3, together] = n as [number, number, number, number];
        const who = 'ABC'.indexOf(/can ([ABC]) alone/.exec(q.question)![1]!);
        const x = parseNumber(key)! / [r1, r2, r3][who]!;
        return close(1 / (r1 * x) + 1 / (r2 * x) + 1 / (r3 * x), 1 / together);
      }),
    ).toEqual([]);
  });

  it('extra men: with them the rest is done in the days left at the rate the first days showed', () => {
    expect(
      misread('time_and_work', 'extraMen', (q, _n, key) => {
        const m =
          /in (\d+) days and employs (\d+) men\. After (\d+) days, he finds that only (\d+)(?:\/(\d+)|%)/.exec(
            q.question,
          )!;
        const [total, men, spent] = [Number(m[1]), Number(m[2]), Number(m[3])];
        const done = m[5] ? Number(m[4]) / Number(m[5]) : Number(m[4]) / 100;
        const perManDay = done / (men * spent);
        return close((men + parseNumber(key)!) * perManDay * (total - spent), 1 - done);
      }),
    ).toEqual([]);
  });

  it('the current: over both stretches it carries the swimmer the printed distance', () => {
    expect(
      misread('speed_and_distance', 'currentFromDrift', (q, n, key) => {
        const [t, , d] = n as [number, number, number];
        const perMin = /km\/h\?$/.test(q.question) ? (parseNumber(key)! * 1000) / 60 : parseNumber(key)!;
        return close(perMin * 2 * t, d);
      }),
    ).toEqual([]);
  });
});

describe("questions of the papers' own numbers", () => {
  const solve = (topic: string, kind: string, p: Record<string, unknown>): unknown =>
    QJ_FORM_SOLVERS[topic]![kind]!(p as never);

  it('solves them as the papers key them', () => {
    // ₹ 1,200 amounts to ₹ 1,560 in 5 years; ₹ 2,000 in the same time: 2,600
    expect(
      solve('simple_compound_interest', 'siOtherSum', { p1: 1200, a1: 1560, t: 5, p2: 2000, t2: 5 }),
    ).toEqual({
      number: expect.closeTo(2600, 6),
    });
    // SI for 5 years exceeds SI for 3 years at 7% by ₹ 4,200: the sum is ₹ 30,000
    expect(solve('simple_compound_interest', 'siYearsGap', { r: 7, long: 5, short: 3, d: 4200 })).toEqual({
      number: expect.closeTo(30000, 4),
    });
    // ₹ 848 due in 4 years at 4% simple interest: the annual instalment is ₹ 200
    expect(solve('simple_compound_interest', 'siInstalment', { r: 4, n: 4, due: 848 })).toEqual({
      number: expect.closeTo(200, 4),
    });
    // 8 : 5 : 9 after 10%, 5% and 5%: 176 : 105 : 189
    expect(
      solve('ratio_proportion_partnership', 'ratioAfterIncrease', { parts: [8, 5, 9], rises: [10, 5, 5] }),
    ).toEqual({ ratio: [8.8, 5.25, 9.45] });
    // the LCM of 0.48, 0.72 and 1.08 is 4.32
    expect(solve('hcf_and_lcm', 'decimalLcm', { values: [0.48, 0.72, 1.08], ask: 'LCM' })).toEqual({
      number: 4.32,
    });
    // A and B together in 12 days, efficiencies 2 : 1: A alone does 60% in 10.8 days
    expect(solve('time_and_work', 'partByEfficiency', { a: 2, b: 1, together: 12, k: 60, ask: 'A' })).toEqual(
      {
        number: expect.closeTo(10.8, 6),
      },
    );
    // times in the ratio 1 : 2 : 3, together 6 days: A alone 11 days
    expect(solve('time_and_work', 'ratioTimes', { terms: [1, 2, 3], together: 6, ask: 'A' })).toEqual({
      number: expect.closeTo(11, 4),
    });
    // 100 men, 50 days; after 25 days only 2/5 done: 50 more men
    expect(solve('time_and_work', 'extraMen', { men: 100, total: 50, spent: 25, fn: 2, fd: 5 })).toEqual({
      number: expect.closeTo(50, 6),
    });
    // 6 minutes against the current and 6 with it, 120 m from the start: 10 m/min = 0.6 km/h
    expect(solve('speed_and_distance', 'currentFromDrift', { t: 6, d: 120, unit: 'km/h' })).toEqual({
      number: expect.closeTo(0.6, 6),
    });
  });
});
