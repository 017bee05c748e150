// @vitest-environment jsdom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuestionFigure } from '../../contract/quiz';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { Rng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
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

/** A question of one kind (the topic draws both forms). */
function ofKind(kind: string, level: Level, rng: Rng): GeneratedQuestion {
  const problem = generator.kinds[kind]!.make(rng, level);
  return generateQuestion(
    { ...generator, generate: () => ({ ...problem, params: { kind, ...problem.params } }) },
    level,
    rng,
  );
}

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
      const q = ofKind('hidden', level, createRng(`embedded/${level}/${seed}`));
      const p = q.params as unknown as Params;
      expect(Object.keys(p.options).sort()).toEqual([...q.options].sort());
      const hits = q.options.filter((o) => containsFigure(p.figure, p.options[o]!, p.canvas));
      if (hits.length !== 1 || hits[0] !== q.answer)
        failures.push(`seed ${seed}: holds X ${JSON.stringify(hits)}, answer ${q.answer}`);
    }
    expect(failures).toEqual([]);
  });

  // "in which drawing is figure X hidden?"; the usual SSC form is checked below
  const bank = generateBank('reasoning', 'embedded_figure', level).filter((q) => q.params.kind === 'hidden');

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

describe.each(LEVEL_NUMBERS)('which option is embedded in the figure, level %i', (level) => {
  const questions = Array.from({ length: DRAWS }, (_, seed) =>
    ofKind('inFigure', level, createRng(`in-figure/${level}/${seed}`)),
  );

  it(`${DRAWS} draws: exactly one option figure lies in the drawing (its lines a subset at some shift), the key`, () => {
    const failures: string[] = [];
    for (const q of questions) {
      const p = q.params as unknown as Params;
      expect(Object.keys(p.options).sort()).toEqual([...q.options].sort());
      const hits = q.options.filter((o) => containsFigure(p.options[o]!, p.figure, p.canvas));
      if (hits.length !== 1 || hits[0] !== q.answer)
        failures.push(`${q.explanation}: holds ${JSON.stringify(hits)}`);
    }
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('the wrong options are the key turned, mirrored, doubled or with a line more, as the explanation says', () => {
    for (const q of questions) {
      const p = q.params as unknown as Params;
      const key = p.options[q.answer]!;
      for (const option of q.options.filter((o) => o !== q.answer)) {
        const lines = p.options[option]!;
        const note = new RegExp(`${option} is (.+?)(;|\\.$)`).exec(q.explanation)![1]!;
        if (note.startsWith('the hidden figure with the extra line'))
          expect(containsFigure(key, lines, p.canvas) && lines.length === key.length + 1).toBe(true);
        else expect(note).toMatch(/turned|mirror image|flipped|twice as large/);
      }
    }
  });

  it('every drawing is safe, fits a phone and shows the lines its alt text lists; option texts are those lines', () => {
    const problems: string[] = [];
    for (const q of questions) {
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
        expect(option).toBe(`Lines ${listed(p.options[option]!)}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('the check can fail: the drawing without one line of the key no longer holds it', () => {
    const p = questions[0]!.params as unknown as Params;
    const key = p.options[questions[0]!.answer]!;
    const [x1, y1, x2, y2] = key[0]!;
    const shifts: [number, number][] = [];
    for (let dx = -p.canvas; dx <= p.canvas; dx += 1)
      for (let dy = -p.canvas; dy <= p.canvas; dy += 1) shifts.push([dx, dy]);
    // take out of the drawing every line that carries the key's first line at some shift
    const thinned = p.figure.filter(([a, b, c, d]) =>
      shifts.every(([dx, dy]) => {
        const [sx1, sy1, sx2, sy2] = [x1! + dx, y1! + dy, x2! + dx, y2! + dy];
        const onLine = (x: number, y: number) => (c! - a!) * (y - b!) === (d! - b!) * (x - a!);
        const between = (x: number, y: number) =>
          Math.min(a!, c!) <= x && x <= Math.max(a!, c!) && Math.min(b!, d!) <= y && y <= Math.max(b!, d!);
        return !(onLine(sx1, sy1) && onLine(sx2, sy2) && between(sx1, sy1) && between(sx2, sy2));
      }),
    );
    expect(containsFigure(key, p.figure, p.canvas)).toBe(true);
    expect(containsFigure(key, thinned, p.canvas)).toBe(false);
  });
});

it('builds all 180 embedded-figure questions quickly', () => {
  const start = performance.now();
  for (const level of LEVEL_NUMBERS) generateBank('reasoning', 'embedded_figure', level);
  expect(performance.now() - start).toBeLessThan(1500);
});
