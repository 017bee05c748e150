/**
 * The whole-order dictionary form and letters kept in place by sorting (dictionaryOrder.ts, issue 19,
 * items 6 and 18), read from the question as printed: the numbered words and the word in capitals.
 * Exactly one option is the order (or count) the test works out letter by letter: the key.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { dictionaryOrdered } from './support/dictionary-order-solvers';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 200;

function draws(kind: string, levels: Level[]): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', 'alphabet_test')!;
  return levels.flatMap((level) =>
    Array.from({ length: DRAWS }, (_, seed) => {
      const rng = createRng(`dictionary/${kind}/${level}/${seed}`);
      const problem = generator.kinds[kind]!.make(rng, level);
      return generateQuestion(
        { ...generator, generate: () => ({ ...problem, params: { kind, ...problem.params } }) },
        level,
        rng,
      );
    }),
  );
}

/** "1. MORAL 2. MORTAL …" → the words by their numbers. */
const numberedWords = (question: string): string[] =>
  [...question.matchAll(/(\d)\. ([A-Z]+)/g)].map((m) => m[2]!);

function orderOf(question: string): string {
  const words = numberedWords(question);
  return dictionaryOrdered(words)
    .map((w) => words.indexOf(w) + 1)
    .join(', ');
}

/** Letters of the word in capitals that keep their place when the letters are sorted. */
function keptInPlace(question: string): number {
  const word = /word ([A-Z]+) /.exec(question)![1]!;
  const sorted = [...word].sort();
  return [...word].filter((c, i) => sorted[i] === c).length;
}

describe('dictionary order asked as the whole order ("3, 1, 5, 2, 4")', () => {
  const questions = draws('dictionaryOrder', [2, 3]);

  it('number five words, and exactly one option is their dictionary order: the key', () => {
    const failures = questions.flatMap((q) => {
      const order = orderOf(q.question);
      const hits = q.options.filter((o) => o === order);
      return numberedWords(q.question).length === 5 && hits.length === 1 && hits[0] === q.answer
        ? []
        : [`${q.question}: ${order} / ${q.answer}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('are decided late in the word: some neighbours share at least their first two letters', () => {
    const early = questions.filter((q) => {
      const sorted = dictionaryOrdered(numberedWords(q.question));
      return !sorted.slice(1).some((w, i) => w.slice(0, 2) === sorted[i]!.slice(0, 2) && w[2] !== undefined);
    });
    expect(early.map((q) => q.question).slice(0, 3)).toEqual([]);
  });

  it('the reading can fail: a word that begins another is put first, not last', () => {
    expect(orderOf('1. MORALE 2. MORAL 3. MORTAL')).toBe('2, 1, 3');
    expect(orderOf('1. MORALE 2. MORAL 3. MORTAL')).not.toBe('1, 2, 3');
  });
});

describe('letters kept in place when a word’s letters are arranged alphabetically', () => {
  const questions = draws('lettersInPlace', [2, 3]);

  it('have exactly one option with the count read from the word: the key, never 0', () => {
    const failures = questions.flatMap((q) => {
      const count = String(keptInPlace(q.question));
      const hits = q.options.filter((o) => o === count);
      return hits.length === 1 && hits[0] === q.answer && count !== '0' ? [] : [`${q.question}: ${count}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the reading can fail: NUCLEAR keeps one letter (L), EDUCATION none', () => {
    expect(keptInPlace('the word NUCLEAR are')).toBe(1);
    expect(keptInPlace('the word EDUCATION are')).toBe(0);
  });
});
