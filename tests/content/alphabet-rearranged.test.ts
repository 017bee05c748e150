/**
 * The alphabet test's "half written in reverse" kind, tried at every draw it can make rather than a
 * sample: a draw whose count starts or ends beside an end of the row once gave only two distinct
 * wrong letters, and the whole bank of any seed that met it failed to build.
 */
import { describe, expect, it } from 'vitest';
import { toQuestion } from '../../server/content/generators/question';
import { alphabetTest } from '../../server/content/generators/reasoning/alphabet';
import type { Rng } from '../../server/content/generators/rng';
import type { GeneratedQuestion } from '../../server/content/generators/types';

/** Thrown when the kind asks for more numbers than the draw being tried: it redrew. */
class Redrawn extends Error {}

/** An rng that answers the kind's draws (half, n, k, to the right) from one fixed draw. */
function scripted(half: string, n: number, k: number, toRight: boolean): Rng {
  const ints = [n, k];
  let used = { half: false, chance: false };
  const refuse = (): never => {
    throw new Redrawn();
  };
  return {
    next: refuse,
    step: refuse,
    sample: refuse,
    shuffle: refuse,
    pick<T>(items: readonly T[]): T {
      if (used.half) refuse();
      used = { ...used, half: true };
      expect(items).toContain(half);
      return half as T;
    },
    int: () => ints.shift() ?? refuse(),
    chance() {
      if (used.chance) refuse();
      used = { ...used, chance: true };
      return toRight;
    },
  };
}

const draws = (['first', 'second'] as const).flatMap((half) =>
  Array.from({ length: 21 }, (_, i) => i + 3).flatMap((n) =>
    Array.from({ length: 7 }, (_, i) => i + 2).flatMap((k) =>
      [true, false].map((toRight) => ({ half, n, k, toRight })),
    ),
  ),
);

type Draw = (typeof draws)[number];
/** A draw the kind made a question of, or the error it stopped with. */
type Made = Draw & ({ question: GeneratedQuestion } | { error: string });

describe('alphabet test: a letter counted in an alphabet with one half reversed', () => {
  const made = draws.flatMap((d): Made[] => {
    try {
      const problem = alphabetTest.kinds.rearranged!.make(scripted(d.half, d.n, d.k, d.toRight), 3);
      return [
        { ...d, question: toQuestion(3, { ...problem, params: { kind: 'rearranged', ...problem.params } }) },
      ];
    } catch (error) {
      if (error instanceof Redrawn) return [];
      return [{ ...d, error: String(error) }];
    }
  });

  it('makes a question of every draw whose letter lies in the reversed half', () => {
    const landsInReversedHalf = ({ half, n, k, toRight }: Draw): boolean => {
      const place = toRight ? n + k : n - k;
      return place >= 1 && place <= 26 && (half === 'first' ? place <= 13 : place > 13);
    };
    expect(made.map(({ half, n, k, toRight }) => ({ half, n, k, toRight }))).toEqual(
      draws.filter(landsInReversedHalf),
    );
    expect(made.filter((m) => 'error' in m)).toEqual([]);
  });

  it('gives every question three wrong letters, each from a named mistake', () => {
    const short = made.flatMap((m) =>
      'question' in m
        ? m.question.mistakes
            .filter((x) => /arithmetic slip|no named mistake/.test(x.mistake))
            .map((x) => `${m.question.question}: ${x.option} (${x.mistake})`)
        : [],
    );
    expect(short).toEqual([]);
    for (const m of made) if ('question' in m) expect(new Set(m.question.options).size).toBe(4);
  });
});
