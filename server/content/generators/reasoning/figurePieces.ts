/**
 * Figure formation, second kind: "Some pieces are already in place in the square; which set of pieces
 * fills the rest?" A square of n × n small squares is cut into pieces (each 2 to 5 small squares joined
 * edge to edge); one or two are shown in place, and the right option is the rest of the pieces, each
 * drawn turned or flipped at random. Wrong sets are named mistakes:
 * a piece with one small square more or less (the area no longer matches), or a piece of the same size
 * but another shape, which a search over every placement shows cannot fill the empty part.
 *
 * Pieces are named by their usual letter (the shape they look like) and their number of squares:
 * L3, O4, T4, P5 … (domino D2; trominoes I3, L3; tetrominoes I4, O4, T4, S4, L4; pentominoes F5, I5,
 * L5, N5, P5, T5, U5, V5, W5, X5, Y5, Z5).
 */
import type { Figure } from '../../../../contract/figure';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Kind, Level, Problem } from '../types';

type Cell = [number, number]; // row, column
type Piece = Cell[];

/** The piece moved to the top left, cells in reading order. */
function normalise(p: Piece): Piece {
  const r0 = Math.min(...p.map((c) => c[0]));
  const c0 = Math.min(...p.map((c) => c[1]));
  return p.map(([r, c]): Cell => [r - r0, c - c0]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
const keyOf = (p: Piece): string => String.fromCharCode(...normalise(p).map(([r, c]) => 48 + r * 8 + c));

/** The 8 ways a piece can lie (turned and flipped), distinct ones only. */
export function orientations(p: Piece): Piece[] {
  const out = new Map<string, Piece>();
  let cur = p;
  for (let flip = 0; flip < 2; flip += 1) {
    for (let t = 0; t < 4; t += 1) {
      cur = cur.map(([r, c]): Cell => [c, -r]);
      const n = normalise(cur);
      out.set(keyOf(n), n);
    }
    cur = cur.map(([r, c]): Cell => [r, -c]);
  }
  return [...out.values()];
}
const CANONICAL = new Map<string, string>();
/** The same text for every way a shape can lie (remembered: the same few shapes come up again and again). */
function canonical(p: Piece): string {
  const k = keyOf(p);
  let c = CANONICAL.get(k);
  if (c === undefined) {
    c = orientations(p).map(keyOf).sort()[0]!;
    CANONICAL.set(k, c);
  }
  return c;
}

const SHAPES: [string, string[]][] = [
  ['D2', ['##']],
  ['I3', ['###']],
  ['L3', ['#.', '##']],
  ['I4', ['####']],
  ['O4', ['##', '##']],
  ['T4', ['###', '.#.']],
  ['S4', ['.##', '##.']],
  ['L4', ['#..', '###']],
  ['F5', ['.##', '##.', '.#.']],
  ['I5', ['#####']],
  ['L5', ['#...', '####']],
  ['N5', ['##..', '.###']],
  ['P5', ['##', '##', '#.']],
  ['T5', ['###', '.#.', '.#.']],
  ['U5', ['#.#', '###']],
  ['V5', ['#..', '#..', '###']],
  ['W5', ['#..', '##.', '.##']],
  ['X5', ['.#.', '###', '.#.']],
  ['Y5', ['.#..', '####']],
  ['Z5', ['##.', '.#.', '.##']],
];
const NAMES = new Map<string, string>(
  SHAPES.map(([name, rows]) => [
    canonical(rows.flatMap((row, r) => [...row].flatMap((ch, c): Cell[] => (ch === '#' ? [[r, c]] : [])))),
    name,
  ]),
);
export const pieceName = (p: Piece): string | undefined => NAMES.get(canonical(p));

const connected = (p: Piece): boolean => {
  // squares as numbers (a piece never reaches 20 squares from its first one)
  const all = new Set(p.map(([r, c]) => (r + 20) * 64 + (c + 20)));
  const start = (p[0]![0] + 20) * 64 + (p[0]![1] + 20);
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length) {
    const k = stack.pop()!;
    for (const d of [64, -64, 1, -1]) {
      if (all.has(k + d) && !seen.has(k + d)) {
        seen.add(k + d);
        stack.push(k + d);
      }
    }
  }
  return seen.size === p.length;
};

const FORMS = new Map<string, Cell[][]>();
/** A shape's ways of lying, each moved so that its first square (reading order) is at 0, 0. */
function formsOf(shape: string, p: Piece): Cell[][] {
  let forms = FORMS.get(shape);
  if (!forms) {
    forms = orientations(p).map((f) => f.map(([r, c]): Cell => [r - f[0]![0], c - f[0]![1]]));
    FORMS.set(shape, forms);
  }
  return forms;
}

/** Whether the pieces fill an n × n square exactly (every placement tried, first empty square first; the board is a bit mask). */
export function fills(
  n: number,
  pieces: Piece[],
  placed: Cell[] = [],
  budget = Infinity,
): boolean | 'unknown' {
  if (pieces.reduce((s, p) => s + p.length, 0) + placed.length !== n * n) return false;
  let nodes = 0;
  // pieces of one shape are interchangeable: keep each shape once with how many there are
  const shapes = new Map<string, { forms: Cell[][]; count: number }>();
  for (const p of pieces) {
    const k = canonical(p);
    const entry = shapes.get(k);
    if (entry) entry.count += 1;
    else shapes.set(k, { forms: formsOf(k, p), count: 1 });
  }
  const kinds = [...shapes.values()];
  const full = n * n === 32 ? 0xffffffff : 2 ** (n * n) - 1;
  const search = (board: number): boolean => {
    if (board === full) return true;
    nodes += 1;
    if (nodes > budget) throw new RangeError('budget');
    let first = 0;
    while (board & (1 << first)) first += 1;
    const r0 = Math.floor(first / n);
    const c0 = first % n;
    for (const kind of kinds) {
      if (kind.count === 0) continue;
      for (const form of kind.forms) {
        let mask = 0;
        let ok = true;
        for (const [dr, dc] of form) {
          const r = r0 + dr;
          const c = c0 + dc;
          if (r < 0 || c < 0 || r >= n || c >= n || board & (1 << (r * n + c))) {
            ok = false;
            break;
          }
          mask |= 1 << (r * n + c);
        }
        if (!ok) continue;
        kind.count -= 1;
        const done = search(board | mask);
        kind.count += 1;
        if (done) return true;
      }
    }
    return false;
  };
  try {
    return search(placed.reduce((m, [r, c]) => m | (1 << (r * n + c)), 0));
  } catch (error) {
    if (error instanceof RangeError && error.message === 'budget') return 'unknown';
    throw error;
  }
}

/** Cuts the square into `count` connected pieces of 2 to 5 squares, each a named shape. */
function cut(rng: Rng, n: number, count: number): Piece[] | undefined {
  const owner: number[] = new Array(n * n).fill(-1);
  const seeds = rng.sample([...Array(n * n).keys()], count);
  seeds.forEach((s, i) => (owner[s] = i));
  const sizes = seeds.map(() => 1);
  const steps: [number, number][] = [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ];
  for (let left = n * n - count; left > 0; left -= 1) {
    // every (piece, free neighbouring square) a piece of fewer than 5 squares could grow into
    const moves: [number, number][] = [];
    owner.forEach((o, k) => {
      if (o < 0 || sizes[o]! >= 5) return;
      const r = Math.floor(k / n);
      const c = k % n;
      for (const [dr, dc] of steps) {
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= 0 && cc >= 0 && rr < n && cc < n && owner[rr * n + cc] === -1) moves.push([o, rr * n + cc]);
      }
    });
    if (moves.length === 0) return undefined;
    // the smallest pieces grow first (so none is shut in while still tiny)
    const least = Math.min(...moves.map(([o]) => sizes[o]!));
    const [i, k] = rng.pick(moves.filter(([o]) => sizes[o] === least));
    owner[k] = i;
    sizes[i] = sizes[i]! + 1;
  }
  if (owner.includes(-1)) return undefined;
  const pieces: Piece[] = seeds.map((_, i) =>
    owner.flatMap((o, k): Cell[] => (o === i ? [[Math.floor(k / n), k % n]] : [])),
  );
  if (pieces.some((p) => p.length < 2 || !pieceName(p))) return undefined;
  return pieces;
}

/** A piece changed by one square: grown, shrunk, or (same size) a square moved elsewhere; always a new shape. */
function reshape(rng: Rng, p: Piece, how: 'grow' | 'shrink' | 'move'): Piece | undefined {
  const cells = normalise(p);
  const around = (q: Piece): Cell[] => {
    const out: Cell[] = [];
    for (const [r, c] of q)
      for (const [dr, dc] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        if (
          !q.some((x) => x[0] === r + dr && x[1] === c + dc) &&
          !out.some((x) => x[0] === r + dr && x[1] === c + dc)
        )
          out.push([r + dr, c + dc]);
      }
    return out;
  };
  const without = cells
    .map((_, i) => cells.filter((__, j) => j !== i))
    .filter((q) => q.length >= 1 && connected(q));
  let options: Piece[];
  if (how === 'grow') options = around(cells).map((c) => [...cells, c]);
  else if (how === 'shrink') options = without.filter((q) => q.length >= 2);
  else options = without.flatMap((q) => around(q).map((c) => [...q, c]));
  const own = canonical(cells);
  const fresh = options.filter((q) => connected(q) && pieceName(q) !== undefined && canonical(q) !== own);
  return fresh.length ? normalise(rng.pick(fresh)) : undefined;
}

const SETTINGS: Record<
  Level,
  { n: number; count: [number, number]; placed: number; wrong: ('grow' | 'shrink' | 'move')[] }
> = {
  1: { n: 3, count: [3, 4], placed: 1, wrong: ['grow', 'shrink', 'grow'] },
  2: { n: 4, count: [4, 5], placed: 1, wrong: ['grow', 'shrink', 'move'] },
  3: { n: 5, count: [6, 7], placed: 2, wrong: ['move', 'grow', 'move'] },
};

const INK = '#1f2937';
const FILL = '#93c5fd';
const CELL_PX = 16;

/** Pieces laid out left to right in rows (a gap of one square between them), each as it lies. */
function piecesFigure(pieces: Piece[], text: string): Figure {
  const maxW = 8;
  let x = 0;
  let y = 0;
  let rowH = 0;
  const placed: { piece: Piece; x: number; y: number }[] = [];
  for (const p of pieces) {
    const w = Math.max(...p.map((c) => c[1])) + 1;
    const h = Math.max(...p.map((c) => c[0])) + 1;
    if (x > 0 && x + w > maxW) {
      x = 0;
      y += rowH + 1;
      rowH = 0;
    }
    placed.push({ piece: p, x, y });
    x += w + 1;
    rowH = Math.max(rowH, h);
  }
  const width = Math.max(...placed.map((q) => q.x + Math.max(...q.piece.map((c) => c[1])) + 1));
  const height = y + rowH;
  const pad = 5;
  const W = width * CELL_PX + 2 * pad;
  const H = height * CELL_PX + 2 * pad;
  const rects = placed.flatMap((q) =>
    q.piece.map(
      ([r, c]) =>
        `<rect x="${pad + (q.x + c) * CELL_PX}" y="${pad + (q.y + r) * CELL_PX}" width="${CELL_PX}" height="${CELL_PX}" fill="${FILL}" stroke="${INK}" stroke-width="1.5"/>`,
    ),
  );
  const alt = `${text}: ${pieces.map((p) => `${pieceName(p)} (squares ${p.map(([r, c]) => `${String.fromCharCode(65 + c)}${r + 1}`).join(', ')})`).join('; ')}.`;
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/>${rects.join('')}</svg>`,
    alt,
  };
}

const cellList = (cells: Cell[]): string =>
  [...cells]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([r, c]) => `${String.fromCharCode(65 + c)}${r + 1}`)
    .join(', ');

/** The square with some pieces already in place (shaded, outlined), the rest empty. */
function squareFigure(n: number, placed: Piece[]): Figure {
  const px = 30;
  const pad = 6;
  const size = n * px + 2 * pad;
  const d: string[] = [];
  for (let i = 1; i < n; i += 1)
    d.push(`M${pad} ${pad + i * px}h${n * px}`, `M${pad + i * px} ${pad}v${n * px}`);
  const shaded = placed
    .flat()
    .map(
      ([r, c]) =>
        `<rect x="${pad + c * px}" y="${pad + r * px}" width="${px}" height="${px}" fill="#9ca3af"/>`,
    );
  // each placed piece's outline: the sides of its squares that do not touch another square of it
  const edges: string[] = [];
  for (const piece of placed) {
    const has = (r: number, c: number): boolean => piece.some((x) => x[0] === r && x[1] === c);
    for (const [r, c] of piece) {
      const x = pad + c * px;
      const y = pad + r * px;
      if (!has(r - 1, c)) edges.push(`M${x} ${y}h${px}`);
      if (!has(r + 1, c)) edges.push(`M${x} ${y + px}h${px}`);
      if (!has(r, c - 1)) edges.push(`M${x} ${y}v${px}`);
      if (!has(r, c + 1)) edges.push(`M${x + px} ${y}v${px}`);
    }
  }
  const empty: Cell[] = [];
  for (let r = 0; r < n; r += 1)
    for (let c = 0; c < n; c += 1)
      if (!placed.some((p) => p.some((x) => x[0] === r && x[1] === c))) empty.push([r, c]);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#fff"/>${shaded.join('')}<path d="${d.join('')}" stroke="#9ca3af" stroke-width="1" stroke-dasharray="3 3"/><path d="${edges.join('')}" stroke="${INK}" stroke-width="2.5" stroke-linecap="square"/><rect x="${pad}" y="${pad}" width="${n * px}" height="${n * px}" fill="none" stroke="${INK}" stroke-width="2.5"/></svg>`,
    alt: `A square ${n} small squares wide and ${n} high (${n * n} small squares; columns A, B, C … from the left, rows 1, 2, 3 … from the top). Already in place (shaded): ${placed.map((p) => `a piece on ${cellList(p)}`).join('; ')}. Empty: ${cellList(empty)} (${empty.length} small squares).`,
  };
}

/** piecesFigure's text alternative in Hindi: "टुकड़े D2 + I3: D2 (वर्ग A1, B1); …". */
function hiPiecesAlt(pieces: Piece[], text: string): string {
  return `टुकड़े ${text}: ${pieces.map((p) => `${pieceName(p)} (वर्ग ${p.map(([r, c]) => `${String.fromCharCode(65 + c)}${r + 1}`).join(', ')})`).join('; ')}।`;
}

/** squareFigure's text alternative in Hindi. */
function hiSquareAlt(n: number, placed: Piece[]): string {
  const empty: Cell[] = [];
  for (let r = 0; r < n; r += 1)
    for (let c = 0; c < n; c += 1)
      if (!placed.some((p) => p.some((x) => x[0] === r && x[1] === c))) empty.push([r, c]);
  return `${n} छोटे वर्ग चौड़ा और ${n} ऊँचा एक वर्ग (${n * n} छोटे वर्ग; स्तंभ A, B, C … बाएँ से, पंक्तियाँ 1, 2, 3 … ऊपर से)। पहले से रखे टुकड़े (छायांकित): ${placed.map((p) => `${cellList(p)} पर एक टुकड़ा`).join('; ')}। खाली: ${cellList(empty)} (${empty.length} छोटे वर्ग)।`;
}

const setText = (pieces: Piece[]): string =>
  pieces
    .map((p) => pieceName(p)!)
    .sort((a, b) => Number(a[1]) - Number(b[1]) || (a < b ? -1 : 1))
    .join(' + ');

export const pieces: Kind = {
  levels: [1, 2, 3],
  make(rng, level): Problem {
    const s = SETTINGS[level];
    return until((): Problem | undefined => {
      const n = s.n;
      const whole = cut(rng, n, rng.int(s.count[0], s.count[1]));
      if (!whole) return undefined;
      // some pieces are already in place; the options are sets for the rest
      const order = rng.shuffle(whole);
      const placed = order.slice(0, s.placed);
      const right = order.slice(s.placed);
      const placedCells = placed.flat();
      const room = n * n - placedCells.length;
      const texts = [setText(right)];
      const sets: Piece[][] = [right];
      const notes: string[] = [];
      const hiNotes: string[] = [];
      for (const how of s.wrong) {
        let made: Piece[] | undefined;
        for (let tries = 0; tries < 30 && !made; tries += 1) {
          const i = rng.int(0, right.length - 1);
          const changed = reshape(rng, right[i]!, how);
          if (!changed) continue;
          const set = right.map((p, j) => (j === i ? changed : p));
          if (texts.includes(setText(set))) continue;
          // a moved square can still leave a set that fits
          if (fills(n, set, placedCells) !== false) continue;
          made = set;
        }
        if (!made) return undefined;
        const area = made.reduce((t, p) => t + p.length, 0);
        notes.push(
          area === room
            ? `${setText(made)} covers ${area} squares, but its pieces cannot be fitted into the empty part without a gap or an overlap`
            : `${setText(made)} covers ${area} squares, not ${room}`,
        );
        hiNotes.push(
          area === room
            ? `${setText(made)} से ${area} वर्ग ढकते हैं, पर इसके टुकड़े खाली भाग में बिना रिक्ति छोड़े या एक-दूसरे पर चढ़े बिना नहीं बैठ सकते`
            : `${setText(made)} से ${area} वर्ग ढकते हैं, ${room} नहीं`,
        );
        texts.push(setText(made));
        sets.push(made);
      }
      // each piece drawn turned or flipped at random
      const drawn = sets.map((set) => rng.shuffle(set).map((p) => rng.pick(orientations(p))));
      const place = right
        .map(
          (p) =>
            `${pieceName(p)} on ${p.map(([r, c]) => `${String.fromCharCode(65 + c)}${r + 1}`).join(', ')}`,
        )
        .join('; ');
      return {
        question: `Some pieces are already in place in the square (shaded). Which set of pieces fills the rest of it exactly? Pieces may be turned or flipped. A piece is named by its shape's letter and its number of small squares.`,
        answer: texts[0]!,
        distractors: notes.map((note, i) => ({ mistake: note, value: texts[i + 1]! })),
        steps: [
          `${room} of the ${n * n} small squares are empty. ${texts[0]} covers ${right
            .map((p) => p.length)
            .sort((a, b) => a - b)
            .join(' + ')} = ${room}, and its pieces fit: ${place}.`,
          `The others fail: ${notes.join('; ')}.`,
          `So the answer is ${texts[0]}.`,
        ],
        trap: false,
        hi: {
          question:
            'वर्ग में कुछ टुकड़े पहले से अपने स्थान पर (छायांकित) हैं। टुकड़ों का कौन-सा समूह शेष भाग को ठीक-ठीक भरता है? टुकड़ों को घुमाया या पलटा जा सकता है। प्रत्येक टुकड़े का नाम उसकी आकृति के अक्षर और उसके छोटे वर्गों की संख्या से दिया गया है।',
          steps: [
            `${n * n} छोटे वर्गों में से ${room} खाली हैं। ${texts[0]} से ${right
              .map((p) => p.length)
              .sort((a, b) => a - b)
              .join(' + ')} = ${room} वर्ग ढकते हैं, और इसके टुकड़े ठीक बैठते हैं: ${right
              .map(
                (p) =>
                  `${pieceName(p)} ${p.map(([r, c]) => `${String.fromCharCode(65 + c)}${r + 1}`).join(', ')} पर`,
              )
              .join('; ')}।`,
            `अन्य विकल्प ठीक नहीं बैठते: ${hiNotes.join('; ')}।`,
            `अतः उत्तर ${texts[0]} है।`,
          ],
          figureAlt: hiSquareAlt(n, placed),
          optionFigureAlts: Object.fromEntries(
            drawn.map((set, i) => [texts[i]!, hiPiecesAlt(set, texts[i]!)]),
          ),
        },
        questionFigure: squareFigure(n, placed),
        optionFigures: Object.fromEntries(
          drawn.map((set, i) => [texts[i]!, piecesFigure(set, `Pieces ${texts[i]}`)]),
        ),
        params: {
          n,
          placed: placedCells.map((c) => [...c]),
          options: Object.fromEntries(
            drawn.map((set, i) => [texts[i]!, set.map((p) => p.map((c) => [...c]))]),
          ),
        },
      };
    });
  },
};
