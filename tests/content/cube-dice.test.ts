// @vitest-environment jsdom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuestionFigure } from '../../contract/quiz';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion } from '../../server/content/generators/types';
import { answerProblem } from './support/checks';
import {
  countPainted,
  cubeFromNet,
  foldNet3d,
  netOpposite,
  oppositeFromViews,
} from './support/cube-dice-solver';
import { figureProblems } from './support/paper-cube-svg';
import { parseSvg } from './support/svg-safety';
import { DRAWS } from './support/draws';

// Cubes and dice: for DRAWS draws a level (support/draws.ts) the answer is recomputed in 3-D (support/cube-dice-solver.ts:
// every labelling of the cube's normals against the views, nets folded with rotation matrices, painted
// blocks counted cube by cube), exactly one option is right, and every drawing is safe, fits a phone
// and shows what its text says.

const generator = findGenerator('reasoning', 'cube_and_dice')!;
const SEEDS = DRAWS;
const draws = (level: 1 | 2 | 3): GeneratedQuestion[] =>
  Array.from({ length: SEEDS }, (_, seed) =>
    generateQuestion(generator, level, createRng(`cube-dice/${level}/${seed}`)),
  );

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type P = Record<string, any>;
const texts = (svg: string): { text: string; x: number; y: number }[] =>
  Array.from(parseSvg(svg).getElementsByTagName('text')).map((t) => ({
    text: t.textContent ?? '',
    x: Number(t.getAttribute('x')),
    y: Number(t.getAttribute('y')),
  }));

/** A die drawing's three labels, checked to sit top, lower left and lower right. */
function dieLabels(labels: { text: string; x: number; y: number }[]): string[] {
  const [top, left, right] = labels;
  expect(top!.y).toBeLessThan(left!.y);
  expect(left!.y).toBe(right!.y);
  expect(left!.x).toBeLessThan(top!.x);
  expect(right!.x).toBeGreaterThan(top!.x);
  return [top!.text, left!.text, right!.text];
}

/** A net drawing's squares, "row,col=label", from the rectangles and the labels at their centres. */
function netSquares(svg: string): string[] {
  const doc = parseSvg(svg);
  const rects = Array.from(doc.getElementsByTagName('rect')).slice(1); // the first is the background
  const labels = texts(svg);
  return rects
    .map((r) => {
      const [x, y, s] = ['x', 'y', 'width'].map((a) => Number(r.getAttribute(a))) as [number, number, number];
      const inside = labels.filter((l) => l.x > x && l.x < x + s && l.y > y && l.y < y + s);
      expect(inside).toHaveLength(1);
      return `${(y - 6) / s},${(x - 6) / s}=${inside[0]!.text}`;
    })
    .sort();
}

describe.each(LEVEL_NUMBERS)('cube and dice, level %i', (level) => {
  const questions = draws(level);

  it('exactly one option is right, recomputed in 3-D; every die shown is a real die and its answer is forced', () => {
    const failures = questions
      .map((q) => answerProblem('reasoning', 'cube_and_dice', q))
      .filter((f): f is string => f !== undefined);
    expect(failures.slice(0, 3)).toEqual([]);
    const kinds = new Set(questions.map((q) => q.params.kind));
    expect([...kinds].sort()).toEqual(
      level === 1
        ? ['dieViews', 'netOpposite', 'paintedCube']
        : ['dieViews', 'netCube', 'netOpposite', 'paintedCube'],
    );
  });

  it('dice of a level: the face or its opposite seen with four others (level 1), two dice needing more (2), three dice and a chain (3)', () => {
    for (const q of questions.filter((x) => x.params.kind === 'dieViews')) {
      const p = q.params as P;
      const seenWith = (x: string) =>
        new Set(
          (p.views as string[][])
            .filter((view) => view.includes(x))
            .flat()
            .filter((y) => y !== x),
        ).size;
      const direct = seenWith(p.ask) === 4 || seenWith(q.answer) === 4;
      expect(direct).toBe(level === 1);
      if (level === 2) expect(p.views).toHaveLength(2);
      if (level === 3) expect(p.views).toHaveLength(3);
    }
  });

  it('every drawing of the bank is safe, fits a phone and shows what its text says', () => {
    const problems: string[] = [];
    for (const q of generateBank('reasoning', 'cube_and_dice', level)) {
      expect(v.safeParse(QuestionFigure, q.figure).success).toBe(true);
      const p = q.params as P;
      const figure = q.figure!.question!;
      problems.push(...figureProblems(figure, 320).map((m) => `${p.kind} question: ${m}`));
      if (p.kind === 'dieViews') {
        const labels = texts(figure.svg);
        (p.views as string[][]).forEach((view, i) => {
          expect(dieLabels(labels.slice(4 * i, 4 * i + 3))).toEqual(view);
          expect(labels[4 * i + 3]!.text).toBe(`(${i + 1})`);
          expect(figure.alt).toContain(
            `die ${i + 1} shows ${view[0]} on top, ${view[1]} on the left face and ${view[2]} on the right face`,
          );
        });
      } else if (p.kind === 'netOpposite' || p.kind === 'netCube') {
        const expected = (p.cells as number[][]).map(([r, c], i) => `${r},${c}=${p.labels[i]}`).sort();
        expect(netSquares(figure.svg)).toEqual(expected);
        (p.cells as number[][]).forEach(([, c], i) =>
          expect(figure.alt).toContain(`${p.labels[i]} in column ${c! + 1}`),
        );
      } else {
        expect(figure.alt).toMatch(/\d+ cm/);
        expect(q.question).toContain(`${p.dims[0] * p.dims[1] * p.dims[2]} cubes`);
      }
      if (p.kind === 'netCube') {
        q.options.forEach((option, i) => {
          const drawing = q.figure!.options![i]!;
          problems.push(...figureProblems(drawing, 150).map((m) => `option: ${m}`));
          expect(drawing.alt).toBe(option);
          const [t, l, r] = dieLabels(texts(drawing.svg));
          expect(option).toBe(`Top ${t}, left ${l}, right ${r}`);
        });
      } else expect(q.figure!.options).toBeUndefined();
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

describe('the cube solvers themselves', () => {
  it('know a die turned about its vertical axis, and refuse views no die can show', () => {
    const labels = ['1', '2', '3', '4', '5', '6'];
    // top 1, front 2, right 3; a quarter turn brings 3 to the front and the back (5) to the right
    expect(
      oppositeFromViews(
        labels,
        [
          ['1', '2', '3'],
          ['1', '3', '5'],
        ],
        '2',
      ),
    ).toBe('5');
    expect(() =>
      oppositeFromViews(
        labels,
        [
          ['1', '2', '3'],
          ['1', '3', '2'],
        ],
        '4',
      ),
    ).toThrow(/no die/);
    expect(() => oppositeFromViews(labels, [['1', '2', '3']], '1')).toThrow(/allow/);
  });

  it('fold a cross-shaped net, and know which way round its corners go', () => {
    //   A
    // B C D
    //   E
    //   F
    const cells: [number, number][] = [
      [1, 1],
      [0, 1],
      [1, 0],
      [1, 2],
      [2, 1],
      [3, 1],
    ];
    const labels = ['C', 'A', 'B', 'D', 'E', 'F'];
    expect(['A', 'B', 'C'].map((x) => netOpposite(cells, labels, x))).toEqual(['E', 'D', 'F']);
    // seen from above the folded cube's north-east corner: C on top, D (east) on the left, A (north) on the right
    expect(
      cubeFromNet(cells, labels, [
        ['C', 'D', 'A'],
        ['C', 'A', 'D'],
        ['C', 'B', 'F'],
      ]),
    ).toBe('Top C, left D, right A');
    expect(() =>
      foldNet3d([
        [0, 0],
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
        [1, 0],
      ]),
    ).toThrow(/same face/);
  });

  it('count a painted cube', () => {
    const all = { top: 'red', bottom: 'red', front: 'red', back: 'red', left: 'red', right: 'red' };
    expect([0, 1, 2, 3].map((k) => countPainted([4, 4, 4], all, `faces=${k}`))).toEqual([8, 24, 24, 8]);
    const three = { top: 'red', bottom: 'red', front: 'blue', back: 'blue', left: 'green', right: 'green' };
    expect(countPainted([5, 5, 5], three, 'only:red+blue')).toBe(12);
  });
});

describe('the cube-and-dice bank', () => {
  it('has 60 distinct questions a level, all 180 made in well under 300 ms of CPU time', () => {
    const start = process.cpuUsage();
    for (const level of LEVEL_NUMBERS)
      expect(generateBank('reasoning', 'cube_and_dice', level)).toHaveLength(60);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(300);
  });
});
