/**
 * Trap-note checks of the drawn reasoning topics, read from the mistakes' words (trap-checks.ts). An
 * option's text alternative says what it draws, so the check compares that text with the figure the
 * mistake makes, built by the test's own solvers (mirror-solver.ts, …).
 */
import { letterImages, mirrorImage } from './mirror-solver';
import { DIRECTION, type FoldParams, mirror, type P, unfoldHoles } from './paper-folding-solver';
import { num, type Params, text } from './values';
import type { Checks, TrapExpected } from './trap-expected';

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
  letters: [
    [
      /^keeping the order of the characters \(flipping each in place\)$/,
      (p) => text(letterImages(p.chars).inPlace),
    ],
    [
      /^reversing the order without flipping each character$/,
      (p) => text(letterImages(p.chars).reversedOnly),
    ],
    [
      /^giving the water image \(each character flipped top to bottom\)$/,
      (p) => text(letterImages(p.chars).water),
    ],
    [/^giving the mirror image instead of the water image$/, (p) => text(letterImages(p.chars).mirror)],
    [
      /^reversing the order as well, as a mirror beside it would$/,
      (p) => text(letterImages(p.chars).reversedUpsideDown),
    ],
    [
      /^flipping each character left to right instead of top to bottom$/,
      (p) => text(letterImages(p.chars).inPlace),
    ],
  ],
};

// --- paper folding and cutting ----------------------------------------------------------------------

type Fold = FoldParams['folds'][number];
const ends = (f: Fold): [P, P] => [
  { x: f.from[0], y: f.from[1] },
  { x: f.to[0], y: f.to[1] },
];
const across = (p: P, [a, b]: [P, P]): number => (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
/** The folded paper before fold i: the sheet cut down to the part that stays at each earlier fold. */
function paperBefore(p: Params, i: number): P[] {
  let paper: P[] = [
    { x: 0, y: 0 },
    { x: p.n, y: 0 },
    { x: p.n, y: p.n },
    { x: 0, y: p.n },
  ];
  for (const f of (p.folds as Fold[]).slice(0, i)) {
    const line = ends(f);
    const mid = { x: (line[0].x + line[1].x) / 2, y: (line[0].y + line[1].y) / 2 };
    const moving = Math.sign(
      across({ x: mid.x + DIRECTION[f.moving]!.x, y: mid.y + DIRECTION[f.moving]!.y }, line),
    );
    const stays = (q: P): boolean => Math.sign(across(q, line)) !== moving;
    paper = paper.flatMap((q, k) => {
      const r = paper[(k + 1) % paper.length]!;
      const [s, t] = [across(q, line), across(r, line)];
      const cross =
        s * t < 0 ? [{ x: q.x + (r.x - q.x) * (s / (s - t)), y: q.y + (r.y - q.y) * (s / (s - t)) }] : [];
      return [...(stays(q) ? [q] : []), ...cross];
    });
  }
  return paper;
}
type Slip = 'wrong line' | 'skip' | 'copy';
/** Unfolds the punches (or the cuts) backwards, making the slip when undoing fold `at`. */
function unfoldWith(p: Params, holes: [number, number][], at: number, slip: Slip): string {
  let points: P[] = holes.map(([r, c]) => ({ x: c + 0.5, y: r + 0.5 }));
  (p.folds as Fold[]).forEach((_, j) => {
    const i = p.folds.length - 1 - j;
    const f: Fold = p.folds[i];
    const line = ends(f);
    const paper = paperBefore(p, i);
    const xs = paper.map((q) => q.x);
    const ys = paper.map((q) => q.y);
    let images = points.map((q) => mirror(q, ...line));
    if (i === at && slip === 'skip') images = [];
    if (i === at && slip === 'wrong line') {
      // the paper's other middle line (for a diagonal, the other diagonal): square to the fold, through its middle
      const mid = { x: (line[0].x + line[1].x) / 2, y: (line[0].y + line[1].y) / 2 };
      const other: [P, P] = [mid, { x: mid.x - (line[1].y - line[0].y), y: mid.y + (line[1].x - line[0].x) }];
      images = points.map((q) => mirror(q, ...other));
    }
    if (i === at && slip === 'copy') {
      // slid across by half the folded paper's width (or height) towards the side folded over
      const half =
        f.type === 'vertical'
          ? (Math.max(...xs) - Math.min(...xs)) / 2
          : (Math.max(...ys) - Math.min(...ys)) / 2;
      const to = DIRECTION[f.moving]!;
      images = points.map((q) => ({ x: q.x + to.x * half, y: q.y + to.y * half }));
    }
    points = [...points, ...images];
  });
  const cells = [...new Set(points.map((q) => `${Math.floor(q.y)},${Math.floor(q.x)}`))]
    .map((k) => k.split(',').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return cells.map(([r, c]) => `${'ABCDEFGH'[c]}${r + 1}`).join(', ');
}
const SLIPS: [RegExp, Slip][] = [
  [/^mirroring across the wrong line when undoing (?:the fold|fold (\d))$/, 'wrong line'],
  [/^forgetting the layer folded over by (?:the fold|fold (\d))$/, 'skip'],
  [
    /^copying the holes across (?:(?:the fold|fold (\d)) without mirroring them|without mirroring them at fold (\d))$/,
    'copy',
  ],
];
const slipChecks = (cut: boolean): Checks =>
  SLIPS.map(([pattern, slip]) => [
    pattern,
    (p, m) => {
      const at = Number(m[1] ?? m[2] ?? 1) - 1;
      const holes = unfoldWith(p, p.punches, at, slip);
      return text(
        cut
          ? `Round holes: ${holes}; square cut-outs: ${unfoldWith(p, p.cuts, at, slip)}`
          : `Holes: ${holes}`,
      );
    },
  ]);
/** The right unfolded sheet with one hole moved to a free cell beside it: every way of doing so. */
function oneHoleMoved(p: Params): TrapExpected {
  const { cells } = unfoldHoles(p as FoldParams);
  const free = (r: number, c: number): boolean =>
    r >= 0 && c >= 0 && r < p.n && c < p.n && !cells.some(([y, x]) => y === r && x === c);
  const name = (cs: [number, number][]): string =>
    `Holes: ${[...cs]
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([r, c]) => `${'ABCDEFGH'[c]}${r + 1}`)
      .join(', ')}`;
  return {
    oneOf: cells.flatMap(([r, c], i) =>
      [
        [r - 1, c],
        [r + 1, c],
        [r, c - 1],
        [r, c + 1],
      ]
        .filter(([y, x]) => free(y!, x!))
        .map(([y, x]) => text(name(cells.map((h, k) => (k === i ? [y!, x!] : h))))),
    ),
  };
}

export const PAPER_FOLDING: Record<string, Checks> = {
  unfolded: [...slipChecks(false), [/^putting one hole in the cell next to its own$/, oneHoleMoved]],
  cutUnfolded: [
    ...slipChecks(true),
    [
      /^swapping the round holes and the square cut-outs$/,
      (p) => {
        const [round, square] = [
          unfoldHoles(p as FoldParams),
          unfoldHoles({ ...(p as FoldParams), punches: p.cuts }),
        ];
        return text(`Round holes: ${square.text.slice(7)}; square cut-outs: ${round.text.slice(7)}`);
      },
    ],
  ],
  holeCount: [
    [/^forgetting the layer made by one fold$/, (p) => num(p.punches.length * 2 ** (p.folds.length - 1))],
    [/^counting only the punches$/, (p) => num(p.punches.length)],
    [
      /^adding a hole for each fold instead of doubling$/,
      (p) => num(p.punches.length * (p.folds.length + 1)),
    ],
    [/^doubling once too often$/, (p) => num(p.punches.length * 2 ** (p.folds.length + 1))],
  ],
};
