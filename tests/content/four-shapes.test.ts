// @vitest-environment jsdom
/**
 * Four overlapping shapes with numbers in their parts (issue 19, item 16): the drawing is safe and fits
 * a phone; every number, read back from the SVG, lies in the parts of the shapes `params` says (tested
 * point by point against the drawn circle, squares and triangle, not the generator's geometry) and
 * clear of every edge; the text alternative lists the same numbers; and the question names the classes
 * the answer was computed for.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { parseSvg, unsafeParts } from './support/svg-safety';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 100;

function draws(levels: Level[]): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', 'visual_reasoning')!;
  return levels.flatMap((level) =>
    Array.from({ length: DRAWS }, (_, seed) => {
      const rng = createRng(`four-shapes/${level}/${seed}`);
      const problem = generator.kinds.fourShapes!.make(rng, level);
      return generateQuestion(
        { ...generator, generate: () => ({ ...problem, params: { kind: 'fourShapes', ...problem.params } }) },
        level,
        rng,
      );
    }),
  );
}

type Pt = [number, number];
interface Drawing {
  inside: Record<string, (p: Pt) => boolean>;
  edge: (p: Pt) => number;
  labels: { at: Pt; n: number }[];
}

const segment = ([px, py]: Pt, [ax, ay]: Pt, [bx, by]: Pt): number => {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const ring = (p: Pt, corners: Pt[]): number =>
  Math.min(...corners.map((c, i) => segment(p, c, corners[(i + 1) % corners.length]!)));
/** Inside a convex polygon: the point is on one side of every edge. */
const within = ([x, y]: Pt, corners: Pt[]): boolean => {
  const sides = corners.map(([ax, ay], i) => {
    const [bx, by] = corners[(i + 1) % corners.length]!;
    return Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
  });
  return sides.every((s) => s >= 0) || sides.every((s) => s <= 0);
};

function readDrawing(svg: string): Drawing {
  const doc = parseSvg(svg);
  expect(unsafeParts(doc)).toEqual([]);
  expect(Number(doc.documentElement.getAttribute('width'))).toBeLessThanOrEqual(320);
  const attr = (e: Element, name: string): number => Number(e.getAttribute(name));
  const [c] = Array.from(doc.getElementsByTagName('circle'));
  const rects = Array.from(doc.getElementsByTagName('rect')).filter((r) => r.getAttribute('fill') === 'none');
  const [tri] = Array.from(doc.getElementsByTagName('polygon'));
  expect(rects).toHaveLength(2);
  const corners = (r: Element): Pt[] => {
    const [x, y, w, h] = [attr(r, 'x'), attr(r, 'y'), attr(r, 'width'), attr(r, 'height')];
    return [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ];
  };
  const square = rects.find((r) => attr(r, 'width') === attr(r, 'height'))!;
  const rectangle = rects.find((r) => attr(r, 'width') !== attr(r, 'height'))!;
  const triangle = tri!
    .getAttribute('points')!
    .split(' ')
    .map((xy) => xy.split(',').map(Number) as Pt);
  const [cx, cy, r] = [attr(c!, 'cx'), attr(c!, 'cy'), attr(c!, 'r')];
  return {
    inside: {
      circle: ([x, y]) => Math.hypot(x - cx, y - cy) < r,
      square: (p) => within(p, corners(square)),
      triangle: (p) => within(p, triangle),
      rectangle: (p) => within(p, corners(rectangle)),
    },
    edge: (p) =>
      Math.min(
        Math.abs(Math.hypot(p[0] - cx, p[1] - cy) - r),
        ring(p, corners(square)),
        ring(p, triangle),
        ring(p, corners(rectangle)),
      ),
    // a number's centre: its x, and its baseline less a third of the font size
    labels: Array.from(doc.getElementsByTagName('text')).map((t) => ({
      at: [attr(t, 'x'), attr(t, 'y') - attr(t, 'font-size') / 3] as Pt,
      n: Number(t.textContent),
    })),
  };
}

describe('four overlapping shapes', () => {
  const questions = draws([2, 3]);

  it('draw each number in the part params name, clear of every edge, and list it in the text alternative', () => {
    const failures: string[] = [];
    for (const q of questions) {
      const drawing = readDrawing(q.figure!.question!.svg);
      const parts = new Map((q.params.parts as [string, number][]).map(([key, n]) => [n, key]));
      expect(drawing.labels).toHaveLength(parts.size);
      for (const { at, n } of drawing.labels) {
        const read = ['circle', 'square', 'triangle', 'rectangle']
          .filter((s) => drawing.inside[s]!(at))
          .join('+');
        if (read !== parts.get(n))
          failures.push(`${n} at ${at.join(',')} is in ${read}, not ${parts.get(n)}`);
        if (drawing.edge(at) < 7)
          failures.push(`${n} at ${at.join(',')} is ${drawing.edge(at).toFixed(1)} from an edge`);
        if (!q.figure!.question!.alt.includes(`${n} in `)) failures.push(`${n} is not in the alt`);
      }
    }
    expect([...new Set(failures)].slice(0, 5)).toEqual([]);
  });

  it('ask, in the question, about the classes of the shapes params take and leave out', () => {
    const failures = questions.flatMap((q) => {
      const classes = q.params.classes as string[];
      const named = (shape: string): string => {
        const m = new RegExp(`the ${shape} represents (\\w+)`).exec(q.question);
        return m ? m[1]! : '?';
      };
      const shapes = ['circle', 'square', 'triangle', 'rectangle'];
      if (shapes.some((s, i) => named(s) !== classes[i])) return [`classes: ${q.question}`];
      const [, asked, but] = /How many persons are (.+?)(?: but (?:not|neither) (.+))?\?$/.exec(q.question)!;
      const inNames = asked!.split(/, | and /);
      const outNames = but ? but.split(' nor ') : [];
      const want = (list: string[]) => list.map((s) => classes[shapes.indexOf(s)]).sort();
      return JSON.stringify(inNames.sort()) === JSON.stringify(want(q.params.within as string[])) &&
        JSON.stringify(outNames.sort()) === JSON.stringify(want(q.params.without as string[]))
        ? []
        : [q.question];
    });
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('add two or more parts at level 3 and take one part at level 2', () => {
    for (const q of questions) {
      const steps = /: (.+)\. So the number is/.exec(q.explanation)![1]!.split('), ').length;
      expect(q.level === 2 ? steps === 1 : steps >= 2, q.explanation).toBe(true);
    }
  });
});
