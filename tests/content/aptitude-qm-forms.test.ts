/**
 * The motion, work and number relations of coverage audit 5 (items 1–6) built in speedAudit6.ts,
 * workAudit6.ts and numberAudit6.ts, drawn kind by kind: each key re-solved by its independent solver
 * (support/qm-form-solvers.ts) with exactly one option meaning it, every named mistake's option
 * recomputed by its trap check, the Hindi twin carrying the same numbers (support/check-kinds.ts);
 * each question read again as a candidate reads it, from the printed numbers; and questions of the
 * papers' own numbers solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { QM_FORM_SOLVERS } from './support/qm-form-solvers';
import { parseNumber } from './support/values';

const DRAWS = { prefix: 'qm-forms', draws: process.env.CONTENT_FULL ? 1000 : 150 };

const draws = (topic: string, kind: string): GeneratedQuestion[] => kindDraws('aptitude', topic, kind, DRAWS);

/** The numbers printed in a question, in order ("1,250" is 1250). */
const printed = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*(\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '').replace(/,$/, '')));

const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));

/** Questions of a kind whose key does not satisfy `holds` read from the printed numbers. */
function misread(
  topic: string,
  kind: string,
  holds: (q: GeneratedQuestion, n: number[], key: number) => boolean,
) {
  return draws(topic, kind)
    .filter((q) => !holds(q, printed(q.question), parseNumber(q.answer)!))
    .map((q) => `${q.question} → ${q.answer}`)
    .slice(0, 3);
}

checkKinds(
  'aptitude',
  [
    ['speed_and_distance', 'chaseTime'],
    ['speed_and_distance', 'legFromAverage'],
    ['speed_and_distance', 'trainTwoPlatforms'],
    ['time_and_work', 'helpedEveryThirdDay'],
    ['time_and_work', 'oneAsTwoTogether'],
    ['hcf_and_lcm', 'numbersFromOtherFactors'],
    ['hcf_and_lcm', 'nearestMultiple'],
    ['hcf_and_lcm', 'remainderLcm'],
    ['time_and_work', 'efficientAlone'],
    ['hcf_and_lcm', 'remainderByFactor'],
    ['hcf_and_lcm', 'reciprocalSum'],
    ['speed_and_distance', 'stillFromTimeRatio'],
    ['time_and_work', 'outletOwnTime'],
  ],
  DRAWS,
);

describe('each question read as a candidate reads it', () => {
  it('the chase: at the key the policeman has run as far as the thief', () => {
    expect(
      misread('speed_and_distance', 'chaseTime', (q, n, key) => {
        if (/spots/.test(q.question)) {
          const [d, thief, police] = n as [number, number, number];
          return close((police * key) / 60, d / 1000 + (thief * key) / 60);
        }
        const [thief, late, police] = n as [number, number, number];
        const run = /thief started/.test(q.question) ? key - late : key; // the policeman's minutes
        return close((police * run) / 60, (thief * (run + late)) / 60);
      }),
    ).toEqual([]);
  });

  it('the return speed: the round trip over its time is the printed average', () => {
    expect(
      misread('speed_and_distance', 'legFromAverage', (_q, n, key) => {
        const [a, avg] = n.slice(-2) as [number, number];
        return close(2 / (1 / a + 1 / key), avg);
      }),
    ).toEqual([]);
  });

  it('the train: train + platform over the time is the same speed for both platforms', () => {
    expect(
      misread('speed_and_distance', 'trainTwoPlatforms', (q, n, key) => {
        const [p1, t1, p2, t2] = n as [number, number, number, number];
        if (/length/.test(q.question)) return close((key + p1) / t1, (key + p2) / t2) && key > 0;
        const v = key / 3.6;
        return close(v * t2 - p2, v * t1 - p1) && v * t1 - p1 > 0;
      }),
    ).toEqual([]);
  });

  it('the helped worker: the key days do the whole work and one day fewer does not', () => {
    expect(
      misread('time_and_work', 'helpedEveryThirdDay', (q, n, key) => {
        const [a, b, c] = n as [number, number, number];
        const every = /every third day/.test(q.question) ? 3 : 2;
        const workIn = (days: number): number => days / a + Math.floor(days / every) * (1 / b + 1 / c);
        return workIn(key) > 1 - 1e-9 && workIn(key - 1) < 1 - 1e-9;
      }),
    ).toEqual([]);
  });

  it('A as B and C together: the rates read from the printed times add up as printed', () => {
    expect(
      misread('time_and_work', 'oneAsTwoTogether', (q, n, key) => {
        if (/A and B together/.test(q.question)) {
          const [x, y] = n as [number, number];
          const rateA = 1 / key + 1 / y; // A as fast as B and C together
          return close(rateA + 1 / key, 1 / x);
        }
        if (/A alone can do it in/.test(q.question)) {
          const [x, y] = n as [number, number];
          return close(1 / y + 1 / key, 1 / x);
        }
        const m = /same time/.test(q.question) ? 1 : /twice/.test(q.question) ? 2 : 3;
        const t = n[0]!;
        const [aTime, bcTime] = /A alone/.test(q.question) ? [key, key / m] : [key * m, key];
        return close(1 / aTime + 1 / bcTime, 1 / t);
      }),
    ).toEqual([]);
  });

  it('the two numbers: HCF times each other factor, their HCF and LCM as printed', () => {
    const g = (a: number, b: number): number => (b ? g(b, a % b) : a);
    expect(
      misread('hcf_and_lcm', 'numbersFromOtherFactors', (q, n, key) => {
        const [h, p, r] = n as [number, number, number];
        const [x, y] = [h * p, h * r];
        const ok = g(x, y) === h && (x * y) / h === h * p * r;
        const want = /larger/.test(q.question)
          ? Math.max(x, y)
          : /smaller/.test(q.question)
            ? Math.min(x, y)
            : x + y;
        return ok && key === want;
      }),
    ).toEqual([]);
  });

  it('the multiple: divisible, and no multiple lies between it and the printed bound', () => {
    expect(
      misread('hcf_and_lcm', 'nearestMultiple', (q, n, key) => {
        const d = n[n.length - 1]!;
        if (key % d !== 0) return false;
        if (/greater than/.test(q.question)) return key > n[0]! && key - d <= n[0]!;
        if (/nearest/.test(q.question)) return Math.abs(key - n[0]!) * 2 < d;
        const digits = n[0]!;
        return (
          String(key).length === digits &&
          String(/greatest/.test(q.question) ? key + d : key - d).length !== digits
        );
      }),
    ).toEqual([]);
  });

  it('the remainders: the key leaves each printed remainder, and the next or last candidate has the wrong length', () => {
    expect(
      misread('hcf_and_lcm', 'remainderLcm', (q, n, key) => {
        if (/respectively/.test(q.question)) {
          const half = n.length / 2;
          const [divs, rems] = [n.slice(0, half), n.slice(half)];
          return (
            divs.every((v, i) => key % v === rems[i]) &&
            ![...Array(key - 1).keys()].some((m) => m > 0 && divs.every((v, i) => m % v === rems[i]))
          );
        }
        const [digits, ...rest] = n;
        const r = rest.pop()!;
        const l = rest.reduce((acc, v) => {
          let m = acc;
          while (m % v) m += acc;
          return m;
        }, 1);
        const far = /greatest/.test(q.question) ? key + l : key - l;
        return (
          rest.every((v) => key % v === r) && String(key).length === digits && String(far).length !== digits
        );
      }),
    ).toEqual([]);
  });

  it('the more efficient worker: the two rates, in the printed ratio, add up to the printed time together', () => {
    expect(
      misread('time_and_work', 'efficientAlone', (q, n, key) => {
        const [p, t] = n as [number, number];
        const askA = /can A alone/.test(q.question);
        const rateA = askA ? 1 / key : (1 + p / 100) / key;
        return close(rateA + rateA / (1 + p / 100), 1 / t);
      }),
    ).toEqual([]);
  });

  it('the remainder by a factor: numbers leaving the printed remainder leave the key', () => {
    expect(
      misread('hcf_and_lcm', 'remainderByFactor', (_q, n, key) => {
        const [d, r, f] = n as [number, number, number];
        return d % f === 0 && [0, 7, 13].every((k) => (d * k + r) % f === key);
      }),
    ).toEqual([]);
  });

  it('the reciprocals: the key times HCF × LCM is the printed sum', () => {
    expect(
      misread('hcf_and_lcm', 'reciprocalSum', (_q, n, key) => {
        const [s, h, l] = n as [number, number, number];
        return close(key * h * l, s) && l % h === 0;
      }),
    ).toEqual([]);
  });

  it('the boat: with the key, the upstream time over the downstream time is the printed ratio', () => {
    expect(
      misread('speed_and_distance', 'stillFromTimeRatio', (q, n, key) => {
        const ratio = /twice/.test(q.question) ? 2 : /three times/.test(q.question) ? 3 : n[0]! / n[1]!;
        const given = n[n.length - 1]!;
        const [u, v] = /still water\?$/.test(q.question) ? [key, given] : [given, key];
        return close((u + v) / (u - v), ratio);
      }),
    ).toEqual([]);
  });

  it('the outlet: A and B less C fill the tank at the printed time', () => {
    expect(
      misread('time_and_work', 'outletOwnTime', (_q, n, key) => {
        const [a, b, t] = n as [number, number, number];
        return close(1 / a + 1 / b - 1 / key, 1 / t);
      }),
    ).toEqual([]);
  });
});

describe("questions of the papers' own numbers", () => {
  const solve = (topic: string, kind: string, p: Record<string, unknown>): unknown =>
    QM_FORM_SOLVERS[topic]![kind]!(p as never);

  it('solves them as the papers key them', () => {
    // thief 10 km/h, policeman 12 km/h starting 6 minutes later: caught 30 minutes after he starts
    expect(
      solve('speed_and_distance', 'chaseTime', {
        thief: 10,
        police: 12,
        late: 6,
        ahead: 0,
        fromThief: false,
      }),
    ).toEqual({ number: expect.closeTo(30, 6) });
    // 100 m ahead, 8 and 10 km/h: 3 minutes
    expect(
      solve('speed_and_distance', 'chaseTime', {
        thief: 8,
        police: 10,
        late: 0,
        ahead: 100,
        fromThief: false,
      }),
    ).toEqual({ number: expect.closeTo(3, 6) });
    // to the office at 20 km/h, average 8 km/h: walked back at 5 km/h
    expect(solve('speed_and_distance', 'legFromAverage', { a: 20, avg: 8 })).toEqual({
      number: expect.closeTo(5, 6),
    });
    // 200 m platform in 15 s, 300 m platform in 20 s: the train is 100 m
    expect(
      solve('speed_and_distance', 'trainTwoPlatforms', { p1: 200, t1: 15, p2: 300, t2: 20, ask: 'length' }),
    ).toEqual({ number: expect.closeTo(100, 6) });
    // A 20 days, B 30, C 60, helped every third day: 15 days
    expect(solve('time_and_work', 'helpedEveryThirdDay', { a: 20, b: 30, c: 60, every: 3 })).toEqual({
      number: 15,
    });
    // A as B and C together; A and B in 10 days, C in 50: B alone 25 days
    expect(solve('time_and_work', 'oneAsTwoTogether', { form: 'classic', x: 10, y: 50, ask: 'B' })).toEqual({
      number: expect.closeTo(25, 6),
    });
    // HCF 23, other factors 13 and 14: the larger number is 322
    expect(solve('hcf_and_lcm', 'numbersFromOtherFactors', { h: 23, p: 13, q: 14, ask: 'larger' })).toEqual({
      number: 322,
    });
    // the greatest 4-digit number divisible by 88 is 9944
    expect(solve('hcf_and_lcm', 'nearestMultiple', { form: 'greatest', digits: 4, d: 88 })).toEqual({
      number: 9944,
    });
    // A 50% more efficient than B, together 18 days: A alone 30 days
    expect(solve('time_and_work', 'efficientAlone', { p: 50, t: 18, ask: 'A' })).toEqual({
      number: expect.closeTo(30, 6),
    });
    // remainder 19 by 119: by 17 it is 2
    expect(solve('hcf_and_lcm', 'remainderByFactor', { d: 119, r: 19, f: 17 })).toEqual({ number: 2 });
    // sum 45, HCF 5, LCM 100 (the numbers 20 and 25): 1/a + 1/b = 9/100
    expect(solve('hcf_and_lcm', 'reciprocalSum', { s: 45, h: 5, l: 100 })).toEqual({
      number: expect.closeTo(9 / 100, 9),
    });
    // upstream twice as long as downstream, stream 3 km/h: the boat 9 km/h
    expect(solve('speed_and_distance', 'stillFromTimeRatio', { p: 2, q: 1, given: 3, ask: 'still' })).toEqual(
      {
        number: expect.closeTo(9, 6),
      },
    );
    // A 12 h, B 15 h, all three with C 20 h: C empties the tank in 10 h
    expect(solve('time_and_work', 'outletOwnTime', { a: 12, b: 15, t: 20 })).toEqual({
      number: expect.closeTo(10, 6),
    });
    // remainders 5, 8, 11 by 6, 9, 12: 35
    expect(
      solve('hcf_and_lcm', 'remainderLcm', { form: 'short', values: [6, 9, 12], rems: [5, 8, 11] }),
    ).toEqual({
      number: 35,
    });
  });
});
