/**
 * The solver and trap checks of the four-shapes counting questions (issue 19, item 16): the persons in
 * the parts inside every shape asked and outside every shape excluded, added. Written here again, not
 * imported from fourShapesCount.ts; four-shapes.test.ts checks that the parts in `params` are the
 * drawing's, read from its SVG.
 */
import type { Checks } from './trap-expected';
import { type Expected, type Params, num } from './values';

/** The shapes in the order the question names their classes ("the circle represents …, the square …"). */
const SHAPES = ['circle', 'square', 'triangle', 'rectangle'];

function count(p: Params, within: readonly string[], without: readonly string[]): number {
  let total = 0;
  for (const [key, n] of p.parts as [string, number][]) {
    const shapes = key.split('+');
    if (within.every((s) => shapes.includes(s)) && !without.some((s) => shapes.includes(s))) total += n;
  }
  return total;
}

export const fourShapesAnswer = (p: Params): Expected => num(count(p, p.within, p.without));

const shapeOfClass = (p: Params, name: string): string => SHAPES[(p.classes as string[]).indexOf(name)]!;

export const FOUR_SHAPES_TRAPS: Checks = [
  [
    /^ignoring "not (\w+)"$/,
    (p, [, name]) => {
      const s = shapeOfClass(p, name!);
      return num(
        count(
          p,
          p.within,
          (p.without as string[]).filter((x) => x !== s),
        ),
      );
    },
  ],
  [/^counting only the part outside the (\w+)$/, (p, [, s]) => num(count(p, p.within, [...p.without, s!]))],
  [/^counting only the part inside the (\w+)$/, (p, [, s]) => num(count(p, [...p.within, s!], p.without))],
  [
    /^taking the parts on the wrong side of the (\w+)$/,
    (p, [, s]) => {
      const within = p.within as string[];
      const without = p.without as string[];
      return within.includes(s!)
        ? num(
            count(
              p,
              within.filter((x) => x !== s),
              [...without, s!],
            ),
          )
        : num(
            count(
              p,
              [...within, s!],
              without.filter((x) => x !== s),
            ),
          );
    },
  ],
];
