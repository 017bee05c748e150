/**
 * The cost price of a articles equal to the selling price of b, and a profit or loss on the selling
 * price (profitArticles.ts, issue 19, quantc), drawn kind by kind: each key re-solved by its
 * independent solver with exactly one option meaning it, every named mistake's option recomputed by
 * its trap check, the Hindi twin carrying the same numbers, and each question read from its text.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator } from '../../server/content/generators/build';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { answerProblem } from './support/checks';
import { meets, trapValue } from './support/trap-checks';
import { drawsOfKind } from './support/draws';
import { parseNumber } from './support/values';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 200;
const UNNAMED = ['an arithmetic slip in the last step', 'an option no named mistake gives'];
const TOPIC = 'profit_and_loss';

function draws(kind: string): GeneratedQuestion[] {
  return drawsOfKind('aptitude', TOPIC, kind, findGenerator('aptitude', TOPIC)!.kinds[kind]!.levels, {
    prefix: 'article-forms',
    count: DRAWS,
  });
}

const numbersIn = (text: string): number[] =>
  [...text.matchAll(/\d[\d,.]*/g)].map((m) => Number(m[0].replace(/,/g, '').replace(/\.$/, '')));

describe.each(['articlesCost', 'onSellingPrice'])('aptitude/profit_and_loss %s', (kind) => {
  const questions = draws(kind);

  it('keys what the independent solver finds, and no other option means it', () => {
    const failures = questions.map((q) => answerProblem('aptitude', TOPIC, q)).filter(Boolean);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('gives in every named mistake the option making that mistake gives', () => {
    const failures = questions.flatMap((q) =>
      q.mistakes
        .filter((m) => !UNNAMED.includes(m.mistake))
        .flatMap(({ mistake, option }) => {
          const expected = trapValue('aptitude', TOPIC, q.params, mistake);
          if (expected === undefined) return [`no check reads "${mistake}"`];
          return meets(option, expected) ? [] : [`"${q.question}": ${mistake} is not "${option}"`];
        }),
    );
    expect([...new Set(failures)].slice(0, 3)).toEqual([]);
  });

  it('has four distinct options, only named mistakes, and a Hindi twin with the same numbers', () => {
    const wrong = questions.filter(
      (q) =>
        new Set(q.options).size !== 4 ||
        q.mistakes.some((m) => UNNAMED.includes(m.mistake)) ||
        !q.hi ||
        !/[\u0900-\u097F]/.test(q.hi.question) ||
        numbersIn(q.hi.question).join() !== numbersIn(q.question).join(),
    );
    expect(wrong.map((q) => q.question).slice(0, 3)).toEqual([]);
  });
});

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
