// @vitest-environment jsdom
/**
 * Three overlapping shapes with a letter in each part (visual_reasoning `letterRegions`, audit 2 form
 * 14): the drawing is safe and fits a phone; every letter, read back from the SVG, lies in the parts of
 * the shapes `params` says (tested point by point against the drawn circle, square and triangle, not
 * the generator's geometry) and clear of every edge; the seven parts are all there; the text
 * alternative names each letter; and the question's description is the one `params` was solved for.
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { parseSvg, unsafeParts } from './support/svg-safety';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 100;
const SHAPES = ['circle', 'square', 'triangle'];

function draws(levels: Level[]): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', 'visual_reasoning')!;
  return levels.flatMap((level) =>
    Array.from({ length: DRAWS }, (_, seed) => {
      const rng = createRng(`letter-regions/${level}/${seed}`);
      const problem = generator.kinds.letterRegions!.make(rng, level);
      return generateQuestion(
        {
          ...generator,
          generate: () => ({ ...problem, params: { kind: 'letterRegions', ...problem.params } }),
        },
        level,
        rng,
      );
    }),
  );
}

type Pt = [number, number];
const segment = ([px, py]: Pt, [ax, ay]: Pt, [bx, by]: Pt): number => {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const ring = (p: Pt, corners: Pt[]): number =>
  Math.min(...corners.map((c, i) => segment(p, c, corners[(i + 1) % corners.length]!)));
const within = ([x, y]: Pt, corners: Pt[]): boolean => {
  const sides = corners.map(([ax, ay], i) => {
    const [bx, by] = corners[(i + 1) % corners.length]!;
    return Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
  });
  return sides.every((s) => s >= 0) || sides.every((s) => s <= 0);
};

function readDrawing(svg: string) {
  const doc = parseSvg(svg);
  expect(unsafeParts(doc)).toEqual([]);
  expect(Number(doc.documentElement.getAttribute('width'))).toBeLessThanOrEqual(320);
  const attr = (e: Element, name: string): number => Number(e.getAttribute(name));
  const [c] = Array.from(doc.getElementsByTagName('circle'));
  const [sq] = Array.from(doc.getElementsByTagName('rect')).filter((r) => r.getAttribute('fill') === 'none');
  const [tri] = Array.from(doc.getElementsByTagName('polygon'));
  const [x, y, w, h] = [attr(sq!, 'x'), attr(sq!, 'y'), attr(sq!, 'width'), attr(sq!, 'height')];
  expect(w).toBe(h);
  const square: Pt[] = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  const triangle = tri!
    .getAttribute('points')!
    .split(' ')
    .map((xy) => xy.split(',').map(Number) as Pt);
  const [cx, cy, r] = [attr(c!, 'cx'), attr(c!, 'cy'), attr(c!, 'r')];
  const inside: Record<string, (p: Pt) => boolean> = {
    circle: ([px, py]) => Math.hypot(px - cx, py - cy) < r,
    square: (p) => within(p, square),
    triangle: (p) => within(p, triangle),
  };
  return {
    inside,
    edge: (p: Pt) =>
      Math.min(Math.abs(Math.hypot(p[0] - cx, p[1] - cy) - r), ring(p, square), ring(p, triangle)),
    labels: Array.from(doc.getElementsByTagName('text')).map((t) => ({
      at: [attr(t, 'x'), attr(t, 'y') - attr(t, 'font-size') / 3] as Pt,
      letter: t.textContent!,
    })),
  };
}

describe('three overlapping shapes with lettered parts', () => {
  const questions = draws([1, 2]);

  it('draw each letter in the part params name, clear of every edge, all seven parts, each in the alt', () => {
    const failures: string[] = [];
    for (const q of questions) {
      const drawing = readDrawing(q.figure!.question!.svg);
      const parts = new Map(q.params.letters as [string, string][]);
      expect(drawing.labels).toHaveLength(7);
      expect(new Set(parts.values()).size).toBe(7);
      for (const { at, letter } of drawing.labels) {
        const read = SHAPES.filter((s) => drawing.inside[s]!(at)).join('+');
        if (read !== parts.get(letter)) failures.push(`${letter} is in ${read}, not ${parts.get(letter)}`);
        if (drawing.edge(at) < 7) failures.push(`${letter} is ${drawing.edge(at).toFixed(1)} from an edge`);
        if (!q.figure!.question!.alt.includes(`${letter} in`)) failures.push(`${letter} is not in the alt`);
      }
    }
    expect([...new Set(failures)].slice(0, 5)).toEqual([]);
  });

  it('describe the people of the shapes params take (can) and leave out (cannot)', () => {
    const failures = questions.flatMap((q) => {
      const ability = (shape: string): string =>
        new RegExp(`the ${shape} represents people who can (\\w+)`).exec(q.question)?.[1] ?? '?';
      const [, can, cannot] =
        /Which letter represents the people who can (.+?)(?: but (?:cannot|can neither) (.+))?\?$/.exec(
          q.question,
        ) ?? [];
      const canList = (can ?? '').split(/, | and /).sort();
      const cannotList = cannot ? cannot.split(' nor ').sort() : [];
      const want = (shapes: string[]) => shapes.map(ability).sort();
      return JSON.stringify(canList) === JSON.stringify(want(q.params.within as string[])) &&
        JSON.stringify(cannotList) === JSON.stringify(want(q.params.without as string[]))
        ? []
        : [q.question];
    });
    expect(failures.slice(0, 3)).toEqual([]);
  });
});
