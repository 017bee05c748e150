// @vitest-environment jsdom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuestionFigure } from '../../contract/quiz';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { containsFigure, embeddedAnswer } from './support/line-figure-solvers';
import { pathLines, svgProblems } from './support/line-figures-svg';
import { parseSvg } from './support/svg-safety';
import { DRAWS } from './support/draws';

// Embedded figures: for DRAWS draws a level (support/draws.ts) the hidden figure is searched for in every option drawing
// at every shift (half steps included), by geometry; exactly one option holds it and it is the answer.
// Every drawing is safe, fits a phone and shows exactly the lines its text alternative lists.

type Params = { canvas: number; figure: number[][]; options: Record<string, number[][]> };
const generator = findGenerator('reasoning', 'embedded_figure')!;
const name = (x: number, y: number): string => `${String.fromCharCode(65 + x)}${y + 1}`;
const listed = (segments: number[][]): string =>
  segments.map(([a, b, c, d]) => `${name(a!, b!)}–${name(c!, d!)}`).join(', ');

/** The lattice lines a drawing shows, read back from its path (dots 8 units in, `px` units apart). */
function drawnSegments(doc: Document): number[][] {
  const [dotPath, linePath] = Array.from(doc.getElementsByTagName('path'));
  const dots = [...dotPath!.getAttribute('d')!.matchAll(/M(\d+) (\d+)h0/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const xs = [...new Set(dots.map((d) => d[0]!))].sort((a, b) => a - b);
  const px = xs[1]! - xs[0]!;
  const lines = pathLines(doc).map((l) => l.map((u) => (u - xs[0]!) / px));
  expect(linePath!.getAttribute('stroke')).toBe('#1f2937');
  // every end of a line is a dot of the lattice
  expect(lines.flat().every((u) => Number.isInteger(u) && u >= 0 && u < xs.length)).toBe(true);
  return lines;
}

describe.each(LEVEL_NUMBERS)('embedded figures, level %i', (level) => {
  it(`${DRAWS} draws: exactly one option drawing holds figure X (searched independently), and it is the answer`, () => {
    const failures: string[] = [];
    for (let seed = 0; seed < DRAWS; seed += 1) {
      const q = generateQuestion(generator, level, createRng(`embedded/${level}/${seed}`));
      const p = q.params as unknown as Params;
      expect(Object.keys(p.options).sort()).toEqual([...q.options].sort());
      const hits = q.options.filter((o) => containsFigure(p.figure, p.options[o]!, p.canvas));
      if (hits.length !== 1 || hits[0] !== q.answer)
        failures.push(`seed ${seed}: holds X ${JSON.stringify(hits)}, answer ${q.answer}`);
    }
    expect(failures).toEqual([]);
  });

  const bank = generateBank('reasoning', 'embedded_figure', level);

  it('every drawing is a safe SVG that fits a phone, and shows the lines its alt text lists', () => {
    const problems: string[] = [];
    for (const q of bank) {
      expect(v.safeParse(QuestionFigure, q.figure).success).toBe(true);
      const p = q.params as unknown as Params;
      const questionDoc = parseSvg(q.figure!.question!.svg);
      problems.push(...svgProblems(questionDoc, 320));
      expect(drawnSegments(questionDoc)).toEqual(p.figure);
      expect(q.figure!.question!.alt).toContain(`lines ${listed(p.figure)}.`);
      q.options.forEach((option, i) => {
        const figure = q.figure!.options![i]!;
        const optionDoc = parseSvg(figure.svg);
        problems.push(...svgProblems(optionDoc, 150));
        expect(drawnSegments(optionDoc)).toEqual(p.options[option]);
        expect(figure.alt).toContain(`lines ${listed(p.options[option]!)}.`);
        // the option's text is what the drawing shows: its number of lines and how many slant
        const slanting = p.options[option]!.filter(([a, b, c, d]) => a !== c && b !== d).length;
        expect(option).toBe(`${p.options[option]!.length} lines (${slanting || 'none'} slanting)`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('the check can fail: a drawing missing one line of X does not hold it', () => {
    const p = bank[0]!.params as unknown as Params;
    const drawing = p.options[bank[0]!.answer]!;
    expect(embeddedAnswer(p)).toEqual({ text: bank[0]!.answer });
    expect(containsFigure(p.figure, p.figure.slice(1), p.canvas)).toBe(false);
    expect(containsFigure(p.figure, drawing, p.canvas)).toBe(true);
  });
});

it('builds all 180 embedded-figure questions quickly', () => {
  const start = performance.now();
  for (const level of LEVEL_NUMBERS) generateBank('reasoning', 'embedded_figure', level);
  expect(performance.now() - start).toBeLessThan(1500);
});
