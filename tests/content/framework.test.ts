import { describe, expect, it } from 'vitest';
import { generateBank } from '../../server/content/generators/build';
import {
  clockTime,
  decimal,
  duration,
  fraction,
  groupIndian,
  num,
  rupees,
  surd,
} from '../../server/content/generators/format';
import { defineTopic, toQuestion } from '../../server/content/generators/question';
import { createRng, hashSeed } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Problem } from '../../server/content/generators/types';
import { answerProblem, shapeProblems } from './support/checks';
import { matches, parseNumber } from './support/values';

describe('the seeded random stream', () => {
  it('repeats exactly for a seed and differs between seeds', () => {
    const draw = (seed: string) => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
    expect(hashSeed('percentage')).toBe(hashSeed('percentage'));
  });

  it('keeps int, step, pick and shuffle inside their ranges', () => {
    const rng = createRng(42);
    for (let i = 0; i < 2000; i += 1) {
      const n = rng.int(-3, 4);
      expect(n).toBeGreaterThanOrEqual(-3);
      expect(n).toBeLessThanOrEqual(4);
      expect(rng.step(10, 95, 5) % 5).toBe(0);
    }
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => rng.int(5, 4)).toThrow();
  });
});

describe('number formats', () => {
  it('write numbers the way the exams do', () => {
    expect(groupIndian(1250)).toBe('1,250');
    expect(groupIndian(125000)).toBe('1,25,000');
    expect(groupIndian(12345678)).toBe('1,23,45,678');
    expect(rupees(1250)).toBe('₹ 1,250');
    expect(num(12.5)).toBe('12.5');
    expect(num(50 / 3)).toBe('16⅔');
    expect(num(60 / 11)).toBe('5 5/11');
    expect(num(-4)).toBe('−4');
    expect(fraction(6 / 52)).toBe('3/26');
    expect(surd(20 * Math.sqrt(3))).toBe('20√3');
    expect(surd((35 * Math.sqrt(3)) / 3)).toBe('35√3/3');
    expect(clockTime(10.25)).toBe('10:15 a.m.');
    expect(clockTime(12)).toBe('12:00 p.m.');
  });

  it('never round: a number is shown as computed or refused (issue 12: 0.125 was shown as 0.13)', () => {
    expect(num(0.25)).toBe('0.25');
    expect(num(1.1 * 0.8)).toBe('0.88'); // floating-point dust is not a decimal place
    expect(() => num(2.675)).toThrow(RangeError);
    expect(() => num(0.125)).toThrow(RangeError);
    expect(() => num(0.068)).toThrow(RangeError);
    expect(() => rupees(1250.5)).not.toThrow();
    expect(() => rupees(1250.555)).toThrow(RangeError);
    expect(decimal(0.125)).toBe('0.125');
    expect(decimal(0.17 * 0.4)).toBe('0.068');
    expect(decimal(1.1 * 0.75 * 1.05)).toBe('0.86625');
    expect(decimal(-12345.5)).toBe('−12,345.5');
    expect(decimal(3)).toBe('3');
    expect(() => decimal(1 / 3)).toThrow(RangeError);
    expect(() => clockTime(10 + 49.09 / 60)).toThrow(RangeError);
    expect(() => duration(1.01)).toThrow(RangeError);
    expect(duration(2.25)).toBe('2 hours 15 minutes');
  });
});

const problem = (overrides: Partial<Problem> = {}): Problem & { params: { kind: string } } => ({
  question: 'What is 20% of 450?',
  answer: 90,
  distractors: [
    { mistake: 'finding 80%', value: 360 },
    { mistake: 'misplacing the decimal point', value: 900 },
    { mistake: 'taking 10%', value: 45 },
  ],
  steps: ['20% of 450 = 450 × 20/100 = 90.'],
  ...overrides,
  params: { kind: 'test' },
});

describe('turning a worked problem into a question', () => {
  it('uses the named mistakes as options, the answer once, and the steps as the explanation', () => {
    const q = toQuestion(1, problem());
    expect(q.options).toEqual(['45', '90', '360', '900']);
    expect(q.answer).toBe('90');
    expect(q.explanation).toBe('20% of 450 = 450 × 20/100 = 90. Trap: finding 80% gives 360.');
    expect(q.mistakes.map((m) => m.mistake)).toEqual([
      'finding 80%',
      'misplacing the decimal point',
      'taking 10%',
    ]);
  });

  it('drops a mistake that lands on the answer and fills the gap with a near miss', () => {
    const q = toQuestion(
      1,
      problem({
        distractors: [
          { mistake: 'a mistake that happens to be right', value: 90 },
          { mistake: 'finding 80%', value: 360 },
          { mistake: 'taking 10%', value: 45 },
        ],
      }),
    );
    expect(q.options.filter((o) => o === '90')).toHaveLength(1);
    expect(q.mistakes.some((m) => m.mistake === 'a mistake that happens to be right')).toBe(false);
    expect(q.mistakes).toHaveLength(3);
  });

  it('refuses an answer that is not a clean number', () => {
    expect(() => toQuestion(1, problem({ answer: 2 / 7 + 0.0001 }))).toThrow(/not a clean number/);
  });

  it('never shows a rounded wrong option', () => {
    const q = toQuestion(
      1,
      problem({
        distractors: [
          { mistake: 'a rounded slip', value: 90.123 },
          { mistake: 'finding 80%', value: 360 },
          { mistake: 'taking 10%', value: 45 },
          { mistake: 'doubling', value: 180 },
        ],
      }),
    );
    expect(q.options).not.toContain('90.12');
  });
});

describe('a bank', () => {
  const counting = defineTopic({
    only: {
      levels: [1],
      make: (rng) => {
        const n = rng.int(1, 3);
        return problem({
          question: `Question ${n}?`,
          answer: n * 10,
          distractors: [
            { mistake: 'a', value: n * 10 + 1 },
            { mistake: 'b', value: n * 10 + 2 },
            { mistake: 'c', value: n * 10 + 3 },
          ],
        });
      },
    },
  });

  it('stops at the distinct questions a generator can make', () => {
    const rng = createRng(1);
    const texts = new Set(Array.from({ length: 50 }, () => counting.generate(1, rng).question));
    expect(texts.size).toBe(3);
  });

  it('refuses a topic without a generator', () => {
    expect(() => generateBank('english', 'synonyms', 1)).toThrow(/no generator/);
  });
});

describe('the checks themselves catch defects', () => {
  const good = (): GeneratedQuestion => generateBank('aptitude', 'percentage', 1, 1)[0]!;

  it('accept a generated question', () => {
    expect(shapeProblems(good(), 1)).toEqual([]);
    expect(answerProblem('aptitude', 'percentage', good())).toBeUndefined();
  });

  it('reject a wrong answer, a second right option and a missing solver', () => {
    const q = good();
    const wrongAnswer = { ...q, answer: q.options.find((o) => o !== q.answer)! };
    expect(answerProblem('aptitude', 'percentage', wrongAnswer)).toMatch(/expected/);

    // a wrong option that means the same value as the answer ("90.0" next to "90")
    const firstWrong = q.options.findIndex((o) => o !== q.answer);
    const twoRight = {
      ...q,
      options: q.options.map((o, i) => (i === firstWrong ? `${parseNumber(q.answer)}.0` : o)),
    };
    expect(answerProblem('aptitude', 'percentage', twoRight)).toMatch(/expected/);

    expect(
      answerProblem('aptitude', 'percentage', { ...q, params: { ...q.params, kind: 'noSuchKind' } }),
    ).toMatch(/no independent solver/);
  });

  it('reject each kind of malformed question', () => {
    const q = good();
    expect(shapeProblems({ ...q, options: q.options.slice(0, 3) }, 1)).not.toEqual([]);
    expect(
      shapeProblems({ ...q, options: [q.options[0]!, q.options[0]!, q.options[1]!, q.options[2]!] }, 1),
    ).not.toEqual([]);
    expect(shapeProblems({ ...q, answer: 'none of these' }, 1)).not.toEqual([]);
    expect(shapeProblems({ ...q, explanation: ' ' }, 1)).not.toEqual([]);
    expect(shapeProblems({ ...q, question: 'What is NaN% of 40?' }, 1)).not.toEqual([]);
    expect(shapeProblems(q, 2)).not.toEqual([]);
  });

  it('read option texts back into values', () => {
    expect(parseNumber('₹ 1,25,000')).toBe(125000);
    expect(parseNumber('16⅔%')).toBeCloseTo(50 / 3);
    expect(parseNumber('5 5/11 minutes past 7')).toBeCloseTo(60 / 11);
    expect(parseNumber('17.5% decrease')).toBe(-17.5);
    expect(parseNumber('35√3/3 m')).toBeCloseTo((35 * Math.sqrt(3)) / 3);
    expect(parseNumber('−34/13')).toBeCloseTo(-34 / 13);
    expect(parseNumber('No profit, no loss')).toBe(0);
    expect(matches('3/6', { number: 0.5 })).toBe(true);
    expect(matches('2 : 4', { ratio: [1, 2] })).toBe(true);
    expect(matches('12:00 p.m.', { clock: 720 })).toBe(true);
  });
});
