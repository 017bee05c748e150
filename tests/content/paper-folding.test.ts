// @vitest-environment jsdom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuestionFigure } from '../../contract/quiz';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion } from '../../server/content/generators/types';
import { figureProblems } from './support/paper-cube-svg';
import { parseSvg } from './support/svg-safety';
import { unfoldCuts, unfoldHoles, type FoldParams } from './support/paper-folding-solver';
import { DRAWS } from './support/draws';

// Paper folding and punching: for DRAWS draws a level (support/draws.ts) the unfolded sheet is recomputed by unfolding the
// punches backwards (support/paper-folding-solver.ts), exactly one option shows it, and every drawing
// is safe, fits a phone and shows what its text says.

const generator = findGenerator('reasoning', 'paper_cutting_folding')!;
const SEEDS = DRAWS;
const draws = (level: 1 | 2 | 3): GeneratedQuestion[] =>
  Array.from({ length: SEEDS }, (_, seed) =>
    generateQuestion(generator, level, createRng(`paper-folding/${level}/${seed}`)),
  );

const DARK = '#1f2937';
const cellList = (cells: (readonly [number, number])[]): string =>
  [...cells]
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([r, c]) => `${'ABCDEFGH'[c]}${r + 1}`)
    .join(', ');

/**
 * What an option drawing shows, from its circles' centres and its dark squares (the sheet fills the
 * drawing but a 6-unit margin): "Holes: …", or with square cut-outs "Round holes: …; square cut-outs: …".
 */
function drawnHoles(svg: string, n: number): string {
  const doc = parseSvg(svg);
  const width = Number(doc.documentElement.getAttribute('width'));
  const s = (width - 12) / n;
  const at = (x: number, y: number): readonly [number, number] => {
    expect(Math.abs(x - Math.floor(x) - 0.5)).toBeLessThan(0.01);
    expect(Math.abs(y - Math.floor(y) - 0.5)).toBeLessThan(0.01);
    return [Math.floor(y), Math.floor(x)] as const;
  };
  const round = Array.from(doc.getElementsByTagName('circle')).map((c) =>
    at((Number(c.getAttribute('cx')) - 6) / s, (Number(c.getAttribute('cy')) - 6) / s),
  );
  const square = Array.from(doc.getElementsByTagName('rect'))
    .filter((r) => r.getAttribute('fill') === DARK)
    .map((r) =>
      at(
        (Number(r.getAttribute('x')) + Number(r.getAttribute('width')) / 2 - 6) / s,
        (Number(r.getAttribute('y')) + Number(r.getAttribute('height')) / 2 - 6) / s,
      ),
    );
  return square.length
    ? `Round holes: ${cellList(round)}; square cut-outs: ${cellList(square)}`
    : `Holes: ${cellList(round)}`;
}

describe.each(LEVEL_NUMBERS)('paper folding, level %i', (level) => {
  const questions = draws(level);

  it('exactly one option is the unfolded sheet, recomputed by unfolding the punches in reverse', () => {
    const failures: string[] = [];
    for (const q of questions) {
      const p = q.params as unknown as FoldParams;
      const { cells, text } = unfoldHoles(p);
      const expected =
        q.params.kind === 'holeCount'
          ? String(cells.length)
          : q.params.kind === 'cutUnfolded'
            ? unfoldCuts(p)
            : text;
      const hits = q.options.filter((o) => o === expected);
      if (hits.length !== 1 || q.answer !== expected)
        failures.push(`${JSON.stringify(q.params)}: expected ${expected}, options ${q.options.join(' | ')}`);
      expect(cells.length).toBe(p.punches.length * 2 ** p.folds.length);
    }
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it(`folds ${level === 1 ? 'once' : level === 2 ? 'once along a diagonal or twice' : 'twice with a diagonal or a cut corner, or three times'}`, () => {
    for (const q of questions) {
      const { folds } = q.params as unknown as FoldParams;
      const diagonal = folds.some((f) => f.type === 'diagonal');
      if (level === 1) expect(folds.length === 1 && !diagonal).toBe(true);
      if (level === 2) expect(folds.length === 2 ? !diagonal : folds.length === 1 && diagonal).toBe(true);
      if (level === 3)
        expect(
          folds.length === 3 || (folds.length === 2 && (diagonal || q.params.kind === 'cutUnfolded')),
        ).toBe(true);
      if (q.params.kind === 'cutUnfolded') expect(level).toBe(3);
    }
  });

  it('every drawing of the bank is safe and fits a phone; each option drawing shows exactly the holes its text names', () => {
    const problems: string[] = [];
    for (const q of generateBank('reasoning', 'paper_cutting_folding', level)) {
      expect(v.safeParse(QuestionFigure, q.figure).success).toBe(true);
      const p = q.params as unknown as FoldParams;
      problems.push(...figureProblems(q.figure!.question!, 320).map((m) => `question: ${m}`));
      // the question drawing: one panel per fold, then the punches
      const drawing = parseSvg(q.figure!.question!.svg);
      expect(drawing.getElementsByTagName('circle').length).toBe(p.punches.length);
      expect(
        Array.from(drawing.getElementsByTagName('rect')).filter((r) => r.getAttribute('fill') === DARK)
          .length,
      ).toBe(p.cuts?.length ?? 0);
      const alt = q.figure!.question!.alt;
      p.folds.forEach((_, i) => expect(alt).toContain(`Fold ${i + 1}: `));
      expect(alt).toMatch(/punched through all the layers at [A-H]\d/);
      if (p.cuts)
        expect(alt).toContain(`the square ${cellList(p.cuts)} (a corner of the folded paper) is cut out`);
      if (q.params.kind !== 'holeCount') {
        expect(q.figure!.options).toHaveLength(4);
        q.options.forEach((option, i) => {
          const figure = q.figure!.options![i]!;
          problems.push(...figureProblems(figure, 150).map((m) => `option: ${m}`));
          expect(figure.alt).toBe(option);
          expect(drawnHoles(figure.svg, p.n)).toBe(option);
        });
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

describe('the paper-folding bank', () => {
  it('has 60 distinct questions a level, all 180 made in well under 300 ms of CPU time', () => {
    // CPU time, not wall time: the shared machine's load would make wall time a measure of the neighbours
    const start = process.cpuUsage();
    for (const level of LEVEL_NUMBERS)
      expect(generateBank('reasoning', 'paper_cutting_folding', level)).toHaveLength(60);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(300);
  });

  it('the solver notices a wrong answer (a hole moved)', () => {
    const p: FoldParams = {
      n: 4,
      folds: [{ type: 'vertical', from: [2, 0], to: [2, 4], moving: 'left' }],
      punches: [[0, 3]],
    };
    expect(unfoldHoles(p).text).toBe('Holes: A1, D1');
    expect(() => unfoldHoles({ ...p, punches: [[0, 0]] })).toThrow(/folded over/);
  });
});
