import { describe, expect, it } from 'vitest';
import { findGenerator } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { Level } from '../../server/content/generators/types';

// Mirror images and embedded figures answer with drawings: a candidate reading in Hindi with a screen
// reader hears each option drawing's Hindi text alternative (ProblemHindi.optionFigureAlts), so every
// kind of these topics gives one for every option drawing, in Devanagari, one per distinct drawing.

const TOPICS = ['mirror_and_water_image', 'embedded_figure'] as const;
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(TOPICS)('%s: Hindi text alternatives of the option drawings', (topic) => {
  const generator = findGenerator('reasoning', topic)!;
  const cases = Object.entries(generator.kinds).flatMap(([name, kind]) =>
    kind.levels.map((level) => [name, level] as [string, Level]),
  );

  it.each(cases)('kind %s, level %i: one Hindi alt for each option drawing', (name, level) => {
    for (let seed = 0; seed < 20; seed += 1) {
      const problem = generator.kinds[name]!.make(createRng(`alts/${topic}/${name}/${level}/${seed}`), level);
      const english = problem.optionFigures!;
      const hindi = problem.hi!.optionFigureAlts!;
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
      for (const [option, alt] of Object.entries(hindi)) {
        expect(alt, option).toMatch(DEVANAGARI);
        expect(alt).not.toBe(english[option]!.alt);
      }
      // different drawings are told apart in Hindi as they are in English
      expect(new Set(Object.values(hindi)).size).toBe(new Set(Object.values(english).map((f) => f.alt)).size);
    }
  });
});
