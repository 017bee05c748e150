/**
 * A probability is never above 1 or below 0, so an option that is one gives itself away: every option
 * of every question that asks for a probability (statistics and probability) must read as a number in
 * [0, 1], the served bank and extra draws alike.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { DRAWS } from './support/draws';
import { parseNumber } from './support/values';

describe('aptitude/statistics_probability', () => {
  it('offers only probabilities between 0 and 1 when it asks for a probability', () => {
    const generator = findGenerator('aptitude', 'statistics_probability')!;
    const failures: string[] = [];
    for (const level of LEVEL_NUMBERS) {
      const questions = [
        ...generateBank('aptitude', 'statistics_probability', level),
        ...Array.from({ length: DRAWS * 4 }, (_, seed) =>
          generateQuestion(generator, level, createRng(`probability/${level}/${seed}`)),
        ),
      ];
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
