/**
 * Syllogisms with three conclusions (syllogismThree.ts, issue 19, item 10), judged from the printed
 * sentences by the tests' own judge (support/syllogism-solver.ts): exactly one option is its verdict,
 * and the options do not give the key away by agreeing with one another most.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { conclusionsFollowing, eitherPairOf, threeVerdictText } from './support/syllogism-solver';

const DRAWS = process.env.CONTENT_FULL ? 600 : 150;

function draws(levels: Level[], kind = 'threeConclusions'): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', 'syllogism')!;
  return levels.flatMap((level) =>
    Array.from({ length: DRAWS }, (_, seed) => {
      const rng = createRng(`three/${level}/${seed}`);
      const problem = generator.kinds[kind]!.make(rng, level);
      return generateQuestion(
        {
          ...generator,
          generate: () => ({ ...problem, params: { kind, ...problem.params } }),
        },
        level,
        rng,
      );
    }),
  );
}

/** The statements and conclusions as printed: "1. All pens are books." and "III. Some cups are pens." */
function printed(q: GeneratedQuestion): { statements: string[]; conclusions: string[] } {
  const lines = q.question.split('\n');
  return {
    statements: lines.filter((l) => /^\d\. /.test(l)).map((l) => l.replace(/^\d\. /, '')),
    conclusions: lines.filter((l) => /^I{1,3}\. /.test(l)).map((l) => l.replace(/^I{1,3}\. /, '')),
  };
}

/** Which conclusions an option's verdict says follow. */
const claimed = (verdict: string): boolean[] =>
  ['I', 'II', 'III'].map((l) => verdict.startsWith('All') || new RegExp(`\\b${l}\\b`).test(verdict));

describe('syllogisms with three conclusions', () => {
  const questions = draws([1, 2, 3]);

  it('have exactly one option that is the verdict judged from the printed sentences: the key', () => {
    const failures = questions.flatMap((q) => {
      const sentences = printed(q);
      const verdict = threeVerdictText(conclusionsFollowing(sentences));
      const hits = q.options.filter((o) => o === verdict);
      return sentences.conclusions.length === 3 && hits.length === 1 && hits[0] === q.answer
        ? []
        : [`${q.question}: ${verdict} / ${q.answer}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('judge each conclusion rightly in exactly two of the four options (no majority gives the key)', () => {
    const failures = questions.flatMap((q) => {
      const key = claimed(q.answer);
      return [0, 1, 2].every((i) => q.options.filter((o) => claimed(o)[i] === key[i]).length === 2)
        ? []
        : [`${q.answer}: ${q.options.join(' | ')}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('the judge can fail: "Some cups are pens" follows from two All statements, "No pens are books" does not', () => {
    const follows = conclusionsFollowing({
      statements: ['All pens are books.', 'All books are cups.'],
      conclusions: ['All pens are cups.', 'Some cups are pens.', 'No pens are books.'],
    });
    expect(threeVerdictText(follows)).toBe('Only I and II follow');
    expect(threeVerdictText(follows)).not.toBe('All of I, II and III follow');
  });
});

describe('three conclusions with II and III opposites ("Either II or III follows")', () => {
  const questions = draws([1, 2, 3], 'eitherThree');

  it('print II and III as an either-or pair, and the key is the one verdict the judge gives', () => {
    const failures = questions.flatMap((q) => {
      const sentences = printed(q);
      const follows = conclusionsFollowing(sentences);
      const pair = eitherPairOf(sentences.statements, sentences.conclusions[1]!, sentences.conclusions[2]!);
      const either = !follows[1] && !follows[2];
      const verdict = !either
        ? threeVerdictText(follows)
        : follows[0]
          ? 'Only I and either II or III follow'
          : 'Either II or III follows';
      return pair && q.options.filter((o) => o === verdict).length === 1 && q.answer === verdict
        ? []
        : [`${q.question}: ${verdict} / ${q.answer}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('do not always make the key an "either" verdict, and always offer one', () => {
    expect(questions.some((q) => !q.answer.includes('either') && !q.answer.startsWith('Either'))).toBe(true);
    expect(questions.some((q) => q.answer.startsWith('Either') || q.answer.includes('either'))).toBe(true);
    for (const q of questions) expect(q.options.some((o) => /either/i.test(o))).toBe(true);
  });
});
