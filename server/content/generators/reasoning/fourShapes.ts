/**
 * A drawing of four overlapping shapes with numbers in its parts (issue 19, coverage audit item 16): "In
 * the given figure, the circle represents teachers, the square singers, the triangle dancers and the
 * rectangle graduates. How many persons are teachers and singers but not dancers?" The parts are not
 * written by hand: the drawing's shapes are sampled on a fine grid, each point keeps the set of shapes
 * it lies in, and every set with room for a number gets one, at its point farthest from any edge. So
 * which shapes a number lies in is read off the geometry, and the tests read it again from the SVG.
 */
import type { Figure } from '../../../../contract/figure';

export type Shape = 'circle' | 'square' | 'triangle' | 'rectangle';
export const SHAPES: readonly Shape[] = ['circle', 'square', 'triangle', 'rectangle'];

type Point = readonly [number, number];
const WIDTH = 300;
const HEIGHT = 210;

const CIRCLE = { cx: 108, cy: 98, r: 64 };
const SQUARE = { x: 122, y: 28, size: 104 };
const TRIANGLE: readonly Point[] = [
  [70, 196],
  [286, 196],
  [178, 52],
];
const RECTANGLE = { x: 16, y: 112, w: 226, h: 66 };

const inTriangle = ([x, y]: Point): boolean => {
  const sign = (a: Point, b: Point): number => (x - b[0]) * (a[1] - b[1]) - (a[0] - b[0]) * (y - b[1]);
  const [a, b, c] = TRIANGLE as [Point, Point, Point];
  const [d1, d2, d3] = [sign(a, b), sign(b, c), sign(c, a)];
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
};

const INSIDE: Record<Shape, (p: Point) => boolean> = {
  circle: ([x, y]) => (x - CIRCLE.cx) ** 2 + (y - CIRCLE.cy) ** 2 <= CIRCLE.r ** 2,
  square: ([x, y]) =>
    x >= SQUARE.x && x <= SQUARE.x + SQUARE.size && y >= SQUARE.y && y <= SQUARE.y + SQUARE.size,
  triangle: inTriangle,
  rectangle: ([x, y]) =>
    x >= RECTANGLE.x && x <= RECTANGLE.x + RECTANGLE.w && y >= RECTANGLE.y && y <= RECTANGLE.y + RECTANGLE.h,
};

const segmentDistance = ([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number => {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const polygonDistance = (p: Point, corners: readonly Point[]): number =>
  Math.min(...corners.map((c, i) => segmentDistance(p, c, corners[(i + 1) % corners.length]!)));
const box = (x: number, y: number, w: number, h: number): Point[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

/** How far a point is from the nearest edge of any shape. */
function clearance(p: Point): number {
  return Math.min(
    Math.abs(Math.hypot(p[0] - CIRCLE.cx, p[1] - CIRCLE.cy) - CIRCLE.r),
    polygonDistance(p, box(SQUARE.x, SQUARE.y, SQUARE.size, SQUARE.size)),
    polygonDistance(p, TRIANGLE),
    polygonDistance(p, box(RECTANGLE.x, RECTANGLE.y, RECTANGLE.w, RECTANGLE.h)),
  );
}

/** A part of the drawing: the shapes it lies in (in SHAPES order) and where its number is written. */
export interface Part {
  shapes: Shape[];
  at: Point;
}

/** Room a two-digit number needs around its centre. */
const ROOM = 9;
let parts: Part[] | undefined;

/** The parts with room for a number, found once from the geometry. */
export function drawingParts(): readonly Part[] {
  if (parts) return parts;
  const best = new Map<string, { at: Point; room: number }>();
  for (let x = 4; x < WIDTH - 4; x += 2)
    for (let y = 4; y < HEIGHT - 4; y += 2) {
      const p: Point = [x, y];
      const key = SHAPES.filter((s) => INSIDE[s](p)).join(',');
      if (key === '') continue;
      const room = clearance(p);
      if (room > (best.get(key)?.room ?? 0)) best.set(key, { at: p, room });
    }
  parts = [...best]
    .filter(([, b]) => b.room >= ROOM)
    .map(([key, b]) => ({ shapes: key.split(',') as Shape[], at: b.at }))
    .sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]);
  return parts;
}

const INK = '#1f2937';
const pts = (corners: readonly Point[]): string => corners.map(([x, y]) => `${x},${y}`).join(' ');

/** The drawing: the four shapes and a number in each part (numbers only, so it serves both languages). */
export function fourShapesFigure(numbers: readonly number[], alt: string): Figure {
  const stroke = `fill="none" stroke="${INK}" stroke-width="2"`;
  const shapes = [
    `<circle cx="${CIRCLE.cx}" cy="${CIRCLE.cy}" r="${CIRCLE.r}" ${stroke}/>`,
    `<rect x="${SQUARE.x}" y="${SQUARE.y}" width="${SQUARE.size}" height="${SQUARE.size}" ${stroke}/>`,
    `<polygon points="${pts(TRIANGLE)}" ${stroke}/>`,
    `<rect x="${RECTANGLE.x}" y="${RECTANGLE.y}" width="${RECTANGLE.w}" height="${RECTANGLE.h}" ${stroke}/>`,
  ].join('');
  const labels = drawingParts()
    .map(
      (part, i) =>
        `<text x="${part.at[0]}" y="${part.at[1] + 4}" font-size="12" font-family="sans-serif" text-anchor="middle" fill="${INK}">${numbers[i]}</text>`,
    )
    .join('');
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>${shapes}${labels}</svg>`,
    alt,
  };
}
