/**
 * Three overlapping shapes with a letter in each part (issue 19, audit 2 form 14), beside
 * `fourShapes` (numbers, "how many"): "the circle represents people who can sing, the square people
 * who can write and the triangle people who can dance. Which letter represents those who can write
 * and dance but cannot sing?" As in fourShapes.ts the parts are found from the geometry (the shapes
 * sampled on a grid, each part's letter at its point farthest from any edge), so which shapes a letter
 * lies in is read off the drawing, and the tests read it again from the SVG. A kind of
 * visual_reasoning.
 */
import type { Figure } from '../../../../contract/figure';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Problem } from '../types';

export type Shape3 = 'circle' | 'square' | 'triangle';
export const SHAPES3: readonly Shape3[] = ['circle', 'square', 'triangle'];
type Point = readonly [number, number];
const WIDTH = 280;
const HEIGHT = 210;
const CIRCLE = { cx: 104, cy: 92, r: 66 };
const SQUARE = { x: 124, y: 26, size: 116 };
const TRIANGLE: readonly Point[] = [
  [56, 200],
  [252, 200],
  [154, 70],
];

const inTriangle = ([x, y]: Point): boolean => {
  const sides = TRIANGLE.map(([ax, ay], i) => {
    const [bx, by] = TRIANGLE[(i + 1) % 3]!;
    return Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
  });
  return sides.every((s) => s >= 0) || sides.every((s) => s <= 0);
};
const INSIDE: Record<Shape3, (p: Point) => boolean> = {
  circle: ([x, y]) => (x - CIRCLE.cx) ** 2 + (y - CIRCLE.cy) ** 2 <= CIRCLE.r ** 2,
  square: ([x, y]) =>
    x >= SQUARE.x && x <= SQUARE.x + SQUARE.size && y >= SQUARE.y && y <= SQUARE.y + SQUARE.size,
  triangle: inTriangle,
};
const segment = ([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number => {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const ring = (p: Point, corners: readonly Point[]): number =>
  Math.min(...corners.map((c, i) => segment(p, c, corners[(i + 1) % corners.length]!)));
const clearance = (p: Point): number =>
  Math.min(
    Math.abs(Math.hypot(p[0] - CIRCLE.cx, p[1] - CIRCLE.cy) - CIRCLE.r),
    ring(p, [
      [SQUARE.x, SQUARE.y],
      [SQUARE.x + SQUARE.size, SQUARE.y],
      [SQUARE.x + SQUARE.size, SQUARE.y + SQUARE.size],
      [SQUARE.x, SQUARE.y + SQUARE.size],
    ]),
    ring(p, TRIANGLE),
  );

/** The seven parts (every non-empty set of the three shapes), each with where its letter goes. */
export interface Region {
  shapes: Shape3[];
  at: Point;
}
let regions: Region[] | undefined;
export function letterRegionParts(): readonly Region[] {
  if (regions) return regions;
  const best = new Map<string, { at: Point; room: number }>();
  for (let x = 4; x < WIDTH - 4; x += 2)
    for (let y = 4; y < HEIGHT - 4; y += 2) {
      const p: Point = [x, y];
      const key = SHAPES3.filter((s) => INSIDE[s](p)).join(',');
      if (key === '') continue;
      const room = clearance(p);
      if (room > (best.get(key)?.room ?? 0)) best.set(key, { at: p, room });
    }
  regions = [...best]
    .filter(([, b]) => b.room >= 8)
    .map(([key, b]) => ({ shapes: key.split(',') as Shape3[], at: b.at }))
    .sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]);
  if (regions.length !== 7) throw new Error(`the three shapes make ${regions.length} parts with room, not 7`);
  return regions;
}

const INK = '#1f2937';
function regionsFigure(letters: readonly string[], alt: string): Figure {
  const stroke = `fill="none" stroke="${INK}" stroke-width="2"`;
  const shapes = [
    `<circle cx="${CIRCLE.cx}" cy="${CIRCLE.cy}" r="${CIRCLE.r}" ${stroke}/>`,
    `<rect x="${SQUARE.x}" y="${SQUARE.y}" width="${SQUARE.size}" height="${SQUARE.size}" ${stroke}/>`,
    `<polygon points="${TRIANGLE.map(([x, y]) => `${x},${y}`).join(' ')}" ${stroke}/>`,
  ].join('');
  const labels = letterRegionParts()
    .map(
      (r, i) =>
        `<text x="${r.at[0]}" y="${r.at[1] + 5}" font-size="14" font-family="sans-serif" text-anchor="middle" fill="${INK}">${letters[i]}</text>`,
    )
    .join('');
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>${shapes}${labels}</svg>`,
    alt,
  };
}

/** Abilities: "can sing"; Hindi stem before सकते ("गा सकते"). */
const ABILITIES: readonly (readonly [string, string])[] = [
  ['sing', 'गा'],
  ['write', 'लिख'],
  ['dance', 'नाच'],
  ['swim', 'तैर'],
  ['paint', 'चित्र बना'],
  ['cook', 'खाना बना'],
  ['drive', 'गाड़ी चला'],
  ['read', 'पढ़'],
];
const HI_SHAPE: Record<Shape3, string> = { circle: 'वृत्त', square: 'वर्ग', triangle: 'त्रिभुज' };
const and = (xs: readonly string[], word: string): string =>
  xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(', ')} ${word} ${xs[xs.length - 1]}`;

export function letterRegions(rng: Rng): Problem {
  return until((): Problem | undefined => {
    const parts = letterRegionParts();
    const letters = rng.shuffle([...'ABCDEFG']);
    const abilities = rng.sample([...ABILITIES], 3);
    const of = (s: Shape3) => abilities[SHAPES3.indexOf(s)]!;
    const target = rng.int(0, 6);
    const within = parts[target]!.shapes;
    const without = SHAPES3.filter((s) => !within.includes(s));
    const letterOf = (set: readonly Shape3[]): string =>
      letters[
        parts.findIndex((r) => r.shapes.length === set.length && set.every((s) => r.shapes.includes(s)))
      ]!;
    const can = within.map((s) => of(s)[0]);
    const cannot = without.map((s) => of(s)[0]);
    const description =
      cannot.length === 0
        ? `who can ${and(can, 'and')}`
        : cannot.length === 1
          ? `who can ${and(can, 'and')} but cannot ${cannot[0]}`
          : `who can ${can[0]} but can neither ${cannot[0]} nor ${cannot[1]}`;
    const hiCan = within.map((s) => of(s)[1]);
    const hiCannot = without.map((s) => of(s)[1]);
    const hiDescription =
      hiCannot.length === 0
        ? `जो ${and(hiCan, 'और')} सकते हैं`
        : hiCannot.length === 1
          ? `जो ${and(hiCan, 'और')} सकते हैं पर ${hiCannot[0]} नहीं सकते`
          : `जो ${hiCan[0]} सकते हैं पर न ${hiCannot[0]} सकते हैं, न ${hiCannot[1]} सकते हैं`;
    // each wrong letter: one shape taken on the wrong side
    const distractors: Distractor[] = rng.shuffle(
      SHAPES3.map((s) => ({
        mistake: `taking the part on the wrong side of the ${s}`,
        hi: `${HI_SHAPE[s]} के गलत ओर का भाग लेना`,
        value: letterOf(within.includes(s) ? within.filter((x) => x !== s) : [...within, s]),
      })).filter((d) => d.value !== undefined),
    );
    if (distractors.length < 3) return undefined;
    const represents = SHAPES3.map((s) => `the ${s} represents people who can ${of(s)[0]}`);
    const hiRepresents = SHAPES3.map((s) => `${HI_SHAPE[s]} उन लोगों को दर्शाता है जो ${of(s)[1]} सकते हैं`);
    const where = (r: Region): string =>
      r.shapes.length === 3 ? 'in all three shapes' : `inside the ${and(r.shapes, 'and')} only`;
    const hiWhere = (r: Region): string =>
      r.shapes.length === 3
        ? 'तीनों आकृतियों में'
        : `केवल ${and(
            r.shapes.map((s) => HI_SHAPE[s]),
            'और',
          )} में`;
    const alt = `A circle, a square and a triangle overlapping, a letter in each part: ${parts.map((r, i) => `${letters[i]} ${where(r)}`).join('; ')}.`;
    const hiAlt = `एक-दूसरे पर चढ़े एक वृत्त, एक वर्ग और एक त्रिभुज, हर भाग में एक अक्षर: ${parts.map((r, i) => `${letters[i]} ${hiWhere(r)}`).join('; ')}।`;
    const ans = letters[target]!;
    return {
      question: `In the given figure, ${and(represents, 'and')}. Which letter represents the people ${description}?`,
      answer: ans,
      distractors,
      steps: [
        `The people ${description} are ${within.length === 3 ? 'in all three shapes' : `inside the ${and(within, 'and')}${without.length ? ` and outside the ${and(without, 'and')}` : ''}`}: that part holds ${ans}.`,
      ],
      questionFigure: regionsFigure(letters, alt),
      hi: {
        question: `दी गई आकृति में ${and(hiRepresents, 'और')}। कौन-सा अक्षर उन लोगों को दर्शाता है ${hiDescription}?`,
        steps: [
          `${hiDescription.replace(/^जो/, 'जो लोग')}, वे ${
            within.length === 3
              ? 'तीनों आकृतियों में हैं'
              : `${and(
                  within.map((s) => HI_SHAPE[s]),
                  'और',
                )} के भीतर${
                  without.length
                    ? ` तथा ${and(
                        without.map((s) => HI_SHAPE[s]),
                        'और',
                      )} के बाहर`
                    : ''
                } हैं`
          }: उस भाग में ${ans} है।`,
        ],
        figureAlt: hiAlt,
      },
      params: {
        letters: parts.map((r, i) => [letters[i]!, r.shapes.join('+')]),
        abilities: abilities.map((a) => a[0]),
        within,
        without,
      },
    };
  });
}
