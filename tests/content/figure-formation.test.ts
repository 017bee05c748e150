// @vitest-environment jsdom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuestionFigure } from '../../contract/quiz';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { countShapes, onSegment } from './support/line-figure-solvers';
import { parseSvg, pathLines, svgProblems } from './support/line-figures-svg';

// Counting figures: for 200 draws a level the triangles, squares or rectangles are counted again from
// the drawn lines by a different method (points and the lines joining them), and exactly one option
// is that number. Every drawing is safe, fits a phone, and draws exactly the lines of the question.

type Params = { shape: 'triangles' | 'squares' | 'rectangles'; lines: number[][] };
const generator = findGenerator('reasoning', 'figure_formation_analysis')!;
const RANGES = { 1: [3, 14], 2: [8, 30], 3: [15, 50] } as const;

describe.each(LEVEL_NUMBERS)('figure counting, level %i', (level) => {
  it('200 draws: the count, redone from points, is exactly one option, the answer, within the level\'s range', () => {
    const failures: string[] = [];
    for (let seed = 0; seed < 200; seed += 1) {
      const q = generateQuestion(generator, level, createRng(`formation/${level}/${seed}`));
      const p = q.params as unknown as Params;
      expect(q.question).toBe(`How many ${p.shape} are there in the figure?`);
      const n = countShapes(p);
      const hits = q.options.filter((o) => Number(o) === n);
      if (hits.length !== 1 || hits[0] !== q.answer) failures.push(`seed ${seed}: counted ${n} ${p.shape}; options ${q.options.join(', ')}, answer ${q.answer}`);
      if (n < RANGES[level][0] || n > RANGES[level][1]) failures.push(`seed ${seed}: ${n} ${p.shape} is out of range for level ${level}`);
      // the lines are whole lines: two pieces of one straight line never touch (they would be one line)
      p.lines.forEach((a, i) => p.lines.slice(i + 1).forEach((b) => {
        const collinear = onSegment(b[0]!, b[1]!, [a[0]!, a[1]!, a[0]! + 1000 * (a[2]! - a[0]!), a[1]! + 1000 * (a[3]! - a[1]!)].map((u, k) => (k < 2 ? a[k]! - 1000 * (a[k + 2]! - a[k]!) : u)))
          && onSegment(b[2]!, b[3]!, [a[0]! - 1000 * (a[2]! - a[0]!), a[1]! - 1000 * (a[3]! - a[1]!), a[0]! + 1000 * (a[2]! - a[0]!), a[1]! + 1000 * (a[3]! - a[1]!)]);
        if (collinear && (onSegment(b[0]!, b[1]!, a) || onSegment(b[2]!, b[3]!, a) || onSegment(a[0]!, a[1]!, b))) failures.push(`seed ${seed}: lines ${a} and ${b} are one line`);
      }));
    }
    expect(failures).toEqual([]);
  });

  const bank = generateBank('reasoning', 'figure_formation_analysis', level);

  it('every drawing is a safe SVG that fits a phone and draws exactly the lines counted', () => {
    const problems: string[] = [];
    for (const q of bank) {
      expect(v.safeParse(QuestionFigure, q.figure).success).toBe(true);
      expect(q.figure!.options).toBeUndefined();
      const doc = parseSvg(q.figure!.question!.svg);
      problems.push(...svgProblems(doc, 320));
      const drawn = pathLines(doc);
      const p = q.params as unknown as Params;
      expect(drawn).toHaveLength(p.lines.length);
      // the drawing is the lines scaled and shifted: one scale and offset fit every end
      const [a, b] = [p.lines[0]!, drawn[0]!];
      const other = p.lines.findIndex((l) => Math.abs(l[0]! - a[0]!) > 0.5);
      const scale = (drawn[other]![0] - b[0]) / (p.lines[other]![0]! - a[0]!);
      drawn.forEach((d, i) => d.forEach((u, k) => {
        const expected = b[k % 2]! + (p.lines[i]![k]! - a[k % 2]!) * scale;
        if (Math.abs(u - expected) > 0.2) problems.push(`line ${i} drawn at ${d}, expected ${expected} at ${k}`);
      }));
      expect(q.figure!.question!.alt.length).toBeGreaterThan(30);
    }
    expect(problems).toEqual([]);
  });
});

describe('the point-based counter itself', () => {
  it('counts the classics: a square with both diagonals has 8 triangles, a 2 × 2 grid 5 squares and 9 rectangles', () => {
    const square = [[0, 0, 2, 0], [2, 0, 2, 2], [0, 2, 2, 2], [0, 0, 0, 2], [0, 0, 2, 2], [0, 2, 2, 0]];
    expect(countShapes({ shape: 'triangles', lines: square })).toBe(8);
    const grid = [[0, 0, 2, 0], [0, 1, 2, 1], [0, 2, 2, 2], [0, 0, 0, 2], [1, 0, 1, 2], [2, 0, 2, 2]];
    expect(countShapes({ shape: 'squares', lines: grid })).toBe(5);
    expect(countShapes({ shape: 'rectangles', lines: grid })).toBe(9);
    // square, diagonals, midlines: 16 triangles
    expect(countShapes({ shape: 'triangles', lines: [...square, [0, 1, 2, 1], [1, 0, 1, 2]] })).toBe(16);
  });
});

it('builds all 180 counting questions quickly', () => {
  const start = performance.now();
  for (const level of LEVEL_NUMBERS) generateBank('reasoning', 'figure_formation_analysis', level);
  expect(performance.now() - start).toBeLessThan(1500);
});
