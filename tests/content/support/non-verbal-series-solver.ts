/**
 * An independent solver for non-verbal series, by simulation in the figure's own terms: a turning
 * arrow is an angle in degrees turned step by step, a moving dot is an angle round the box's centre
 * (corners at 45°, 135° …, middles of sides at 0°, 90° …), a shaded square walks square by square in
 * reading order, and counts are added up. Each figure is then named in words of this file's own.
 */
import { text, type Expected } from './values';

export interface SeriesTrack {
  type: 'arrow' | 'pointer' | 'dot' | 'sides' | 'dots' | 'grid';
  start: number;
  step: number;
  growth: number;
  n?: number;
}

const BY_DEGREES: Record<number, string> = {
  0: 'north',
  45: 'north-east',
  90: 'east',
  135: 'south-east',
  180: 'south',
  225: 'south-west',
  270: 'west',
  315: 'north-west',
};
/** Where the dot is, by its angle clockwise from straight up as seen from the box's centre. */
const PLACE_BY_DEGREES: Record<number, string> = {
  315: 'top-left corner',
  0: 'middle of the top side',
  45: 'top-right corner',
  90: 'middle of the right side',
  135: 'bottom-right corner',
  180: 'middle of the bottom side',
  225: 'bottom-left corner',
  270: 'middle of the left side',
};
const NAMES = ['', '', '', 'Triangle', 'Square', 'Pentagon', 'Hexagon', 'Heptagon', 'Octagon', 'Nonagon'];

const degrees = (d: number): number => ((d % 360) + 360) % 360;

type State = number | [number, number];

/** The state a track starts in: an angle for arrows, pointers and dots, a count, or a grid square. */
function startState(t: SeriesTrack): State {
  // the generator's start is an eighth of a turn for arrows, and a place counted clockwise from the top-left corner for dots
  if (t.type === 'dot') return degrees(315 + 45 * t.start);
  if (t.type === 'arrow' || t.type === 'pointer') return 45 * t.start;
  if (t.type === 'grid') return [Math.floor(t.start / t.n!), t.start % t.n!];
  return t.start;
}

/** One change of a track from a state: turned or moved `change` eighths, counted on, or walked square by square. */
export function advance(t: SeriesTrack, state: State, change: number): State {
  if (t.type === 'arrow' || t.type === 'pointer' || t.type === 'dot')
    return degrees((state as number) + 45 * change);
  if (t.type !== 'grid') return (state as number) + change;
  const n = t.n!;
  let [row, col] = state as [number, number];
  for (let k = 0; k < Math.abs(change); k += 1) {
    if (change >= 0) {
      col += 1;
      if (col === n) [col, row] = [0, (row + 1) % n];
    } else {
      col -= 1;
      if (col < 0) [col, row] = [n - 1, (row + n - 1) % n];
    }
  }
  return [row, col];
}

/** The state of one track in figure `index` (0 = the first figure), simulated one change at a time. */
export function simulate(t: SeriesTrack, index: number): State {
  let state = startState(t);
  for (let i = 0; i < index; i += 1) state = advance(t, state, t.step + t.growth * i);
  return state;
}

export function nameState(t: SeriesTrack, state: number | [number, number]): string {
  switch (t.type) {
    case 'arrow':
      return `Arrow pointing ${BY_DEGREES[state as number]}`;
    case 'pointer':
      return `Pointer to the ${BY_DEGREES[state as number]}`;
    case 'dot':
      return `Dot at the ${PLACE_BY_DEGREES[state as number]}`;
    case 'sides':
      return `${NAMES[state as number]} (${state as number} sides)`;
    case 'dots':
      return state === 1 ? '1 dot' : `${state as number} dots`;
    case 'grid':
      return `Shaded square in row ${(state as [number, number])[0] + 1}, column ${(state as [number, number])[1] + 1}`;
  }
}

/** A whole figure's text: the elements in order, the second after "; " starting in lower case. */
export function nameFigure(tracks: SeriesTrack[], index: number): string {
  return tracks
    .map((t, i) => {
      const words = nameState(t, simulate(t, index));
      return i === 0 ? words : words.charAt(0).toLowerCase() + words.slice(1);
    })
    .join('; ');
}

export function solveSeries(p: { shown: number; tracks: SeriesTrack[] }): Expected {
  return text(nameFigure(p.tracks, p.shown));
}
