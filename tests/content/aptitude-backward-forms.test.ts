/**
 * Quantitative aptitude forms of issue 19's second round, checked as a candidate reads them (their
 * keys are re-solved in independent.test.ts, their trap notes in trap-notes.test.ts): exactly one of
 * the four printed numbers is divisible by both divisors; a count of common multiples is the count of
 * the printed range, bounds excluded, and never a number a bound makes doubtful; a race's A is faster
 * than B; a profit-or-loss key says profit when selling one article brings more than it cost.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { drawsOfKind } from './support/draws';
import { parseNumber } from './support/values';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 200;

function draws(topic: string, kind: string, levels: Level[]): GeneratedQuestion[] {
  return drawsOfKind('aptitude', topic, kind, levels, { prefix: 'backward-forms', count: DRAWS });
}

/** The whole numbers in a question's text ("between 200 and 1,100" → 200, 1100). */
const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));

describe('which number is divisible by both', () => {
  const questions = draws('hcf_and_lcm', 'divisibleByBoth', [2, 3]);

  it('prints four options of which exactly one, the key, passes both tests', () => {
    const wrong = questions.filter((q) => {
      const [a, b] = numbersIn(q.question);
      const both = q.options.filter((o) => {
        const x = parseNumber(o)!;
        return x % a! === 0 && x % b! === 0;
      });
      return both.length !== 1 || both[0] !== q.answer;
    });
    expect(wrong.map((q) => `${q.question} ${q.options.join(' | ')}`).slice(0, 3)).toEqual([]);
  });

  it('keeps the options close, so the key is found by testing, not by its size', () => {
    const spread = questions.filter((q) => {
      const xs = q.options.map((o) => parseNumber(o)!);
      return Math.max(...xs) - Math.min(...xs) > 0.2 * Math.min(...xs);
    });
    expect(spread.map((q) => q.options.join(' | ')).slice(0, 3)).toEqual([]);
  });
});

describe('how many numbers in a range are divisible by both', () => {
  const questions = draws('hcf_and_lcm', 'countMultiples', [2, 3]);

  it('keys the count of numbers strictly between the bounds, and no bound is a common multiple', () => {
    const wrong = questions.filter((q) => {
      const [low, high, a, b] = numbersIn(q.question) as [number, number, number, number];
      const common = (x: number) => x % a === 0 && x % b === 0;
      let count = 0;
      for (let x = low + 1; x < high; x += 1) if (common(x)) count += 1;
      return common(low) || common(high) || parseNumber(q.answer) !== count;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('races', () => {
  it('ask for a time shorter than B’s or a speed greater than B’s', () => {
    const wrong = draws('speed_and_distance', 'raceBeats', [2, 3]).filter((q) => {
      const [race, lead, t] = numbersIn(q.question) as [number, number, number];
      const speedB = lead / t;
      const key = parseNumber(q.answer)!;
      return q.params.ask === 'speed' ? !(key > speedB) : !(key < race / speedB);
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});

describe('bought n for ₹ a, sold m for ₹ b', () => {
  it('says profit exactly when one article sells for more than it cost', () => {
    const wrong = draws('profit_and_loss', 'boughtSold', [2, 3]).filter((q) => {
      const [n, a, m, b] = numbersIn(q.question) as [number, number, number, number];
      return /profit/.test(q.answer) !== b / m > a / n;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});
