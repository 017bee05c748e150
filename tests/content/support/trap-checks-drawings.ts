/**
 * Trap-note checks of the non-verbal series, figure completion, figure formation and visual reasoning
 * topics, read from the mistakes' words (trap-checks.ts). An option's text alternative says what it
 * draws; the check builds the figure the mistake makes with the test's own solvers and names it alike.
 */
import { advance, nameState, type SeriesTrack, simulate } from './non-verbal-series-solver';
import { degreesAsked, missingValue, turnByAngle } from './visual-reasoning-solver';
import { type Expected, type Params, text } from './values';
import { type Checks, misnamed, type TrapExpected } from './trap-expected';

// --- non-verbal series ------------------------------------------------------------------------------

type State = ReturnType<typeof simulate>;
const NOUN: Record<string, string> = {
  arrow: 'arrow',
  pointer: 'pointer',
  dot: 'dot',
  sides: 'number of sides',
  dots: 'number of dots',
  grid: 'shaded square',
};
/** The change a track makes from figure i to figure i + 1. */
const change = (t: SeriesTrack, i: number): number => t.step + t.growth * i;
const tracks = (p: Params): SeriesTrack[] => p.tracks;
/** A figure from one state per track, named as the options are. */
const figure = (p: Params, states: State[]): Expected =>
  text(
    tracks(p)
      .map((t, i) => {
        const words = nameState(t, states[i]!);
        return i === 0 ? words : words.charAt(0).toLowerCase() + words.slice(1);
      })
      .join('; '),
  );
/** The right next figure with track k's state replaced. */
const withTrack = (p: Params, k: number, state: State): Expected =>
  figure(
    p,
    tracks(p).map((t, i) => (i === k ? state : simulate(t, p.shown))),
  );
const last = (t: SeriesTrack, p: Params): State => simulate(t, p.shown - 1);
/** The track a mistake's words name: by its noun, or (turning or counting) by what it does. */
function trackNamed(p: Params, words: string): number[] {
  return tracks(p).flatMap((t, k) => {
    const way = Math.sign(change(t, p.shown - 1)) > 0;
    const says: Record<string, string> = {
      arrow: `turning the arrow ${way ? 'anticlockwise instead of clockwise' : 'clockwise instead of anticlockwise'}`,
      pointer: `turning the pointer ${way ? 'anticlockwise instead of clockwise' : 'clockwise instead of anticlockwise'}`,
      dot: `moving the dot ${way ? 'anticlockwise instead of clockwise' : 'clockwise instead of anticlockwise'}`,
      sides: way ? 'taking away instead of adding' : 'adding instead of taking away',
      dots: way ? 'taking away instead of adding' : 'adding instead of taking away',
      grid: 'moving the shaded square backwards',
    };
    return says[t.type] === words ? [k] : [];
  });
}

export const NON_VERBAL_SERIES: Record<string, Checks> = Object.fromEntries(
  ['turning', 'movingDot', 'counting', 'grid', 'twoRules'].map((kind) => [
    kind,
    [
      [
        /^(turning the (?:arrow|pointer) .+|moving the dot .+|taking away instead of adding|adding instead of taking away|moving the shaded square backwards)$/,
        (p: Params, m: RegExpMatchArray) => {
          const ks = trackNamed(p, m[1]!);
          if (ks.length === 0) return misnamed(`"${m[1]}" for these tracks`);
          return {
            oneOf: ks.map((k) => {
              const t = tracks(p)[k]!;
              return withTrack(p, k, advance(t, last(t, p), -change(t, p.shown - 1)));
            }),
          };
        },
      ],
      [
        /^going one step too far$/,
        (p: Params) =>
          figure(
            p,
            tracks(p).map((t) => simulate(t, p.shown + 1)),
          ),
      ],
      [
        /^repeating the last figure$/,
        (p: Params) =>
          figure(
            p,
            tracks(p).map((t) => last(t, p)),
          ),
      ],
      [
        /^repeating the last change instead of making it one step larger$/,
        (p: Params) =>
          figure(
            p,
            tracks(p).map((t) => advance(t, last(t, p), change(t, p.shown - 2))),
          ),
      ],
      [
        /^applying only the (.+)'s rule \(leaving the (.+) as it was\)$/,
        (p: Params, m: RegExpMatchArray) => {
          const k = tracks(p).findIndex((t) => NOUN[t.type] === m[2]);
          return k < 0 ? misnamed(m[2]!) : withTrack(p, k, last(tracks(p)[k]!, p));
        },
      ],
      [
        /^going one step too far with the (.+)$/,
        (p: Params, m: RegExpMatchArray) => {
          const k = tracks(p).findIndex((t) => NOUN[t.type] === m[1]);
          return k < 0 ? misnamed(m[1]!) : withTrack(p, k, simulate(tracks(p)[k]!, p.shown + 1));
        },
      ],
    ] as Checks,
  ]),
);

// --- completion of figure ---------------------------------------------------------------------------

type Piece = string[][];
/** A half-dark square keeps its dark corner through a flip or a turn: the corner moves with it. */
const SIDEWAYS: Record<string, string> = { TL: 'TR', TR: 'TL', BL: 'BR', BR: 'BL' };
const UPSIDE: Record<string, string> = { TL: 'BL', BL: 'TL', TR: 'BR', BR: 'TR' };
const CLOCKWISE: Record<string, string> = { TL: 'TR', TR: 'BR', BR: 'BL', BL: 'TL' };
const corner = (table: Record<string, string>, c: string): string => table[c] ?? c;
const leftToRight = (g: Piece): Piece => g.map((row) => [...row].reverse().map((c) => corner(SIDEWAYS, c)));
const topToBottom = (g: Piece): Piece => [...g].reverse().map((row) => row.map((c) => corner(UPSIDE, c)));
const quarterTurn = (g: Piece): Piece =>
  g[0]!.map((_, c) => g.map((row) => corner(CLOCKWISE, row[c]!)).reverse());
const QUARTERS: Record<string, [number, number]> = {
  'top-left': [0, 0],
  'top-right': [0, 1],
  'bottom-left': [1, 0],
  'bottom-right': [1, 1],
};
function quarter(p: Params, name: string): Piece {
  const h = p.n / 2;
  const [r, c] = QUARTERS[name]!;
  return (p.grid as Piece).slice(r * h, r * h + h).map((row) => row.slice(c * h, c * h + h));
}
/** The quarter across the upright centre line from the one missing. */
const besideHole = (p: Params): string =>
  ({ topLeft: 'top-right', topRight: 'top-left', bottomLeft: 'bottom-right', bottomRight: 'bottom-left' })[
    p.quarter as 'topLeft'
  ]!;
/** The options (by their text) that show the piece, or that differ from it in exactly `off` squares. */
function optionsShowing(p: Params, piece: Piece, off = 0): TrapExpected {
  const differ = (g: Piece): number => g.flat().filter((c, i) => c !== piece.flat()[i]).length;
  return {
    oneOf: Object.entries(p.options as Record<string, Piece>)
      .filter(([, g]) => differ(g) === off)
      .map(([t]) => text(t)),
  };
}

export const COMPLETION: Record<string, Checks> = {
  symmetric: [
    [
      /^copying the ([a-z-]+) quarter without turning it over$/,
      (p, m) =>
        m[1] === besideHole(p) ? optionsShowing(p, quarter(p, m[1]!)) : misnamed(`the ${m[1]} quarter`),
    ],
    [
      /^turning the ([a-z-]+) quarter over top to bottom instead of left to right$/,
      (p, m) =>
        m[1] === besideHole(p)
          ? optionsShowing(p, topToBottom(quarter(p, m[1]!)))
          : misnamed(`the ${m[1]} quarter`),
    ],
    [
      /^turning the right piece a quarter turn$/,
      (p) => {
        const right = leftToRight(quarter(p, besideHole(p)));
        const once = quarterTurn(right);
        const back = quarterTurn(quarterTurn(once));
        return { oneOf: [once, back].flatMap((g) => (optionsShowing(p, g) as { oneOf: Expected[] }).oneOf) };
      },
    ],
    [
      /^overlooking one square that differs$/,
      (p) => optionsShowing(p, leftToRight(quarter(p, besideHole(p))), 1),
    ],
  ],
};

// --- visual reasoning -------------------------------------------------------------------------------

type Cells = [number, number][];
const filled = (cells: Cells): Expected =>
  text(
    `Filled: ${[...cells]
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([r, c]) => `${'ABCDEFGH'[c]}${r + 1}`)
      .join(', ')}`,
  );
/** A figure flipped over either way (left to right, or top to bottom). */
const flippedOver = (cells: Cells, n: number): Expected[] => [
  filled(cells.map(([r, c]) => [r, n - 1 - c])),
  filled(cells.map(([r, c]) => [n - 1 - r, c])),
];
const turned = (p: Params, words: string): Cells => turnByAngle(p.cells, p.n, degreesAsked(words));
type Box = { shape: string; count: number; shade: string };
const boxWords = (b: Box): Expected => text(`${b.count} ${b.shade} ${b.shape}${b.count === 1 ? '' : 's'}`);
const PROPERTY: Record<string, keyof Box> = { shape: 'shape', 'number of shapes': 'count', shading: 'shade' };

export const VISUAL_REASONING: Record<string, Checks> = {
  rotation: [
    [/^turning the figure (.+) instead$/, (p, m) => filled(turned(p, m[1]!))],
    [/^taking the mirror image instead of turning$/, (p) => ({ oneOf: flippedOver(p.cells, p.n) })],
    [
      /^turning correctly but then flipping the figure over$/,
      (p) => ({ oneOf: flippedOver(turned(p, p.words), p.n) }),
    ],
  ],
  notRotation: [[/^missing that this is the figure turned (.+)$/, (p, m) => filled(turned(p, m[1]!))]],
  matrix: [
    [/^copying the box to its left$/, (p) => boxWords(p.boxes[7])],
    [/^copying the box above it$/, (p) => boxWords(p.boxes[5])],
    [
      /^getting the (shape|number of shapes|shading) wrong$/,
      (p, m) => {
        const boxes: Box[] = p.boxes;
        const prop = PROPERTY[m[1]!]!;
        const right: Box = {
          shape: missingValue(boxes.map((b) => b.shape)),
          count: missingValue(boxes.map((b) => b.count)),
          shade: missingValue(boxes.map((b) => b.shade)),
        };
        // another value the property takes in the matrix
        const others = [...new Set(boxes.map((b) => b[prop]))].filter((v) => v !== right[prop]);
        return { oneOf: others.map((v) => boxWords({ ...right, [prop]: v })) };
      },
    ],
  ],
};
