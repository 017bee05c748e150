// @vitest-environment jsdom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuestionFigure } from '../../contract/quiz';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { CHART_SOLVERS } from './support/aptitude-chart-solvers';
import { parseSvg, unsafeParts } from './support/svg-safety';
import { matches, type Params } from './support/values';

// Data interpretation from drawn charts (issue 19, item 1): every chart is a safe SVG that fits a
// phone; its data is read back from what is drawn (bar heights against the axis, points' heights,
// sector angles, legend colours) and must be the question's data; the text alternative lists the
// same data; and the answer, re-solved from the data read off the drawing, is exactly one option,
// the key. The served bank and 30 more draws a level by default, 400 with CONTENT_FULL=1.

const DRAWS = process.env.CONTENT_FULL ? 400 : 30;
const CHARTS = new Set(['barChart', 'lineChart', 'histogram', 'pieChart', 'twoPies']);
const generator = findGenerator('aptitude', 'data_interpretation')!;

const numberAt = (el: Element, name: string): number => Number(el.getAttribute(name));
const printed = (s: string): number => Number(s.replace(/[,%°]/g, ''));

/** The value axis: how many drawing units one unit of data is, and where 0 is (from the tick labels). */
function axisOf(doc: Document): { zero: number; perUnit: number } {
  const ticks = Array.from(doc.querySelectorAll('text.tick')).map((t) => ({
    value: Number(t.textContent),
    y: numberAt(t, 'y'),
  }));
  expect(ticks.length).toBeGreaterThanOrEqual(4);
  const [a, b] = [ticks[0]!, ticks.at(-1)!];
  const perUnit = (a.y - b.y) / (b.value - a.value);
  // every tick sits where the scale puts it
  for (const t of ticks) expect(Math.abs(a.y - (t.value - a.value) * perUnit - t.y)).toBeLessThan(0.02);
  return { zero: a.y + a.value * perUnit, perUnit };
}

/** A value read from a height, which must land on a whole number. */
function wholeFrom(height: number, perUnit: number): number {
  const value = height / perUnit;
  expect(Math.abs(value - Math.round(value))).toBeLessThan(0.05);
  return Math.round(value);
}

/** Labels printed at the chart's foot, left to right. */
const footLabels = (doc: Document, zero: number): string[] =>
  Array.from(doc.querySelectorAll('text'))
    .filter((t) => !t.classList.contains('tick') && numberAt(t, 'y') > zero)
    .sort((a, b) => numberAt(a, 'x') - numberAt(b, 'x'))
    .map((t) => t.textContent ?? '');

/** Bars (or histogram columns) left to right: their values from their heights. */
function barsOf(doc: Document): { values: number[]; lefts: number[]; widths: number[]; zero: number } {
  const { zero, perUnit } = axisOf(doc);
  const bars = Array.from(doc.querySelectorAll('rect.bar')).sort(
    (a, b) => numberAt(a, 'x') - numberAt(b, 'x'),
  );
  for (const bar of bars)
    expect(Math.abs(numberAt(bar, 'y') + numberAt(bar, 'height') - zero)).toBeLessThan(0.02);
  return {
    values: bars.map((bar) => wholeFrom(numberAt(bar, 'height'), perUnit)),
    lefts: bars.map((bar) => numberAt(bar, 'x')),
    widths: bars.map((bar) => numberAt(bar, 'width')),
    zero,
  };
}

/** The points of a line graph, left to right, and the line through them. */
function pointsOf(doc: Document): { values: number[]; zero: number } {
  const { zero, perUnit } = axisOf(doc);
  const points = Array.from(doc.querySelectorAll('circle.point')).sort(
    (a, b) => numberAt(a, 'cx') - numberAt(b, 'cx'),
  );
  const line = Array.from(doc.querySelectorAll('path')).find(
    (p) => p.getAttribute('fill') === 'none' && /L/.test(p.getAttribute('d') ?? ''),
  );
  const vertices = [...(line?.getAttribute('d') ?? '').matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  expect(vertices).toEqual(points.map((p) => [numberAt(p, 'cx'), numberAt(p, 'cy')]));
  return { values: points.map((p) => wholeFrom(zero - numberAt(p, 'cy'), perUnit)), zero };
}

/** The sectors of the pie centred at (cx, cy): each one's angle in degrees and its fill, clockwise from the top. */
function sectorsOf(doc: Document, cx?: number): { angle: number; fill: string; start: number }[] {
  return Array.from(doc.querySelectorAll('path.sector'))
    .map((path) => {
      const [x, y, x0, y0, , , , large, , x1, y1] = (path.getAttribute('d') ?? '')
        .match(/-?[\d.]+/g)!
        .map(Number);
      const bearing = (px: number, py: number) => (Math.atan2(px - x!, -(py - y!)) * 180) / Math.PI;
      let angle = (bearing(x1!, y1!) - bearing(x0!, y0!) + 360) % 360;
      if (large === 1 && angle < 180) angle += 360; // only a sector over 180° has the large-arc flag
      expect(large === 1).toBe(angle > 180);
      return { angle, fill: path.getAttribute('fill')!, start: (bearing(x0!, y0!) + 360) % 360, cx: x! };
    })
    .filter((s) => cx === undefined || s.cx === cx)
    .sort((a, b) => (a.start < 1e-6 ? -1 : b.start < 1e-6 ? 1 : a.start - b.start));
}

/** The legend: each swatch's colour and the name printed beside it. */
function legendOf(doc: Document): Map<string, string> {
  const texts = Array.from(doc.querySelectorAll('text'));
  return new Map(
    Array.from(doc.querySelectorAll('rect.swatch')).map((swatch) => {
      const beside = texts.find(
        (t) =>
          Math.abs(numberAt(t, 'x') - numberAt(swatch, 'x') - 14) < 0.01 &&
          Math.abs(numberAt(t, 'y') - numberAt(swatch, 'y') - 9) < 0.01,
      );
      return [swatch.getAttribute('fill')!, beside?.textContent ?? ''];
    }),
  );
}

/** The shares of a pie as drawn (in its unit), in the order of the heads. */
function pieShares(doc: Document, heads: string[], whole: number, cx?: number): number[] {
  const sectors = sectorsOf(doc, cx);
  const legend = legendOf(doc);
  expect(sectors.reduce((s, x) => s + x.angle, 0)).toBeCloseTo(360, 1);
  expect(sectors.map((s) => legend.get(s.fill))).toEqual(heads);
  return sectors.map((s) => {
    const share = (s.angle / 360) * whole;
    expect(Math.abs(share - Math.round(share))).toBeLessThan(0.05);
    return Math.round(share);
  });
}

/** The question's data as read off its drawing, in the params' own names. */
function readBack(q: GeneratedQuestion, doc: Document): Params {
  const p = q.params as Params;
  switch (p.kind) {
    case 'barChart': {
      const bars = barsOf(doc);
      expect(footLabels(doc, bars.zero)).toEqual(p.years.map(String));
      return { ...p, values: bars.values };
    }
    case 'lineChart': {
      const points = pointsOf(doc);
      expect(footLabels(doc, points.zero)).toEqual(p.years.map(String));
      return { ...p, values: points.values };
    }
    case 'histogram': {
      const bars = barsOf(doc);
      // columns touch, all of one width: the classes are equal and without gaps
      bars.lefts.slice(1).forEach((x, i) => expect(x).toBeCloseTo(bars.lefts[i]! + bars.widths[i]!, 1));
      const limits = footLabels(doc, bars.zero).map(Number);
      const width = limits[1]! - limits[0]!;
      limits.forEach((l, i) => expect(l).toBe(limits[0]! + i * width));
      expect(limits).toHaveLength(bars.values.length + 1);
      return { ...p, counts: bars.values, start: limits[0], width };
    }
    case 'pieChart':
      return { ...p, shares: pieShares(doc, p.heads, p.unit === '%' ? 100 : 360) };
    default: {
      const [a, b] = [pieShares(doc, p.heads, 100, 80), pieShares(doc, p.heads, 100, 240)];
      return { ...p, a, b };
    }
  }
}

/** Every value the data holds, as the chart prints it on its bars, points or sectors. */
function printedValues(doc: Document): number[] {
  return Array.from(doc.querySelectorAll('text'))
    .filter((t) => !t.classList.contains('tick'))
    .map((t) => printed(t.textContent ?? ''))
    .filter((n) => Number.isFinite(n));
}

function chartQuestions(level: 1 | 2 | 3): GeneratedQuestion[] {
  return [
    ...generateBank('aptitude', 'data_interpretation', level),
    // Four times the draws: the table kinds and the audit-3 forms (dataForms.ts, dataReadings.ts) share
    // the topic, and every chart kind needs a few here.
    ...Array.from({ length: 4 * DRAWS }, (_, seed) =>
      generateQuestion(generator, level, createRng(`charts/${level}/${seed}`)),
    ),
  ].filter((q) => CHARTS.has(q.params.kind));
}

describe.each(LEVEL_NUMBERS)('data interpretation charts, level %i', (level) => {
  const questions = chartQuestions(level);
  const docs = new Map(questions.map((q) => [q, parseSvg(q.figure!.question!.svg)]));

  it('draws charts at this level, each in the contract’s figure shape, safe and at most 330 px wide', () => {
    expect(questions.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const q of questions) {
      expect(v.safeParse(QuestionFigure, q.figure).success).toBe(true);
      const doc = docs.get(q)!;
      problems.push(...unsafeParts(doc));
      if (numberAt(doc.documentElement, 'width') > 330) problems.push(`${q.params.kind} is too wide`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('draws exactly the question’s data, prints it on the chart, and lists it in the text alternative', () => {
    for (const q of questions) {
      const p = q.params as Params;
      const doc = docs.get(q)!;
      const drawn = readBack(q, doc);
      const data: number[] =
        p.kind === 'twoPies'
          ? [...p.a, ...p.b]
          : p.kind === 'pieChart'
            ? p.shares
            : p.kind === 'histogram'
              ? p.counts
              : p.values;
      const read: number[] =
        p.kind === 'twoPies'
          ? [...drawn.a, ...drawn.b]
          : p.kind === 'pieChart'
            ? drawn.shares
            : p.kind === 'histogram'
              ? drawn.counts
              : drawn.values;
      expect(read, q.question).toEqual(data);
      // each value is printed on the chart, and named in the alt text
      const shown = printedValues(doc);
      for (const value of data) expect(shown).toContain(value);
      const alt = q.figure!.question!.alt;
      const altNumbers = [...alt.replace(/(\d),(\d)/g, '$1$2').matchAll(/\d+(?:\.\d+)?/g)].map((m) =>
        Number(m[0]),
      );
      for (const value of data) expect(altNumbers).toContain(value);
      for (const label of (p.heads ?? p.years ?? []) as (string | number)[])
        expect(alt).toContain(String(label));
    }
  });

  it('re-solves the answer from the data read off the drawing: exactly one option, the key', () => {
    const failures: string[] = [];
    for (const q of questions) {
      const drawn = readBack(q, docs.get(q)!);
      const expected = CHART_SOLVERS[q.params.kind]!(drawn);
      const hits = q.options.filter((o) => matches(o, expected));
      if (hits.length !== 1 || hits[0] !== q.answer)
        failures.push(`"${q.question}": ${JSON.stringify(expected)} matches ${JSON.stringify(hits)}`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe('the charts’ questions', () => {
  it('never print the data in the question text: the candidate reads it off the chart', () => {
    for (const level of LEVEL_NUMBERS)
      for (const q of chartQuestions(level)) {
        const p = q.params as Params;
        const data: number[] = p.values ?? p.counts ?? p.shares ?? [...p.a, ...p.b];
        expect(q.question.split('\n')).toHaveLength(2);
        // a table would list a year (or head) followed by its figure
        expect(q.question).not.toMatch(/\b(19|20)\d\d: \d/);
        expect(data.length).toBeGreaterThan(3);
      }
  });
});
