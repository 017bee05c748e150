// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion } from '../../server/content/generators/types';
import { nameFigure, nameState, type SeriesTrack } from './support/non-verbal-series-solver';
import { drawingProblems, num, points, readElements, type Drawn } from './support/nonverbal-svg';
import { DRAWS } from './support/draws';

// Non-verbal series: the drawings are read back (arrow and pointer directions from the lines, the
// dot's place from its position, sides from the polygon's corners, dots counted, the shaded square
// from its rectangle) and compared with the texts; the rule is then found from the drawn figures
// alone (each element's changes must grow evenly) and exactly one option's drawing continues it.

const SEEDS = DRAWS;
const generator = findGenerator('reasoning', 'non_verbal_series')!;
const INK = '#1f2937';

type State = number | [number, number];
interface Params {
  shown: number;
  tracks: SeriesTrack[];
}

const round45 = (deg: number): number => {
  const d = ((deg % 360) + 360) % 360;
  const r = Math.round(d / 45) * 45;
  if (Math.abs(d - r) > 1) throw new Error(`an angle of ${d}° is not a multiple of 45°`);
  return r % 360;
};
const angleOf = (dx: number, dy: number): number => (Math.atan2(dx, -dy) * 180) / Math.PI;

interface Region {
  x0: number;
  y0: number;
  size: number;
  elements: Drawn[];
}

/** The figure boxes of a drawing, left to right, each with the elements drawn inside it. */
function boxes(svg: string): { shown: Region[]; question: number } {
  const all = readElements(svg);
  const frames = all.filter((e) => e.nodeName === 'rect' && e.getAttribute('fill') === 'none');
  const regions = frames.map((f) => ({
    x0: num(f, 'x') - 1,
    y0: num(f, 'y') - 1,
    size: num(f, 'width') + 2,
    dashed: f.hasAttribute('stroke-dasharray'),
    elements: [] as Drawn[],
  }));
  const anchor = (e: Drawn): [number, number] => {
    switch (e.nodeName) {
      case 'line':
        return [(num(e, 'x1') + num(e, 'x2')) / 2, (num(e, 'y1') + num(e, 'y2')) / 2];
      case 'circle':
        return [num(e, 'cx'), num(e, 'cy')];
      case 'rect':
        return [num(e, 'x') + num(e, 'width') / 2, num(e, 'y') + num(e, 'height') / 2];
      case 'polygon':
        return points(e)[0]!;
      case 'path':
        return (/^M([\d.]+) ([\d.]+)/.exec(e.getAttribute('d') ?? '') ?? []).slice(1, 3).map(Number) as [
          number,
          number,
        ];
      default:
        return [NaN, NaN];
    }
  };
  for (const e of all) {
    if (
      frames.includes(e) ||
      e.nodeName === 'svg' ||
      e.nodeName === 'text' ||
      (e.nodeName === 'rect' && !e.hasAttribute('x'))
    )
      continue;
    const [x, y] = anchor(e);
    const region = regions.find((r) => x >= r.x0 && x <= r.x0 + r.size && y >= r.y0 && y <= r.y0 + r.size);
    if (!region) throw new Error(`a <${e.nodeName}> outside every box`);
    region.elements.push(e);
  }
  const question = regions.filter((r) => r.dashed);
  if (question.some((q) => q.elements.length > 0))
    throw new Error('something drawn in the question-mark box');
  return { shown: regions.filter((r) => !r.dashed), question: question.length };
}

/** One element's state as the solver writes it, read from the drawing. */
function readTrack(region: Region, t: SeriesTrack, two: boolean): State {
  const els = region.elements;
  const heads = els.filter((e) => e.nodeName === 'polygon' && e.getAttribute('fill') === INK);
  switch (t.type) {
    case 'arrow':
    case 'pointer': {
      const lines = els.filter((e) => e.nodeName === 'line');
      const pivots = els.filter((e) => e.nodeName === 'circle' && e.getAttribute('fill') === '#fff');
      expect(lines).toHaveLength(1);
      expect(heads).toHaveLength(1);
      expect(pivots).toHaveLength(t.type === 'pointer' ? 1 : 0);
      const [l] = lines as [Drawn];
      const [x1, y1, x2, y2] = [num(l, 'x1'), num(l, 'y1'), num(l, 'x2'), num(l, 'y2')];
      const [tip] = points(heads[0]!);
      // the head is at the far end of the shaft: the arrow points from (x1, y1) towards it
      expect(Math.hypot(tip![0] - x2, tip![1] - y2)).toBeLessThan(Math.hypot(tip![0] - x1, tip![1] - y1));
      if (t.type === 'pointer')
        expect([x1, y1]).toEqual([region.x0 + region.size / 2, region.y0 + region.size / 2]);
      return round45(angleOf(x2 - x1, y2 - y1));
    }
    case 'dot': {
      const dots = els.filter(
        (e) => e.nodeName === 'circle' && e.getAttribute('fill') === INK && num(e, 'r') >= 5,
      );
      expect(dots).toHaveLength(1);
      const mid = region.size / 2;
      const [dx, dy] = [num(dots[0]!, 'cx') - region.x0 - mid, num(dots[0]!, 'cy') - region.y0 - mid];
      // a corner lies on a diagonal, a middle of a side on an axis
      return round45(angleOf(dx, dy));
    }
    case 'sides': {
      const shapes = els.filter((e) => e.nodeName === 'polygon' && e.getAttribute('fill') === 'none');
      expect(shapes).toHaveLength(1);
      return points(shapes[0]!).length;
    }
    case 'dots':
      return els.filter((e) => e.nodeName === 'circle' && num(e, 'r') < 5).length;
    case 'grid': {
      const path = els.find((e) => e.nodeName === 'path')!;
      const segments = (path.getAttribute('d') ?? '').match(/M/g)!.length;
      const n = segments / 2 - 1;
      const [gx, gy] = (/^M([\d.]+) ([\d.]+)/.exec(path.getAttribute('d')!) ?? [])
        .slice(1, 3)
        .map(Number) as [number, number];
      const filled = els.filter((e) => e.nodeName === 'rect' && e.getAttribute('fill') === INK);
      expect(filled).toHaveLength(1);
      const cell = (region.size - 12) / n;
      expect(n).toBe(t.n);
      return [Math.round((num(filled[0]!, 'y') - gy) / cell), Math.round((num(filled[0]!, 'x') - gx) / cell)];
    }
  }
  void two;
}

const readFigure = (region: Region, p: Params): State[] =>
  p.tracks.map((t) => readTrack(region, t, p.tracks.length > 1));
const nameRead = (p: Params, states: State[]): string =>
  p.tracks
    .map((t, i) =>
      i === 0 ? nameState(t, states[i]!) : nameState(t, states[i]!).replace(/^./, (c) => c.toLowerCase()),
    )
    .join('; ');

/** A state as a number on its own scale: degrees, a count, or a square's place in reading order. */
const scalar = (t: SeriesTrack, s: State): number => (Array.isArray(s) ? s[0] * t.n! + s[1] : s);
const modulus = (t: SeriesTrack): number | undefined =>
  t.type === 'grid' ? t.n! * t.n! : t.type === 'sides' || t.type === 'dots' ? undefined : 360;
const wrapDiff = (d: number, m: number | undefined, t: SeriesTrack): number => {
  if (m === undefined) return d;
  const x = ((d % m) + m) % m;
  // a turn or a move round the box is the short way round; the shaded square only moves forward
  return t.type === 'grid' ? x : x >= m / 2 ? x - m : x;
};

/** From the drawn figures alone: each element's changes grow by a fixed amount; the next state of each. */
function predictFromDrawing(p: Params, figures: State[][]): number[] {
  return p.tracks.map((t, i) => {
    const m = modulus(t);
    const values = figures.map((f) => scalar(t, f[i]!));
    const diffs = values.slice(1).map((v, k) => wrapDiff(v - values[k]!, m, t));
    const second = diffs.slice(1).map((d, k) => d - diffs[k]!);
    expect(new Set(second).size, `changes ${diffs.join(', ')} do not grow evenly`).toBe(1);
    const next = values.at(-1)! + diffs.at(-1)! + second[0]!;
    return m === undefined ? next : ((next % m) + m) % m;
  });
}

function checkQuestion(q: GeneratedQuestion): void {
  const p = q.params as unknown as Params;
  // the question drawing: the shown figures, in the order and states the rule gives, then "?"
  const { shown, question } = boxes(q.figure!.question!.svg);
  expect(question).toBe(1);
  expect(shown).toHaveLength(p.shown);
  const figures = shown.map((r) => readFigure(r, p));
  figures.forEach((f, i) => {
    const words = nameRead(p, f);
    expect(words).toBe(nameFigure(p.tracks, i));
    expect(q.figure!.question!.alt).toContain(
      `Figure ${i + 1}: ${words.replace(/^./, (c) => c.toLowerCase())}.`,
    );
  });
  expect(q.figure!.question!.alt).toMatch(new RegExp(`Figure ${p.shown + 1}: \\?$`));

  // each option's drawing shows what its text says, and the text is its alt
  const optionStates = q.options.map((option, i) => {
    const drawing = q.figure!.options![i]!;
    expect(drawing.alt).toBe(option);
    const { shown: one, question: none } = boxes(drawing.svg);
    expect(none).toBe(0);
    expect(one).toHaveLength(1);
    const states = readFigure(one[0]!, p);
    expect(nameRead(p, states)).toBe(option);
    return states;
  });

  // the rule found from the drawings picks exactly one option, the answer
  const predicted = predictFromDrawing(p, figures);
  const fits = q.options.filter((_, i) =>
    p.tracks.every((t, k) => scalar(t, optionStates[i]![k]!) === predicted[k]),
  );
  expect(fits).toEqual([q.answer]);
}

describe.each(LEVEL_NUMBERS)('non-verbal series, level %i', (level) => {
  it(`${SEEDS} questions: drawings match their texts, and the rule read from the drawings picks exactly the answer`, () => {
    const kinds = new Set<string>();
    for (let seed = 0; seed < SEEDS; seed += 1) {
      const q = generateQuestion(generator, level, createRng(`non-verbal-series/${level}/${seed}`));
      kinds.add(q.params.kind);
      const p = q.params as unknown as Params;
      if (level === 3 && q.params.kind === 'twoRules') expect(p.tracks).toHaveLength(2);
      try {
        checkQuestion(q);
      } catch (error) {
        throw new Error(
          `seed ${seed} (${q.params.kind}, ${JSON.stringify(q.params)}): ${(error as Error).message}`,
        );
      }
    }
    expect([...kinds].sort()).toEqual(
      Object.entries(generator.kinds)
        .filter(([, k]) => k.levels.includes(level))
        .map(([name]) => name)
        .sort(),
    );
  });

  it('the bank of 60: every drawing is a safe SVG, fits a phone (question ≤ 320 px, options ≤ 150 px) and has no hairlines', () => {
    const bank = generateBank('reasoning', 'non_verbal_series', level);
    expect(bank).toHaveLength(60);
    const problems = bank.flatMap((q) => [
      ...drawingProblems(q.figure!.question!.svg, 320),
      ...q.figure!.options!.flatMap((f) => drawingProblems(f.svg, 150)),
    ]);
    expect(problems).toEqual([]);
    // the options are short descriptions, all different
    for (const q of bank) {
      expect(new Set(q.options).size).toBe(4);
      expect(Math.max(...q.options.map((o) => o.length))).toBeLessThanOrEqual(70);
    }
  });
});

describe('the checks themselves', () => {
  it('catch an option drawn as another option, and an arrow drawn backwards', () => {
    let seed = 0;
    let q = generateQuestion(generator, 1, createRng('non-verbal-series/self-test/0'));
    while (q.params.kind !== 'turning')
      q = generateQuestion(generator, 1, createRng(`non-verbal-series/self-test/${(seed += 1)}`));
    expect(() => checkQuestion(q)).not.toThrow();
    const i = q.options.indexOf(q.answer);
    const withDrawing = (svg: string): GeneratedQuestion => ({
      ...q,
      figure: {
        ...q.figure!,
        options: q.figure!.options!.map((f, k) => (k === i ? { ...f, svg } : f)) as NonNullable<
          GeneratedQuestion['figure']
        >['options'],
      },
    });
    expect(() => checkQuestion(withDrawing(q.figure!.options![(i + 1) % 4]!.svg))).toThrow();
    const backwards = q.figure!.options![i]!.svg.replace(
      /<line x1="([\d.]+)" y1="([\d.]+)" x2="([\d.]+)" y2="([\d.]+)"/,
      '<line x1="$3" y1="$4" x2="$1" y2="$2"',
    );
    expect(backwards).not.toBe(q.figure!.options![i]!.svg);
    expect(() => checkQuestion(withDrawing(backwards))).toThrow();
  });

  it('refuse a figure row whose changes do not grow evenly', () => {
    const p: Params = { shown: 4, tracks: [{ type: 'dots', start: 1, step: 1, growth: 0 }] };
    expect(() => predictFromDrawing(p, [[1], [2], [4], [5]])).toThrow();
    expect(predictFromDrawing(p, [[1], [2], [4], [7]])).toEqual([11]);
  });
});

describe('speed', () => {
  it('generates all 180 questions quickly (well under 300 ms on a quiet machine)', () => {
    const start = performance.now();
    for (const level of LEVEL_NUMBERS) generateBank('reasoning', 'non_verbal_series', level);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
