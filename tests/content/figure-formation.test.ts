// @vitest-environment jsdom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuestionFigure } from '../../contract/quiz';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { countShapes, onSegment, tiles } from './support/line-figure-solvers';
import { pathLines, svgProblems } from './support/line-figures-svg';
import { parseSvg } from './support/svg-safety';
import { DRAWS } from './support/draws';

// Counting figures: for DRAWS draws a level (support/draws.ts) the triangles, squares or rectangles are counted again from
// the drawn lines by a different method (points and the lines joining them), and exactly one option
// is that number. Every drawing is safe, fits a phone, and draws exactly the lines of the question.

type Params = { kind: string; shape: 'triangles' | 'squares' | 'rectangles'; lines: number[][] };
type PiecesParams = { kind: 'pieces'; n: number; placed: number[][]; options: Record<string, number[][][]> };
const generator = findGenerator('reasoning', 'figure_formation_analysis')!;
const RANGES = { 1: [3, 14], 2: [8, 30], 3: [15, 50] } as const;

describe.each(LEVEL_NUMBERS)('figure counting, level %i', (level) => {
  it(`${DRAWS} draws: the count, redone from points, is exactly one option, the answer, within the level's range`, () => {
    const failures: string[] = [];
    for (let seed = 0; seed < DRAWS; seed += 1) {
      const q = generateQuestion(generator, level, createRng(`formation/${level}/${seed}`));
      if (q.params.kind === 'pieces') {
        const pp = q.params as unknown as PiecesParams;
        const fit = q.options.filter((o) => tiles(pp.n, pp.options[o]!, pp.placed));
        if (fit.length !== 1 || fit[0] !== q.answer)
          failures.push(`seed ${seed}: sets ${JSON.stringify(fit)} fill the square, answer ${q.answer}`);
        // each option names its pieces by size: the digits are the pieces' numbers of squares
        q.options.forEach((o) => {
          const sizes = o
            .split(' + ')
            .map((name) => Number(name.slice(1)))
            .sort();
          expect(pp.options[o]!.map((piece) => piece.length).sort()).toEqual(sizes);
        });
        continue;
      }
      const p = q.params as unknown as Params;
      expect(q.question).toBe(`How many ${p.shape} are there in the figure?`);
      const n = countShapes(p);
      const hits = q.options.filter((o) => Number(o) === n);
      if (hits.length !== 1 || hits[0] !== q.answer)
        failures.push(
          `seed ${seed}: counted ${n} ${p.shape}; options ${q.options.join(', ')}, answer ${q.answer}`,
        );
      if (n < RANGES[level][0] || n > RANGES[level][1])
        failures.push(`seed ${seed}: ${n} ${p.shape} is out of range for level ${level}`);
      // the lines are whole lines: two pieces of one straight line never touch (they would be one line)
      p.lines.forEach((a, i) =>
        p.lines.slice(i + 1).forEach((b) => {
          const collinear =
            onSegment(
              b[0]!,
              b[1]!,
              [a[0]!, a[1]!, a[0]! + 1000 * (a[2]! - a[0]!), a[1]! + 1000 * (a[3]! - a[1]!)].map((u, k) =>
                k < 2 ? a[k]! - 1000 * (a[k + 2]! - a[k]!) : u,
              ),
            ) &&
            onSegment(b[2]!, b[3]!, [
              a[0]! - 1000 * (a[2]! - a[0]!),
              a[1]! - 1000 * (a[3]! - a[1]!),
              a[0]! + 1000 * (a[2]! - a[0]!),
              a[1]! + 1000 * (a[3]! - a[1]!),
            ]);
          if (
            collinear &&
            (onSegment(b[0]!, b[1]!, a) || onSegment(b[2]!, b[3]!, a) || onSegment(a[0]!, a[1]!, b))
          )
            failures.push(`seed ${seed}: lines ${a} and ${b} are one line`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  const bank = generateBank('reasoning', 'figure_formation_analysis', level);

  it('every drawing is a safe SVG that fits a phone and draws exactly the lines counted', () => {
    const problems: string[] = [];
    for (const q of bank) {
      expect(v.safeParse(QuestionFigure, q.figure).success).toBe(true);
      if (q.params.kind === 'pieces') {
        const pp = q.params as unknown as PiecesParams;
        const questionDoc = parseSvg(q.figure!.question!.svg);
        problems.push(...svgProblems(questionDoc, 320));
        // the shaded squares are the pieces already in place
        expect(
          Array.from(questionDoc.getElementsByTagName('rect')).filter(
            (r) => r.getAttribute('fill') === '#9ca3af',
          ).length,
        ).toBe(pp.placed.length);
        expect(q.figure!.question!.alt).toContain(`(${pp.n * pp.n - pp.placed.length} small squares)`);
        q.options.forEach((o, i) => {
          const doc = parseSvg(q.figure!.options![i]!.svg);
          problems.push(...svgProblems(doc, 150));
          // one drawn small square per square of the set's pieces
          const squares = Array.from(doc.getElementsByTagName('rect')).filter(
            (r) => r.getAttribute('fill') !== '#fff',
          ).length;
          expect(squares).toBe(pp.options[o]!.flat().length);
          expect(q.figure!.options![i]!.alt).toContain(`Pieces ${o}:`);
        });
        continue;
      }
      expect(q.figure!.options).toBeUndefined();
      const doc = parseSvg(q.figure!.question!.svg);
      problems.push(...svgProblems(doc, 320));
      const drawn = pathLines(doc);
      const p = q.params as unknown as Params;
      expect(drawn).toHaveLength(p.lines.length);
      // the drawing is the lines scaled and shifted: one scale and offset (from the extreme ends) fit every end
      const xs = p.lines.flatMap((l) => [l[0]!, l[2]!]);
      const ys = p.lines.flatMap((l) => [l[1]!, l[3]!]);
      const dxs = drawn.flatMap((l) => [l[0], l[2]]);
      const dys = drawn.flatMap((l) => [l[1], l[3]]);
      const scale = (Math.max(...dxs) - Math.min(...dxs)) / (Math.max(...xs) - Math.min(...xs));
      const at = (u: number, k: number): number =>
        k % 2 === 0
          ? Math.min(...dxs) + (u - Math.min(...xs)) * scale
          : Math.min(...dys) + (u - Math.min(...ys)) * scale;
      drawn.forEach((d, i) =>
        d.forEach((u, k) => {
          if (Math.abs(u - at(p.lines[i]![k]!, k)) > 0.3)
            problems.push(`line ${i} drawn at ${d}, expected ${at(p.lines[i]![k]!, k)} at ${k}`);
        }),
      );
      expect(q.figure!.question!.alt.length).toBeGreaterThan(30);
    }
    expect(problems).toEqual([]);
  });
});

describe('the tiling search itself', () => {
  it('fills a square only when the pieces fit', () => {
    expect(
      tiles(2, [
        [
          [0, 0],
          [0, 1],
        ],
        [
          [0, 0],
          [1, 0],
        ],
      ]),
    ).toBe(true);
    expect(
      tiles(3, [
        [
          [0, 0],
          [0, 1],
          [0, 2],
        ],
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [1, 2],
        ],
        [
          [0, 0],
          [0, 1],
        ],
      ]),
    ).toBe(true);
    // two S tetrominoes and a single square cover 9 squares but cannot fill 3 × 3
    expect(
      tiles(3, [
        [
          [0, 0],
          [0, 1],
          [1, 1],
          [1, 2],
        ],
        [
          [0, 0],
          [0, 1],
          [1, 1],
          [1, 2],
        ],
        [[0, 0]],
      ]),
    ).toBe(false);
    // with the centre already taken: four dominoes fill the ring; two straight trominoes and a domino do not
    expect(
      tiles(
        3,
        [
          [
            [0, 0],
            [0, 1],
          ],
          [
            [0, 0],
            [0, 1],
          ],
          [
            [0, 0],
            [0, 1],
          ],
          [
            [0, 0],
            [0, 1],
          ],
        ],
        [[1, 1]],
      ),
    ).toBe(true);
    expect(
      tiles(
        3,
        [
          [
            [0, 0],
            [0, 1],
            [0, 2],
          ],
          [
            [0, 0],
            [0, 1],
            [0, 2],
          ],
          [
            [0, 0],
            [0, 1],
          ],
        ],
        [[1, 1]],
      ),
    ).toBe(false);
  });
});

describe('the point-based counter itself', () => {
  it('counts the classics: a square with both diagonals has 8 triangles, a 2 × 2 grid 5 squares and 9 rectangles', () => {
    const square = [
      [0, 0, 2, 0],
      [2, 0, 2, 2],
      [0, 2, 2, 2],
      [0, 0, 0, 2],
      [0, 0, 2, 2],
      [0, 2, 2, 0],
    ];
    expect(countShapes({ shape: 'triangles', lines: square })).toBe(8);
    const grid = [
      [0, 0, 2, 0],
      [0, 1, 2, 1],
      [0, 2, 2, 2],
      [0, 0, 0, 2],
      [1, 0, 1, 2],
      [2, 0, 2, 2],
    ];
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
