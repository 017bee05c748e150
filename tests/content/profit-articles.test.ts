/**
 * The cost price of a articles equal to the selling price of b, and a profit or loss on the selling
 * price (profitArticles.ts, issue 19, quantc), drawn kind by kind: each key re-solved by its
 * independent solver with exactly one option meaning it, every named mistake's option recomputed by
 * its trap check, the Hindi twin carrying the same numbers, and each question read from its text.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { parseNumber } from './support/values';

const DRAWS = { prefix: 'article-forms', draws: process.env.CONTENT_FULL ? 1000 : 200 };
const TOPIC = 'profit_and_loss';

const draws = (kind: string): GeneratedQuestion[] => kindDraws('aptitude', TOPIC, kind, DRAWS);

checkKinds(
  'aptitude',
  [
    [TOPIC, 'articlesCost'],
    [TOPIC, 'onSellingPrice'],
  ],
  DRAWS,
);

describe('read from the printed question alone', () => {
  it('keys the gain or loss on what the articles cost, from the two printed counts', () => {
    const wrong = draws('articlesCost').filter((q) => {
      const a = Number(/cost price of (\d+)/.exec(q.question)![1]);
      const b = Number(/selling price of (\d+)/.exec(q.question)![1]);
      // b articles sell for what a cost: per article, sale a/b of the cost
      const change = ((a / b - 1) * 100) as number;
      const asksGain = /gain per cent/.test(q.question);
      return asksGain !== change > 0 || Math.abs(parseNumber(q.answer)! - Math.abs(change)) > 1e-6;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });

  it('keys the per cent on the other price from the printed share of the given price', () => {
    const wrong = draws('onSellingPrice').filter((q) => {
      const [, rate, given, asked] =
        /of ([\d.½⅓⅔¼¾]+)% on the (cost|selling) price\. What is the \w+ per cent on the (cost|selling)/.exec(
          q.question,
        )!;
      const p = parseNumber(rate!)!;
      const sign = /makes a profit/.test(q.question) ? 1 : -1;
      // the given price is 100 and the other 100 ± p: + on the cost for a profit, − on the selling price
      const other = given === 'cost' ? 100 + sign * p : 100 - sign * p;
      return given === asked || Math.abs(parseNumber(q.answer)! - (100 * p) / other) > 1e-6;
    });
    expect(wrong.map((q) => `${q.question} → ${q.answer}`).slice(0, 3)).toEqual([]);
  });
});
