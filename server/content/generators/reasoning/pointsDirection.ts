/**
 * Directions between points fixed by statements (issue 19, reasoning C), a kind of direction and
 * distance: "Point Q is 6 m West of point P. Point R is 8 m South of point Q. … In which direction
 * is point P with respect to point S?" or "What is the shortest distance between P and S?". Each
 * statement places the next point against the one before, at a right angle to the last step (as the
 * papers draw them); at level 3 some statements are printed the other way round ("Point P is 6 m East
 * of point Q"). The asked pair is the first and the last point, never due North, East, South or West.
 */
import { num } from '../format';
import { directionTrap, HI_COMPASS, HI_DIRECTION_OPTIONS, hiDirection, hiKm, hiM } from './hindiDirection';
import { isWhole } from '../math';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';

const COMPASS4 = ['North', '', 'East', '', 'South', '', 'West', ''] as const;
// no N, E, S or W, which read as compass points
const LETTERS = 'ABCDFGHJKLMPQRTUVXYZ'.split('');
const STEP: Record<number, [number, number]> = { 0: [0, 1], 2: [1, 0], 4: [0, -1], 6: [-1, 0] };

function directionOf(dx: number, dy: number): string {
  const ns = dy > 0 ? 'North' : dy < 0 ? 'South' : '';
  const ew = dx > 0 ? 'East' : dx < 0 ? 'West' : '';
  return ns && ew ? `${ns}-${ew}` : ns || ew;
}

/** A statement: point `a` is `dist` units towards `dir` (0, 2, 4, 6: North, East, South, West) of point `b`. */
type Statement = [a: number, dist: number, dir: number, b: number];

export function pointsDirection(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const n = level === 1 ? 3 : level === 2 ? rng.int(3, 4) : rng.int(4, 5);
    const names = rng.sample(LETTERS, n);
    const unit = rng.pick(['km', 'm'] as const);
    const scale = unit === 'km' ? 1 : rng.pick([1, 5, 10]);
    const at: [number, number][] = [[0, 0]];
    const statements: Statement[] = [];
    let heading = rng.int(0, 3) * 2;
    for (let i = 1; i < n; i += 1) {
      if (i > 1) heading = (heading + rng.pick([2, 6])) % 8;
      const dist = rng.int(2, 12) * scale;
      const [sx, sy] = STEP[heading]!;
      at.push([at[i - 1]![0] + sx * dist, at[i - 1]![1] + sy * dist]);
      // printed the other way round at level 3: the earlier point against the later one
      statements.push(
        level === 3 && rng.chance(0.4) ? [i - 1, dist, (heading + 4) % 8, i] : [i, dist, heading, i - 1],
      );
    }
    const key = new Set(at.map(([x, y]) => `${x},${y}`));
    if (key.size !== n) return undefined;
    const [first, last] = [0, n - 1];
    const x = at[first]![0] - at[last]![0];
    const y = at[first]![1] - at[last]![1];
    if (x === 0 || y === 0) return undefined;
    const dist = Math.hypot(x, y);
    const askDistance = isWhole(dist) && rng.chance(0.6);
    const fmt = (v: number): string => `${num(v)} ${unit}`;
    const hiFmt = unit === 'km' ? hiKm : hiM;
    const P = (i: number): string => `point ${names[i]}`;
    const text = statements
      .map(
        ([a, d, dir, b]) =>
          `${P(a)[0]!.toUpperCase()}${P(a).slice(1)} is ${fmt(d)} ${COMPASS4[dir]} of ${P(b)}.`,
      )
      .join(' ');
    const hiText = statements
      .map(([a, d, dir, b]) => `बिंदु ${names[a]}, बिंदु ${names[b]} के ${hiFmt(d)} ${HI_COMPASS[dir]} में है।`)
      .join(' ');
    const hiEastWest = `${hiFmt(Math.abs(x))} ${x > 0 ? 'पूर्व' : 'पश्चिम'}`;
    const hiNorthSouth = `${hiFmt(Math.abs(y))} ${y > 0 ? 'उत्तर' : 'दक्षिण'}`;
    const place = `Taking East and North as positive from ${P(last)}, ${P(first)} is ${fmt(Math.abs(x))} ${x > 0 ? 'East' : 'West'} and ${fmt(Math.abs(y))} ${y > 0 ? 'North' : 'South'} of it.`;
    const hiPlace = `बिंदु ${names[last]} से पूर्व और उत्तर को धनात्मक मानने पर, बिंदु ${names[first]} उससे ${hiEastWest} और ${hiNorthSouth} में है।`;
    const params = { names, statements, first, last, unit, ask: askDistance ? 'distance' : 'direction' };
    if (!askDistance) {
      const where = directionOf(x, y);
      const { distractors, trapLine } = directionTrap(where, [
        {
          mistake: 'giving the direction of the second point from the first',
          hi: 'दूसरे बिंदु की दिशा पहले बिंदु से बता देना',
          value: directionOf(-x, -y),
        },
        { mistake: 'mixing up East and West', hi: 'पूर्व और पश्चिम को उलट देना', value: directionOf(-x, y) },
        { mistake: 'mixing up North and South', hi: 'उत्तर और दक्षिण को उलट देना', value: directionOf(x, -y) },
      ]);
      return {
        question: `${text} In which direction is ${P(first)} with respect to ${P(last)}?`,
        answer: where,
        distractors,
        steps: [place, `So ${P(first)} is to the ${where} of ${P(last)}.`],
        hi: {
          question: `${hiText} बिंदु ${names[last]} के सापेक्ष बिंदु ${names[first]} किस दिशा में है?`,
          steps: [
            hiPlace,
            `अतः बिंदु ${names[first]}, बिंदु ${names[last]} के ${hiDirection(where)} में है।`,
            ...trapLine,
          ],
          options: HI_DIRECTION_OPTIONS,
        },
        params,
      };
    }
    const total = statements.reduce((s, st) => s + st[1], 0);
    return {
      question: `${text} What is the shortest distance between ${P(first)} and ${P(last)}?`,
      answer: dist,
      format: fmt,
      distractors: [
        {
          mistake: 'adding up all the distances in the statements',
          hi: 'कथनों की सभी दूरियों को जोड़ देना',
          value: total,
        },
        ...gapSlips(x, y),
      ],
      steps: [place, `Shortest distance = √(${num(Math.abs(x))}² + ${num(Math.abs(y))}²) = ${fmt(dist)}.`],
      hi: {
        question: `${hiText} बिंदु ${names[first]} और बिंदु ${names[last]} के बीच न्यूनतम दूरी कितनी है?`,
        steps: [hiPlace, `न्यूनतम दूरी = √(${num(Math.abs(x))}² + ${num(Math.abs(y))}²) = ${hiFmt(dist)}।`],
        format: hiFmt,
      },
      params,
    };
  });
}

/**
 * The slips of the shortest distance from an east–west gap x and a north–south gap y (Pythagoras):
 * the gaps added, the larger alone, their difference. Shared by every walk's distance question.
 */
export function gapSlips(x: number, y: number) {
  return [
    {
      mistake: 'adding the east–west and north–south gaps instead of using Pythagoras',
      hi: 'पाइथागोरस प्रमेय के स्थान पर पूर्व–पश्चिम और उत्तर–दक्षिण की दूरियों को जोड़ देना',
      value: Math.abs(x) + Math.abs(y),
    },
    {
      mistake: 'taking only the larger gap',
      hi: 'केवल बड़ी दूरी ले लेना',
      value: Math.max(Math.abs(x), Math.abs(y)),
    },
    {
      mistake: 'subtracting the gaps',
      hi: 'दोनों दूरियों का अंतर ले लेना',
      value: Math.abs(Math.abs(x) - Math.abs(y)),
    },
  ];
}
