import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../contract/topics';
import { generateBank, generatedTopics } from '../../server/content/generators/build';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { normalise, shapeProblems } from './support/checks';

const MIN_DISTINCT = 50;
const topics = generatedTopics();

describe('the generated topics', () => {
  it('are real catalogue slugs', () => {
    for (const { category, topic } of topics) {
      expect(
        CATEGORIES.find((c) => c.slug === category)?.topics.some((t) => t.slug === topic),
        `${category}/${topic}`,
      ).toBe(true);
    }
  });

  it('cover every aptitude topic', () => {
    const aptitude = CATEGORIES.find((c) => c.slug === 'aptitude')!.topics.map((t) => t.slug);
    expect(
      topics
        .filter((t) => t.category === 'aptitude')
        .map((t) => t.topic)
        .sort(),
    ).toEqual([...aptitude].sort());
  });
});

describe.each(topics.map((t) => [`${t.category}/${t.topic}`, t.category, t.topic] as const))(
  '%s',
  (_name, category, topic) => {
    it.each(LEVEL_NUMBERS)('level %i: a bank of at least 50 distinct, well-formed questions', (level) => {
      const bank = generateBank(category, topic, level);
      expect(bank.length).toBeGreaterThanOrEqual(MIN_DISTINCT);
      // distinct texts, or for figure questions sharing one stem, distinct drawings
      expect(new Set(bank.map((q) => `${normalise(q.question)} ${q.figure?.question?.svg ?? ''}`)).size).toBe(
        bank.length,
      );
      const problems = bank.flatMap((q, i) =>
        shapeProblems(q, level).map((p) => `#${i} ${p}: ${q.question}`),
      );
      expect(problems).toEqual([]);
    });

    it('gives byte-identical banks for the same seed and different ones for another seed', () => {
      for (const level of LEVEL_NUMBERS) {
        const first = JSON.stringify(generateBank(category, topic, level, 60, 7));
        const second = JSON.stringify(generateBank(category, topic, level, 60, 7));
        expect(second).toBe(first);
        expect(JSON.stringify(generateBank(category, topic, level, 60, 8))).not.toBe(first);
      }
    });
  },
);
