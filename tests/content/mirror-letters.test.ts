// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { svgProblems } from './support/line-figures-svg';
import { parseSvg } from './support/svg-safety';
import { DRAWS } from './support/draws';

// Mirror images of letters and digits, proved from the drawings: every character of the question
// drawing is reflected in the drawn line MN (a mirror beside it: its centre to the same distance on
// the other side, the glyph turned left to right; water below: the glyph turned top to bottom), and
// the result, read from left to right, must be exactly the key's drawing and none of the wrong
// options'. Each option drawing must also say in its alt text what it draws.

const generator = findGenerator('reasoning', 'mirror_and_water_image')!;

/** A drawn character: the glyph, its centre's x, and its scale (−1 where it is flipped). */
interface Glyph {
  char: string;
  x: number;
  sx: number;
  sy: number;
}

function glyphs(svg: string): Glyph[] {
  const doc = parseSvg(svg);
  return Array.from(doc.getElementsByTagName('text'))
    .filter((t) => t.getAttribute('fill') === '#1f2937')
    .map((t) => {
      const transform = t.getAttribute('transform')!;
      const [, x] = /translate\(([\d.]+) [\d.]+\)/.exec(transform)!;
      const [, sx, sy] = /scale\((-?1) (-?1)\)/.exec(transform) ?? ['', '1', '1'];
      return { char: t.textContent!, x: Number(x), sx: Number(sx), sy: Number(sy) };
    });
}

/** The drawn line MN: upright at x ("M{x} 4v…", a mirror) or level at y ("M4 {y}h…", water). */
function lineMN(svg: string): { upright: boolean; at: number } {
  const [, x, y, dir] = /<path d="M([\d.]+) ([\d.]+)([vh])/.exec(svg)!;
  return dir === 'v' ? { upright: true, at: Number(x) } : { upright: false, at: Number(y) };
}

/** Glyphs read from left to right, placed from the first one (so drawings at any offset compare). */
function reading(gs: Glyph[]): string {
  const sorted = [...gs].sort((a, b) => a.x - b.x);
  return sorted.map((g) => `${g.char}@${g.x - sorted[0]!.x}:${g.sx},${g.sy}`).join(' ');
}

/**
 * The question drawing reflected in its line: in an upright line each glyph's centre moves to the same
 * distance on the other side and the glyph turns left to right; in a level line (all glyphs on one row)
 * the centres keep their x and each glyph turns top to bottom.
 */
function reflect(q: GeneratedQuestion): string {
  const svg = q.figure!.question!.svg;
  const { upright, at } = lineMN(svg);
  return reading(
    glyphs(svg).map((g) => (upright ? { ...g, x: 2 * at - g.x, sx: -g.sx } : { ...g, sy: -g.sy })),
  );
}

function lettersQuestion(level: Level, seed: number): GeneratedQuestion {
  const rng = createRng(`mirror-letters/${level}/${seed}`);
  const problem = generator.kinds.letters!.make(rng, level);
  return generateQuestion(
    { ...generator, generate: () => ({ ...problem, params: { kind: 'letters', ...problem.params } }) },
    level,
    rng,
  );
}

describe.each(LEVEL_NUMBERS)('mirror images of letters and digits, level %i', (level) => {
  const questions = Array.from({ length: DRAWS }, (_, seed) => lettersQuestion(level, seed));

  it('the question drawing reflected in its line MN is the key’s drawing, and no other option’s', () => {
    const failures = questions.flatMap((q) => {
      const image = reflect(q);
      const matching = q.options.filter((_, i) => reading(glyphs(q.figure!.options![i]!.svg)) === image);
      return matching.length === 1 && matching[0] === q.answer
        ? []
        : [`${q.question}: ${matching.join(' | ')}`];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('every drawing is safe and fits a phone; the alt texts name the characters in drawn order', () => {
    const problems: string[] = [];
    for (const q of questions) {
      const { chars } = q.params as unknown as { chars: string };
      problems.push(...svgProblems(q.figure!.question!.svg, 320));
      expect(
        glyphs(q.figure!.question!.svg)
          .map((g) => g.char)
          .join(''),
      ).toBe(chars);
      expect(q.figure!.question!.alt).toContain(chars);
      q.options.forEach((option, i) => {
        const figure = q.figure!.options![i]!;
        problems.push(...svgProblems(figure.svg, 150));
        const drawn = glyphs(figure.svg).sort((a, b) => a.x - b.x);
        const spelled = drawn.map((g) => g.char).join(', ');
        const how =
          drawn[0]!.sx === -1
            ? 'flipped left to right'
            : drawn[0]!.sy === -1
              ? 'flipped top to bottom'
              : 'as normally printed';
        expect(figure.alt).toBe(`The characters ${spelled} from left to right, each character ${how}.`);
        expect(option).toBe(`${spelled.replace(/, /g, '')}, each character ${how}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('the check can fail: the combination reflected without turning its glyphs is not the key', () => {
    const q = questions.find((x) => x.params.line === 'mirror')!;
    const { at } = lineMN(q.figure!.question!.svg);
    const unturned = reading(glyphs(q.figure!.question!.svg).map((g) => ({ ...g, x: 2 * at - g.x })));
    const key = q.options.indexOf(q.answer);
    expect(reading(glyphs(q.figure!.options![key]!.svg))).not.toBe(unturned);
  });

  it('asks the water image at levels 2 and 3 (line MN below), the mirror image at every level', () => {
    const lines = new Set(questions.map((q) => q.params.line));
    expect(lines.has('mirror')).toBe(true);
    expect(lines.has('water')).toBe(level > 1);
  });

  it('gives nothing away by the order: two options keep the combination’s order and two reverse it', () => {
    for (const q of questions) {
      const { chars } = q.params as unknown as { chars: string };
      const kept = q.options.filter((o) => o.startsWith(`${chars},`)).length;
      expect(kept).toBe(2);
    }
  });
});
