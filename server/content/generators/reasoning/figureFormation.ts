/**
 * Figure formation and analysis: "How many triangles (squares, rectangles) are there in the figure?"
 * for figures built from straight lines: a triangle with lines from its top corner and lines across
 * it, a square with diagonals, midlines and the square joining the midpoints, grids with diagonals in
 * some squares, grids with some inner lines left out, and a triangle divided by lines parallel to its
 * sides.
 *
 * Shapes are counted from the lines: the lines are merged into maximal straight lines first; a
 * triangle is three lines that meet in pairs at three different points, each point on both of its
 * lines; a rectangle is two pairs of parallel lines at right angles whose four crossings all lie on
 * the lines (a square when its sides are equal). Wrong options are named mistakes: counting only the
 * smallest shapes, only the shapes no line cuts through, leaving out the biggest one (often the whole
 * figure), leaving out the squares when counting rectangles (a square is a rectangle too), counting
 * every rectangle when asked for squares.
 *
 * The second kind, "which set of pieces can be joined to form the square?", is in figurePieces.ts.
 * The parts: counting shapes from the lines (shapeCounting.ts), the figures and their drawing
 * (countingFigures.ts); the question is made here.
 */
import type { Figure } from '../../../../contract/figure';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import { pieces } from './figurePieces';
import type { Distractor, Level, Problem } from '../types';
import {
  brokenGrid,
  type Drawn,
  fan,
  gridWithDiagonals,
  latticeList,
  squareWith,
  svgOf,
  triangleGrid,
} from './countingFigures';
import {
  anchored,
  cut,
  type Found,
  legible,
  mergeLines,
  polyArea,
  quadrilaterals,
  type Seg,
  type Shape,
  triangles,
} from './shapeCounting';

interface Count {
  shapes: Found[];
  smallest: number;
  pieces: number;
  largest: number;
  bySize: { size: number; count: number }[];
}

function countOf(shapes: Found[], lines: Seg[]): Count {
  const areas = shapes.map(polyArea);
  const sizes: { size: number; count: number }[] = [];
  for (const a of areas) {
    const s = sizes.find((x) => Math.abs(x.size - a) < 1e-4);
    if (s) s.count += 1;
    else sizes.push({ size: a, count: 1 });
  }
  sizes.sort((a, b) => a.size - b.size);
  return {
    shapes,
    smallest: sizes[0]?.count ?? 0,
    pieces: shapes.filter((s) => !cut(s, lines)).length,
    largest: sizes.at(-1)?.count ?? 0,
    bySize: sizes,
  };
}

const RANGES: Record<Level, [number, number]> = { 1: [4, 14], 2: [10, 28], 3: [18, 48] };

const ORDINALS = [
  'smallest',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

function squaresWord(a: number): string {
  const quarters = Math.round(a * 4);
  const whole = Math.floor(quarters / 4);
  const part = ['', '¼', '½', '¾'][quarters % 4]!;
  return `${whole === 0 ? '' : whole}${part} ${a > 1 ? 'squares' : 'square'}`;
}

function explanation(
  d: Drawn,
  shape: Shape,
  found: Found[],
  count: Count,
  answer: number,
  wholeIsOne: boolean,
): string[] {
  const total = (parts: number[]): string =>
    parts.length === 1 ? `${answer}` : `${parts.join(' + ')} = ${answer}`;
  if (d.explain === 'fan' && shape === 'triangles') {
    const [k, m] = d.fan!;
    const pairs = (k * (k - 1)) / 2;
    if (pairs * m !== answer) throw new Error(`fan: ${pairs} × ${m} is not ${answer}`);
    if (m === 1) {
      return [
        `Every triangle has its top at the top corner and its base on the base: it is made by two of the ${k} lines from that corner.`,
        `There are ${pairs} such pairs, so ${answer} triangles.`,
      ];
    }
    return [
      `Every triangle has its top at the top corner: it is made by two of the ${k} lines from that corner (${pairs} pairs) and one of the ${m} level lines (the base included).`,
      `So there are ${pairs} × ${m} = ${answer} triangles.`,
    ];
  }
  if (d.explain === 'grid' && shape !== 'triangles') {
    const groups = new Map<string, number>();
    for (const f of found) {
      const w = Math.round(Math.abs(f[1]![0] - f[0]![0]) + Math.abs(f[1]![1] - f[0]![1]));
      const h = Math.round(Math.abs(f[3]![0] - f[0]![0]) + Math.abs(f[3]![1] - f[0]![1]));
      const k = `${Math.min(w, h)} × ${Math.max(w, h)}`;
      groups.set(k, (groups.get(k) ?? 0) + 1);
    }
    const sorted = [...groups.entries()].sort((a, b) => {
      const [a1, a2] = a[0].split(' × ').map(Number);
      const [b1, b2] = b[0].split(' × ').map(Number);
      return a1! * a2! - b1! * b2! || a1! - b1!;
    });
    return [
      `Count them by size in grid squares: ${sorted.map(([k, n]) => `${n} of ${k}`).join(', ')}${wholeIsOne ? ` (the last is ${d.outline})` : ''}.`,
      `In all ${total(sorted.map(([, n]) => n))}.`,
    ];
  }
  const sizes = count.bySize;
  const words = sizes.map((s, i) => {
    const name =
      d.explain === 'grid'
        ? `of ${squaresWord(s.size)}`
        : i === sizes.length - 1 && sizes.length > 1
          ? 'of the largest size'
          : `of the ${ORDINALS[i]} size`;
    return `${s.count} ${name}`;
  });
  return [
    `Count the ${shape} by size${d.explain === 'grid' ? ' (area in grid squares)' : ', smallest first'}: ${words.join(', ')}${wholeIsOne ? ` (the last is ${d.outline})` : ''}.`,
    `In all ${total(sizes.map((s) => s.count))}.`,
  ];
}

/** The shapes asked about in Hindi: as the subject (त्रिभुज) and before a postposition (त्रिभुजों). */
const HI_SHAPE: Record<Shape, { many: string; of: string }> = {
  triangles: { many: 'त्रिभुज', of: 'त्रिभुजों' },
  squares: { many: 'वर्ग', of: 'वर्गों' },
  rectangles: { many: 'आयत', of: 'आयतों' },
};
const HI_ORDINALS = [
  'सबसे छोटे',
  'दूसरे',
  'तीसरे',
  'चौथे',
  'पाँचवें',
  'छठे',
  'सातवें',
  'आठवें',
  'नौवें',
  'दसवें',
  'ग्यारहवें',
  'बारहवें',
];

/** `explanation` in Hindi, from the same counts. */
function hiExplanation(
  d: Drawn,
  shape: Shape,
  found: Found[],
  count: Count,
  answer: number,
  wholeIsOne: boolean,
): string[] {
  const total = (parts: number[]): string =>
    parts.length === 1 ? `${answer}` : `${parts.join(' + ')} = ${answer}`;
  const last = wholeIsOne ? ` (अंतिम ${d.hi.outline} है)` : '';
  if (d.explain === 'fan' && shape === 'triangles') {
    const [k, m] = d.fan!;
    const pairs = (k * (k - 1)) / 2;
    if (m === 1)
      return [
        `हर त्रिभुज का शीर्ष ऊपरी कोने पर और आधार, आधार-रेखा पर है: वह उस कोने से निकलने वाली ${k} रेखाओं में से दो से बनता है।`,
        `ऐसे ${pairs} युग्म हैं, अतः ${answer} त्रिभुज।`,
      ];
    return [
      `हर त्रिभुज का शीर्ष ऊपरी कोने पर है: वह उस कोने से निकलने वाली ${k} रेखाओं में से दो (${pairs} युग्म) और ${m} क्षैतिज रेखाओं (आधार सहित) में से एक से बनता है।`,
      `अतः ${pairs} × ${m} = ${answer} त्रिभुज हैं।`,
    ];
  }
  if (d.explain === 'grid' && shape !== 'triangles') {
    const groups = new Map<string, number>();
    for (const f of found) {
      const w = Math.round(Math.abs(f[1]![0] - f[0]![0]) + Math.abs(f[1]![1] - f[0]![1]));
      const h = Math.round(Math.abs(f[3]![0] - f[0]![0]) + Math.abs(f[3]![1] - f[0]![1]));
      const k = `${Math.min(w, h)} × ${Math.max(w, h)}`;
      groups.set(k, (groups.get(k) ?? 0) + 1);
    }
    const sorted = [...groups.entries()].sort((a, b) => {
      const [a1, a2] = a[0].split(' × ').map(Number);
      const [b1, b2] = b[0].split(' × ').map(Number);
      return a1! * a2! - b1! * b2! || a1! - b1!;
    });
    return [
      `ग्रिड-वर्गों में आकार के अनुसार गिनें: ${sorted.map(([k, n]) => `${k} के ${n}`).join(', ')}${last}।`,
      `कुल ${total(sorted.map(([, n]) => n))}।`,
    ];
  }
  const sizes = count.bySize;
  const words = sizes.map((s, i) => {
    const name =
      d.explain === 'grid'
        ? squaresWord(s.size).replace(/ squares?$/, ' वर्ग')
        : i === sizes.length - 1 && sizes.length > 1
          ? 'सबसे बड़े आकार'
          : `${HI_ORDINALS[i]} आकार`;
    return `${name} के ${s.count}`;
  });
  return [
    `${HI_SHAPE[shape].of} को आकार के अनुसार गिनें${d.explain === 'grid' ? ' (ग्रिड-वर्गों में क्षेत्रफल)' : ', सबसे छोटे से आरंभ करके'}: ${words.join(', ')}${last}।`,
    `कुल ${total(sizes.map((s) => s.count))}।`,
  ];
}

function drawFor(rng: Rng, level: Level): { d: Drawn; shape: Shape } | undefined {
  const roll = rng.next();
  if (level === 1) {
    if (roll < 0.25) return { d: fan(rng, rng.int(1, 3), rng.int(0, 1)), shape: 'triangles' };
    if (roll < 0.45)
      return {
        d: squareWith(
          rng.sample(['diagonal1', 'diagonal2', 'across', 'upright', 'diamond'] as const, rng.int(1, 2)),
        ),
        shape: rng.pick(['triangles', 'triangles', 'squares'] as const),
      };
    if (roll < 0.75)
      return {
        d: gridWithDiagonals(rng, rng.int(1, 2), rng.int(1, 2), rng.int(1, 2), false),
        shape: 'triangles',
      };
    return {
      d: brokenGrid(rng, rng.int(2, 3), rng.int(2, 3), rng.int(1, 3)),
      shape: rng.pick(['squares', 'rectangles'] as const),
    };
  }
  if (level === 2) {
    if (roll < 0.2) return { d: fan(rng, rng.int(2, 4), rng.int(0, 2)), shape: 'triangles' };
    if (roll < 0.35)
      return {
        d: squareWith(
          rng.sample(['diagonal1', 'diagonal2', 'across', 'upright', 'diamond'] as const, rng.int(2, 4)),
        ),
        shape: rng.pick(['triangles', 'triangles', 'squares'] as const),
      };
    if (roll < 0.45) return { d: triangleGrid(3, rng.pick([2, 3] as const)), shape: 'triangles' };
    if (roll < 0.7)
      return {
        d: gridWithDiagonals(rng, rng.int(2, 3), rng.int(1, 2), rng.int(2, 4), false),
        shape: 'triangles',
      };
    return {
      d: brokenGrid(rng, rng.int(3, 4), rng.int(2, 3), rng.int(2, 4)),
      shape: rng.pick(['squares', 'rectangles', 'rectangles'] as const),
    };
  }
  if (roll < 0.2) return { d: fan(rng, rng.int(2, 4), rng.int(1, 3)), shape: 'triangles' };
  if (roll < 0.3)
    return {
      d: squareWith(
        rng.sample(['diagonal1', 'diagonal2', 'across', 'upright', 'diamond'] as const, rng.int(3, 5)),
      ),
      shape: 'triangles',
    };
  if (roll < 0.38) return { d: triangleGrid(rng.int(3, 4), rng.pick([2, 3] as const)), shape: 'triangles' };
  if (roll < 0.68)
    return {
      d: gridWithDiagonals(rng, rng.int(2, 3), rng.int(2, 3), rng.int(3, 6), rng.chance(0.3)),
      shape: rng.pick(['triangles', 'triangles', 'triangles', 'squares'] as const),
    };
  return {
    d: brokenGrid(rng, rng.int(3, 5), rng.int(3, 4), rng.int(3, 6)),
    shape: rng.pick(['squares', 'rectangles', 'rectangles'] as const),
  };
}

const SINGULAR: Record<Shape, string> = { triangles: 'triangle', squares: 'square', rectangles: 'rectangle' };

export const figureFormationAnalysis = defineTopic({
  pieces,
  counting: {
    levels: [1, 2, 3],
    weight: 3,
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const drawn = drawFor(rng, level);
        if (!drawn) return undefined;
        const { d, shape } = drawn;
        const lines = mergeLines(d.lines);
        const { svg, px } = svgOf(d, lines);
        if (!legible(lines, px) || !anchored(lines)) return undefined;
        const found = shape === 'triangles' ? triangles(lines) : quadrilaterals(lines, shape === 'squares');
        const count = countOf(found, lines);
        const answer = found.length;
        const [lo, hi] = RANGES[level];
        if (answer < lo || answer > hi) return undefined;
        const one = SINGULAR[shape];

        const distractors: Distractor[] = [];
        const biggest = count.bySize.at(-1)!;
        const wholeIsOne = biggest.count === 1 && Math.abs(biggest.size - d.outlineArea) < 1e-4;
        if (shape === 'rectangles') {
          const squares = found.filter((f) => {
            const w = Math.hypot(f[1]![0] - f[0]![0], f[1]![1] - f[0]![1]);
            const h = Math.hypot(f[3]![0] - f[0]![0], f[3]![1] - f[0]![1]);
            return Math.abs(w - h) < 1e-4;
          }).length;
          if (squares > 0)
            distractors.push({
              mistake: 'leaving out the squares (a square is a rectangle too)',
              hi: 'वर्गों को छोड़ देना (वर्ग भी एक आयत है)',
              value: answer - squares,
            });
        }
        distractors.push({
          mistake: `counting only the ${shape} that no line cuts through`,
          hi: `केवल उन ${HI_SHAPE[shape].of} को गिनना जिन्हें कोई रेखा नहीं काटती`,
          value: count.pieces,
        });
        distractors.push({
          mistake: wholeIsOne ? `forgetting ${d.outline}` : `leaving out the biggest ${shape}`,
          hi: wholeIsOne ? `${d.hi.outlineOf} को भूल जाना` : `सबसे बड़े ${HI_SHAPE[shape].of} को छोड़ देना`,
          value: answer - biggest.count,
        });
        if (shape === 'squares')
          distractors.push({
            mistake: 'counting every rectangle as a square',
            hi: 'हर आयत को वर्ग गिन लेना',
            value: quadrilaterals(lines, false).length,
          });
        distractors.push({
          mistake: `counting only the smallest ${shape}`,
          hi: `केवल सबसे छोटे ${HI_SHAPE[shape].of} को गिनना`,
          value: count.smallest,
        });

        const steps = explanation(d, shape, found, count, answer, wholeIsOne);
        const alt = d.lattice
          ? `${d.words} Its lines, between dots named by column (A, B, C … from the left) and row (1, 2, 3 … from the top): ${latticeList(lines)}.`
          : d.words;
        return {
          question: `How many ${shape} are there in the figure?`,
          answer,
          distractors,
          steps,
          wholeOptions: true,
          step: 1,
          hi: {
            question: `दी गई आकृति में कितने ${HI_SHAPE[shape].many} हैं?`,
            steps: hiExplanation(d, shape, found, count, answer, wholeIsOne),
            figureAlt: d.lattice
              ? `${d.hi.words} इसकी रेखाएँ, स्तंभ (A, B, C … बाएँ से) और पंक्ति (1, 2, 3 … ऊपर से) से नामित बिंदुओं के बीच: ${latticeList(lines)}।`
              : d.hi.words,
          },
          questionFigure: { svg, alt } satisfies Figure,
          params: { shape, lines: lines.map((s) => [...s]), one },
        };
      });
    },
  },
});
