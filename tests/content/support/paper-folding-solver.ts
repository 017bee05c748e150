/**
 * An independent unfolding of a folded, punched sheet: start from the punches' centres and undo the
 * folds in reverse order, each time adding the mirror image of every hole so far across the fold's
 * line (the line through its two end points, mirrored by vector projection). The generator instead
 * folds every cell of the sheet forwards, so the two share no code and no representation of a fold.
 */
import { num, text, type Expected } from './values';

export interface FoldParams {
  n: number;
  folds: { type: string; from: [number, number]; to: [number, number]; moving: string }[];
  punches: [number, number][];
  /** Squares cut out through all the layers (the cut-corner kind). */
  cuts?: [number, number][];
}

export type P = { x: number; y: number };

/** p mirrored across the line through a and b. */
export function mirror(p: P, a: P, b: P): P {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy);
  const foot = { x: a.x + t * dx, y: a.y + t * dy };
  return { x: 2 * foot.x - p.x, y: 2 * foot.y - p.y };
}

/** The direction a side's name points to (x right, y down). */
export const DIRECTION: Record<string, P> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  top: { x: 0, y: -1 },
  bottom: { x: 0, y: 1 },
  'upper-left': { x: -1, y: -1 },
  'upper-right': { x: 1, y: -1 },
  'lower-left': { x: -1, y: 1 },
  'lower-right': { x: 1, y: 1 },
};

/** Which side of the line a–b a point lies on (+1, −1, or 0 on it). */
const sideOf = (p: P, a: P, b: P): number =>
  Math.sign(Math.round(((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) * 1e6));

/** The unfolded sheet's holes, as "Holes: A1, B2" in reading order. */
export function unfoldHoles(p: FoldParams): { cells: [number, number][]; text: string } {
  let holes: P[] = p.punches.map(([r, c]) => ({ x: c + 0.5, y: r + 0.5 }));
  for (const fold of [...p.folds].reverse()) {
    const a = { x: fold.from[0], y: fold.from[1] };
    const b = { x: fold.to[0], y: fold.to[1] };
    // every hole so far is on the paper that stayed put, never on the part that was folded over
    const moving = DIRECTION[fold.moving];
    if (!moving) throw new Error(`unknown side ${fold.moving}`);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const movingSide = sideOf({ x: mid.x + moving.x, y: mid.y + moving.y }, a, b);
    if (movingSide === 0) throw new Error(`the ${fold.moving} side is along the fold line itself`);
    for (const h of holes)
      if (sideOf(h, a, b) === movingSide)
        throw new Error(
          `a hole at ${h.x},${h.y} lies on the part folded over by the fold ${JSON.stringify(fold)}`,
        );
    holes = [...holes, ...holes.map((h) => mirror(h, a, b))];
  }
  const keys = new Set<string>();
  const cells: [number, number][] = [];
  for (const h of holes) {
    const [r, c] = [Math.floor(h.y), Math.floor(h.x)];
    if (r < 0 || c < 0 || r >= p.n || c >= p.n) throw new Error(`a hole off the sheet at ${h.x},${h.y}`);
    if (Math.abs(h.x - c - 0.5) > 1e-6 || Math.abs(h.y - r - 0.5) > 1e-6)
      throw new Error(`a hole not at a cell's centre: ${h.x},${h.y}`);
    if (!keys.has(`${r},${c}`)) cells.push([r, c]);
    keys.add(`${r},${c}`);
  }
  cells.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return { cells, text: `Holes: ${cells.map(([r, c]) => `${'ABCDEFGH'[c]}${r + 1}`).join(', ')}` };
}

/** The cut-corner kind: round holes from the punches and square cut-outs from the cuts, unfolded alike. */
export function unfoldCuts(p: FoldParams): string {
  const round = unfoldHoles(p).text.replace(/^Holes: /, '');
  const square = unfoldHoles({ ...p, punches: p.cuts ?? [] }).text.replace(/^Holes: /, '');
  return `Round holes: ${round}; square cut-outs: ${square}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const PAPER_FOLDING_SOLVERS: Record<string, (p: any) => Expected> = {
  cutUnfolded: (p) => text(unfoldCuts(p as FoldParams)),
  unfolded: (p) => text(unfoldHoles(p as FoldParams).text),
  holeCount: (p) => num(unfoldHoles(p as FoldParams).cells.length),
};
