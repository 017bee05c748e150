/**
 * Embedded figures the usual SSC way (issue 19, item 6): "Select the option figure that is embedded
 * (hidden) in the given figure." The question drawing is the complex figure: a small figure placed on
 * the lattice among random lines; the options are simple figures. The key is that small figure (it sits
 * in the drawing at exactly one place); each wrong option is a near miss of it that sits nowhere in the
 * drawing, at any shift: the figure turned or mirrored, drawn twice as large, or with one extra line.
 * (A line missing would not do here: the figure without a line is still in the drawing.)
 */
import type { Figure } from '../../../../contract/figure';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Kind, Level, Problem } from '../types';
import {
  HI_HIDDEN_NEAR,
  HI_IN_FIGURE_QUESTION,
  hiDrawingAlt,
  hiExtraLine,
  hiLatticeWords,
  hiShiftWords,
} from './embeddedHindi';
import {
  clutter,
  Drawing,
  drawFigure,
  edgeOf,
  latticeSvg,
  latticeWords,
  linesText,
  type Point,
  reshaped,
  segmentName,
  type Settings,
  shiftWords,
  type Variant,
} from './embeddedLattice';

type Near = Exclude<Variant, 'missingLine'> | 'extraLine';

const NEAR_WORDS: Record<Exclude<Near, 'extraLine'>, string> = {
  quarterRight: 'the hidden figure turned a quarter turn clockwise',
  quarterLeft: 'the hidden figure turned a quarter turn anticlockwise',
  halfTurn: 'the hidden figure turned upside down (half a turn)',
  mirrorSides: 'the mirror image of the hidden figure (left and right swapped)',
  mirrorUpDown: 'the hidden figure flipped top to bottom',
  double: 'the hidden figure drawn twice as large',
};

const SETTINGS: Record<Level, Settings> = {
  1: {
    canvas: 3,
    box: [2, 2],
    lines: [3, 3],
    clutter: [3, 4],
    variants: ['quarterRight', 'halfTurn', 'mirrorSides', 'mirrorUpDown'],
    px: 38,
  },
  2: {
    canvas: 4,
    box: [2, 2],
    lines: [3, 4],
    clutter: [5, 7],
    variants: ['quarterRight', 'quarterLeft', 'halfTurn', 'mirrorSides', 'mirrorUpDown', 'double'],
    px: 31,
  },
  3: {
    canvas: 5,
    box: [3, 3],
    lines: [4, 5],
    clutter: [8, 11],
    variants: ['quarterRight', 'quarterLeft', 'halfTurn', 'mirrorSides', 'mirrorUpDown', 'double'],
    px: 26,
  },
};

const DIRECTIONS: readonly Point[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/**
 * The hidden figure with one more unit line from one of its points, inside its own box, that the
 * drawing does not have where the figure sits (so the figure with it is not in the drawing there).
 */
function withExtraLine(
  rng: Rng,
  x: Drawing,
  placed: Drawing,
  [dx, dy]: Point,
): { drawing: Drawing; line: string } | undefined {
  const [, , w, h] = x.bounds();
  const points = [...new Set(x.list().flatMap((e) => [`${e[0]},${e[1]}`, `${e[2]},${e[3]}`]))].map(
    (p) => p.split(',').map(Number) as unknown as Point,
  );
  for (let tries = 0; tries < 30; tries += 1) {
    const p = rng.pick(points);
    const d = rng.pick(DIRECTIONS);
    const sign = rng.pick([1, -1]);
    const q: Point = [p[0] + sign * d[0], p[1] + sign * d[1]];
    if (q[0] < 0 || q[1] < 0 || q[0] > w || q[1] > h) continue;
    const edge = edgeOf(p[0], p[1], q[0], q[1]);
    if (x.has(edge) || placed.has(edgeOf(p[0] + dx, p[1] + dy, q[0] + dx, q[1] + dy))) continue;
    // not a line of the figure made longer: it must show as a line of its own
    const [ux, uy] = [q[0] - p[0], q[1] - p[1]];
    if (x.has(edgeOf(p[0] - ux, p[1] - uy, p[0], p[1])) || x.has(edgeOf(q[0], q[1], q[0] + ux, q[1] + uy)))
      continue;
    const drawing = new Drawing([...x.list(), edge]);
    return { drawing, line: segmentName([edge[0], edge[1], edge[2], edge[3]]) };
  }
  return undefined;
}

const optionText = (d: Drawing): string => `Lines ${linesText(d)}`;

export const EMBEDDED_OPTIONS: Record<string, Kind> = {
  inFigure: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      const s = SETTINGS[level];
      return until((): Problem | undefined => {
        const x = drawFigure(rng, s);
        if (!x) return undefined;
        const placed = clutter(rng, x, s, rng.int(s.clutter[0], s.clutter[1]));
        // the figure sits in the drawing at one place only, the place the explanation points at
        if (!placed || placed.drawing.placesOf(x).length !== 1) return undefined;
        const figure = placed.drawing;
        const [, , bw, bh] = x.bounds();
        const fits = s.variants.filter((v) => v !== 'double' || 2 * Math.max(bw, bh) <= s.canvas);
        const nears = rng.sample([...fits, 'extraLine'] as Near[], 3);
        const wrong: { drawing: Drawing; note: string; hiNote: string }[] = [];
        for (const near of nears) {
          if (near === 'extraLine') {
            const extra = withExtraLine(rng, x, figure, placed.shift);
            if (!extra) return undefined;
            wrong.push({
              drawing: extra.drawing,
              note: `the hidden figure with the extra line ${extra.line}`,
              hiNote: hiExtraLine(extra.line),
            });
          } else
            wrong.push({ drawing: reshaped(x, near), note: NEAR_WORDS[near], hiNote: HI_HIDDEN_NEAR[near] });
        }
        // every near miss is nowhere in the drawing, and all four options look different
        if (wrong.some((w) => figure.placesOf(w.drawing).length > 0)) return undefined;
        const all = [x, ...wrong.map((w) => w.drawing)];
        if (new Set(all.map((d) => d.signature())).size !== 4) return undefined;
        // the options on one lattice, as large as the largest needs, at the figure's scale
        const cells = Math.max(...all.map((d) => Math.max(d.bounds()[2], d.bounds()[3])));
        const texts = all.map(optionText);
        const hiTexts = all.map((d) => `रेखाएँ ${linesText(d)}`);
        const [dx, dy] = placed.shift;
        const placedLines = linesText(x.shifted(dx, dy));
        return {
          question:
            'Select the option figure that is embedded (hidden) in the given figure, at the same size and the same way up (rotation is not allowed; it may be shifted). Dots are named by column (A, B, C … from the left) and row (1, 2, 3 … from the top).',
          answer: texts[0]!,
          distractors: wrong.map((w, i) => ({
            mistake: `choosing ${w.note}`,
            hi: `${w.hiNote} चुन लेना`,
            value: texts[i + 1]!,
          })),
          trap: false,
          steps: [
            `The option with lines ${linesText(x)} sits in the figure ${shiftWords(dx, dy)}: ${placedLines} are all drawn there.`,
            `The other options fit nowhere in the figure, at any shift: ${wrong.map((w, i) => `${texts[i + 1]} is ${w.note}`).join('; ')}.`,
            `So the answer is ${texts[0]}.`,
          ],
          hi: {
            question: HI_IN_FIGURE_QUESTION,
            steps: [
              `${hiTexts[0]} वाली विकल्प आकृति दी गई आकृति में ${hiShiftWords(dx, dy)} है: ${placedLines} सभी वहाँ बनी हैं।`,
              `अन्य विकल्प आकृति में कहीं भी, किसी भी खिसकाव पर, नहीं बैठते: ${wrong.map((w, i) => `${hiTexts[i + 1]} वाली आकृति ${w.hiNote} है`).join('; ')}।`,
              `अतः उत्तर ${hiTexts[0]} है।`,
            ],
            options: Object.fromEntries(texts.map((t, i) => [t, hiTexts[i]!])),
            figureAlt: hiDrawingAlt(s.canvas, linesText(figure)),
            optionFigureAlts: Object.fromEntries(
              all.map((d, i) => [texts[i]!, `${hiLatticeWords(cells)} पर विकल्प आकृति: रेखाएँ ${linesText(d)}।`]),
            ),
          },
          questionFigure: {
            svg: latticeSvg(figure, s.canvas, s.px),
            alt: `The figure on ${latticeWords(s.canvas)}: lines ${linesText(figure)}.`,
          } satisfies Figure,
          optionFigures: Object.fromEntries(
            all.map((d, i) => [
              texts[i]!,
              {
                svg: latticeSvg(d, cells, s.px),
                alt: `Option figure on ${latticeWords(cells)}: lines ${linesText(d)}.`,
              },
            ]),
          ),
          params: {
            canvas: s.canvas,
            figure: figure.segments().map((sg) => [...sg]),
            options: Object.fromEntries(all.map((d, i) => [texts[i]!, d.segments().map((sg) => [...sg])])),
          },
        };
      });
    },
  },
};
