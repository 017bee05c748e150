import { describe, expect, it } from 'vitest';
import { servedOptionOrder } from '../../server/quiz/draw';
import { newUser, accountsApp } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { bankRows, fetchQuiz, optionsOf } from './support/quiz';

// SSC and RRB papers print "No error", "No improvement" and their kind as the last option, and
// candidates look for them there: the per-attempt shuffle (server/quiz/draw.ts) moves the other
// options and leaves such an option where the bank stores it (last).

describe('servedOptionOrder', () => {
  it('keeps a printed-last option at its own index and shuffles the others among the rest', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const order = servedOptionOrder(['is', 'are', 'were', 'No error']);
      expect(order[3]).toBe(3);
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      seen.add(order.join(''));
    }
    expect(seen.size, 'all six orders of the other three options').toBe(6);
  });

  it('moves every option when none is printed last, and keeps each printed-last option in place', () => {
    const orders = new Set(
      Array.from({ length: 300 }, () => servedOptionOrder(['a', 'b', 'c', 'd']).join('')),
    );
    expect(orders.size).toBe(24);
    for (let i = 0; i < 50; i += 1) {
      const order = servedOptionOrder(['No improvement', 'x', 'None of these', 'y']);
      expect([order[0], order[2]]).toEqual([0, 2]);
    }
  });
});

forEachDatabase((database) => {
  it.each([
    ['spotting_errors', 'No error'],
    ['sentence_improvement', 'No improvement'],
  ])('english/%s: "%s" is option D in every draw, the other options vary', async (topic, last) => {
    const { app } = accountsApp(database().db);
    const who = await newUser(app);
    const draws = [];
    for (let i = 0; i < 4; i += 1) draws.push(await fetchQuiz(app, who, `/api/english/${topic}/level2`));
    const quiz = draws.flat();
    const bank = await bankRows(
      database().db,
      quiz.map((q) => q.id),
    );
    const withLast = quiz.filter((q) => bank.get(q.id)!.options.includes(last));
    expect(withLast.length, `questions with "${last}"`).toBeGreaterThan(50);
    for (const q of withLast) expect(q.optionD, q.question).toBe(last);
    const firstOptions = new Map<number, Set<string>>();
    for (const q of withLast) firstOptions.set(q.id, (firstOptions.get(q.id) ?? new Set()).add(q.optionA));
    expect(
      [...firstOptions.values()].filter((firsts) => firsts.size > 1).length,
      'questions seen with another option A',
    ).toBeGreaterThan(5);
    expect(withLast.every((q) => optionsOf(q).filter((o) => o === last).length === 1)).toBe(true);
  });
});
