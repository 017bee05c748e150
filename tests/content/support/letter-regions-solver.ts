/**
 * The lettered parts of three overlapping shapes (visual_reasoning `letterRegions`): the letter whose
 * part lies inside exactly the shapes of the classes the description says the people have. The parts
 * in `params` are checked against the drawing itself in letter-regions.test.ts; nothing is imported
 * from the generator.
 */
import type { Checks } from './trap-expected';
import { type Expected, type Params, text } from './values';

const letterIn = (p: Params, shapes: readonly string[]): string => {
  const found = (p.letters as [string, string][]).filter(([, key]) => {
    const inside = key.split('+');
    return inside.length === shapes.length && shapes.every((s) => inside.includes(s));
  });
  if (found.length !== 1) throw new Error(`${found.length} parts are inside exactly ${shapes.join(', ')}`);
  return found[0]![0];
};

export const letterRegionsAnswer = (p: Params): Expected => text(letterIn(p, p.within));

export const LETTER_REGION_TRAPS: Checks = [
  [
    /^taking the part on the wrong side of the (\w+)$/,
    (p, [, s]) => {
      const within = p.within as string[];
      return text(letterIn(p, within.includes(s!) ? within.filter((x) => x !== s) : [...within, s!]));
    },
  ],
];
