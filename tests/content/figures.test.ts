// @vitest-environment jsdom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../contract/figure';
import { QuestionFigure } from '../../contract/quiz';
import { generateBank } from '../../server/content/generators/build';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { parseSvg, unsafeParts } from './support/svg-safety';

// Figure questions (mirror and water images): every drawing is a valid SVG document with nothing that
// can run or fetch, fits a phone, and shows exactly what its text alternative says.

/** The filled squares a grid drawing shows, named like the text ("B3"), from the rectangles' positions. */
function drawnCells(doc: Document): string[] {
  const rects = Array.from(doc.querySelectorAll('rect'));
  // the grid's white background is the widest square rectangle; its lines are 22 units apart
  const grid = rects.filter((r) => r.getAttribute('fill') === '#fff' && r.getAttribute('x') !== null).at(-1)!;
  const [x0, y0] = [Number(grid.getAttribute('x')), Number(grid.getAttribute('y'))];
  const size = Number(grid.getAttribute('width'));
  const step = 22;
  return rects
    .filter((r) => r.getAttribute('fill') !== '#fff')
    .map((r) => {
      const column = Math.floor((Number(r.getAttribute('x')) - x0) / step);
      const row = Math.floor((Number(r.getAttribute('y')) - y0) / step);
      expect(column >= 0 && row >= 0 && (column + 1) * step <= size && (row + 1) * step <= size).toBe(true);
      return { row, column };
    })
    .sort((a, b) => a.row - b.row || a.column - b.column)
    .map(({ row, column }) => `${'ABCDEFGH'[column]}${row + 1}`);
}

const cellsOfText = (text: string): string[] => text.replace(/^Filled: /, '').split(', ');

describe.each(LEVEL_NUMBERS)('mirror and water images, level %i', (level) => {
  const bank = generateBank('reasoning', 'mirror_and_water_image', level);
  // grids of squares; letters and digits are checked in mirror-letters.test.ts
  const grids = bank.filter((q) => q.params.kind === 'grid');

  it("every question has a drawing and one per option, in the contract's figure shape", () => {
    for (const q of bank) {
      expect(v.safeParse(QuestionFigure, q.figure).success).toBe(true);
      expect(q.figure?.question).toBeDefined();
      expect(q.figure?.options).toHaveLength(4);
    }
  });

  it('every drawing is a well-formed SVG with no script, handler, link or outside resource, at most 330 px wide', () => {
    const problems: string[] = [];
    for (const q of bank) {
      const figures: Figure[] = [q.figure!.question!, ...q.figure!.options!];
      for (const figure of figures) {
        const doc = parseSvg(figure.svg);
        problems.push(...unsafeParts(doc));
        const width = Number(doc.documentElement.getAttribute('width'));
        if (!(width > 0 && width <= 330)) problems.push(`width ${width}`);
        if (!doc.documentElement.getAttribute('viewBox')) problems.push('no viewBox (it would not scale)');
      }
    }
    expect(problems).toEqual([]);
  });

  it('each option drawing shows exactly the squares its text names, and its alt text is that text', () => {
    expect(grids.length).toBeGreaterThan(bank.length / 3);
    for (const q of grids) {
      q.options.forEach((option, i) => {
        const figure = q.figure!.options![i]!;
        expect(figure.alt).toBe(option);
        expect(drawnCells(parseSvg(figure.svg))).toEqual(cellsOfText(option));
      });
    }
  });

  it('the question drawing shows the figure its alt text describes, and the alt text names the line', () => {
    for (const q of grids) {
      const { cells } = q.params as unknown as { cells: [number, number][] };
      const named = cells.map(([r, c]) => `${'ABCDEFGH'[c]}${r + 1}`);
      const figure = q.figure!.question!;
      expect(drawnCells(parseSvg(figure.svg))).toEqual(named);
      expect(figure.alt).toContain(`filled at ${named.join(', ')}.`);
      expect(figure.alt).toMatch(/along line MN (to its right|to its left|above it|below it)\.$/);
    }
  });
});

describe('the safety check itself', () => {
  it('finds a script, a handler and a link', () => {
    const doc = parseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"><script>alert(1)</script><a href="https://example.com"><rect/></a></svg>',
    );
    expect(unsafeParts(doc)).toEqual(
      expect.arrayContaining([
        'a <script> element',
        'an event handler onload',
        'a <a> element',
        'a link href',
      ]),
    );
  });

  it('refuses a drawing that is not well-formed', () => {
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toThrow(/not well-formed/);
  });
});
