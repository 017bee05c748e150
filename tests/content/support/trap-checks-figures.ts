/**
 * Trap-note checks of the drawn reasoning topics, read from the mistakes' words (trap-checks.ts). An
 * option's text alternative says what it draws, so the check compares that text with the figure the
 * mistake makes, built by the test's own solvers (mirror-solver.ts, …).
 */
import { mirrorImage } from './mirror-solver';
import type { Params } from './values';
import type { Checks } from './trap-expected';

// --- mirror and water images ------------------------------------------------------------------------

type Cells = [number, number][];
/** A figure swapped left to right, or turned upside down, by the test's mirror (named as the options are). */
const swapColumns = (p: Params, cells: Cells = p.cells) =>
  mirrorImage({ n: p.n, cells, line: 'mirror', side: 'right' });
const upsideDown = (p: Params, cells: Cells = p.cells) =>
  mirrorImage({ n: p.n, cells, line: 'mirror', side: 'top' });
const cellsOf = (p: Params, f: (r: number, c: number) => [number, number]): Cells =>
  (p.cells as Cells).map(([r, c]) => f(r, c));

export const MIRROR: Record<string, Checks> = {
  grid: [
    [/^swapping left and right$/, (p) => swapColumns(p)],
    [/^turning the figure upside down$/, (p) => upsideDown(p)],
    [
      /^turning the figure round \(both reflections at once\)$/,
      (p) =>
        swapColumns(
          p,
          cellsOf(p, (r, c) => [p.n - 1 - r, c]),
        ),
    ],
    // a quarter turn either way: the figure turned about its diagonal, then reflected
    [
      /^turning the figure a quarter turn$/,
      (p) => {
        const across = cellsOf(p, (r, c) => [c, r]);
        return { oneOf: [swapColumns(p, across), upsideDown(p, across)] };
      },
    ],
    // reflected twice: back as it was, named as the options are
    [
      /^leaving the figure as it is$/,
      (p) =>
        swapColumns(
          p,
          cellsOf(p, (r, c) => [r, p.n - 1 - c]),
        ),
    ],
  ],
};
