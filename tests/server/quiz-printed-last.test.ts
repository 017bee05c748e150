import { describe, expect, it } from 'vitest';
import { servedOptionOrder } from '../../server/quiz/draw';
import { newUser, accountsApp } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { bankRows, fetchQuiz, optionsOf } from './support/quiz';

// SSC and RRB papers print "No error", "No improvement" and their kind as the last option, and
// candidates look for them there: the per-attempt shuffle (server/quiz/draw.ts) moves the other
// options and leaves such an option where the bank stores it (last). The parts of a sentence
// (spotting errors) are printed in the sentence's order and never shuffled.

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

  it('shows the parts of the question’s sentence in its order, "No error" last, in every attempt', () => {
    const question =
      'Identify the segment that contains an error.\nThe road is / not as worse / as people say.';
    const options = ['No error', 'The road is', 'as people say.', 'not as worse'];
    for (let i = 0; i < 20; i += 1)
      expect(servedOptionOrder(options, question).map((k) => options[k])).toEqual([
        'The road is',
        'not as worse',
        'as people say.',
        'No error',
      ]);
    // Options that are not all parts of the sentence are shuffled as usual.
    const orders = new Set(
      Array.from({ length: 200 }, () =>
        servedOptionOrder(['is', 'are', 'were', 'No error'], question).join(''),
      ),
    );
    expect(orders.size).toBe(6);
  });

  it('shows options that label the question’s lines in the labels’ order, in every attempt', () => {
    const question =
      'Select the sentence that has no spelling error.\nA. He recieved it.\nB. She agreed.\nC. They definately came.\nD. We were writting.';
    const options = ['A', 'B', 'C', 'D'];
    for (let i = 0; i < 20; i += 1)
      expect(servedOptionOrder(options, question).map((k) => options[k])).toEqual(['A', 'B', 'C', 'D']);
    // Letters that label no line of the question are shuffled as usual.
    const orders = new Set(
      Array.from({ length: 300 }, () =>
        servedOptionOrder(['A', 'B', 'C', 'D'], 'Which letter comes next? A, C, E, ?').join(''),
      ),
    );
    expect(orders.size).toBe(24);
  });
});

forEachDatabase((database) => {
  // A spotting-errors item's other options are its sentence's parts, in their order (below).
  // Sentence improvement prints "No improvement" or, as newer papers do, "No substitution required".
  it.each([
    ['spotting_errors', ['No error'], false],
    ['sentence_improvement', ['No improvement', 'No substitution required'], true],
  ])('english/%s: %j is option D in every draw (the others vary: %s)', async (topic, lasts, vary) => {
    const { app } = accountsApp(database().db);
    const who = await newUser(app);
    const draws = [];
    for (let i = 0; i < 4; i += 1) draws.push(await fetchQuiz(app, who, `/api/english/${topic}/level2`));
    const quiz = draws.flat();
    const bank = await bankRows(
      database().db,
      quiz.map((q) => q.id),
    );
    const lastOf = (options: readonly string[]) => options.find((o) => lasts.includes(o));
    const withLast = quiz.filter((q) => lastOf(bank.get(q.id)!.options) !== undefined);
    // About half of a 100-question sample: the other half are forms printed without such an option.
    expect(withLast.length, `questions with ${lasts.join(' or ')}`).toBeGreaterThan(30);
    for (const q of withLast) expect(q.optionD, q.question).toBe(lastOf(bank.get(q.id)!.options));
    const firstOptions = new Map<number, Set<string>>();
    for (const q of withLast) firstOptions.set(q.id, (firstOptions.get(q.id) ?? new Set()).add(q.optionA));
    const varied = [...firstOptions.values()].filter((firsts) => firsts.size > 1).length;
    if (vary) expect(varied, 'questions seen with another option A').toBeGreaterThan(5);
    else expect(varied, 'questions seen with another option A').toBe(0);
    expect(withLast.every((q) => optionsOf(q).filter((o) => lasts.includes(o)).length === 1)).toBe(true);
  });

  it('english/spotting_errors: the parts of the sentence come as A, B, C (and D) in its order', async () => {
    const { app } = accountsApp(database().db);
    const who = await newUser(app);
    const quiz = await fetchQuiz(app, who, '/api/english/spotting_errors/level1');
    const parted = quiz.filter((q) => q.question.includes(' / '));
    expect(parted.length).toBeGreaterThan(10);
    for (const q of parted) {
      const line = q.question.split('\n').find((l) => l.includes(' / '))!;
      const all = line.split(' / ').map((p) => p.trim().replace(/[.?!]$/, ''));
      // Three parts and "No error", or four parts and no "No error" (as newer papers print it), or
      // five parts whose first is given as correct (the options are the other four).
      const parts = q.question.includes('The first segment has no error.') ? all.slice(1) : all;
      const shown = optionsOf(q)
        .slice(0, parts.length)
        .map((o) => o.trim().replace(/[.?!]$/, ''));
      expect(shown, q.question).toEqual(parts);
    }
  });
});
