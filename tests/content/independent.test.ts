import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion, generatedTopics } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { answerProblem, SOLVERS } from './support/checks';
import { DRAWS } from './support/draws';

/** Draws per level for the independent check. */
const SEEDS = DRAWS;

describe.each(generatedTopics().map((t) => [`${t.category}/${t.topic}`, t.category, t.topic] as const))(
  '%s',
  (_name, category, topic) => {
    const generator = findGenerator(category, topic)!;

    it('has an independent solver for every kind of problem', () => {
      const missing = Object.keys(generator.kinds).filter((kind) => !SOLVERS[category]?.[topic]?.[kind]);
      expect(missing).toEqual([]);
    });

    it(`recomputes the answer of ${SEEDS} questions a level independently, with no distractor equal to it`, () => {
      const failures: string[] = [];
      const seen = new Set<string>();
      for (const level of LEVEL_NUMBERS) {
        for (let seed = 0; seed < SEEDS; seed += 1) {
          const q = generateQuestion(
            generator,
            level,
            createRng(`independent/${category}/${topic}/${level}/${seed}`),
          );
          seen.add(q.params.kind);
          const problem = answerProblem(category, topic, q);
          if (problem) failures.push(`level ${level}: ${problem}`);
        }
      }
      expect(failures.slice(0, 5)).toEqual([]);
      // every kind was drawn, so every kind was checked
      expect(Object.keys(generator.kinds).filter((k) => !seen.has(k))).toEqual([]);
    });
  },
);
