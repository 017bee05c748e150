// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion } from '../../server/content/generators/types';
import { drawingProblems, num, points, readElements, type Drawn } from './support/nonverbal-svg';
import {
  canonical4,
  canonical8,
  degreesAsked,
  missingValue,
  turnByAngle,
} from './support/visual-reasoning-solver';
import { DRAWS } from './support/draws';

// Visual reasoning: every drawing is read back (filled squares from the rectangles; shapes, their
// number and shading from the matrix boxes) and compared with its text; the answer is then found from
// the drawings and the question's words alone, and exactly one option is right.

const SEEDS = DRAWS;
const generator = findGenerator('reasoning', 'visual_reasoning')!;
const INK = '#1f2937';
const GREY = '#9ca3af';

type Cells = [number, number][];
const cellName = ([r, c]: [number, number]): string => `${'ABCDEFGH'[c]}${r + 1}`;
const sorted = (cells: Cells): Cells => [...cells].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
const cellsText = (cells: Cells): string => `Filled: ${sorted(cells).map(cellName).join(', ')}`;
const cellsOfText = (text: string): Cells =>
  text
    .replace(/^Filled: /, '')
    .split(', ')
    .map((n) => [Number(n.slice(1)) - 1, 'ABCDEFGH'.indexOf(n[0]!)]);

/** The grid size and filled squares a grid drawing shows (cells 22 units apart from the first line). */
function readGrid(svg: string): { n: number; cells: Cells } {
  const els = readElements(svg);
  const path = els.find((e) => e.nodeName === 'path')!;
  const d = path.getAttribute('d')!;
  const n = d.match(/M/g)!.length / 2 - 1;
  const [x0, y0] = (/^M([\d.]+) ([\d.]+)/.exec(d) ?? []).slice(1, 3).map(Number) as [number, number];
  const cells = els
    .filter((e) => e.nodeName === 'rect' && e.getAttribute('fill') === INK)
    .map((r): [number, number] => {
      const row = Math.floor((num(r, 'y') - y0) / 22);
      const col = Math.floor((num(r, 'x') - x0) / 22);
      expect(row >= 0 && col >= 0 && row < n && col < n).toBe(true);
      return [row, col];
    });
  return { n, cells: sorted(cells) };
}

interface Box {
  shape: string;
  count: number;
  shade: string;
}
const boxText = (b: Box): string => `${b.count} ${b.shade} ${b.shape}${b.count > 1 ? 's' : ''}`;

/** The matrix boxes of a drawing in reading order (null for the question-mark box). */
function readBoxes(svg: string): (Box | null)[] {
  const els = readElements(svg);
  const frames = els.filter((e) => e.nodeName === 'rect' && e.getAttribute('fill') === 'none');
  const inside = (f: Drawn, x: number, y: number) =>
    x >= num(f, 'x') &&
    x <= num(f, 'x') + num(f, 'width') &&
    y >= num(f, 'y') &&
    y <= num(f, 'y') + num(f, 'height');
  const shapes = els.filter(
    (e) =>
      ['circle', 'polygon'].includes(e.nodeName) ||
      (e.nodeName === 'rect' && e.hasAttribute('x') && e.getAttribute('fill') !== 'none'),
  );
  const at = (e: Drawn): [number, number] =>
    e.nodeName === 'circle'
      ? [num(e, 'cx'), num(e, 'cy')]
      : e.nodeName === 'rect'
        ? [num(e, 'x') + 8, num(e, 'y') + 8]
        : points(e)[0]!;
  const ordered = [...frames].sort((a, b) => num(a, 'y') - num(b, 'y') || num(a, 'x') - num(b, 'x'));
  return ordered.map((f) => {
    const mine = shapes.filter((s) => inside(f, ...at(s)));
    if (f.hasAttribute('stroke-dasharray')) {
      expect(mine).toHaveLength(0);
      return null;
    }
    const kinds = new Set(
      mine.map((s) =>
        s.nodeName === 'circle'
          ? 'circle'
          : s.nodeName === 'rect'
            ? 'square'
            : points(s).length === 3
              ? 'triangle'
              : '?',
      ),
    );
    const fills = new Set(mine.map((s) => s.getAttribute('fill')));
    expect(kinds.size).toBe(1);
    expect(fills.size).toBe(1);
    const fill = [...fills][0];
    return {
      shape: [...kinds][0]!,
      count: mine.length,
      shade: fill === INK ? 'black' : fill === GREY ? 'grey' : fill === '#fff' ? 'white' : '?',
    };
  });
}

function checkQuestion(q: GeneratedQuestion): void {
  const kind = q.params.kind;
  if (kind === 'venn') return; // Venn diagrams are read circle by circle in venn.test.ts
  if (kind === 'fourShapes') return; // the four shapes' parts are read from the drawing in four-shapes.test.ts
  if (kind === 'letterRegions') return; // the lettered parts are read from the drawing in letter-regions.test.ts
  q.options.forEach((o, i) => expect(q.figure!.options![i]!.alt).toBe(o));
  if (kind === 'rotation' || kind === 'notRotation') {
    // every option drawing shows its own squares; the question drawing shows the figure its alt names
    const options = q.options.map((o, i) => {
      const read = readGrid(q.figure!.options![i]!.svg);
      expect(cellsText(read.cells)).toBe(o);
      return read.cells;
    });
    const { n, cells } = readGrid(q.figure!.question!.svg);
    expect(q.figure!.question!.alt).toContain(`${n} by ${n} grid`);
    expect(q.figure!.question!.alt).toContain(`filled at ${sorted(cells).map(cellName).join(', ')}.`);
    options.forEach((o) => expect(o).toEqual(sorted(cellsOfText(cellsText(o)))));
    if (kind === 'rotation') {
      const words = /turned (.+)\?$/.exec(q.question)![1]!;
      const wanted = cellsText(turnByAngle(cells, n, degreesAsked(words)));
      expect(q.options.filter((o) => o === wanted)).toEqual([q.answer]);
      // and every wrong option is some other turn or a mirror image of the figure, never the asked turn
      for (const o of q.options) expect(canonical8(cellsOfText(o), n)).toBe(canonical8(cells, n));
    } else {
      const own = canonical4(cells, n);
      const notTurns = q.options.filter((o) => canonical4(cellsOfText(o), n) !== own);
      expect(notTurns).toEqual([q.answer]);
      // it is the mirror image (the same figure under the eight symmetries of the square), turned or not
      expect(canonical8(cellsOfText(q.answer), n)).toBe(canonical8(cells, n));
      // the three others are three different turns
      expect(new Set(q.options.filter((o) => o !== q.answer)).size).toBe(3);
    }
    return;
  }
  // matrix: read the eight boxes and the options from the drawings
  const boxes = readBoxes(q.figure!.question!.svg);
  expect(boxes).toHaveLength(9);
  expect(boxes[8]).toBeNull();
  const shown = boxes.slice(0, 8) as Box[];
  const alt = q.figure!.question!.alt;
  for (let r = 0; r < 3; r += 1) {
    const row = [0, 1, 2].map((c) => (r * 3 + c < 8 ? boxText(shown[r * 3 + c]!) : 'a question mark'));
    expect(alt).toContain(`Row ${r + 1}: ${row.join(', ')}.`);
  }
  const optionBoxes = q.options.map((o, i) => {
    const [b] = readBoxes(q.figure!.options![i]!.svg) as [Box];
    expect(boxText(b)).toBe(o);
    return b;
  });
  const right: Box = {
    shape: missingValue(shown.map((b) => b.shape)),
    count: missingValue(shown.map((b) => b.count)),
    shade: missingValue(shown.map((b) => b.shade)),
  };
  // judged another way too: an option fits when, put in the last box, every property keeps its rule in row 3
  const fits = (b: Box): boolean =>
    (['shape', 'count', 'shade'] as const).every((p) => {
      const rows = [0, 1, 2].map(
        (r) => new Set([0, 1, 2].map((c) => (r * 3 + c < 8 ? shown[r * 3 + c]![p] : b[p]))).size,
      );
      return (
        rows.every((size) => size === rows[0]) &&
        (rows[0] === 1 || rows[0] === 3) &&
        (rows[0] === 1 || new Set([...shown.map((s) => s[p]), b[p]]).size === 3)
      );
    });
  expect(q.options.filter((_, i) => fits(optionBoxes[i]!))).toEqual([q.answer]);
  expect(boxText(right)).toBe(q.answer);
}

describe.each(LEVEL_NUMBERS)('visual reasoning, level %i', (level) => {
  it(`${SEEDS} questions: drawings match their texts, and the answer found from the drawings is the only right option`, () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < SEEDS; seed += 1) {
      const q = generateQuestion(generator, level, createRng(`visual-reasoning/${level}/${seed}`));
      kinds.add(q.params.kind);
      try {
        checkQuestion(q);
      } catch (error) {
        throw new Error(`seed ${seed} (${q.params.kind}: ${q.question}): ${(error as Error).message}`);
      }
    }
    expect([...kinds].sort()).toEqual(
      level === 1
        ? ['letterRegions', 'matrix', 'notRotation', 'rotation', 'venn']
        : level === 2
          ? ['fourShapes', 'letterRegions', 'matrix', 'notRotation', 'rotation', 'venn']
          : ['fourShapes', 'matrix', 'notRotation', 'rotation'],
    );
  });

  it('the bank of 60: every drawing is a safe SVG, fits a phone (question ≤ 320 px, options ≤ 150 px) and has no hairlines', () => {
    const bank = generateBank('reasoning', 'visual_reasoning', level);
    expect(bank).toHaveLength(60);
    const problems = bank.flatMap((q) => [
      ...(q.figure!.question ? drawingProblems(q.figure!.question.svg, 320) : []),
      ...(q.figure!.options ?? []).flatMap((f) => drawingProblems(f.svg, 150)),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('catch an option drawn as another option', () => {
    for (const kind of ['rotation', 'notRotation', 'matrix']) {
      let seed = 0;
      let q = generateQuestion(generator, 2, createRng('visual-reasoning/self-test/0'));
      while (q.params.kind !== kind)
        q = generateQuestion(generator, 2, createRng(`visual-reasoning/self-test/${(seed += 1)}`));
      expect(() => checkQuestion(q)).not.toThrow();
      const i = q.options.indexOf(q.answer);
      const swapped = q.figure!.options!.map((f, k) =>
        k === i ? { ...f, svg: q.figure!.options![(i + 1) % 4]!.svg } : f,
      );
      expect(() =>
        checkQuestion({
          ...q,
          figure: { ...q.figure!, options: swapped as NonNullable<GeneratedQuestion['figure']>['options'] },
        }),
      ).toThrow();
    }
  });

  it('the turn is read from the words', () => {
    expect(degreesAsked('90° clockwise and then 180°')).toBe(270);
    expect(degreesAsked('270° anticlockwise')).toBe(90);
    expect(cellsText(turnByAngle([[0, 0]], 3, 90))).toBe('Filled: C1');
  });
});

describe('speed', () => {
  it('generates all 180 questions quickly (well under 300 ms on a quiet machine)', () => {
    const start = performance.now();
    for (const level of LEVEL_NUMBERS) generateBank('reasoning', 'visual_reasoning', level);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
