/**
 * Reasoning forms of issue 19, item 6, checked as a candidate reads them (their keys are re-solved in
 * independent.test.ts): a possessive blood-relation chain never takes a step that leaves the reading
 * open ("my grandfather's son": father or uncle?).
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';

const DRAWS = process.env.CONTENT_FULL ? 2000 : 300;

function draws(topic: string, kind: string, levels: Level[]): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', topic)!;
  return levels.flatMap((level) =>
    Array.from({ length: DRAWS }, (_, seed) => {
      const rng = createRng(`forms/${kind}/${level}/${seed}`);
      const problem = generator.kinds[kind]!.make(rng, level);
      return generateQuestion(
        { ...generator, generate: () => ({ ...problem, params: { kind, ...problem.params } }) },
        level,
        rng,
      );
    }),
  );
}

const UP = ['father', 'mother'];
const DOWN = ['son', 'daughter'];
const SIDE = ['brother', 'sister'];

describe('possessive blood-relation chains', () => {
  const questions = draws('blood_relation', 'possessive', [1, 2, 3]);

  it('never go up then down, down then up, or to a sibling of a sibling', () => {
    const open = questions.filter((q) =>
      (q.params.words as string[]).some((w, i, all) => {
        const next = all[i + 1];
        if (next === undefined) return false;
        return (
          (UP.includes(w) && DOWN.includes(next)) ||
          (DOWN.includes(w) && UP.includes(next)) ||
          (SIDE.includes(w) && SIDE.includes(next))
        );
      }),
    );
    expect(open.map((q) => q.question).slice(0, 3)).toEqual([]);
  });

  it('quote the chain the key is worked from', () => {
    for (const q of questions) {
      const words = q.params.words as string[];
      const chain = words.map((w, i) => (i < words.length - 1 ? `${w}'s` : w)).join(' ');
      expect(q.question).toContain(`my ${chain}`);
    }
  });
});
