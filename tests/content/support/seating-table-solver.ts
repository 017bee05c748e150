/**
 * An independent solver for the seatings where the way people face decides right and left (circular
 * tables facing away from the centre or some each way, square tables with corners and middles). It
 * reads the clue SENTENCES, puts the seats at points of the plane (clockwise, unlike the generator's
 * anticlockwise seat numbers), pins the LAST person (the generator pins the first), and works out a
 * person's right from geometry: the right hand is the facing direction turned a quarter clockwise,
 * and the next seat on the right is the neighbour that lies on that side. Every seating (and every
 * facing of every person, where the table leaves it open) is tried; exactly one must fit.
 */
import { num, text, type Expected } from './values';

const WORDS: Record<string, number> = { immediately: 1, second: 2, third: 3, fourth: 4 };

export type TableKind = 'outward' | 'mixed' | 'square' | 'squareOut' | 'twoSide';

type Point = [number, number];

/** The seats, clockwise seen from above (y up). */
function seatPoints(table: TableKind, n: number): Point[] {
  if (table === 'twoSide') {
    // top side left to right, right side downwards, bottom right to left, left side upwards
    return [
      [-0.5, 1],
      [0.5, 1],
      [1, 0.5],
      [1, -0.5],
      [0.5, -1],
      [-0.5, -1],
      [-1, -0.5],
      [-1, 0.5],
    ];
  }
  if (table === 'square' || table === 'squareOut') {
    return [
      [-1, 1],
      [0, 1],
      [1, 1],
      [1, 0],
      [1, -1],
      [0, -1],
      [-1, -1],
      [-1, 0],
    ];
  }
  return Array.from({ length: n }, (_, i) => [
    Math.sin((2 * Math.PI * i) / n),
    Math.cos((2 * Math.PI * i) / n),
  ]);
}

const isCorner = ([x, y]: Point) => Math.abs(x) === 1 && Math.abs(y) === 1;

interface World {
  /** the person at each point */
  order: string[];
  /** does the person at each point face away from the centre */
  out: boolean[];
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((r) => [x, ...r]),
  );
}

export interface FacingSeating {
  table: TableKind;
  people: string[];
  clues: string[];
  ask: string;
  /** the four options of a "which of the following" question */
  options?: string[];
}

export function solveFacingSeating(p: FacingSeating): Expected {
  const n = p.people.length;
  const points = seatPoints(p.table, n);
  const at = (w: World, name: string) => w.order.indexOf(name);
  /** The point `k` places along this person's right hand (negative: left). */
  const along = (w: World, name: string, k: number): number => {
    const i = at(w, name);
    const [x, y] = points[i]!;
    const facing: Point = w.out[i] ? [x, y] : [-x, -y];
    const right: Point = [facing[1], -facing[0]];
    const next = points[(i + 1) % n]!;
    const step = (next[0] - x) * right[0] + (next[1] - y) * right[1] > 0 ? 1 : -1;
    return (((i + step * k) % n) + n) % n;
  };
  const facesOut = (w: World, name: string) => w.out[at(w, name)]!;
  const across = (w: World, a: string, b: string) => {
    const [ax, ay] = points[at(w, a)]!;
    const [bx, by] = points[at(w, b)]!;
    return Math.abs(ax + bx) < 1e-9 && Math.abs(ay + by) < 1e-9;
  };
  /** two on each side: the same side is the same edge of the square (x = ±1 or y = ±1 for both) */
  const sameSide = (w: World, a: string, b: string) => {
    const [ax, ay] = points[at(w, a)]!;
    const [bx, by] = points[at(w, b)]!;
    return (Math.abs(ay) === 1 && ay === by) || (Math.abs(ax) === 1 && ax === bx);
  };
  /** two on each side: face to face, the seat straight across (mirror the coordinate off the edge) */
  const faceToFace = (w: World, a: string, b: string) => {
    const [ax, ay] = points[at(w, a)]!;
    const [bx, by] = points[at(w, b)]!;
    return Math.abs(ay) === 1 ? bx === ax && by === -ay : by === ay && bx === -ax;
  };
  const adjacent = (w: World, a: string, b: string) => {
    const d = (at(w, a) - at(w, b) + n) % n;
    return d === 1 || d === n - 1;
  };
  type Check = (w: World) => boolean;
  const parse = (clue: string): Check => {
    let m =
      /^(\w) sits (\w+) to the (right|left) of (\w)(?:, who faces (the centre|away from the centre))?\.$/.exec(
        clue,
      );
    if (m) {
      const [, a, k, side, b, way] = m;
      return (w) =>
        (way === undefined || facesOut(w, b!) === (way === 'away from the centre')) &&
        w.order[along(w, b!, (side === 'right' ? 1 : -1) * WORDS[k!]!)] === a;
    }
    m = /^(\w) and (\w) sit next to each other\.$/.exec(clue);
    if (m) return (w) => adjacent(w, m![1]!, m![2]!);
    m = /^(\w) does not sit next to (\w)\.$/.exec(clue);
    if (m) return (w) => !adjacent(w, m![1]!, m![2]!);
    m = /^(\w) sits directly opposite (\w)\.$/.exec(clue);
    if (m) {
      if (p.table !== 'twoSide') throw new Error('"directly opposite" away from a table with two a side');
      return (w) => faceToFace(w, m![1]!, m![2]!);
    }
    m = /^(\w) and (\w) sit on the same side of the table\.$/.exec(clue);
    if (m) return (w) => sameSide(w, m![1]!, m![2]!);
    m = /^(\w) sits (diagonally )?opposite (\w)\.$/.exec(clue);
    if (m) {
      if (p.table === 'twoSide') throw new Error('"opposite" at a table with two a side is ambiguous');
      const [, a, diagonally, b] = m;
      const square = p.table === 'square' || p.table === 'squareOut';
      if (diagonally && !square) throw new Error('"diagonally" round a circular table');
      return (w) => across(w, a!, b!) && (!square || isCorner(points[at(w, a!)]!) === Boolean(diagonally));
    }
    m = /^(\w) faces the centre\.$/.exec(clue);
    if (m) return (w) => !facesOut(w, m![1]!);
    m = /^(\w) faces away from the centre\.$/.exec(clue);
    if (m) return (w) => facesOut(w, m![1]!);
    m = /^(\w) sits at one of the corners\.$/.exec(clue);
    if (m) return (w) => isCorner(points[at(w, m![1]!)]!);
    m = /^(\w) sits at the middle of one of the sides\.$/.exec(clue);
    if (m) return (w) => !isCorner(points[at(w, m![1]!)]!);
    m = /^(\w) and (\w) face (the same|opposite) directions?\.$/.exec(clue);
    if (m) return (w) => (facesOut(w, m![1]!) === facesOut(w, m![2]!)) === (m![3] === 'the same');
    throw new Error(`a clue the solver cannot read: ${clue}`);
  };
  const checks = p.clues.map(parse);

  // the last person sits at the first point, or (square: the table looks the same after a quarter
  // turn) at the first or second point
  const pinned = p.people[n - 1]!;
  const square = p.table !== 'outward' && p.table !== 'mixed';
  const orders = permutations(p.people.slice(0, -1)).flatMap((rest) =>
    square
      ? [
          [pinned, ...rest],
          [rest[rest.length - 1]!, pinned, ...rest.slice(0, -1)],
        ]
      : [[pinned, ...rest]],
  );
  const facings: boolean[][] =
    p.table === 'mixed'
      ? Array.from({ length: 2 ** n }, (_, m) => Array.from({ length: n }, (__, i) => ((m >> i) & 1) === 1))
      : [points.map((pt) => p.table === 'outward' || (p.table === 'squareOut' && isCorner(pt)))];
  const fits: World[] = [];
  for (const order of orders)
    for (const out of facings) {
      const w = { order, out };
      if (checks.every((check) => check(w))) fits.push(w);
    }
  if (fits.length !== 1) throw new Error(`${fits.length} seatings fit the clues, not one`);
  const w = fits[0]!;

  let m = /^Who sits (\w+) to the (right|left) of (\w)\?$/.exec(p.ask);
  if (m) return text(w.order[along(w, m[3]!, (m[2] === 'right' ? 1 : -1) * WORDS[m[1]!]!)]!);
  m = /^Who sits directly opposite (\w)\?$/.exec(p.ask);
  if (m) return text(w.order.find((q) => faceToFace(w, m![1]!, q))!);
  m = /^Who sits on the same side of the table as (\w)\?$/.exec(p.ask);
  if (m) return text(w.order.find((q) => q !== m![1] && sameSide(w, m![1]!, q))!);
  m = /^Who sits (diagonally )?opposite (\w)\?$/.exec(p.ask);
  if (m) {
    const who = w.order.find((q) => q !== m![2] && across(w, q, m![2]!));
    if (!who) throw new Error('nobody sits opposite');
    return text(who);
  }
  m = /^How many people sit between (\w) and (\w) when counted clockwise from \1\?$/.exec(p.ask);
  // clockwise is up the point numbers here
  if (m) return num(((at(w, m[2]!) - at(w, m[1]!) + n) % n) - 1);
  const which = (test: (name: string) => boolean): Expected => {
    const found = (p.options ?? []).filter(test);
    if (found.length !== 1) throw new Error(`${found.length} options fit "${p.ask}"`);
    return text(found[0]!);
  };
  if (p.ask === 'Which of the following faces outward?') return which((q) => facesOut(w, q));
  if (p.ask === 'Which of the following faces the centre?') return which((q) => !facesOut(w, q));
  if (p.ask === 'Which of the following sits at a corner?') return which((q) => isCorner(points[at(w, q)]!));
  throw new Error(`a question the solver cannot read: ${p.ask}`);
}
