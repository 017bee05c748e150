/**
 * Non-verbal series: a row of four or five figures that change by a rule, then a box with "?"; which
 * figure comes next? Each figure is one or two elements, each following its own track:
 *
 * - an arrow (drawn through the centre) or a pointer (from the centre) turning 45° steps, clockwise or
 *   anticlockwise (direction 0 = north, counted clockwise in eighths of a turn);
 * - a dot moving round the eight places of the box's edge (corners and middles of sides, 0 = top-left
 *   corner, counted clockwise);
 * - a regular polygon whose number of sides, or a group of dots whose number, goes up or down;
 * - a shaded square moving along an n × n grid in reading order (back to the first square after the last).
 *
 * A track moves by `step + growth × i` at its i-th change (growth 1 gives 45°, 90°, 135° …). Level 3
 * puts two elements in each figure, each changing by its own rule. Wrong options come from named
 * mistakes: turning the wrong way, one step too far, keeping the step the same, repeating the last
 * figure, applying only one of the two rules.
 */
import { boxFrame, INK, n2, polygonPoints, questionBox, svgDocument } from './figureKit';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { article } from '../format';

export type TrackType = 'arrow' | 'pointer' | 'dot' | 'sides' | 'dots' | 'grid';

export interface Track {
  type: TrackType;
  start: number;
  step: number;
  growth: number;
  /** the grid's size (grid tracks only) */
  n?: number;
}

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];
const PLACES = [
  'top-left corner',
  'middle of the top side',
  'top-right corner',
  'middle of the right side',
  'bottom-right corner',
  'middle of the bottom side',
  'bottom-left corner',
  'middle of the left side',
];
const POLYGONS: Record<number, string> = {
  3: 'Triangle',
  4: 'Square',
  5: 'Pentagon',
  6: 'Hexagon',
  7: 'Heptagon',
  8: 'Octagon',
  9: 'Nonagon',
};
const SIDES = { min: 3, max: 8 };
const DOTS = { min: 1, max: 16 };

const mod = (a: number, m: number): number => ((a % m) + m) % m;
const cyclic = (t: Track): number | undefined =>
  t.type === 'arrow' || t.type === 'pointer' || t.type === 'dot'
    ? 8
    : t.type === 'grid'
      ? t.n! * t.n!
      : undefined;

/** The change made at the i-th step (from figure i to figure i + 1). */
const stepAt = (t: Track, i: number): number => t.step + t.growth * i;

/** A raw value wrapped round for turning and moving tracks. */
function wrap(t: Track, value: number): number {
  const m = cyclic(t);
  return m === undefined ? value : mod(value, m);
}

/** The track's value in figure i (from 0). */
export function valueAt(t: Track, i: number): number {
  let v = t.start;
  for (let j = 0; j < i; j += 1) v += stepAt(t, j);
  return wrap(t, v);
}

function valid(t: Track, v: number): boolean {
  if (t.type === 'sides') return v >= SIDES.min && v <= SIDES.max;
  if (t.type === 'dots') return v >= DOTS.min && v <= DOTS.max;
  return true;
}

// ---- words ----

function describeOne(t: Track, v: number): string {
  switch (t.type) {
    case 'arrow':
      return `Arrow pointing ${COMPASS[v]}`;
    case 'pointer':
      return `Pointer to the ${COMPASS[v]}`;
    case 'dot':
      return `Dot at the ${PLACES[v]}`;
    case 'sides':
      return `${POLYGONS[v]} (${v} sides)`;
    case 'dots':
      return v === 1 ? '1 dot' : `${v} dots`;
    case 'grid':
      return `Shaded square in row ${Math.floor(v / t.n!) + 1}, column ${(v % t.n!) + 1}`;
  }
}

/** An option's text: each element's description, the second after a semicolon. */
export function describe(tracks: readonly Track[], values: readonly number[]): string {
  return tracks
    .map((t, i) =>
      i === 0 ? describeOne(t, values[i]!) : describeOne(t, values[i]!).replace(/^./, (c) => c.toLowerCase()),
    )
    .join('; ');
}

const shortValue = (t: Track, v: number): string =>
  t.type === 'arrow' || t.type === 'pointer'
    ? COMPASS[v]!
    : t.type === 'dot'
      ? PLACES[v]!
      : t.type === 'grid'
        ? `(${Math.floor(v / t.n!) + 1}, ${(v % t.n!) + 1})`
        : String(v);

const NOUN: Record<TrackType, string> = {
  arrow: 'arrow',
  pointer: 'pointer',
  dot: 'dot',
  sides: 'number of sides',
  dots: 'number of dots',
  grid: 'shaded square',
};

/** One sentence saying how a track changes, with its values up to the answer. */
function ruleSentence(t: Track, shown: number): string {
  const values = Array.from({ length: shown + 1 }, (_, i) => shortValue(t, valueAt(t, i))).join(' → ');
  const steps = Array.from({ length: shown }, (_, i) => stepAt(t, i));
  const sign = Math.sign(t.step + t.growth);
  const size = (k: number): number => Math.abs(k);
  switch (t.type) {
    case 'arrow':
    case 'pointer': {
      const way = sign > 0 ? 'clockwise' : 'anticlockwise';
      const turn =
        t.growth === 0
          ? `${size(t.step) * 45}° ${way} at each step`
          : `${steps
              .slice(0, 3)
              .map((s) => `${size(s) * 45}°`)
              .join(', ')} … ${way} (45° more each time)`;
      return `The ${NOUN[t.type]} turns ${turn}: ${values}.`;
    }
    case 'dot': {
      const move =
        size(t.step) === 2
          ? 'one corner'
          : size(t.step) === 1
            ? 'one place (corner → middle of a side → corner)'
            : `${size(t.step)} places`;
      return `The dot moves ${move} ${sign > 0 ? 'clockwise' : 'anticlockwise'} round the square at each step: ${values}.`;
    }
    case 'sides':
    case 'dots': {
      const way = sign > 0 ? 'goes up' : 'goes down';
      const by =
        t.growth === 0
          ? `by ${size(t.step)} at each step`
          : `by ${steps.slice(0, 3).map(size).join(', ')} … (one more each time)`;
      return `The ${NOUN[t.type]} ${way} ${by}: ${values}.`;
    }
    case 'grid': {
      const by =
        t.growth === 0
          ? `${size(t.step)} square${size(t.step) === 1 ? '' : 's'}`
          : `${steps.slice(0, 3).map(size).join(', ')} … squares (one more each time)`;
      return `The shaded square moves ${by} forward in reading order (left to right along a row, then the next row; after the last square it starts again at the first); as (row, column): ${values}.`;
    }
  }
}

// ---- drawings ----

const BOX = 64;
const GAP = 8;
const PAD = 4;

function directionVector(d: number): [number, number] {
  const a = (d * Math.PI) / 4;
  return [Math.sin(a), -Math.cos(a)];
}

/** An arrowhead with its tip at (tx, ty) pointing along (ux, uy). */
function head(tx: number, ty: number, ux: number, uy: number, length: number, half: number): string {
  const bx = tx - length * ux;
  const by = ty - length * uy;
  return `<polygon points="${n2(tx)},${n2(ty)} ${n2(bx - half * uy)},${n2(by + half * ux)} ${n2(bx + half * uy)},${n2(by - half * ux)}" fill="${INK}"/>`;
}

function drawOne(t: Track, v: number, x: number, y: number, two: boolean): string {
  const cx = x + BOX / 2;
  const cy = y + BOX / 2;
  switch (t.type) {
    case 'arrow': {
      const [ux, uy] = directionVector(v);
      const r = two ? 15 : 23;
      return `<line x1="${n2(cx - r * ux)}" y1="${n2(cy - r * uy)}" x2="${n2(cx + (r - 8) * ux)}" y2="${n2(cy + (r - 8) * uy)}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>${head(cx + r * ux, cy + r * uy, ux, uy, 12, 7.5)}`;
    }
    case 'pointer': {
      const [ux, uy] = directionVector(v);
      const r = two ? 16 : 25;
      return `<line x1="${n2(cx)}" y1="${n2(cy)}" x2="${n2(cx + (r - 8) * ux)}" y2="${n2(cy + (r - 8) * uy)}" stroke="${INK}" stroke-width="4.5" stroke-linecap="round"/>${head(cx + r * ux, cy + r * uy, ux, uy, 11, 7.5)}<circle cx="${n2(cx)}" cy="${n2(cy)}" r="5" fill="#fff" stroke="${INK}" stroke-width="2.5"/>`;
    }
    case 'dot': {
      const inset = two ? 9 : 12;
      const px = [inset, BOX / 2, BOX - inset, BOX - inset, BOX - inset, BOX / 2, inset, inset][v]!;
      const py = [inset, inset, inset, BOX / 2, BOX - inset, BOX - inset, BOX - inset, BOX / 2][v]!;
      return `<circle cx="${n2(x + px)}" cy="${n2(y + py)}" r="${two ? 5.5 : 7}" fill="${INK}"/>`;
    }
    case 'sides':
      return `<polygon points="${polygonPoints(cx, cy + (v === 3 ? 3 : 0), two ? 16 : 24, v)}" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>`;
    case 'dots': {
      const perRow = 4;
      const rows = Math.ceil(v / perRow);
      const gap = 13;
      const parts: string[] = [];
      for (let i = 0; i < v; i += 1) {
        const row = Math.floor(i / perRow);
        const inRow = row === rows - 1 ? v - row * perRow : perRow;
        const col = i % perRow;
        parts.push(
          `<circle cx="${n2(cx + (col - (inRow - 1) / 2) * gap)}" cy="${n2(cy + (row - (rows - 1) / 2) * gap)}" r="4.5" fill="${INK}"/>`,
        );
      }
      return parts.join('');
    }
    case 'grid': {
      const n = t.n!;
      const size = BOX - 12;
      const cell = size / n;
      const gx = x + 6;
      const gy = y + 6;
      const lines: string[] = [];
      for (let i = 0; i <= n; i += 1)
        lines.push(
          `M${n2(gx)} ${n2(gy + i * cell)}h${n2(size)}`,
          `M${n2(gx + i * cell)} ${n2(gy)}v${n2(size)}`,
        );
      const r = Math.floor(v / n);
      const c = v % n;
      return `<rect x="${n2(gx + c * cell)}" y="${n2(gy + r * cell)}" width="${n2(cell)}" height="${n2(cell)}" fill="${INK}"/><path d="${lines.join('')}" stroke="#6b7280" stroke-width="1.5" fill="none"/>`;
    }
  }
}

function drawFigure(tracks: readonly Track[], values: readonly number[], x: number, y: number): string {
  return boxFrame(x, y, BOX) + tracks.map((t, i) => drawOne(t, values[i]!, x, y, tracks.length > 1)).join('');
}

/** One option's drawing; its alt text is the option's own text. */
function optionFigure(tracks: readonly Track[], values: readonly number[]) {
  const size = BOX + 2 * PAD;
  return {
    svg: svgDocument(size, size, 104, drawFigure(tracks, values, PAD, PAD)),
    alt: describe(tracks, values),
  };
}

const WORDS = ['', 'one', 'two', 'three', 'four', 'five'];

/** The row of shown figures and the "?" box, and its text alternative. */
function seriesFigure(tracks: readonly Track[], shown: number) {
  const width = 2 * PAD + (shown + 1) * BOX + shown * GAP;
  const height = BOX + 2 * PAD;
  const parts: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < shown; i += 1) {
    const values = tracks.map((t) => valueAt(t, i));
    parts.push(drawFigure(tracks, values, PAD + i * (BOX + GAP), PAD));
    words.push(`Figure ${i + 1}: ${describe(tracks, values).replace(/^./, (c) => c.toLowerCase())}.`);
  }
  parts.push(questionBox(PAD + shown * (BOX + GAP), PAD, BOX));
  const compass = tracks.some((t) => t.type === 'arrow' || t.type === 'pointer') ? ' North is up.' : '';
  const grid = tracks.find((t) => t.type === 'grid');
  const gridWords = grid
    ? ` Each figure is ${article(grid.n!)} ${grid.n} by ${grid.n} grid with one shaded square (rows counted from the top, columns from the left).`
    : '';
  const alt = `A row of ${WORDS[shown]} figures in square boxes, then a box with a question mark.${compass}${gridWords} ${words.join(' ')} Figure ${shown + 1}: ?`;
  return { svg: svgDocument(width, height, Math.min(320, width), parts.join('')), alt };
}

// ---- problems ----

interface Alternative {
  mistake: string;
  values: number[];
}

function wrongWayWords(t: Track): string {
  const sign = Math.sign(t.step + t.growth);
  switch (t.type) {
    case 'arrow':
    case 'pointer':
      return `turning the ${t.type} ${sign > 0 ? 'anticlockwise' : 'clockwise'} instead of ${sign > 0 ? 'clockwise' : 'anticlockwise'}`;
    case 'dot':
      return `moving the dot ${sign > 0 ? 'anticlockwise' : 'clockwise'} instead of ${sign > 0 ? 'clockwise' : 'anticlockwise'}`;
    case 'sides':
    case 'dots':
      return `${sign > 0 ? 'taking away' : 'adding'} instead of ${sign > 0 ? 'adding' : 'taking away'}`;
    case 'grid':
      return 'moving the shaded square backwards';
  }
}

/** What each track's value becomes under each mistake. */
function trackMistakes(
  t: Track,
  shown: number,
): { wrongWay: number; tooFar: number; repeat: number; sameStep?: number } {
  const last = valueAt(t, shown - 1);
  const raw = (delta: number) => wrap(t, last + delta);
  return {
    wrongWay: raw(-stepAt(t, shown - 1)),
    tooFar: raw(stepAt(t, shown - 1) + stepAt(t, shown)),
    repeat: last,
    ...(t.growth !== 0 ? { sameStep: raw(stepAt(t, shown - 2)) } : {}),
  };
}

function buildProblem(rng: Rng, tracks: Track[], shown: number): Problem | undefined {
  const answerValues = tracks.map((t) => valueAt(t, shown));
  for (let i = 0; i <= shown; i += 1) if (tracks.some((t) => !valid(t, valueAt(t, i)))) return undefined;
  // the shown figures must all differ from their neighbours (a rule that changes nothing is no rule)
  for (let i = 1; i <= shown; i += 1)
    if (tracks.every((t) => valueAt(t, i) === valueAt(t, i - 1))) return undefined;

  const alternatives: Alternative[] = [];
  if (tracks.length === 1) {
    const [t] = tracks as [Track];
    const m = trackMistakes(t, shown);
    const list: Alternative[] = rng.shuffle([
      { mistake: wrongWayWords(t), values: [m.wrongWay] },
      { mistake: 'going one step too far', values: [m.tooFar] },
      { mistake: 'repeating the last figure', values: [m.repeat] },
    ]);
    if (m.sameStep !== undefined)
      list.unshift({
        mistake: 'repeating the last change instead of making it one step larger',
        values: [m.sameStep],
      });
    alternatives.push(...list);
  } else {
    const [a, b] = tracks as [Track, Track];
    const ma = trackMistakes(a, shown);
    const mb = trackMistakes(b, shown);
    const [ra, rb] = answerValues as [number, number];
    const only = (t: Track, other: Track) =>
      `applying only the ${NOUN[t.type]}'s rule (leaving the ${NOUN[other.type]} as it was)`;
    const list: Alternative[] = rng.shuffle([
      { mistake: only(a, b), values: [ra, mb.repeat] },
      { mistake: only(b, a), values: [ma.repeat, rb] },
      { mistake: wrongWayWords(a), values: [ma.wrongWay, rb] },
      { mistake: wrongWayWords(b), values: [ra, mb.wrongWay] },
      { mistake: `going one step too far with the ${NOUN[a.type]}`, values: [ma.tooFar, rb] },
      { mistake: `going one step too far with the ${NOUN[b.type]}`, values: [ra, mb.tooFar] },
    ]);
    // one of the "only one rule" mistakes always comes first: it is the classic trap of a double series
    list.sort(
      (x, y) => Number(y.mistake.startsWith('applying only')) - Number(x.mistake.startsWith('applying only')),
    );
    alternatives.push(list[0]!, ...rng.shuffle(list.slice(1)));
  }

  const answer = describe(tracks, answerValues);
  const distractors: Distractor[] = [];
  const drawings: Record<string, ReturnType<typeof optionFigure>> = {
    [answer]: optionFigure(tracks, answerValues),
  };
  for (const alt of alternatives) {
    if (!alt.values.every((v, i) => valid(tracks[i]!, v))) continue;
    const text = describe(tracks, alt.values);
    if (text in drawings) continue;
    distractors.push({ mistake: alt.mistake, value: text });
    drawings[text] = optionFigure(tracks, alt.values);
    if (distractors.length === 3) break;
  }
  if (distractors.length < 3) return undefined;

  return {
    question: 'Which figure comes next in the series?',
    answer,
    distractors,
    steps: [...tracks.map((t) => ruleSentence(t, shown)), `So figure ${shown + 1} is: ${answer}.`],
    questionFigure: seriesFigure(tracks, shown),
    optionFigures: drawings,
    params: {
      shown,
      tracks: tracks.map((t) => ({
        type: t.type,
        start: t.start,
        step: t.step,
        growth: t.growth,
        ...(t.n ? { n: t.n } : {}),
      })),
    },
  };
}

const sign = (rng: Rng): number => (rng.chance(0.5) ? 1 : -1);

/** A turning arrow or pointer. */
function turning(rng: Rng, level: Level, two: boolean): Track {
  const type = rng.pick(['arrow', 'pointer'] as const);
  const s = sign(rng);
  if (level === 1) return { type, start: rng.int(0, 7), step: 2 * s, growth: 0 };
  if (level === 2 || two) {
    const [step, growth] = rng.pick([
      [1, 0],
      [1, 0],
      [3, 0],
      [1, 1],
      [2, 0],
    ] as const);
    return { type, start: rng.int(0, 7), step: step * s, growth: two ? 0 : growth * s };
  }
  return { type, start: rng.int(0, 7), step: s, growth: s };
}

export const nonVerbalSeries = defineTopic({
  turning: {
    levels: [1, 2, 3],
    weight: 2,
    make: (rng, level) =>
      until(() => {
        const track = turning(rng, level, false);
        // a growing turn stops at 180° (a fifth change of 225° would look like 135° the other way)
        return buildProblem(rng, [track], track.growth === 0 ? rng.int(4, 5) : 4);
      }),
  },
  movingDot: {
    levels: [1, 2],
    make: (rng, level) =>
      until(() => {
        const s = sign(rng);
        const track: Track =
          level === 1
            ? { type: 'dot', start: rng.pick([0, 2, 4, 6]), step: 2 * s, growth: 0 }
            : { type: 'dot', start: rng.int(0, 7), step: rng.pick([1, 1, 3]) * s, growth: 0 };
        return buildProblem(rng, [track], rng.int(4, 5));
      }),
  },
  counting: {
    levels: [1, 2],
    make: (rng, level) =>
      until(() => {
        const shown = rng.int(4, 5);
        if (rng.chance(0.5)) {
          const s = level === 1 ? sign(rng) : sign(rng);
          return buildProblem(rng, [{ type: 'sides', start: rng.int(3, 8), step: s, growth: 0 }], shown);
        }
        if (level === 1)
          return buildProblem(
            rng,
            [{ type: 'dots', start: rng.int(1, 4), step: rng.pick([1, 1, 2]), growth: 0 }],
            shown,
          );
        return rng.chance(0.5)
          ? buildProblem(rng, [{ type: 'dots', start: rng.int(1, 3), step: 1, growth: 1 }], 4)
          : buildProblem(
              rng,
              [{ type: 'dots', start: rng.int(12, 16), step: -rng.int(2, 3), growth: 0 }],
              shown,
            );
      }),
  },
  grid: {
    levels: [1, 2],
    make: (rng, level) =>
      until(() => {
        const shown = rng.int(4, 5);
        if (level === 1)
          return buildProblem(
            rng,
            [{ type: 'grid', n: 3, start: rng.int(0, 8 - shown), step: 1, growth: 0 }],
            shown,
          );
        const n = rng.pick([3, 4]);
        return buildProblem(
          rng,
          [{ type: 'grid', n, start: rng.int(0, n * n - 1), step: rng.int(2, n === 3 ? 2 : 3), growth: 0 }],
          shown,
        );
      }),
  },
  twoRules: {
    levels: [3],
    weight: 4,
    make: (rng, level) =>
      until(() => {
        const first: Track = rng.chance(0.75)
          ? turning(rng, level, true)
          : { type: 'sides', start: rng.int(3, 8), step: sign(rng), growth: 0 };
        // beside a polygon the dot keeps to the corners, clear of the shape
        const dot: Track = {
          type: 'dot',
          start: rng.int(0, 7),
          step: (first.type === 'sides' ? 2 : rng.pick([1, 2])) * sign(rng),
          growth: 0,
        };
        if (dot.step % 2 === 0 && dot.start % 2 === 1) dot.start -= 1; // corner to corner starts at a corner
        return buildProblem(rng, [first, dot], rng.int(4, 5));
      }),
  },
});
