/**
 * Trap-note checks of the cube-and-dice topic, read from the mistakes' words (trap-checks.ts): the
 * named face must be what the mistake says of it (seen beside X, touching X's square …), worked out
 * by the test's own die and net solvers (cube-dice-solver.ts); painted blocks are counted again.
 */
import { countPainted, cubeFromNet, netOpposite, oppositeFromViews } from './cube-dice-solver';
import { type Expected, num, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

type View = [string, string, string];
const seenTogether = (p: Params, x: string, y: string): boolean =>
  (p.views as View[]).some((v) => v.includes(x) && v.includes(y));
/** The option the mistake names, when what the mistake says of it is true. */
const named = (y: string, holds: boolean, claim: string): Expected =>
  holds ? text(y) : misnamed(`${y}, which is not ${claim}`);
/** The face the views force opposite y, or undefined when they leave it open. */
function forcedOpposite(p: Params, y: string): string | undefined {
  try {
    return oppositeFromViews(p.labels, p.views, y);
  } catch {
    return undefined;
  }
}
const formed = (p: Params, v: View): boolean => {
  try {
    cubeFromNet(p.cells, p.labels, [v]);
    return true;
  } catch {
    return false;
  }
};
const viewText = ([t, l, r]: View): string => `Top ${t}, left ${l}, right ${r}`;

/** A painted block's counts as the test's counter gives them, by the solver's keys. */
const painted = (p: Params, ask: string): Expected => num(countPainted(p.dims, p.paint, ask));
const dims = (p: Params): [number, number, number] => p.dims;
/** The block left inside when `off` layers come off each side (½: one layer off one side only). */
const inner = (p: Params, off: number): number => dims(p).reduce((v, d) => v * Math.max(0, d - 2 * off), 1);
const faceAreas = (p: Params, less: number): number => {
  const [a, b, c] = dims(p).map((d) => d - less) as [number, number, number];
  return 2 * (a * b + b * c + a * c);
};

export const CUBE_DICE: Record<string, Checks> = {
  dieViews: [
    [
      /^(?:pairing|choosing) ([^\s,]+),? (?:with (\S+) without checking the order of the faces round a corner|never seen next to (\S+) but already opposite another face)$/,
      (p, m) => {
        const y = m[1]!;
        const x = m[2] ?? m[3]!;
        // "already opposite another face": the views force y's opposite, and it is not x
        const opposite = m[3] ? forcedOpposite(p, y) : undefined;
        const holds =
          x === p.ask && !seenTogether(p, x, y) && (!m[3] || (opposite !== undefined && opposite !== x));
        return named(y, holds, `unseen beside ${x}${m[3] ? ' and opposite another face' : ''}`);
      },
    ],
    [
      /^taking (\S+), which is where (\S+) is on another die \(the die has been turned\)$/,
      (p, m) => {
        const views: View[] = p.views;
        const holds = views.some(
          (v) => v.includes(m[2]!) && views.some((w) => !w.includes(m[2]!) && w[v.indexOf(m[2]!)] === m[1]),
        );
        return named(m[1]!, holds && m[2] === p.ask, `in ${m[2]}'s place on another die`);
      },
    ],
    [
      /^taking (\S+), which is seen next to (\S+) \(faces seen together are adjacent, never opposite\)$/,
      (p, m) => named(m[1]!, m[2] === p.ask && seenTogether(p, m[1]!, m[2]!), `seen beside ${m[2]}`),
    ],
  ],
  netOpposite: [
    [
      /^taking (\S+), which meets (\S+) at an edge once the net is folded$/,
      (p, m) =>
        named(
          m[1]!,
          m[2] === p.ask && netOpposite(p.cells, p.labels, m[2]!) !== m[1],
          `beside ${m[2]} folded`,
        ),
    ],
    [
      /^taking (\S+), whose square touches (\S+)'s square/,
      (p, m) => {
        const [r1, c1] = p.cells[p.labels.indexOf(m[1])];
        const [r2, c2] = p.cells[p.labels.indexOf(m[2])];
        return named(
          m[1]!,
          m[2] === p.ask && Math.abs(r1 - r2) + Math.abs(c1 - c2) === 1,
          `touching ${m[2]}`,
        );
      },
    ],
  ],
  netCube: [
    [
      /^a corner whose faces go round the other way \(its mirror image\)$/,
      (p) => ({
        oneOf: (p.offered as View[])
          .filter((v) => !formed(p, v) && formed(p, [v[0], v[2], v[1]]))
          .map((v) => text(viewText(v))),
      }),
    ],
    [
      /^showing (\S+) next to (\S+), its opposite face$/,
      (p, m) =>
        netOpposite(p.cells, p.labels, m[2]!) === m[1]
          ? {
              oneOf: (p.offered as View[])
                .filter((v) => v.includes(m[1]!) && v.includes(m[2]!))
                .map((v) => text(viewText(v))),
            }
          : misnamed(`${m[1]} opposite ${m[2]}`),
    ],
  ],
  paintedCube: [
    [/^counting the edge cubes$/, (p) => painted(p, 'faces=2')],
    [/^counting the faces instead of the corners$/, () => num(6)],
    [/^counting the edges$/, () => num(12)],
    // every edge counted whole, so each corner three times over
    [/^keeping the corner cubes on each edge$/, (p) => num(4 * dims(p).reduce((s, d) => s + d, 0))],
    [/^leaving out only one corner per edge$/, (p) => num(4 * dims(p).reduce((s, d) => s + d - 1, 0))],
    [
      /^counting the (one|two)-(face|colour) cubes$/,
      (p, m) => painted(p, `${m[2]}s=${m[1] === 'one' ? 1 : 2}`),
    ],
    [/^counting whole faces$/, (p) => num(p.ask.startsWith('only:') ? 2 * dims(p)[0] ** 2 : faceAreas(p, 0))],
    [/^taking off only one row on each face$/, (p) => num(faceAreas(p, 1))],
    [
      /^counting one face only$/,
      (p) => {
        const [a, b, c] = dims(p).map((d) => d - 2) as [number, number, number];
        // has:…;not:… counts a face less its two edges with the other colour; the rest a face's middle
        if (p.ask.startsWith('has:')) return num(dims(p)[0] * (dims(p)[0] - 2));
        return { oneOf: [a * b, b * c, a * c].map((v) => num(v)) };
      },
    ],
    [
      /^taking off one layer instead of one from each side$/,
      (p) => num(p.ask === 'faces>=1' ? inner(p, 0) - inner(p, 0.5) : inner(p, 0.5)),
    ],
    [/^taking off two layers from each side$/, (p) => num(inner(p, 2))],
    [/^counting the unpainted ones$/, (p) => painted(p, 'faces=0')],
    [
      /^adding the three kinds but forgetting the corners$/,
      (p) => num(countPainted(p.dims, p.paint, 'faces=1') + countPainted(p.dims, p.paint, 'faces=2')),
    ],
    [/^keeping the corners$/, (p) => num((p.ask === 'colours=2' ? 12 : 4) * dims(p)[0])],
    [/^counting all 12 edges$/, (p) => painted(p, 'colours=2')],
    [/^counting only one edge of each face$/, (p) => num(2 * (dims(p)[0] - 2))],
    [/^counting the other colours too$/, (p) => painted(p, 'colours=1')],
    [/^counting only one colour$/, (p) => painted(p, `only:${p.paint.top}`)],
    [
      /^counting only the edges of one pair of colours$/,
      (p) => painted(p, `only:${p.paint.top}+${p.paint.front}`),
    ],
    [/^counting the two-colour cubes$/, (p) => painted(p, 'colours=2')],
    [
      /^leaving out the (\w+) edges too$/,
      (p, m) => (m[1] === p.paint.left ? painted(p, `only:${p.paint.top}`) : misnamed(m[1]!)),
    ],
    [
      /^counting every cube with (\w+)$/,
      (p, m) => (m[1] === p.paint.top ? num(2 * dims(p)[0] ** 2) : misnamed(m[1]!)),
    ],
    [/^squaring instead of cubing$/, (p) => num((dims(p)[0] - 2) ** 2)],
  ],
};
