/**
 * Letter patterns beyond equal steps (issue 19, item 3), checked as a candidate meets them: a row with
 * blanks is completed by exactly one option (each option tried in the row), a cluster series shows its
 * letters running on past Z, and the steps of its letters are not all equal. The keys themselves are
 * re-solved in independent.test.ts (support/letter-pattern-solvers.ts).
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { completingOptions, gap, gapCluster } from './support/letter-pattern-solvers';

const DRAWS = process.env.CONTENT_FULL ? 2000 : 200;

function draws(topic: string, kind: string, levels: Level[]): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', topic)!;
  const only = {
    ...generator,
    generate: (level: Level, rng: ReturnType<typeof createRng>) => {
      const problem = generator.kinds[kind]!.make(rng, level);
      return { ...problem, params: { kind, ...problem.params } };
    },
  };
  return levels.flatMap((level) =>
    Array.from({ length: DRAWS }, (_, seed) =>
      generateQuestion(only, level, createRng(`patterns/${kind}/${level}/${seed}`)),
    ),
  );
}

describe('letter series with blanks', () => {
  const questions = draws('series', 'blanks', [1, 2, 3]);

  it('is completed by exactly one option, the key', () => {
    const failures = questions.flatMap((q) => {
      const done = completingOptions(q.params.row as string, q.options);
      return done.length === 1 && done[0] === q.answer ? [] : [`${q.question}: ${done.join(', ')}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('prints the row with its blanks, one letter or blank at a time', () => {
    for (const q of questions)
      expect(q.question.endsWith([...(q.params.row as string)].join(' '))).toBe(true);
  });
});

describe('letter cluster series', () => {
  const questions = draws('series', 'clusters', [2, 3]);

  it('runs past Z, and its letters do not all move alike', () => {
    for (const q of questions) {
      const shown = q.params.shown as string[];
      const firstGaps = [...shown[0]!].map((c, i) => gap(c, shown[1]![i]!));
      expect(new Set(firstGaps).size).toBeGreaterThan(1);
      // some letter comes after one later in the alphabet while moving forward (or the other way)
      const wrapped = shown.slice(1).some((w, j) =>
        [...w].some((c, i) => {
          const step = gap(shown[j]![i]!, c);
          return step > 0 ? c < shown[j]![i]! : c > shown[j]![i]!;
        }),
      );
      const nextWraps = [...q.answer].some((c, i) => {
        const last = shown[shown.length - 1]![i]!;
        const step = gap(last, c);
        return step > 0 ? c < last : c > last;
      });
      expect(wrapped || nextWraps, q.question).toBe(true);
    }
  });
});

describe('letter cluster series with the missing term in the middle', () => {
  const questions = draws('series', 'clusterGap', [2, 3]);

  it('print five terms with the ? in the middle, keyed by the one reading of every letter place', () => {
    for (const q of questions) {
      const shown = q.params.shown as string[];
      expect(q.question.endsWith(shown.join(', '))).toBe(true);
      expect(shown).toHaveLength(5);
      expect([1, 2, 3]).toContain(shown.indexOf('?'));
      expect(gapCluster(shown)).toBe(q.answer);
      // the wrong options differ from the key in one letter each
      for (const o of q.options.filter((x) => x !== q.answer))
        expect([...o].filter((c, i) => c !== q.answer[i]).length).toBe(1);
    }
    expect(new Set(questions.map((q) => (q.params.shown as string[]).indexOf('?'))).size).toBe(3);
  });
});

describe('odd cluster out', () => {
  const questions = draws('classification', 'clusters', [2, 3]);

  it('has clusters with unequal gaps, at least one running past Z', () => {
    for (const q of questions) {
      const fits = q.options.filter((o) => o !== q.answer);
      const gaps = [...fits[0]!].slice(1).map((c, i) => gap(fits[0]![i]!, c));
      expect(new Set(gaps).size).toBeGreaterThan(1);
      expect(
        fits.some((w) => [...w].slice(1).some((c, i) => (gaps[i]! > 0 ? c < w[i]! : c > w[i]!))),
        q.question,
      ).toBe(true);
    }
  });
});
