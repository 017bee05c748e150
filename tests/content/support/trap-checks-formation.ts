/**
 * Trap-note checks of the figure-formation topic, read from the mistakes' words (trap-checks.ts): the
 * shapes of a figure are found again by the test's own counter (line-figure-solvers.ts) and sorted by
 * size, or cut by a line; a set of pieces is checked to cover what its note says and (not) to fit.
 */
import { countShapes, findShapes, tiles } from './line-figure-solvers';
import { num, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

type Pt = [number, number];
type Seg = [number, number, number, number];
const area = (poly: Pt[]): number =>
  Math.abs(
    poly.reduce(
      (s, [x, y], i) => s + x * poly[(i + 1) % poly.length]![1] - poly[(i + 1) % poly.length]![0] * y,
      0,
    ),
  ) / 2;

/** Whether a drawn line runs through the inside of a (convex) shape, not just along or to its sides. */
function cutThrough(poly: Pt[], lines: Seg[]): boolean {
  const turn = Math.sign(
    (poly[1]![0] - poly[0]![0]) * (poly[2]![1] - poly[0]![1]) -
      (poly[1]![1] - poly[0]![1]) * (poly[2]![0] - poly[0]![0]),
  );
  const inside = (x: number, y: number): boolean =>
    poly.every(([ax, ay], i) => {
      const [bx, by] = poly[(i + 1) % poly.length]!;
      return turn * ((bx - ax) * (y - ay) - (by - ay) * (x - ax)) > 1e-6;
    });
  // a line through the inside has inside points between any two of its crossings with the sides
  return lines.some((s) => {
    const ts = [0, 1];
    poly.forEach(([ax, ay], i) => {
      const [bx, by] = poly[(i + 1) % poly.length]!;
      const den = (s[2] - s[0]) * (by - ay) - (s[3] - s[1]) * (bx - ax);
      if (Math.abs(den) < 1e-12) return;
      const t = ((ax - s[0]) * (by - ay) - (ay - s[1]) * (bx - ax)) / den;
      if (t > 0 && t < 1) ts.push(t);
    });
    ts.sort((a, b) => a - b);
    return ts.some((t, i) => {
      const m = (t + (ts[i + 1] ?? t)) / 2;
      return inside(s[0] + m * (s[2] - s[0]), s[1] + m * (s[3] - s[1]));
    });
  });
}

/** The shapes asked for, with their areas. */
function shapes(p: Params): { poly: Pt[]; area: number }[] {
  return findShapes({ shape: p.shape, lines: p.lines }).map((poly) => ({ poly, area: area(poly) }));
}
const ofArea = (p: Params, pick: (areas: number[]) => number): number => {
  const all = shapes(p);
  const target = pick(all.map((s) => s.area));
  return all.filter((s) => Math.abs(s.area - target) < 1e-4).length;
};

/** "X + Y covers 9 squares": the option's pieces, by the name the note gives the set. */
const setCells = (p: Params, name: string): number[][][] | undefined => p.options[name];

export const FIGURE_FORMATION: Record<string, Checks> = {
  counting: [
    [
      /^leaving out the squares \(a square is a rectangle too\)$/,
      (p) =>
        num(
          countShapes(p as { shape: string; lines: Seg[] }) -
            countShapes({ shape: 'squares', lines: p.lines }),
        ),
    ],
    [
      /^counting only the (\w+) that no line cuts through$/,
      (p) => num(shapes(p).filter((s) => !cutThrough(s.poly, p.lines)).length),
    ],
    [/^leaving out the biggest (\w+)$/, (p) => num(shapes(p).length - ofArea(p, (a) => Math.max(...a)))],
    [
      // the figure's outline is the one biggest shape
      /^forgetting (.+)$/,
      (p, m) =>
        ofArea(p, (a) => Math.max(...a)) === 1
          ? num(shapes(p).length - 1)
          : misnamed(`${m[1]} as the one biggest shape`),
    ],
    [
      /^counting every rectangle as a square$/,
      (p) => num(countShapes({ shape: 'rectangles', lines: p.lines })),
    ],
    [/^counting only the smallest (\w+)$/, (p) => num(ofArea(p, (a) => Math.min(...a)))],
  ],
  pieces: [
    [
      /^(.+) covers (\d+) squares, (?:not (\d+)|but its pieces cannot be fitted into the empty part without a gap or an overlap)$/,
      (p, m) => {
        const set = setCells(p, m[1]!);
        const room = p.n * p.n - p.placed.length;
        if (!set) return misnamed(`${m[1]}, not an option`);
        const covers = set.reduce((t, piece) => t + piece.length, 0);
        const fits = tiles(p.n, set, p.placed);
        const holds =
          covers === Number(m[2]) &&
          (m[3] ? Number(m[3]) === room && covers !== room : covers === room && !fits);
        return holds
          ? text(m[1]!)
          : misnamed(`${m[1]}, which covers ${covers} of ${room}${fits ? ' and fits' : ''}`);
      },
    ],
  ],
};
