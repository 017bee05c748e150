/**
 * Embedded figures: "In which drawing is figure X hidden?" Every drawing is made of straight lines
 * between the points of a small square lattice (points named by column letter from the left and row
 * number from the top: A1, B3 …). Figure X is a few lines; one option drawing holds X exactly (same
 * size, same way up, every line present, somewhere) among other lines, and each other option holds only
 * a near miss: X turned or mirrored, X without one of its lines, or X drawn twice as large.
 *
 * Lines are kept as unit edges (one lattice step, across or along a diagonal), so "X is in the drawing
 * at a shift" is "every unit edge of X, shifted, is an edge of the drawing". Figure X always has a
 * level or upright line and lines in two directions, so it can only sit in a drawing at whole-step
 * shifts (a half-step shift would put its level or upright line between lattice rows or columns).
 */
import type { Figure } from '../../../../contract/figure';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import {
  HI_EMBEDDED_QUESTION,
  HI_VARIANT,
  hiDrawingAlt,
  hiLatticeWords,
  hiLineCount,
  hiShiftWords,
  hiWithoutLine,
} from './embeddedHindi';
import { EMBEDDED_OPTIONS } from './embeddedOptions';
import {
  clutter,
  Drawing,
  drawFigure,
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

const VARIANT_WORDS: Record<Variant, string> = {
  quarterRight: 'figure X turned a quarter turn clockwise',
  quarterLeft: 'figure X turned a quarter turn anticlockwise',
  halfTurn: 'figure X turned upside down (half a turn)',
  mirrorSides: 'the mirror image of figure X (left and right swapped)',
  mirrorUpDown: 'figure X flipped top to bottom',
  missingLine: 'figure X with one of its lines missing',
  double: 'figure X drawn twice as large',
};

const SETTINGS: Record<Level, Settings> = {
  1: {
    canvas: 3,
    box: [2, 2],
    lines: [3, 3],
    clutter: [2, 3],
    variants: ['quarterRight', 'halfTurn', 'mirrorSides', 'mirrorUpDown', 'missingLine'],
    px: 38,
  },
  2: {
    canvas: 4,
    box: [2, 2],
    lines: [3, 4],
    clutter: [4, 6],
    variants: [
      'quarterRight',
      'quarterLeft',
      'halfTurn',
      'mirrorSides',
      'mirrorUpDown',
      'missingLine',
      'double',
    ],
    px: 31,
  },
  3: {
    canvas: 5,
    box: [3, 3],
    lines: [4, 5],
    clutter: [7, 10],
    variants: [
      'quarterRight',
      'quarterLeft',
      'halfTurn',
      'mirrorSides',
      'mirrorUpDown',
      'missingLine',
      'missingLine',
      'double',
    ],
    px: 26,
  },
};

function variantOf(x: Drawing, v: Variant, rng: Rng): { drawing: Drawing; note: string; hiNote: string } {
  if (v !== 'missingLine') return { drawing: reshaped(x, v), note: VARIANT_WORDS[v], hiNote: HI_VARIANT[v] };
  const segments = x.segments();
  const gone = rng.pick(segments);
  const rest = new Drawing();
  for (const sg of segments) {
    if (sg === gone) continue;
    const d: Point = [Math.sign(sg[2] - sg[0]), Math.sign(sg[3] - sg[1])];
    rest.addSegment([sg[0], sg[1]], d, Math.max(Math.abs(sg[2] - sg[0]), Math.abs(sg[3] - sg[1])));
  }
  return {
    drawing: rest,
    note: `figure X without its line ${segmentName(gone)}`,
    hiNote: hiWithoutLine(segmentName(gone)),
  };
}

function describe(d: Drawing): string {
  const segments = d.segments();
  const slanting = segments.filter((s) => s[0] !== s[2] && s[1] !== s[3]).length;
  return `${segments.length} lines (${slanting === 0 ? 'none' : slanting} slanting)`;
}

/** describe in Hindi. */
function hiDescribe(d: Drawing): string {
  const segments = d.segments();
  return hiLineCount(segments.length, segments.filter((s) => s[0] !== s[2] && s[1] !== s[3]).length);
}

export const embeddedFigure = defineTopic({
  hidden: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      const s = SETTINGS[level];
      return until((): Problem | undefined => {
        const x = drawFigure(rng, s);
        if (!x) return undefined;
        const [, , bw, bh] = x.bounds();
        const fits = s.variants.filter((v) => v !== 'double' || 2 * Math.max(bw, bh) <= s.canvas);
        const variants = rng.sample([...new Set(fits)], 3);
        const nearMisses = variants.map((v) => variantOf(x, v, rng));
        // every near miss must really differ from X and from each other (a symmetric X turned is X)
        const signatures = new Set([x.signature(), ...nearMisses.map((n) => n.drawing.signature())]);
        if (signatures.size !== 4) return undefined;
        let right: { drawing: Drawing; shift: Point } | undefined;
        for (let tries = 0; tries < 20 && !right; tries += 1) {
          const attempt = clutter(rng, x, s, rng.int(s.clutter[0], s.clutter[1]));
          if (attempt && attempt.drawing.placesOf(x).length === 1) right = attempt; // one place to point at
        }
        if (!right) return undefined;
        const texts = [describe(right.drawing)];
        const wrong: { drawing: Drawing; note: string; hiNote: string; shift: Point }[] = [];
        for (const miss of nearMisses) {
          let placed: { drawing: Drawing; shift: Point } | undefined;
          for (let tries = 0; tries < 30 && !placed; tries += 1) {
            const attempt = clutter(rng, miss.drawing, s, rng.int(s.clutter[0], s.clutter[1]));
            // no X anywhere, and a description no other option has
            if (
              attempt &&
              !texts.includes(describe(attempt.drawing)) &&
              attempt.drawing.placesOf(x).length === 0
            )
              placed = attempt;
          }
          if (!placed) return undefined;
          wrong.push({ ...placed, note: miss.note, hiNote: miss.hiNote });
          texts.push(describe(placed.drawing));
        }
        const all = [right.drawing, ...wrong.map((w) => w.drawing)];

        const [dx, dy] = right.shift;
        const placedLines = x.shifted(dx, dy).segments().map(segmentName).join(', ');
        const steps = [
          `Figure X is ${linesText(x)}.`,
          `In the drawing with ${texts[0]} it sits ${shiftWords(dx, dy)}: ${placedLines} are all drawn there, so the answer is ${texts[0]}.`,
          `The other drawings hold only a near miss: ${wrong.map((w, i) => `${texts[i + 1]} has ${w.note}`).join('; ')}.`,
        ];
        const [, , xw, xh] = x.bounds();
        const figureAlt = `Figure X on ${latticeWords(Math.max(xw, xh))}: lines ${linesText(x)}.`;
        const hiTexts = all.map(hiDescribe);
        return {
          question: `Figure X is hidden in one of the option drawings, at the same size and the same way up (it may be shifted). In which drawing is it hidden? Dots are named by column (A, B, C … from the left) and row (1, 2, 3 … from the top).`,
          answer: texts[0]!,
          distractors: wrong.map((w, i) => ({
            mistake: `taking ${w.note} for figure X`,
            hi: `${w.hiNote} को आकृति X मान लेना`,
            value: texts[i + 1]!,
          })),
          steps,
          trap: false,
          hi: {
            question: HI_EMBEDDED_QUESTION,
            steps: [
              `आकृति X की रेखाएँ: ${linesText(x)}।`,
              `${hiTexts[0]} वाली आकृति में यह ${hiShiftWords(dx, dy)} है: ${placedLines} सभी वहाँ बनी हैं, अतः उत्तर ${hiTexts[0]} है।`,
              `अन्य आकृतियों में केवल मिलती-जुलती आकृति है: ${wrong.map((w, i) => `${hiTexts[i + 1]} में ${w.hiNote}`).join('; ')}।`,
            ],
            options: Object.fromEntries(texts.map((t, i) => [t, hiTexts[i]!])),
            figureAlt: `${hiLatticeWords(Math.max(xw, xh))} पर आकृति X: रेखाएँ ${linesText(x)}।`,
            optionFigureAlts: Object.fromEntries(
              all.map((d, i) => [texts[i]!, hiDrawingAlt(s.canvas, linesText(d))]),
            ),
          },
          questionFigure: { svg: latticeSvg(x, Math.max(xw, xh), s.px), alt: figureAlt } satisfies Figure,
          optionFigures: Object.fromEntries(
            all.map((d, i) => [
              texts[i]!,
              {
                svg: latticeSvg(d, s.canvas, s.px),
                alt: `Drawing on ${latticeWords(s.canvas)}: lines ${linesText(d)}.`,
              },
            ]),
          ),
          params: {
            canvas: s.canvas,
            figure: x.segments().map((sg) => [...sg]),
            options: Object.fromEntries(all.map((d, i) => [texts[i]!, d.segments().map((sg) => [...sg])])),
          },
        };
      });
    },
  },
  // the usual SSC form: which option is hidden in the figure (embeddedOptions.ts, issue 19 item 6)
  ...EMBEDDED_OPTIONS,
});
