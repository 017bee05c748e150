/**
 * Speed and distance traps a candidate would dismiss at a glance: a wrong option must be a speed the
 * vehicle could have and an office someone could drive to, or it teaches nothing. Every draw the two
 * kinds can make is tried (their numbers come from short lists), not only the served bank's.
 */
import { describe, expect, it } from 'vitest';
import { speedAndDistance } from '../../server/content/generators/aptitude/speed';
import { toQuestion } from '../../server/content/generators/question';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';

/** `count` questions of one kind, each from a seed of its own. */
function drawsOf(kind: string, level: Level, count: number): GeneratedQuestion[] {
  const make = speedAndDistance.kinds[kind]!.make;
  return Array.from({ length: count }, (_, i) => {
    const problem = make(createRng(`speed-traps/${kind}/${i}`), level);
    return toQuestion(level, { ...problem, params: { kind, ...problem.params } });
  });
}

/** An option's speed in km/h ("25 m/s" is 90 km/h). */
function kmphOf(option: string): number {
  const [, amount, unit] = /^([\d,.]+) (km\/h|m\/s)$/.exec(option) ?? [];
  if (!amount) throw new Error(`not a speed: ${option}`);
  const value = Number(amount.replace(/,/g, ''));
  return unit === 'm/s' ? value * 3.6 : value;
}

describe('speed and distance: traps that could be true', () => {
  it('never offers a vehicle a speed it cannot reach (a train over 400 km/h, anything else over 250 km/h)', () => {
    const absurd = drawsOf('convert', 1, 400).flatMap((q) => {
      const fastest = /train/.test(q.question) ? 400 : 250;
      return q.options.filter((o) => kmphOf(o) > fastest).map((o) => `${q.question} → ${o}`);
    });
    expect([...new Set(absurd)]).toEqual([]);
  });

  it('never puts the office of a daily drive more than 300 km away', () => {
    const absurd = drawsOf('lateEarly', 3, 1500).flatMap((q) =>
      q.options
        .filter((o) => Number(o.replace(/,/g, '').replace(/ km$/, '')) > 300)
        .map((o) => `${q.question} → ${o}`),
    );
    expect([...new Set(absurd)].slice(0, 5)).toEqual([]);
  });

  it('never has a train clear a platform in under 5 seconds', () => {
    const absurd = drawsOf('trainPlatform', 2, 800).flatMap((q) =>
      q.options.filter((o) => Number(o.replace(/ seconds$/, '')) < 5).map((o) => `${q.question} → ${o}`),
    );
    expect([...new Set(absurd)].slice(0, 5)).toEqual([]);
  });

  it('still finds three named mistakes for most questions, not near misses', () => {
    for (const [kind, level] of [
      ['convert', 1],
      ['lateEarly', 3],
    ] as const) {
      const questions = drawsOf(kind, level, 400);
      const named = questions.filter((q) => q.mistakes.every((m) => !/arithmetic slip/.test(m.mistake)));
      expect(named.length, kind).toBeGreaterThan(questions.length / 2);
    }
  });
});
