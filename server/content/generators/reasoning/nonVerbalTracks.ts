/**
 * The tracks a non-verbal series follows (turning, moving round the box, growing, moving along a grid), their
 * values at each step and their rules in words.
 */

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
export const stepAt = (t: Track, i: number): number => t.step + t.growth * i;

/** A raw value wrapped round for turning and moving tracks. */
export function wrap(t: Track, value: number): number {
  const m = cyclic(t);
  return m === undefined ? value : mod(value, m);
}

/** The track's value in figure i (from 0). */
export function valueAt(t: Track, i: number): number {
  let v = t.start;
  for (let j = 0; j < i; j += 1) v += stepAt(t, j);
  return wrap(t, v);
}

export function valid(t: Track, v: number): boolean {
  if (t.type === 'sides') return v >= SIDES.min && v <= SIDES.max;
  if (t.type === 'dots') return v >= DOTS.min && v <= DOTS.max;
  return true;
}

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

export const NOUN: Record<TrackType, string> = {
  arrow: 'arrow',
  pointer: 'pointer',
  dot: 'dot',
  sides: 'number of sides',
  dots: 'number of dots',
  grid: 'shaded square',
};

/** One sentence saying how a track changes, with its values up to the answer. */
export function ruleSentence(t: Track, shown: number): string {
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
