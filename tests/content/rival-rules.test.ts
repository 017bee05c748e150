import { describe, expect, it } from 'vitest';
import { loadQuestionBanks } from '../../server/content/bank';
import type { BankQuestion } from '../../server/content/load';
import {
  letterGroupRivals,
  numberRivals,
  seriesPredictions,
} from '../../server/content/generators/reasoning/rivalRules';

// Issue 12, item 4: a classification or series question where another simple rule points at another
// option has two defensible answers (and a calendar question whose wrong option is right too). The checks (rivalRules.ts) are tested on known cases here, then
// run over the served bank: its data files as well as the generators' output.

const numberOf = (s: string): number | undefined =>
  /^-?[\d,]+(\.\d+)?$/.test(s.trim()) ? Number(s.trim().replace(/,/g, '')) : undefined;

/** What another simple rule makes of a classification question, if anything. */
function classificationRival(q: BankQuestion): string | undefined {
  // the odd-one-out forms: "Which one is different …? a, b, c, d" and "Select the odd number-pair."
  if (!/^Which one is different from the other three\? |Select the odd number-pair\./.test(q.question))
    return undefined;
  const options = q.options;
  const numbers = options.map(numberOf);
  if (numbers.every((n) => n !== undefined)) {
    const rivals = numberRivals(numbers as number[], numberOf(q.answer)!);
    return rivals.size > 0 ? `${[...rivals].map(([o, r]) => `${o}: ${r.join(', ')}`).join('; ')}` : undefined;
  }
  if (options.every((o) => /^\d+ : \d+$/.test(o))) {
    for (const k of [0, 1]) {
      const side = (o: string): number => Number(o.split(' : ')[k]);
      const rivals = [...numberRivals(options.map(side), side(q.answer)).keys()].filter(
        (v) => options.filter((o) => side(o) === v).length === 1,
      );
      if (rivals.length > 0) return `side ${k + 1}: ${rivals.join(', ')}`;
    }
    return undefined;
  }
  const letters = letterGroupRivals(options, q.answer);
  return letters.length > 0 ? `letter groups: ${letters.join(', ')}` : undefined;
}

/** What another simple rule makes of a numeric series question, if anything. */
function seriesRival(q: BankQuestion): string | undefined {
  const wrong = /^Find the wrong (?:number|term) in the series:? (.+)$/.exec(q.question);
  const blank =
    /^(?:What comes next in the series\?|Which (?:number|term) replaces the question mark in the series\?) (.+)$/.exec(
      q.question,
    );
  const items = (wrong ?? blank)?.[1]!.split(/,\s+/).map((t) => t.trim().replace(/\.$/, ''));
  if (!items || items.some((t) => t !== '?' && numberOf(t) === undefined)) return undefined;
  if (blank) {
    const place = items.indexOf('?');
    const known = items.flatMap((t, i) => (t === '?' ? [] : [[i, numberOf(t)!] as const]));
    const key = numberOf(q.answer)!;
    const rivals = seriesPredictions(known, place).filter(
      (p) => Math.abs(p.value - key) > 1e-9 && q.options.some((o) => numberOf(o) === p.value),
    );
    return rivals.length > 0 ? rivals.map((r) => `${r.rule} gives ${r.value}`).join('; ') : undefined;
  }
  const values = items.map((t) => numberOf(t)!);
  const rivals = q.options
    .filter((o) => o !== q.answer)
    .map((o) => values.indexOf(numberOf(o)!))
    .filter(
      (j) =>
        j >= 0 &&
        seriesPredictions(
          values.flatMap((v, i) => (i === j ? [] : [[i, v] as const])),
          j,
        ).length > 0,
    );
  return rivals.length > 0
    ? `taking out ${rivals.map((j) => values[j]).join(', ')} leaves a simple series`
    : undefined;
}

describe('rival rules', () => {
  it('find a palindrome, rising digits or a shared digit sum that singles out another option', () => {
    // digit sums 12, 12, 12 and 13 (the key 931): but 363 is the only palindrome and 156 the only
    // number with rising digits
    const rivals = numberRivals([363, 156, 552, 931], 931);
    expect([...rivals.keys()].sort((a, b) => a - b)).toEqual([156, 363]);
    expect(rivals.get(363)).toContain('the only one a palindrome');
    expect(rivals.get(156)).toContain('the only one written with rising digits');
    // three primes and a composite: nothing else singles out a prime
    expect(numberRivals([13, 29, 47, 91], 91).size).toBe(0);
    expect(letterGroupRivals(['BCD', 'KLM', 'ABD', 'PQR'], 'ABD')).toEqual([]);
    expect(letterGroupRivals(['BCD', 'KLM', 'PQS', 'NOP'], 'PQS')).toEqual(['NOP']);
  });

  it('find another simple series rule that fits every shown term', () => {
    const terms = (values: number[]) => values.map((v, i) => [i, v] as const);
    // 3, 7, 15, 31: × 2 + 1, and the differences double: both give 63
    expect(seriesPredictions(terms([3, 7, 15, 31]), 4).map((p) => p.value)).toEqual([63, 63]);
    // 1, 2, 4, 7, 11: the differences grow by one (16); nothing else fits five terms
    expect(seriesPredictions(terms([1, 2, 4, 7, 11]), 5)).toEqual([
      { rule: 'differences growing by the same step', value: 16 },
    ]);
    // 1, 1, 2, 3, 5: the sum of the two before
    expect(seriesPredictions(terms([1, 1, 2, 3, 5]), 5)).toContainEqual({
      rule: 'the sum of the two terms before',
      value: 8,
    });
    // two terms fix an arithmetic series but do not confirm it
    expect(seriesPredictions(terms([4, 9]), 2)).toEqual([]);
  });

  describe('in the served bank', async () => {
    const banks = await loadQuestionBanks();
    const of = (topic: string) => banks.find((b) => b.category === 'reasoning' && b.topic === topic)!;

    it('classification: no other simple rule singles out another option', () => {
      const found = of('classification')
        .questions.map((q) => [q, classificationRival(q)] as const)
        .filter(([, r]) => r !== undefined)
        .map(([q, r]) => `L${q.level} ${q.question} → ${r}`);
      expect(found).toEqual([]);
    });

    it('clock and calendar: no wrong option of a repeated-calendar question has that calendar too', () => {
      // The calendar of a year: the weekday of 1 January and whether it has 29 February (the Date
      // object's own calendar, not the generator's).
      const calendar = (year: number) => {
        const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
        const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
        return `${jan1}/${leap}`;
      };
      const repeats = of('clock_calender').questions.filter((q) =>
        /calendar will be exactly the same as that of \d{4}\?$/.test(q.question),
      );
      // enough served questions of the form for the check to mean something (9 since the leap-year
      // kind joined the topic's draws)
      expect(repeats.length).toBeGreaterThanOrEqual(8);
      const found = repeats.flatMap((q) => {
        const year = Number(/(\d{4})\?$/.exec(q.question)![1]);
        return q.options
          .filter((o) => o !== q.answer && calendar(Number(o)) === calendar(year))
          .map((o) => `${q.question} [${q.answer}] → ${o} has the same calendar`);
      });
      expect(found).toEqual([]);
    });

    it('series: no other simple rule fitting the shown terms gives another option', () => {
      const questions = of('series').questions;
      const numeric = questions.filter((q) => seriesRival(q) !== undefined || /\d, \d/.test(q.question));
      expect(numeric.length).toBeGreaterThan(150);
      const found = questions
        .map((q) => [q, seriesRival(q)] as const)
        .filter(([, r]) => r !== undefined)
        .map(([q, r]) => `L${q.level} ${q.question} [${q.answer}] → ${r}`);
      expect(found).toEqual([]);
    });
  });
});
