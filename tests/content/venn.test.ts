// @vitest-environment jsdom
/**
 * Venn diagrams (issue 19, item 5): every option drawing is safe and small, its text alternative is the
 * option's text, and its circles, read back from the SVG, lie as its text says. Exactly one option's
 * drawing can be named with the question's classes so that every fact about them holds (tried over
 * every naming, by the circles' geometry), and it is the key.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuestionFigure } from '../../contract/quiz';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { parseSvg, unsafeParts } from './support/svg-safety';
import { type Fact, readFacts } from './support/venn-solver';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 100;

function draws(levels: Level[]): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', 'visual_reasoning')!;
  return levels.flatMap((level) =>
    Array.from({ length: DRAWS }, (_, seed) => {
      const rng = createRng(`venn/${level}/${seed}`);
      const problem = generator.kinds.venn!.make(rng, level);
      return generateQuestion(
        { ...generator, generate: () => ({ ...problem, params: { kind: 'venn', ...problem.params } }) },
        level,
        rng,
      );
    }),
  );
}

type Circle = [number, number, number];
function circlesOf(svg: string): Circle[] {
  const doc = parseSvg(svg);
  expect(unsafeParts(doc)).toEqual([]);
  const root = doc.documentElement;
  expect(Number(root.getAttribute('width'))).toBeLessThanOrEqual(150);
  return Array.from(doc.getElementsByTagName('circle')).map(
    (c) => ['cx', 'cy', 'r'].map((k) => Number(c.getAttribute(k))) as Circle,
  );
}

/** How circle a lies to circle b, by geometry (with a margin, so a drawing never leaves it in doubt). */
function lies(a: Circle, b: Circle): '<' | '>' | '~' | '|' {
  const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
  if (d + a[2] <= b[2] - 2) return '<';
  if (d + b[2] <= a[2] - 2) return '>';
  if (d >= a[2] + b[2] + 2) return '|';
  if (d <= a[2] + b[2] - 4 && d + Math.min(a[2], b[2]) >= Math.max(a[2], b[2]) + 4) return '~';
  throw new Error(`circles ${a} and ${b} lie in doubt`);
}

/** Can the circles be named with the classes so that every fact holds? */
function fits(circles: Circle[], facts: Fact[]): boolean {
  const classes = [...new Set(facts.flatMap((f) => [f.a, f.b]))];
  const orders = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ];
  return orders.some((o) =>
    facts.every((f) => lies(circles[o[classes.indexOf(f.a)]!]!, circles[o[classes.indexOf(f.b)]!]!) === f.op),
  );
}

/** What each description says of the three pairs of circles: how many lie inside, overlap, lie apart. */
const SAYS: Record<string, string> = {
  'Three separate circles': '0 0 3',
  'Three circles, each inside the next': '3 0 0',
  'Two separate circles inside a larger circle': '2 0 1',
  'A circle inside another, and a third circle apart from both': '1 0 2',
  'Two overlapping circles, and a third circle apart from both': '0 1 2',
  'Three circles, each overlapping the other two': '0 3 0',
  'A circle inside another, and a third circle overlapping both': '1 2 0',
  'Two overlapping circles inside a larger circle': '2 1 0',
  'A circle inside another, and a third circle overlapping only the larger one': '1 1 1',
  'Three circles in a row, the middle one overlapping the other two': '0 2 1',
};

describe('Venn diagrams', () => {
  const questions = draws([1, 2]);

  it('draw safe, small options whose text alternative is the option', () => {
    for (const q of questions) {
      expect(v.safeParse(QuestionFigure, q.figure).success).toBe(true);
      q.figure!.options!.forEach((f, i) => {
        expect(f.alt).toBe(q.options[i]);
        expect(circlesOf(f.svg)).toHaveLength(3);
      });
    }
  });

  it('draw what the text says', () => {
    for (const q of questions)
      q.figure!.options!.forEach((f) => {
        const c = circlesOf(f.svg);
        const r = [lies(c[0]!, c[1]!), lies(c[0]!, c[2]!), lies(c[1]!, c[2]!)];
        const held = r.filter((x) => x === '<' || x === '>').length;
        const overlapping = r.filter((x) => x === '~').length;
        const apart = r.filter((x) => x === '|').length;
        expect(`${held} ${overlapping} ${apart}`, f.alt).toBe(SAYS[f.alt]);
      });
  });

  it('have exactly one option whose circles fit every fact, the key', () => {
    const failures = questions.flatMap((q) => {
      const facts = readFacts(q.params.facts as string);
      const fitting = q.options.filter((_, i) => fits(circlesOf(q.figure!.options![i]!.svg), facts));
      return fitting.length === 1 && fitting[0] === q.answer ? [] : [`${q.question}: ${fitting.join(' | ')}`];
    });
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('ask for nine different diagrams (every triple of classes still fits exactly one)', () => {
    expect(new Set(questions.map((q) => q.answer)).size).toBe(9);
  });
});
