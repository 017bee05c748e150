/**
 * Independent cube solvers, in 3-D vectors (the generator works with permutations of face names and
 * a rolling cube):
 * - views of a die: every assignment of the six labels to the six outward normals ±x, ±y, ±z is
 *   tried; a view (top, left, right) fits when the three normals satisfy left × right = top (the viewer
 *   looks at the corner from (1, 1, 1): top +z, left +x, right +y);
 * - nets: the sheet lies in the plane z = 0 seen from +z (x to the right, y up the page) and is folded
 *   away from the viewer; each square's rotation is its parent's times a quarter turn about the shared
 *   edge, and its outward normal is that rotation applied to +z;
 * - painted blocks: every small cube is visited and its painted faces read off.
 */
import { num, text, type Expected } from './values';

type V = [number, number, number];
type M = [V, V, V]; // rows

const cross = (a: V, b: V): V => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: V, b: V): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const same = (a: V, b: V): boolean => a.every((x, i) => x === b[i]);
const neg = (a: V): V => [-a[0] || 0, -a[1] || 0, -a[2] || 0];
const NORMALS: V[] = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
];

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}
const ALL = permutations(6);

/** The face opposite `ask` in every labelling that fits the views; throws unless exactly one. */
export function oppositeFromViews(labels: string[], views: [string, string, string][], ask: string): string {
  const answers = new Set<string>();
  let fitting = 0;
  for (const perm of ALL) {
    const normal = (l: string): V => NORMALS[perm[labels.indexOf(l)]!]!;
    if (!views.every(([t, l, r]) => same(cross(normal(l), normal(r)), normal(t)))) continue;
    fitting += 1;
    answers.add(labels.find((l) => same(normal(l), neg(normal(ask))))!);
  }
  if (fitting === 0) throw new Error(`no die shows these views: ${JSON.stringify(views)}`);
  if (answers.size !== 1) throw new Error(`the views allow ${[...answers].join(' or ')} opposite ${ask}`);
  return [...answers][0]!;
}

const mul = (a: M, b: M): M =>
  a.map((row) => [0, 1, 2].map((j) => row[0] * b[0][j]! + row[1] * b[1][j]! + row[2] * b[2][j]!)) as M;
const apply = (m: M, v: V): V => m.map((row) => dot(row, v)) as V;

/** A quarter turn (right-hand rule) about a unit axis a: v ↦ a(a·v) + a × v. */
function quarterTurn(a: V): M {
  const cols = NORMALS.slice(0, 5)
    .filter((_, i) => i % 2 === 0)
    .map((e) => {
      const k = dot(a, e);
      const c = cross(a, e);
      return [a[0] * k + c[0], a[1] * k + c[1], a[2] * k + c[2]] as V;
    });
  return [0, 1, 2].map((i) => cols.map((col) => col[i]!)) as M;
}

/** Each square's outward normal once the net is folded (labels outside). Throws if two squares overlap. */
export function foldNet3d(cells: [number, number][]): V[] {
  const rotation: (M | undefined)[] = cells.map((_, i) =>
    i === 0
      ? ([
          [1, 0, 0],
          [0, 1, 0],
          [0, 0, 1],
        ] as M)
      : undefined,
  );
  const queue = [0];
  while (queue.length) {
    const i = queue.shift()!;
    const [r, c] = cells[i]!;
    cells.forEach(([r2, c2], j) => {
      if (rotation[j] || Math.abs(r - r2) + Math.abs(c - c2) !== 1) return;
      const d: V = [c2 - c, r - r2, 0]; // down the page is −y
      const axis = cross([0, 0, 1], d);
      rotation[j] = mul(rotation[i]!, quarterTurn(axis));
      queue.push(j);
    });
  }
  if (rotation.some((m) => !m)) throw new Error('the squares are not all joined');
  const normals = rotation.map((m) => apply(m!, [0, 0, 1]));
  if (new Set(normals.map((n) => n.join(','))).size !== 6)
    throw new Error('two squares fold onto the same face: not a net of a cube');
  return normals;
}

export function netOpposite(cells: [number, number][], labels: string[], ask: string): string {
  const normals = foldNet3d(cells);
  const n = normals[labels.indexOf(ask)]!;
  return labels[normals.findIndex((m) => same(m, neg(n)))]!;
}

/** The one offered cube that the folded net can show; throws unless exactly one. */
export function cubeFromNet(
  cells: [number, number][],
  labels: string[],
  offered: [string, string, string][],
): string {
  const normals = foldNet3d(cells);
  const normal = (l: string): V => normals[labels.indexOf(l)]!;
  const fits = offered.filter(([t, l, r]) => same(cross(normal(l), normal(r)), normal(t)));
  if (fits.length !== 1) throw new Error(`${fits.length} of the offered cubes can be formed`);
  const [t, l, r] = fits[0]!;
  return `Top ${t}, left ${l}, right ${r}`;
}

/** Counts small cubes of a painted a × b × c block (x left → right, y front → back, z bottom → top). */
export function countPainted(
  dims: [number, number, number],
  paint: Record<string, string | null>,
  ask: string,
): number {
  const [a, b, c] = dims;
  let count = 0;
  for (let x = 0; x < a; x += 1) {
    for (let y = 0; y < b; y += 1) {
      for (let z = 0; z < c; z += 1) {
        const faces: string[] = [];
        if (x === 0) faces.push('left');
        if (x === a - 1) faces.push('right');
        if (y === 0) faces.push('front');
        if (y === b - 1) faces.push('back');
        if (z === 0) faces.push('bottom');
        if (z === c - 1) faces.push('top');
        const colours = faces.map((f) => paint[f]).filter((p): p is string => !!p);
        const set = new Set(colours);
        const hit = ask.startsWith('faces=')
          ? colours.length === Number(ask.slice(6))
          : ask === 'faces>=1'
            ? colours.length >= 1
            : ask.startsWith('colours=')
              ? set.size === Number(ask.slice(8))
              : ask.startsWith('only:')
                ? [...set].sort().join('+') === ask.slice(5).split('+').sort().join('+')
                : ask.startsWith('has:')
                  ? (() => {
                      const [has, not] = ask.split(';').map((part) => part.split(':')[1]!);
                      return set.has(has!) && !set.has(not!);
                    })()
                  : (() => {
                      throw new Error(`unknown count ${ask}`);
                    })();
        if (hit) count += 1;
      }
    }
  }
  return count;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const CUBE_DICE_SOLVERS: Record<string, (p: any) => Expected> = {
  dieViews: (p) => text(oppositeFromViews(p.labels, p.views, p.ask)),
  netOpposite: (p) => text(netOpposite(p.cells, p.labels, p.ask)),
  netCube: (p) => text(cubeFromNet(p.cells, p.labels, p.offered)),
  paintedCube: (p) => num(countPainted(p.dims, p.paint, p.ask)),
};
