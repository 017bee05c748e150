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
 * The parts: the tracks and their rules in words (nonVerbalTracks.ts), the drawings (nonVerbalDrawings.ts); the
 * problems are made here.
 */
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { optionFigure, seriesFigure } from './nonVerbalDrawings';
import {
  HI_REPEAT,
  HI_SAME_STEP,
  HI_TOO_FAR,
  hiDescribe,
  hiOnly,
  hiRuleSentence,
  hiSeriesAlt,
  hiTooFarWith,
  hiWrongWay,
} from './nonVerbalHindi';
import { describe, NOUN, ruleSentence, stepAt, type Track, valid, valueAt, wrap } from './nonVerbalTracks';

interface Alternative {
  mistake: string;
  /** The mistake in Hindi (issue 15). */
  hi: string;
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
      { mistake: wrongWayWords(t), hi: hiWrongWay(t), values: [m.wrongWay] },
      { mistake: 'going one step too far', hi: HI_TOO_FAR, values: [m.tooFar] },
      { mistake: 'repeating the last figure', hi: HI_REPEAT, values: [m.repeat] },
    ]);
    if (m.sameStep !== undefined)
      list.unshift({
        mistake: 'repeating the last change instead of making it one step larger',
        hi: HI_SAME_STEP,
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
      { mistake: only(a, b), hi: hiOnly(a, b), values: [ra, mb.repeat] },
      { mistake: only(b, a), hi: hiOnly(b, a), values: [ma.repeat, rb] },
      { mistake: wrongWayWords(a), hi: hiWrongWay(a), values: [ma.wrongWay, rb] },
      { mistake: wrongWayWords(b), hi: hiWrongWay(b), values: [ra, mb.wrongWay] },
      {
        mistake: `going one step too far with the ${NOUN[a.type]}`,
        hi: hiTooFarWith(a),
        values: [ma.tooFar, rb],
      },
      {
        mistake: `going one step too far with the ${NOUN[b.type]}`,
        hi: hiTooFarWith(b),
        values: [ra, mb.tooFar],
      },
    ]);
    // one of the "only one rule" mistakes always comes first: it is the classic trap of a double series
    list.sort(
      (x, y) => Number(y.mistake.startsWith('applying only')) - Number(x.mistake.startsWith('applying only')),
    );
    alternatives.push(list[0]!, ...rng.shuffle(list.slice(1)));
  }

  const answer = describe(tracks, answerValues);
  const distractors: Distractor[] = [];
  const hiOptions: Record<string, string> = { [answer]: hiDescribe(tracks, answerValues) };
  const drawings: Record<string, ReturnType<typeof optionFigure>> = {
    [answer]: optionFigure(tracks, answerValues),
  };
  for (const alt of alternatives) {
    if (!alt.values.every((v, i) => valid(tracks[i]!, v))) continue;
    const text = describe(tracks, alt.values);
    if (text in drawings) continue;
    distractors.push({ mistake: alt.mistake, hi: alt.hi, value: text });
    hiOptions[text] = hiDescribe(tracks, alt.values);
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
    hi: {
      question: 'श्रृंखला में अगली आकृति कौन-सी है?',
      steps: [...tracks.map((t) => hiRuleSentence(t, shown)), `अतः आकृति ${shown + 1}: ${hiOptions[answer]}।`],
      options: hiOptions,
      figureAlt: hiSeriesAlt(tracks, shown),
    },
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
