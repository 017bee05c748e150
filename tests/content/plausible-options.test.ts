/**
 * Wrong options a candidate could believe: an option no one would pick gives itself away and is no
 * trap. A probability is never above 1 or below 0, so every option of every question that asks for a
 * probability (statistics and probability) must read as a number in [0, 1]; a mixture's price per kg
 * lies between the prices mixed, so no option of that question is far outside them (a total cost
 * printed "per kg" was). The served bank and extra draws alike.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion, type Level } from '../../server/content/generators/types';
import { DRAWS } from './support/draws';
import { parseNumber } from './support/values';

function questionsOf(topic: string, level: Level): GeneratedQuestion[] {
  const generator = findGenerator('aptitude', topic)!;
  return [
    ...generateBank('aptitude', topic, level),
    ...Array.from({ length: DRAWS * 4 }, (_, seed) =>
      generateQuestion(generator, level, createRng(`plausible/${topic}/${level}/${seed}`)),
    ),
  ];
}

describe('aptitude/mixture_alligation', () => {
  it('offers prices per kg of a mixture between half the cheaper and twice the dearer price', () => {
    const failures = questionsOf('mixture_alligation', 1)
      .filter((q) => q.params.kind === 'mixPrice')
      .flatMap((q) => {
        const [cheaper, dearer] = [q.params.p1 as number, q.params.p2 as number];
        const outside = q.options.filter((o) => {
          const value = parseNumber(o)!;
          return value < cheaper / 2 || value > dearer * 2;
        });
        return outside.length ? [`${q.question} offers ${outside.join(', ')}`] : [];
      });
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe('aptitude/statistics_probability', () => {
  it('offers only probabilities between 0 and 1 when it asks for a probability', () => {
    const failures: string[] = [];
    for (const level of LEVEL_NUMBERS) {
      const questions = questionsOf('statistics_probability', level);
      for (const q of questions.filter((x) => /probability/i.test(x.question))) {
        const outside = q.options.filter((o) => {
          const value = parseNumber(o);
          return value === undefined || value < 0 || value > 1;
        });
        if (outside.length) failures.push(`${q.question} offers ${outside.join(', ')}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});
