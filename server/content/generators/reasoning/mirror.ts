/**
 * Mirror and water images of a grid of filled squares, drawn as SVG (figures.ts). A mirror on the
 * right or left turns the figure left to right (columns swap, rows stay); a mirror above or below, and
 * the surface of water below, turn it upside down (rows swap, columns stay). Wrong options are the
 * other reflection, the half turn (both at once) and the figure unchanged or turned a quarter.
 * Mirror images of letters and digits are in mirrorLetters.ts.
 */
import { cellsText, gridFigure, gridWithLine, sortCells, type Cell, type Line } from '../figures';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import { MIRROR_LETTERS } from './mirrorLetters';
import { HI_MIRROR_MISTAKES, hiCellsText, hiGridAlt, hiMirrorQuestion, hiMirrorRule } from './hindiMirror';

type Transform = 'flipColumns' | 'flipRows' | 'halfTurn' | 'quarterTurn' | 'same';

export function transform(cells: readonly Cell[], n: number, how: Transform): Cell[] {
  const last = n - 1;
  return sortCells(
    cells.map(([r, c]): Cell => {
      switch (how) {
        case 'flipColumns':
          return [r, last - c];
        case 'flipRows':
          return [last - r, c];
        case 'halfTurn':
          return [last - r, last - c];
        case 'quarterTurn':
          return [c, last - r];
        case 'same':
          return [r, c];
      }
    }),
  );
}

function drawCells(rng: Rng, n: number, count: number): Cell[] {
  const all: Cell[] = [];
  for (let r = 0; r < n; r += 1) for (let c = 0; c < n; c += 1) all.push([r, c]);
  return sortCells(rng.sample(all, count));
}

const SETTINGS: Record<
  Level,
  { n: number; count: [number, number]; lines: readonly ('mirror' | 'water')[]; sides: readonly Line[] }
> = {
  1: { n: 4, count: [4, 6], lines: ['mirror', 'water'], sides: ['right'] },
  2: { n: 5, count: [6, 8], lines: ['mirror', 'mirror', 'water'], sides: ['right', 'left', 'top', 'bottom'] },
  3: {
    n: 5,
    count: [8, 11],
    lines: ['mirror', 'mirror', 'water'],
    sides: ['right', 'left', 'top', 'bottom'],
  },
};

export const mirrorAndWaterImage = defineTopic({
  grid: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const { n, count, lines, sides } = SETTINGS[level];
        const cells = drawCells(rng, n, rng.int(count[0], count[1]));
        const kind = rng.pick(lines);
        const side: Line = kind === 'water' ? 'bottom' : rng.pick(sides);
        const right: Transform = side === 'left' || side === 'right' ? 'flipColumns' : 'flipRows';
        const wrong: Transform[] = [
          right === 'flipColumns' ? 'flipRows' : 'flipColumns',
          'halfTurn',
          level === 1 ? 'same' : rng.pick(['same', 'quarterTurn'] as const),
        ];
        const images = [right, ...wrong].map((how) => transform(cells, n, how));
        const texts = images.map(cellsText);
        // every option must look different (a symmetric figure would make two reflections the same)
        if (new Set(texts).size !== 4) return undefined;
        const MISTAKES: Record<Transform, string> = {
          flipColumns: 'swapping left and right',
          flipRows: 'turning the figure upside down',
          halfTurn: 'turning the figure round (both reflections at once)',
          quarterTurn: 'turning the figure a quarter turn',
          same: 'leaving the figure as it is',
        };
        const what =
          kind === 'mirror'
            ? `the mirror image of the figure, with the mirror along line MN ${side === 'right' ? 'to its right' : side === 'left' ? 'to its left' : side === 'top' ? 'above it' : 'below it'}`
            : 'the water image of the figure, with the surface of water along line MN below it';
        const rule =
          right === 'flipColumns'
            ? `A mirror ${side === 'right' ? 'on the right' : 'on the left'} swaps left and right: each filled square keeps its row and moves to the mirrored column (${Array.from({ length: Math.floor(n / 2) }, (_, i) => `${String.fromCharCode(65 + i)} ↔ ${String.fromCharCode(64 + n - i)}`).join(', ')}).`
            : `${kind === 'water' ? 'Water below' : side === 'top' ? 'A mirror above' : 'A mirror below'} turns the figure upside down: each filled square keeps its column and moves to the mirrored row (${Array.from({ length: Math.floor(n / 2) }, (_, i) => `${i + 1} ↔ ${n - i}`).join(', ')}).`;
        return {
          question: `Which option is ${what}? Squares are named by column (A, B, C … from the left) and row (1, 2, 3 … from the top).`,
          answer: texts[0]!,
          distractors: wrong.map((how, i) => ({
            mistake: MISTAKES[how],
            hi: HI_MIRROR_MISTAKES[how],
            value: texts[i + 1]!,
          })),
          steps: [
            rule,
            `${cellsText(cells).replace('Filled: ', 'The figure has ')} → ${texts[0]!.replace('Filled: ', '')}.`,
            `So the answer is ${texts[0]!}.`,
          ],
          hi: {
            question: hiMirrorQuestion(kind, side),
            steps: [
              hiMirrorRule(n, side, kind),
              `आकृति में ${hiCellsText(cells).replace('भरे हुए: ', '')} भरे हैं → ${hiCellsText(images[0]!).replace('भरे हुए: ', '')}।`,
              `अतः उत्तर ${hiCellsText(images[0]!)} है।`,
            ],
            options: Object.fromEntries(images.map((image, i) => [texts[i]!, hiCellsText(image)])),
            figureAlt: hiGridAlt(n, cells, side, kind),
            // an option drawing's alt is its cells (gridFigure), so its Hindi is the option's Hindi
            optionFigureAlts: Object.fromEntries(images.map((image, i) => [texts[i]!, hiCellsText(image)])),
          },
          questionFigure: gridWithLine(n, cells, side, kind),
          optionFigures: Object.fromEntries(images.map((image, i) => [texts[i]!, gridFigure(n, image)])),
          params: { n, cells: cells.map(([r, c]) => [r, c]), line: kind, side },
        };
      });
    },
  },
  // letters and digits in a mirror (mirrorLetters.ts, issue 19 item 6)
  ...MIRROR_LETTERS,
});
