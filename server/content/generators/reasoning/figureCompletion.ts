/**
 * Completion of figure: a square pattern of dark squares and half-dark squares (a triangle: the half on
 * the side of one corner) is symmetric about its upright centre line (level 1) or about both centre
 * lines (levels 2 and 3). One quarter is missing, marked "?"; the options are four candidate pieces.
 * The right piece is the mirror image of the quarter beside it; the wrong ones are named mistakes: the
 * neighbouring quarter copied without turning it over, turned over the wrong way, the right piece
 * turned a quarter turn, or the right piece with one square different. A wrong piece never makes the
 * figure symmetric in any way (about either centre line or either diagonal, or under a quarter or half
 * turn), so only one option completes a symmetric figure.
 *
 * Squares are named by column letter (A, B, C … from the left) and row number (1, 2, 3 … from the top),
 * within the whole figure in its text alternative and within the piece in an option's text.
 */
import type { Figure } from '../../../../contract/figure';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import { article } from '../format';

/** A square of the pattern: empty, dark, or half dark on the side of one corner. */
export type Cell = '' | 'F' | 'TL' | 'TR' | 'BL' | 'BR';
type Grid = Cell[][];

const FLIP_SIDES: Record<Cell, Cell> = { '': '', F: 'F', TL: 'TR', TR: 'TL', BL: 'BR', BR: 'BL' };
const FLIP_UPDOWN: Record<Cell, Cell> = { '': '', F: 'F', TL: 'BL', BL: 'TL', TR: 'BR', BR: 'TR' };
const TURN: Record<Cell, Cell> = { '': '', F: 'F', TL: 'TR', TR: 'BR', BR: 'BL', BL: 'TL' };

const flipSides = (g: Grid): Grid => g.map((row) => [...row].reverse().map((c) => FLIP_SIDES[c]));
const flipUpDown = (g: Grid): Grid => [...g].reverse().map((row) => row.map((c) => FLIP_UPDOWN[c]));
/** A quarter turn clockwise. */
const turn = (g: Grid): Grid => g[0]!.map((_, c) => g.map((row) => TURN[row[c]!]).reverse());
const transpose = (g: Grid): Grid =>
  g[0]!.map((_, c) =>
    g.map(
      (row) => (({ '': '', F: 'F', TL: 'TL', BR: 'BR', TR: 'BL', BL: 'TR' }) as Record<Cell, Cell>)[row[c]!],
    ),
  );
const sameGrid = (a: Grid, b: Grid): boolean => a.every((row, r) => row.every((c, k) => c === b[r]![k]));

/** Whether a whole pattern has any symmetry at all (mirror lines or turns). */
function anySymmetry(g: Grid): boolean {
  const anti = (x: Grid): Grid => turn(turn(transpose(x)));
  return [flipSides(g), flipUpDown(g), transpose(g), anti(g), turn(g), turn(turn(g))].some((h) =>
    sameGrid(h, g),
  );
}

type Quarter = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';
const QUARTER_WORDS: Record<Quarter, string> = {
  topLeft: 'top-left',
  topRight: 'top-right',
  bottomLeft: 'bottom-left',
  bottomRight: 'bottom-right',
};

function quarterOf(g: Grid, q: Quarter): Grid {
  const h = g.length / 2;
  const r0 = q.startsWith('bottom') ? h : 0;
  const c0 = q.endsWith('Right') ? h : 0;
  return g.slice(r0, r0 + h).map((row) => row.slice(c0, c0 + h));
}

function assemble(tl: Grid, tr: Grid, bl: Grid, br: Grid): Grid {
  return [...tl.map((row, r) => [...row, ...tr[r]!]), ...bl.map((row, r) => [...row, ...br[r]!])];
}

function withQuarter(g: Grid, q: Quarter, piece: Grid): Grid {
  const parts = {
    topLeft: quarterOf(g, 'topLeft'),
    topRight: quarterOf(g, 'topRight'),
    bottomLeft: quarterOf(g, 'bottomLeft'),
    bottomRight: quarterOf(g, 'bottomRight'),
  };
  parts[q] = piece;
  return assemble(parts.topLeft, parts.topRight, parts.bottomLeft, parts.bottomRight);
}

const HALF_WORDS: Record<string, string> = {
  TL: 'top-left',
  TR: 'top-right',
  BL: 'bottom-left',
  BR: 'bottom-right',
};
/** Hindi (issue 15): a half-dark square's corner, and a quarter named on its own and before के. */
const HI_HALF: Record<string, string> = {
  TL: 'ऊपरी-बायाँ',
  TR: 'ऊपरी-दायाँ',
  BL: 'निचला-बायाँ',
  BR: 'निचला-दायाँ',
};
const HI_QUARTER: Record<Quarter, string> = {
  topLeft: 'ऊपरी-बायाँ',
  topRight: 'ऊपरी-दायाँ',
  bottomLeft: 'निचला-बायाँ',
  bottomRight: 'निचला-दायाँ',
};
const HI_QUARTER_OF: Record<Quarter, string> = {
  topLeft: 'ऊपरी-बाएँ',
  topRight: 'ऊपरी-दाएँ',
  bottomLeft: 'निचले-बाएँ',
  bottomRight: 'निचले-दाएँ',
};
const name = (r: number, c: number): string => `${String.fromCharCode(65 + c)}${r + 1}`;

/** "Dark: A1, C2; half: B1 top-left" (squares in reading order). */
export function cellsText(g: Grid): string {
  const dark: string[] = [];
  const half: string[] = [];
  g.forEach((row, r) =>
    row.forEach((c, k) => {
      if (c === 'F') dark.push(name(r, k));
      else if (c !== '') half.push(`${name(r, k)} ${HALF_WORDS[c]}`);
    }),
  );
  return `Dark: ${dark.length ? dark.join(', ') : 'none'}${half.length ? `; half: ${half.join(', ')}` : ''}`;
}

/** cellsText in Hindi: "छायांकित: A1, C2; आधे: B1 ऊपरी-बायाँ". */
function hiCellsText(g: Grid): string {
  const dark: string[] = [];
  const half: string[] = [];
  g.forEach((row, r) =>
    row.forEach((c, k) => {
      if (c === 'F') dark.push(name(r, k));
      else if (c !== '') half.push(`${name(r, k)} ${HI_HALF[c]}`);
    }),
  );
  return `छायांकित: ${dark.length ? dark.join(', ') : 'कोई नहीं'}${half.length ? `; आधे: ${half.join(', ')}` : ''}`;
}

const CELL = 22;
const PAD = 6;
const SCALE = 1.5;
const INK = '#1f2937';

function cellsSvg(g: Grid, x0: number, y0: number, skip?: { r0: number; c0: number; size: number }): string {
  const parts: string[] = [];
  g.forEach((row, r) =>
    row.forEach((c, k) => {
      if (skip && r >= skip.r0 && r < skip.r0 + skip.size && k >= skip.c0 && k < skip.c0 + skip.size) return;
      const x = x0 + k * CELL;
      const y = y0 + r * CELL;
      if (c === 'F') parts.push(`<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" fill="${INK}"/>`);
      else if (c !== '') {
        const corners: Record<string, [number, number]> = {
          TL: [x, y],
          TR: [x + CELL, y],
          BL: [x, y + CELL],
          BR: [x + CELL, y + CELL],
        };
        // the half on the side of the named corner: that corner and its two neighbours
        const others = { TL: ['TR', 'BL'], TR: ['TL', 'BR'], BL: ['TL', 'BR'], BR: ['TR', 'BL'] }[c]!;
        const pts = [corners[c]!, corners[others[0]!]!, corners[others[1]!]!];
        parts.push(`<polygon points="${pts.map((p) => p.join(',')).join(' ')}" fill="${INK}"/>`);
      }
    }),
  );
  return parts.join('');
}

function gridLines(n: number, x0: number, y0: number): string {
  const size = n * CELL;
  const d: string[] = [];
  for (let i = 0; i <= n; i += 1)
    d.push(`M${x0} ${y0 + i * CELL}h${size}`, `M${x0 + i * CELL} ${y0}v${size}`);
  return `<path d="${d.join('')}" stroke="#9ca3af" stroke-width="1" fill="none"/><rect x="${x0}" y="${y0}" width="${size}" height="${size}" stroke="${INK}" stroke-width="1.5" fill="none"/>`;
}

function doc(size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${Math.round(size * SCALE)}" height="${Math.round(size * SCALE)}"><rect width="${size}" height="${size}" fill="#fff"/>${body}</svg>`;
}

function pieceFigure(piece: Grid): Figure {
  const size = piece.length * CELL + 2 * PAD;
  return {
    svg: doc(size, `${cellsSvg(piece, PAD, PAD)}${gridLines(piece.length, PAD, PAD)}`),
    alt: cellsText(piece),
  };
}

function questionFigure(g: Grid, q: Quarter, axes: 'upright' | 'both'): Figure {
  const n = g.length;
  const h = n / 2;
  const size = n * CELL + 2 * PAD;
  const r0 = q.startsWith('bottom') ? h : 0;
  const c0 = q.endsWith('Right') ? h : 0;
  const hx = PAD + c0 * CELL;
  const hy = PAD + r0 * CELL;
  const hole = `<rect x="${hx}" y="${hy}" width="${h * CELL}" height="${h * CELL}" fill="#e5e7eb"/><text x="${hx + (h * CELL) / 2}" y="${hy + (h * CELL) / 2 + 11}" font-size="32" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="${INK}">?</text>`;
  const body = `${cellsSvg(g, PAD, PAD, { r0, c0, size: h })}${hole}${gridLines(n, PAD, PAD)}`;
  const shown = g.map((row, r) =>
    row.map((c, k) => (r >= r0 && r < r0 + h && k >= c0 && k < c0 + h ? '' : c)),
  );
  const last = String.fromCharCode(64 + n);
  const alt = `${article(n) === 'an' ? 'An' : 'A'} ${n} by ${n} pattern (columns A to ${last} from the left, rows 1 to ${n} from the top), symmetric about ${axes === 'both' ? 'both its centre lines' : 'its upright centre line'}. ${cellsText(shown)}. The ${QUARTER_WORDS[q]} quarter (columns ${String.fromCharCode(65 + c0)} to ${String.fromCharCode(64 + c0 + h)}, rows ${r0 + 1} to ${r0 + h}) is missing, marked ?.`;
  return { svg: doc(size, body), alt };
}

/** questionFigure's text alternative in Hindi. */
function hiQuestionAlt(g: Grid, q: Quarter, axes: 'upright' | 'both'): string {
  const n = g.length;
  const h = n / 2;
  const r0 = q.startsWith('bottom') ? h : 0;
  const c0 = q.endsWith('Right') ? h : 0;
  const shown = g.map((row, r) =>
    row.map((c, k) => (r >= r0 && r < r0 + h && k >= c0 && k < c0 + h ? '' : c)),
  );
  const last = String.fromCharCode(64 + n);
  return `${n} × ${n} की एक आकृति (स्तंभ बाएँ से A से ${last} तक, पंक्तियाँ ऊपर से 1 से ${n} तक), जो ${axes === 'both' ? 'अपनी दोनों मध्य रेखाओं' : 'अपनी खड़ी मध्य रेखा'} के सापेक्ष सममित है। ${hiCellsText(shown)}। ${HI_QUARTER[q]} चौथाई भाग (स्तंभ ${String.fromCharCode(65 + c0)} से ${String.fromCharCode(64 + c0 + h)}, पंक्तियाँ ${r0 + 1} से ${r0 + h}) गायब है, उस पर ? अंकित है।`;
}

interface Settings {
  n: number;
  axes: 'upright' | 'both';
  dark: [number, number]; // share of the quarter's squares that are dark or half dark
  halves: number; // share of those that are halves
}

const SETTINGS: Record<Level, Settings> = {
  1: { n: 6, axes: 'upright', dark: [0.35, 0.6], halves: 0 },
  2: { n: 6, axes: 'both', dark: [0.35, 0.55], halves: 0.35 },
  3: { n: 8, axes: 'both', dark: [0.35, 0.5], halves: 0.45 },
};

const NAMING =
  'An option names its squares within the piece: columns A, B, C … from the left, rows 1, 2, 3 … from the top.';

const HI_NAMING = 'विकल्प में वर्गों के नाम टुकड़े के भीतर के हैं: स्तंभ A, B, C … बाएँ से, पंक्तियाँ 1, 2, 3 … ऊपर से।';

type Wrong = 'copied' | 'wrongFlip' | 'turned' | 'oneChanged';

export const completionOfFigure = defineTopic({
  symmetric: {
    levels: [1, 2, 3],
    make(rng: Rng, level: Level): Problem {
      const s = SETTINGS[level];
      return until((): Problem | undefined => {
        const h = s.n / 2;
        let grid: Grid;
        if (s.axes === 'upright') {
          // the left half is drawn; the right half is its mirror image
          const left: Grid = Array.from({ length: s.n }, () =>
            Array.from({ length: h }, (): Cell => (rng.next() < (s.dark[0] + s.dark[1]) / 2 ? 'F' : '')),
          );
          grid = left.map((row) => [...row, ...flipSides([row])[0]!]);
        } else {
          const share = s.dark[0] + rng.next() * (s.dark[1] - s.dark[0]);
          const tl: Grid = Array.from({ length: h }, () =>
            Array.from({ length: h }, (): Cell =>
              rng.next() < share
                ? rng.next() < s.halves
                  ? rng.pick(['TL', 'TR', 'BL', 'BR'] as const)
                  : 'F'
                : '',
            ),
          );
          grid = assemble(tl, flipSides(tl), flipUpDown(tl), flipUpDown(flipSides(tl)));
        }
        const q: Quarter = rng.pick(['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const);
        const right = quarterOf(grid, q);
        // the quarter beside it, across the upright centre line (its mirror partner)
        const partnerQ: Quarter = (
          {
            topLeft: 'topRight',
            topRight: 'topLeft',
            bottomLeft: 'bottomRight',
            bottomRight: 'bottomLeft',
          } as const
        )[q];
        const partner = quarterOf(grid, partnerQ);
        const darkCount = right.flat().filter((c) => c !== '').length;
        if (darkCount < Math.max(3, Math.round(h * h * 0.3)) || darkCount > h * h - 2) return undefined;

        const changed = (): Grid => {
          const copy = right.map((row) => [...row]);
          const r = rng.int(0, h - 1);
          const c = rng.int(0, h - 1);
          const now = copy[r]![c]!;
          copy[r]![c] =
            level === 1
              ? now === ''
                ? 'F'
                : ''
              : now === ''
                ? 'F'
                : now === 'F'
                  ? ''
                  : FLIP_SIDES[now] === now
                    ? FLIP_UPDOWN[now]
                    : FLIP_SIDES[now];
          return copy;
        };
        const overlooked = 'एक भिन्न वर्ग को अनदेखा कर देना';
        const candidates: { how: Wrong; piece: Grid; mistake: string; hi: string }[] = [
          {
            how: 'copied',
            piece: partner,
            mistake: `copying the ${QUARTER_WORDS[partnerQ]} quarter without turning it over`,
            hi: `${HI_QUARTER_OF[partnerQ]} चौथाई भाग की बिना पलटे नकल कर लेना`,
          },
          {
            how: 'wrongFlip',
            piece: flipUpDown(partner),
            mistake: `turning the ${QUARTER_WORDS[partnerQ]} quarter over top to bottom instead of left to right`,
            hi: `${HI_QUARTER_OF[partnerQ]} चौथाई भाग को बाएँ से दाएँ के स्थान पर ऊपर से नीचे पलटना`,
          },
          {
            how: 'turned',
            piece: turn(right),
            mistake: 'turning the right piece a quarter turn',
            hi: 'सही टुकड़े को एक चौथाई चक्कर घुमा देना',
          },
          {
            how: 'oneChanged',
            piece: changed(),
            mistake: 'overlooking one square that differs',
            hi: overlooked,
          },
          {
            how: 'oneChanged',
            piece: changed(),
            mistake: 'overlooking one square that differs',
            hi: overlooked,
          },
        ];
        const texts = [cellsText(right)];
        const hiTexts = [hiCellsText(right)];
        const wrong: typeof candidates = [];
        for (const c of rng.shuffle(candidates)) {
          if (wrong.length === 3) break;
          const t = cellsText(c.piece);
          if (texts.includes(t)) continue;
          if (anySymmetry(withQuarter(grid, q, c.piece))) continue; // a wrong piece must not make any symmetric figure
          texts.push(t);
          hiTexts.push(hiCellsText(c.piece));
          wrong.push(c);
        }
        if (wrong.length < 3) return undefined;
        const mirrorRule =
          s.axes === 'upright'
            ? 'The pattern is the same on both sides of its upright centre line'
            : 'The pattern is the same on both sides of each centre line (upright and level)';
        return {
          question:
            s.axes === 'upright'
              ? `The pattern is symmetric about its upright centre line. Which piece completes it (fills the square marked ?)? ${NAMING}`
              : `Which piece completes the pattern (fills the square marked ?)? ${NAMING}`,
          answer: texts[0]!,
          distractors: wrong.map((w, i) => ({ mistake: w.mistake, hi: w.hi, value: texts[i + 1]! })),
          steps: [
            `${mirrorRule}, so the missing ${QUARTER_WORDS[q]} quarter is the mirror image, left to right, of the ${QUARTER_WORDS[partnerQ]} quarter${level > 1 ? ' (a half-dark square also swaps its corner: top-left ↔ top-right, bottom-left ↔ bottom-right)' : ''}.`,
            `That piece is ${texts[0]!}.`,
          ],
          hi: {
            question:
              s.axes === 'upright'
                ? `आकृति अपनी खड़ी मध्य रेखा के सापेक्ष सममित है। कौन-सा टुकड़ा इसे पूरा करता है (? से अंकित वर्ग को भरता है)? ${HI_NAMING}`
                : `कौन-सा टुकड़ा आकृति को पूरा करता है (? से अंकित वर्ग को भरता है)? ${HI_NAMING}`,
            steps: [
              `${s.axes === 'upright' ? 'आकृति अपनी खड़ी मध्य रेखा के दोनों ओर एक जैसी है' : 'आकृति प्रत्येक मध्य रेखा (खड़ी और क्षैतिज) के दोनों ओर एक जैसी है'}, इसलिए गायब ${HI_QUARTER[q]} चौथाई भाग ${HI_QUARTER_OF[partnerQ]} चौथाई भाग का बाएँ से दाएँ दर्पण प्रतिबिंब है${level > 1 ? ' (आधा छायांकित वर्ग भी अपना कोना बदलता है: ऊपरी-बायाँ ↔ ऊपरी-दायाँ, निचला-बायाँ ↔ निचला-दायाँ)' : ''}।`,
              `वह टुकड़ा है: ${hiTexts[0]!}।`,
            ],
            options: Object.fromEntries(texts.map((t, i) => [t, hiTexts[i]!])),
            figureAlt: hiQuestionAlt(grid, q, s.axes),
          },
          questionFigure: questionFigure(grid, q, s.axes),
          optionFigures: Object.fromEntries(
            [right, ...wrong.map((w) => w.piece)].map((p, i) => [texts[i]!, pieceFigure(p)]),
          ),
          params: {
            n: s.n,
            axes: s.axes,
            quarter: q,
            grid: grid.map((row, r) =>
              row.map((c, k) => {
                const h2 = s.n / 2;
                const inHole =
                  (q.startsWith('bottom') ? r >= h2 : r < h2) && (q.endsWith('Right') ? k >= h2 : k < h2);
                return inHole ? '?' : c;
              }),
            ),
            options: Object.fromEntries(
              [right, ...wrong.map((w) => w.piece)].map((p, i) => [texts[i]!, p.map((row) => [...row])]),
            ),
          },
        };
      });
    },
  },
});
