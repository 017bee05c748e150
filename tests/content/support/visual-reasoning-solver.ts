/**
 * Independent solvers for visual reasoning.
 *
 * - rotation: the turn is read from the question's words (degrees, clockwise or anticlockwise, summed
 *   over "… and then …"), and each square's centre is turned about the grid's centre with cos/sin.
 * - notRotation: every candidate is compared with the four turns of the figure, and with all eight
 *   symmetries of the square, by canonical forms (the smallest text among a figure's images); exactly
 *   one candidate must be a mirror image and no turn.
 * - matrix: each property of row 3 is read from its first two boxes: equal means the row keeps one
 *   value (rows 1 and 2 must do the same), different means the missing box has the value of the set
 *   (rows 1 and 2 must each hold all three) that row 3 lacks.
 */
import { text, type Expected } from './values';

type Cells = [number, number][];

const name = (cells: Cells): string =>
  `Filled: ${[...cells]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([r, c]) => `${'ABCDEFGH'[c]}${r + 1}`)
    .join(', ')}`;

/** Degrees clockwise that the words ask for: "90° clockwise and then 180°" → 270. */
export function degreesAsked(words: string): number {
  let total = 0;
  for (const part of words.split(' and then ')) {
    const match = /^(\d+)°( clockwise| anticlockwise)?$/.exec(part.trim());
    if (!match) throw new Error(`cannot read the turn "${part}"`);
    const deg = Number(match[1]);
    if (match[2] === undefined && deg !== 180) throw new Error(`a turn of ${deg}° needs a direction`);
    total += match[2] === ' anticlockwise' ? -deg : deg;
  }
  return ((total % 360) + 360) % 360;
}

/** The squares turned `degrees` clockwise about the grid's centre (y grows downwards on screen). */
export function turnByAngle(cells: Cells, n: number, degrees: number): Cells {
  const t = (degrees * Math.PI) / 180;
  const mid = (n - 1) / 2;
  return cells.map(([r, c]) => {
    const x = c - mid;
    const y = r - mid;
    const x2 = x * Math.cos(t) - y * Math.sin(t);
    const y2 = x * Math.sin(t) + y * Math.cos(t);
    return [Math.round(y2 + mid), Math.round(x2 + mid)];
  });
}

export function solveRotation(p: { n: number; cells: Cells; words: string }): Expected {
  return text(name(turnByAngle(p.cells, p.n, degreesAsked(p.words))));
}

const mirrorLeftRight = (cells: Cells, n: number): Cells => cells.map(([r, c]) => [r, n - 1 - c]);

/** The names of a figure's four turns. */
const turnsOf = (cells: Cells, n: number): string[] =>
  [0, 90, 180, 270].map((d) => name(turnByAngle(cells, n, d)));

/** Smallest name among all eight symmetries of the square: equal for a figure and its mirror image. */
export const canonical8 = (cells: Cells, n: number): string =>
  [...turnsOf(cells, n), ...turnsOf(mirrorLeftRight(cells, n), n)].sort()[0]!;
/** Smallest name among the four turns only: different for a figure and its mirror image (if it has no mirror symmetry). */
export const canonical4 = (cells: Cells, n: number): string => turnsOf(cells, n).sort()[0]!;

export function solveNotRotation(p: { n: number; cells: Cells; candidates: Cells[] }): Expected {
  const own = canonical4(p.cells, p.n);
  const odd = p.candidates.filter((c) => canonical4(c, p.n) !== own);
  if (odd.length !== 1) throw new Error(`${odd.length} candidates are not turns of the figure`);
  if (canonical8(odd[0]!, p.n) !== canonical8(p.cells, p.n))
    throw new Error('the odd candidate is not even a mirror image of the figure');
  return text(name(odd[0]!));
}

type MatrixBox = { shape: string; count: number; shade: string };

/** The missing box's value of one property, from the eight boxes' values in reading order. */
export function missingValue<T>(values: T[]): T {
  const rows = [values.slice(0, 3), values.slice(3, 6)];
  const all = new Set(rows.flat());
  const [a, b] = [values[6]!, values[7]!];
  if (a === b) {
    if (!rows.every((r) => new Set(r).size === 1))
      throw new Error('row 3 keeps one value but rows 1 and 2 do not');
    return a;
  }
  if (!rows.every((r) => new Set(r).size === 3) || all.size !== 3)
    throw new Error('row 3 changes but rows 1 and 2 do not each hold three values');
  const missing = [...all].filter((v) => v !== a && v !== b);
  if (missing.length !== 1) throw new Error('no single missing value');
  return missing[0]!;
}

export function solveMatrix(p: { boxes: MatrixBox[] }): Expected {
  const shape = missingValue(p.boxes.map((b) => b.shape));
  const count = missingValue(p.boxes.map((b) => b.count));
  const shade = missingValue(p.boxes.map((b) => b.shade));
  return text(`${count} ${shade} ${shape}${count > 1 ? 's' : ''}`);
}
