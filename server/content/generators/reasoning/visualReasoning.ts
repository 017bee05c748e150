/**
 * Visual reasoning, three kinds of figure question:
 *
 * - rotation: a figure of filled squares on an n × n grid; which option is it turned 90° clockwise
 *   (or anticlockwise, 180°, or two turns one after the other)? The whole grid turns about its centre.
 *   Wrong options: the other turns and the mirror image.
 * - notRotation: three options are the figure turned 90°, 180° and 270°; one is its mirror image
 *   (turned too), which no turning in the plane can give: which option is that?
 * - matrix: a 3 × 3 matrix of boxes, each holding 1–4 small shapes (circle, square, triangle) of one
 *   shading (black, grey, white); across the rows each property is fixed, constant along a row,
 *   constant down a column, or has each value once in every row. The last box is missing.
 *
 * Every figure of the grid kinds has four different quarter turns and no mirror symmetry, so the four
 * options always look different and exactly one is right.
 */
import { fourShapesCount } from './fourShapesCount';
import { letterRegions } from './letterRegions';
import { vennDiagram } from './venn';
import { cellsText, sortCells, type Cell } from '../figures';
import { boxFrame, GREY, gridSvg, INK, n2, polygonPoints, questionBox, svgDocument } from './figureKit';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import type { Figure } from '../../../../contract/figure';
import { article } from '../format';
import {
  HI_NET,
  HI_RULE_OF_TURNING,
  hiBoxText,
  hiCellsText,
  hiGotWrong,
  hiGridAlt,
  hiMatrixAlt,
  hiRuleSentence,
  hiTurn,
  hiValue,
  hiWorking,
} from './visualHindi';

// ---- grid figures ----

/** Turn a figure on an n × n grid by `quarters` quarter turns clockwise about the grid's centre. */
export function turn(cells: readonly Cell[], n: number, quarters: number): Cell[] {
  let out: Cell[] = cells.map(([r, c]) => [r, c]);
  for (let q = 0; q < ((quarters % 4) + 4) % 4; q += 1) out = out.map(([r, c]): Cell => [c, n - 1 - r]);
  return sortCells(out);
}

/** Its mirror image, left to right. */
export const flip = (cells: readonly Cell[], n: number): Cell[] =>
  sortCells(cells.map(([r, c]): Cell => [r, n - 1 - c]));

const key = (cells: readonly Cell[]): string => cellsText(cells);

/** A connected figure of `count` squares with four different quarter turns and no mirror symmetry. */
function drawShape(rng: Rng, n: number, count: number): Cell[] | undefined {
  const cells: Cell[] = [[rng.int(0, n - 1), rng.int(0, n - 1)]];
  const has = (r: number, c: number) => cells.some(([a, b]) => a === r && b === c);
  while (cells.length < count) {
    const [r, c] = rng.pick(cells);
    const [dr, dc] = rng.pick([
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ] as const);
    const nr = r + dr;
    const nc = c + dc;
    if (nr < 0 || nc < 0 || nr >= n || nc >= n || has(nr, nc)) continue;
    cells.push([nr, nc]);
  }
  const shape = sortCells(cells);
  const turns = [0, 1, 2, 3].map((q) => key(turn(shape, n, q)));
  if (new Set(turns).size !== 4) return undefined;
  const mirrored = flip(shape, n);
  if ([0, 1, 2, 3].some((q) => turns.includes(key(turn(mirrored, n, q))))) return undefined;
  return shape;
}

const COLUMNS = 'ABCDEFGH';

/** An option's grid, at most 150 px wide; its alt text is the option's own text. */
const gridFigure = (n: number, cells: readonly Cell[]): Figure => ({
  svg: gridSvg(n, cells, n === 3 ? 120 : 150),
  alt: cellsText(cells),
});

function gridQuestionFigure(n: number, cells: readonly Cell[]): Figure {
  return {
    svg: gridSvg(n, cells, n === 3 ? 140 : n === 4 ? 170 : 200),
    alt: `The figure: ${article(n)} ${n} by ${n} grid (columns A to ${COLUMNS[n - 1]} from the left, rows 1 to ${n} from the top), ${cellsText(cells).replace('Filled: ', 'filled at ')}.`,
  };
}

const GRID_SIZES: Record<Level, { n: number; count: [number, number] }[]> = {
  1: [
    { n: 3, count: [4, 4] },
    { n: 4, count: [4, 5] },
  ],
  2: [{ n: 4, count: [5, 6] }],
  3: [{ n: 5, count: [6, 8] }],
};

const TURN_WORDS: Record<number, string> = {
  0: 'not turned at all',
  1: 'turned 90° clockwise',
  2: 'turned 180°',
  3: 'turned 90° anticlockwise',
};

/** How the turn is asked: its words and the quarter turns clockwise it comes to. */
interface Asked {
  words: string;
  quarters: number;
  working: string;
}

function askTurn(rng: Rng, level: Level): Asked {
  if (level === 1) {
    const q = rng.pick([1, 1, 3, 2]);
    return { words: TURN_WORDS[q]!.replace('turned ', ''), quarters: q, working: '' };
  }
  if (level === 2) {
    const [words, q, working] = rng.pick([
      ['90° clockwise', 1, ''],
      ['90° anticlockwise', 3, ''],
      [
        '270° clockwise',
        3,
        '270° clockwise is three quarter turns clockwise, the same as 90° anticlockwise. ',
      ],
      [
        '270° anticlockwise',
        1,
        '270° anticlockwise is three quarter turns anticlockwise, the same as 90° clockwise. ',
      ],
      ['180°', 2, ''],
    ] as const);
    return { words, quarters: q, working };
  }
  const MOVES: [string, number][] = [
    ['90° clockwise', 1],
    ['90° anticlockwise', -1],
    ['180°', 2],
    ['270° clockwise', 3],
  ];
  for (;;) {
    const [a, b] = [rng.pick(MOVES), rng.pick(MOVES)];
    const total = (((a[1] + b[1]) % 4) + 4) % 4;
    if (total === 0 || a[0] === b[0]) continue;
    const net = TURN_WORDS[total]!.replace('turned ', '');
    return {
      words: `${a[0]} and then ${b[0]}`,
      quarters: total,
      working: `${capital(a[0])} and then ${b[0]} come to ${net} in all. `,
    };
  }
}

function gridSetting(rng: Rng, level: Level): { n: number; cells: Cell[] } {
  return until(() => {
    const { n, count } = rng.pick(GRID_SIZES[level]);
    const cells = drawShape(rng, n, rng.int(count[0], count[1]));
    return cells ? { n, cells } : undefined;
  });
}

const RULE_OF_TURNING: Record<number, string> = {
  1: 'The whole grid turns about its centre: turning 90° clockwise, the top row becomes the right-hand column (read from the top), and the left-hand column becomes the top row (read from the right).',
  2: 'The whole grid turns about its centre: turning 180°, every square goes to the opposite side of the centre (the first column swaps with the last, the top row with the bottom row).',
  3: 'The whole grid turns about its centre: turning 90° anticlockwise, the top row becomes the left-hand column (read from the bottom), and the right-hand column becomes the top row (read from the left).',
};

// ---- matrix figures ----

const SHAPES = ['circle', 'square', 'triangle'] as const;
const SHADES = ['black', 'grey', 'white'] as const;
type Property = 'shape' | 'count' | 'shade';
type Rule = 'fixed' | 'row' | 'column' | 'latin';

interface Box {
  shape: (typeof SHAPES)[number];
  count: number;
  shade: (typeof SHADES)[number];
}

export const boxText = (b: Box): string => `${b.count} ${b.shade} ${b.shape}${b.count === 1 ? '' : 's'}`;
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const MBOX = 60;
const MGAP = 6;
const MPAD = 4;

function drawShapeAt(b: Box, cx: number, cy: number): string {
  const fill = b.shade === 'black' ? INK : b.shade === 'grey' ? GREY : '#fff';
  const stroke = `stroke="${INK}" stroke-width="2"`;
  if (b.shape === 'circle') return `<circle cx="${n2(cx)}" cy="${n2(cy)}" r="9" fill="${fill}" ${stroke}/>`;
  if (b.shape === 'square')
    return `<rect x="${n2(cx - 8)}" y="${n2(cy - 8)}" width="16" height="16" fill="${fill}" ${stroke}/>`;
  return `<polygon points="${polygonPoints(cx, cy + 1.5, 11, 3)}" fill="${fill}" ${stroke} stroke-linejoin="round"/>`;
}

const LAYOUT: Record<number, [number, number][]> = {
  1: [[30, 30]],
  2: [
    [18, 30],
    [42, 30],
  ],
  3: [
    [30, 18],
    [18, 41],
    [42, 41],
  ],
  4: [
    [19, 19],
    [41, 19],
    [19, 41],
    [41, 41],
  ],
};

function drawBox(b: Box, x: number, y: number): string {
  return boxFrame(x, y, MBOX) + LAYOUT[b.count]!.map(([px, py]) => drawShapeAt(b, x + px, y + py)).join('');
}

function boxFigure(b: Box): Figure {
  const size = MBOX + 2 * MPAD;
  return { svg: svgDocument(size, size, 102, drawBox(b, MPAD, MPAD)), alt: capital(boxText(b)) };
}

function matrixFigure(boxes: readonly Box[]): Figure {
  const size = 3 * MBOX + 2 * MGAP + 2 * MPAD;
  const parts: string[] = [];
  boxes.forEach((b, i) =>
    parts.push(drawBox(b, MPAD + (i % 3) * (MBOX + MGAP), MPAD + Math.floor(i / 3) * (MBOX + MGAP))),
  );
  parts.push(questionBox(MPAD + 2 * (MBOX + MGAP), MPAD + 2 * (MBOX + MGAP), MBOX));
  const rows = [0, 1, 2].map(
    (r) =>
      `Row ${r + 1}: ${[0, 1, 2].map((c) => (r * 3 + c < 8 ? boxText(boxes[r * 3 + c]!) : 'a question mark')).join(', ')}.`,
  );
  return {
    svg: svgDocument(size, size, 290, parts.join('')),
    alt: `A 3 by 3 matrix of boxes, read row by row. ${rows.join(' ')}`,
  };
}

/** Value indices (0–2) of a property over the 3 × 3 matrix, by its rule. */
function layOut(rng: Rng, rule: Rule): number[][] {
  const p = rng.shuffle([0, 1, 2]);
  if (rule === 'fixed') return [0, 1, 2].map(() => [p[0]!, p[0]!, p[0]!]);
  if (rule === 'row') return [0, 1, 2].map((r) => [p[r]!, p[r]!, p[r]!]);
  if (rule === 'column') return [0, 1, 2].map(() => [p[0]!, p[1]!, p[2]!]);
  const rows = rng.shuffle([0, 1, 2]);
  const cols = rng.shuffle([0, 1, 2]);
  return [0, 1, 2].map((r) => [0, 1, 2].map((c) => p[(rows[r]! + cols[c]!) % 3]!));
}

const RULES: Record<Level, Rule[][]> = {
  1: [['row', 'column', 'fixed']],
  2: [
    ['row', 'column', 'latin'],
    ['latin', 'column', 'fixed'],
    ['row', 'latin', 'fixed'],
  ],
  3: [
    ['latin', 'latin', 'column'],
    ['latin', 'latin', 'row'],
    ['latin', 'latin', 'latin'],
  ],
};

const NAME: Record<Property, string> = { shape: 'shape', count: 'number of shapes', shade: 'shading' };

function ruleSentence(prop: Property, rule: Rule, grid: string[][]): string {
  const list = (vals: string[]) => vals.join(', ');
  switch (rule) {
    case 'fixed':
      return `The ${NAME[prop]} never changes (${grid[0]![0]}).`;
    case 'row':
      return `The ${NAME[prop]} stays the same along each row (${grid[0]![0]} in row 1, ${grid[1]![0]} in row 2), so row 3 keeps ${grid[2]![0]}.`;
    case 'column':
      return `The ${NAME[prop]} goes ${list(grid[0]!)} along every row, so the third box has ${grid[0]![2]}.`;
    case 'latin':
      return `Each row has each ${NAME[prop]} once (${list([...new Set(grid.flat())])}); row 3 already has ${grid[2]![0]} and ${grid[2]![1]}, so the missing box has ${grid[2]![2]}.`;
  }
}

export const visualReasoning = defineTopic({
  rotation: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      const { n, cells } = gridSetting(rng, level);
      const asked = askTurn(rng, level);
      const right = turn(cells, n, asked.quarters);
      const others = [1, 2, 3].filter((q) => q !== asked.quarters);
      const candidates: { mistake: string; hi: string; cells: Cell[] }[] = [
        ...rng.shuffle(others).map((q) => ({
          mistake: `turning the figure ${TURN_WORDS[q]!.replace('turned ', '')} instead`,
          hi: `इसके स्थान पर आकृति को ${HI_NET[q]} घुमाना`,
          cells: turn(cells, n, q),
        })),
        rng.chance(0.5)
          ? {
              mistake: 'taking the mirror image instead of turning',
              hi: 'घुमाने के स्थान पर दर्पण प्रतिबिंब ले लेना',
              cells: flip(cells, n),
            }
          : {
              mistake: 'turning correctly but then flipping the figure over',
              hi: 'सही घुमाकर फिर आकृति को पलट देना',
              cells: flip(right, n),
            },
      ];
      // the mirror image is always offered: it is the classic trap of a rotation question
      const chosen = [candidates[2]!, ...candidates.slice(0, 2)];
      const answer = cellsText(right);
      const distractors: Distractor[] = chosen.map((c) => ({
        mistake: c.mistake,
        hi: c.hi,
        value: cellsText(c.cells),
      }));
      const moved = cells
        .map(
          (cell) =>
            `${COLUMNS[cell[1]]}${cell[0] + 1}→${cellsText(turn([cell], n, asked.quarters)).replace('Filled: ', '')}`,
        )
        .join(', ');
      return {
        question: `Which option shows the figure turned ${asked.words}?`,
        answer,
        distractors,
        steps: [
          `${asked.working}${RULE_OF_TURNING[asked.quarters]}`,
          `Square by square: ${moved}.`,
          `So the answer is ${answer}.`,
        ],
        hi: {
          question: `कौन-सा विकल्प आकृति को ${hiTurn(asked.words)} घुमाने पर प्राप्त होता है?`,
          steps: [
            `${hiWorking(asked.words, asked.quarters)}${HI_RULE_OF_TURNING[asked.quarters]}`,
            `खाना-दर-खाना: ${moved}।`,
            `अतः उत्तर ${hiCellsText(right)} है।`,
          ],
          options: Object.fromEntries(
            [right, ...chosen.map((c) => c.cells)].map((cs) => [cellsText(cs), hiCellsText(cs)]),
          ),
          figureAlt: hiGridAlt(n, cells),
        },
        questionFigure: gridQuestionFigure(n, cells),
        optionFigures: Object.fromEntries(
          [right, ...chosen.map((c) => c.cells)].map((cs) => [cellsText(cs), gridFigure(n, cs)]),
        ),
        params: { n, cells: cells.map(([r, c]) => [r, c]), quarters: asked.quarters, words: asked.words },
      };
    },
  },
  notRotation: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      const { n, cells } = gridSetting(rng, level);
      const q = rng.int(0, 3);
      const odd = turn(flip(cells, n), n, q);
      const answer = cellsText(odd);
      const turned = [1, 2, 3].map((k) => ({ k, cells: turn(cells, n, k) }));
      const distractors: Distractor[] = turned.map(({ k, cells: cs }) => ({
        mistake: `missing that this is the figure ${TURN_WORDS[k]}`,
        value: cellsText(cs),
      }));
      return {
        question:
          'Three of the options show the figure turned in its own plane. Which option can NOT be obtained by turning the figure?',
        answer,
        distractors,
        steps: [
          `Turning the figure 90° clockwise gives ${cellsText(turned[0]!.cells).replace('Filled: ', '')}; 180° gives ${cellsText(turned[1]!.cells).replace('Filled: ', '')}; 90° anticlockwise gives ${cellsText(turned[2]!.cells).replace('Filled: ', '')}.`,
          `The remaining option is the figure's mirror image${q === 0 ? '' : `, ${TURN_WORDS[q]}`}: no turn gives it.`,
          `So the answer is ${answer}.`,
        ],
        trap: false,
        hi: {
          question:
            'तीन विकल्प आकृति को उसके अपने तल में घुमाने पर प्राप्त होते हैं। कौन-सा विकल्प आकृति को घुमाकर प्राप्त नहीं किया जा सकता?',
          steps: [
            `आकृति को 90° दक्षिणावर्त घुमाने पर ${hiCellsText(turned[0]!.cells).replace('भरे खाने: ', '')}; 180° घुमाने पर ${hiCellsText(turned[1]!.cells).replace('भरे खाने: ', '')}; 90° वामावर्त घुमाने पर ${hiCellsText(turned[2]!.cells).replace('भरे खाने: ', '')} मिलता है।`,
            `शेष विकल्प आकृति का दर्पण प्रतिबिंब है${q === 0 ? '' : `, ${HI_NET[q]} घुमाया हुआ`}: कोई भी घुमाव इसे नहीं देता।`,
            `अतः उत्तर ${hiCellsText(odd)} है।`,
          ],
          options: Object.fromEntries(
            [odd, ...turned.map((t) => t.cells)].map((cs) => [cellsText(cs), hiCellsText(cs)]),
          ),
          figureAlt: hiGridAlt(n, cells),
        },
        questionFigure: gridQuestionFigure(n, cells),
        optionFigures: Object.fromEntries(
          [odd, ...turned.map((t) => t.cells)].map((cs) => [cellsText(cs), gridFigure(n, cs)]),
        ),
        params: {
          n,
          cells: cells.map(([r, c]) => [r, c]),
          candidates: [odd, ...turned.map((t) => t.cells)].map((cs) => cs.map(([r, c]) => [r, c])),
        },
      };
    },
  },
  matrix: {
    levels: [1, 2, 3],
    weight: 1.5,
    make(rng, level): Problem {
      return until(() => {
        const props: Property[] = rng.shuffle(['shape', 'count', 'shade'] as Property[]);
        const rules = rng.pick(RULES[level]);
        const counts = level === 3 && rng.chance(0.5) ? [2, 3, 4] : [1, 2, 3];
        const rulesOf = Object.fromEntries(props.map((p, i) => [p, rules[i]!])) as Record<Property, Rule>;
        const index = Object.fromEntries(props.map((p) => [p, layOut(rng, rulesOf[p])])) as Record<
          Property,
          number[][]
        >;
        const boxAt = (r: number, c: number): Box => ({
          shape: SHAPES[index.shape[r]![c]!]!,
          count: counts[index.count[r]![c]!]!,
          shade: SHADES[index.shade[r]![c]!]!,
        });
        const boxes: Box[] = [];
        for (let r = 0; r < 3; r += 1) for (let c = 0; c < 3; c += 1) boxes.push(boxAt(r, c));
        // at level 3 the properties must vary independently, not as three copies of one pattern
        if (level === 3 && new Set(boxes.map(boxText)).size < 7) return undefined;
        const right = boxes[8]!;
        const shown = boxes.slice(0, 8);
        const changed = (prop: Property, value: number): Box => ({
          ...right,
          [prop]: prop === 'shape' ? SHAPES[value] : prop === 'count' ? counts[value] : SHADES[value],
        });
        const wrongProps = props.filter((p) => rulesOf[p] !== 'fixed');
        const candidates: { mistake: string; hi: string; box: Box }[] = [
          ...rng.shuffle([
            { mistake: 'copying the box to its left', hi: 'बाईं ओर वाले खाने की नकल करना', box: boxes[7]! },
            { mistake: 'copying the box above it', hi: 'ऊपर वाले खाने की नकल करना', box: boxes[5]! },
          ]),
          ...rng.shuffle(
            wrongProps.flatMap((p) =>
              [0, 1, 2]
                .filter((v) => v !== index[p][2]![2])
                .map((v) => ({
                  mistake: `getting the ${NAME[p]} wrong`,
                  hi: hiGotWrong(p),
                  box: changed(p, v),
                })),
            ),
          ),
        ];
        const answer = capital(boxText(right));
        const seen = new Set([answer]);
        const distractors: Distractor[] = [];
        const figures: Record<string, Figure> = { [answer]: boxFigure(right) };
        const hiOptions: Record<string, string> = { [answer]: hiBoxText(right) };
        // one neighbour copy, then wrong properties, so the options are not all near copies
        for (const c of [candidates[0]!, ...rng.shuffle(candidates.slice(2)), candidates[1]!]) {
          const text = capital(boxText(c.box));
          if (seen.has(text)) continue;
          seen.add(text);
          distractors.push({ mistake: c.mistake, hi: c.hi, value: text });
          hiOptions[text] = hiBoxText(c.box);
          figures[text] = boxFigure(c.box);
          if (distractors.length === 3) break;
        }
        if (distractors.length < 3) return undefined;
        const words = (p: Property): string[][] =>
          [0, 1, 2].map((r) =>
            [0, 1, 2].map((c) =>
              p === 'shape'
                ? `${SHAPES[index.shape[r]![c]!]}s`
                : p === 'count'
                  ? String(counts[index.count[r]![c]!])
                  : SHADES[index.shade[r]![c]!]!,
            ),
          );
        const order: Property[] = ['shape', 'count', 'shade'];
        return {
          question: 'Which figure goes in the box with the question mark?',
          answer,
          distractors,
          steps: [
            ...order.map((p) => ruleSentence(p, rulesOf[p], words(p))),
            `So the missing box holds ${answer}.`,
          ],
          hi: {
            question: 'प्रश्नचिह्न वाले खाने में कौन-सी आकृति आएगी?',
            steps: [
              ...order.map((p) =>
                hiRuleSentence(
                  p,
                  rulesOf[p],
                  words(p).map((row) => row.map((v) => hiValue(p, v))),
                ),
              ),
              `अतः गायब खाने में ${hiBoxText(right)} है।`,
            ],
            options: hiOptions,
            figureAlt: hiMatrixAlt(shown),
          },
          questionFigure: matrixFigure(shown),
          optionFigures: figures,
          params: { boxes: shown.map((b) => ({ shape: b.shape, count: b.count, shade: b.shade })) },
        };
      });
    },
  },
  // which Venn diagram shows three classes (venn.ts, issue 19 item 5)
  venn: { levels: [1, 2], weight: 0.5, make: (rng) => vennDiagram(rng) },
  // how many persons a drawing of four overlapping shapes puts in some classes (fourShapesCount.ts, issue 19 item 16)
  fourShapes: { levels: [2, 3], weight: 0.5, make: fourShapesCount },
  // which lettered part of three overlapping shapes shows a description (letterRegions.ts, audit 2 form 14)
  letterRegions: { levels: [1, 2], weight: 0.5, make: (rng) => letterRegions(rng) },
});
