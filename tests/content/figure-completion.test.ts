// @vitest-environment jsdom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuestionFigure } from '../../contract/quiz';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { fillQuarter, symmetries, type Symmetry } from './support/line-figure-solvers';
import { svgProblems } from './support/line-figures-svg';
import { parseSvg } from './support/svg-safety';
import { DRAWS } from './support/draws';

// Completion of figure: for DRAWS draws a level (support/draws.ts) every option is put in the gap and the completed
// pattern's symmetries are found by geometry. Exactly one option gives the symmetry the pattern has
// (upright centre line; both centre lines from level 2), and no wrong option gives any symmetry at all,
// so no other answer can be argued for. Every drawing is safe, fits a phone and shows its text.

type Params = {
  n: number;
  axes: 'upright' | 'both';
  quarter: string;
  grid: string[][];
  options: Record<string, string[][]>;
};
const generator = findGenerator('reasoning', 'completion_of_figure')!;
const CORNER: Record<string, string> = {
  TL: 'top-left',
  TR: 'top-right',
  BL: 'bottom-left',
  BR: 'bottom-right',
};

/** The squares a drawing shows, read from its dark rectangles and triangles (22 units a square, 6 in). */
function drawnText(svg: string | Document): string {
  const doc = typeof svg === 'string' ? parseSvg(svg) : svg;
  const cells = new Map<string, string>();
  for (const r of Array.from(doc.getElementsByTagName('rect')).filter(
    (e) => e.getAttribute('fill') === '#1f2937',
  )) {
    cells.set(`${(Number(r.getAttribute('y')) - 6) / 22},${(Number(r.getAttribute('x')) - 6) / 22}`, 'F');
  }
  for (const p of Array.from(doc.getElementsByTagName('polygon'))) {
    const pts = p
      .getAttribute('points')!
      .split(' ')
      .map((xy) => xy.split(',').map(Number));
    const cx = pts.reduce((s, q) => s + q[0]!, 0) / 3;
    const cy = pts.reduce((s, q) => s + q[1]!, 0) / 3;
    const col = Math.floor((cx - 6) / 22);
    const row = Math.floor((cy - 6) / 22);
    const corner = `${cy - 6 - row * 22 < 11 ? 'T' : 'B'}${cx - 6 - col * 22 < 11 ? 'L' : 'R'}`;
    cells.set(`${row},${col}`, corner);
  }
  const sorted = [...cells.entries()]
    .map(([k, v2]) => [...k.split(',').map(Number), v2] as [number, number, string])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const dark = sorted.filter((c) => c[2] === 'F').map(([r, c]) => `${String.fromCharCode(65 + c)}${r + 1}`);
  const half = sorted
    .filter((c) => c[2] !== 'F')
    .map(([r, c, k]) => `${String.fromCharCode(65 + c)}${r + 1} ${CORNER[k]}`);
  return `Dark: ${dark.length ? dark.join(', ') : 'none'}${half.length ? `; half: ${half.join(', ')}` : ''}`;
}

describe.each(LEVEL_NUMBERS)('completion of figure, level %i', (level) => {
  it(`${DRAWS} draws: exactly one option completes the symmetry, and no wrong option makes any symmetric figure`, () => {
    const failures: string[] = [];
    for (let seed = 0; seed < DRAWS; seed += 1) {
      const q = generateQuestion(generator, level, createRng(`completion/${level}/${seed}`));
      const p = q.params as unknown as Params;
      expect(p.axes).toBe(level === 1 ? 'upright' : 'both');
      const wanted: Symmetry[] = p.axes === 'both' ? ['upright', 'level'] : ['upright'];
      const right = q.options.filter((o) => {
        const found = symmetries(fillQuarter(p.grid, p.options[o]!));
        if (o !== q.answer && found.length > 0)
          failures.push(`seed ${seed}: wrong option ${o} makes a figure with ${found.join(', ')} symmetry`);
        return wanted.every((w) => found.includes(w));
      });
      if (right.length !== 1 || right[0] !== q.answer)
        failures.push(`seed ${seed}: ${JSON.stringify(right)} complete it, answer ${q.answer}`);
    }
    expect(failures).toEqual([]);
  });

  const bank = generateBank('reasoning', 'completion_of_figure', level);

  it('every drawing is a safe SVG that fits a phone; each option drawing shows exactly its text', () => {
    const problems: string[] = [];
    for (const q of bank) {
      expect(v.safeParse(QuestionFigure, q.figure).success).toBe(true);
      const questionDoc = parseSvg(q.figure!.question!.svg);
      problems.push(...svgProblems(questionDoc, 320));
      const p = q.params as unknown as Params;
      // the question drawing shows every square outside the gap, and nothing in it
      const shown = p.grid.map((row) => row.map((c) => (c === '?' ? '' : c)));
      expect(drawnText(questionDoc)).toBe(
        drawnText(
          `<svg xmlns="http://www.w3.org/2000/svg">${shown
            .flatMap((row, r) =>
              row.map((c, k) =>
                c === 'F'
                  ? `<rect x="${6 + 22 * k}" y="${6 + 22 * r}" fill="#1f2937"/>`
                  : c
                    ? `<polygon points="${[
                        [0, 0],
                        [22, 0],
                        [0, 22],
                        [22, 22],
                      ]
                        .filter(
                          ([x, y]) => !((x === 0) !== c.endsWith('L') && (y === 0) !== c.startsWith('T')),
                        )
                        .map(([x, y]) => `${6 + 22 * k + x!},${6 + 22 * r + y!}`)
                        .join(' ')}" fill="#1f2937"/>`
                    : '',
              ),
            )
            .join('')}</svg>`,
        ),
      );
      expect(q.figure!.question!.alt).toContain('is missing, marked ?.');
      q.options.forEach((option, i) => {
        const figure = q.figure!.options![i]!;
        const optionDoc = parseSvg(figure.svg);
        problems.push(...svgProblems(optionDoc, 150));
        expect(figure.alt).toBe(option);
        expect(drawnText(optionDoc)).toBe(option);
      });
    }
    expect(problems).toEqual([]);
  });
});

describe('the symmetry finder itself', () => {
  it('finds the symmetries of small patterns', () => {
    expect(
      symmetries([
        ['F', ''],
        ['', 'F'],
      ]).sort(),
    ).toEqual(['antidiagonal', 'diagonal', 'halfTurn']);
    // an hourglass: two triangles meeting at the centre
    expect(
      symmetries([
        ['TR', 'TL'],
        ['BR', 'BL'],
      ]).sort(),
    ).toEqual(['halfTurn', 'level', 'upright']);
    // a diamond: every symmetry
    expect(
      symmetries([
        ['BR', 'BL'],
        ['TR', 'TL'],
      ]).sort(),
    ).toEqual(['antidiagonal', 'diagonal', 'halfTurn', 'level', 'quarterTurn', 'upright']);
    expect(
      symmetries([
        ['TL', ''],
        ['', ''],
      ]),
    ).toEqual(['diagonal']);
    expect(
      symmetries([
        ['F', 'F'],
        ['', ''],
      ]),
    ).toEqual(['upright']);
  });
});

it('builds all 180 completion questions quickly', () => {
  const start = performance.now();
  for (const level of LEVEL_NUMBERS) generateBank('reasoning', 'completion_of_figure', level);
  expect(performance.now() - start).toBeLessThan(1500);
});
