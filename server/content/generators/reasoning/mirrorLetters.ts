/**
 * Mirror images of letters and digits (issue 19, item 6): "Select the mirror image of GR8B4N7 when the
 * mirror is placed along MN". Every character is drawn as SVG text; a reflection is the same glyph under
 * scale(−1, 1) (left to right) or scale(1, −1) (top to bottom) about its own centre, so each drawing is
 * a real mirror image of the printed glyph, whatever the font. A mirror beside the combination turns
 * the whole line left to right: the order of the characters reverses and each character faces the
 * other way. The wrong options are the classic mistakes: keeping the order (each character flipped in
 * place), reversing the order without flipping the characters, and the water image (each character
 * flipped top to bottom, order kept). At levels 2 and 3 some questions ask the water image (the
 * surface of water below: the order stays, each character turns top to bottom); their wrong options
 * are the mirror image, the order reversed as well, and each character flipped the wrong way. Either
 * way two options keep the order and two reverse it, so the order alone gives nothing away.
 */
import type { Figure } from '../../../../contract/figure';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Kind, Level, Problem } from '../types';
import {
  HI_LETTER_FLIPS,
  HI_LETTER_MISTAKES,
  hiCombinationAlt,
  hiFlippedAlt,
  hiLettersQuestion,
  hiLettersSteps,
} from './hindiMirror';

/** How each character of a drawing is shown. */
export type Flip = 'none' | 'sides' | 'upDown';

/** A drawn line of characters: the characters from left to right and how each is shown. */
interface Glyphs {
  chars: string;
  flip: Flip;
}

// I and O are left out (they read as 1 and 0), M and W too (one upside down looks like the other).
const LETTERS = 'ABCDEFGHJKLNPQRSTUVXYZ';
const DIGITS = '2345679';
/** Characters that look the same turned left to right, or top to bottom, in a plain sans-serif face. */
const SAME_SIDES = new Set('AHTUVXY8');
const SAME_UP_DOWN = new Set('BCDEHKX38');

const INK = '#1f2937';
const MIRROR = '#2563eb';
const SIZE = 20; // font size
const STEP = 16; // from one character's centre to the next
const PAD = 8;

/** What a reader sees at each place: the character, and its flip when the flip shows. */
function looks({ chars, flip }: Glyphs): string[] {
  return [...chars].map((c) => {
    const shows = flip === 'sides' ? !SAME_SIDES.has(c) : flip === 'upDown' ? !SAME_UP_DOWN.has(c) : false;
    return shows ? `${c}/${flip}` : c;
  });
}

/** Places at which two drawings look different. */
const differences = (a: Glyphs, b: Glyphs): number => {
  const [x, y] = [looks(a), looks(b)];
  return x.filter((c, i) => c !== y[i]).length;
};

const TRANSFORM: Record<Flip, string> = { none: '', sides: ' scale(-1 1)', upDown: ' scale(1 -1)' };

/** The characters as SVG text, each about its own centre (x, y), flipped as the drawing says. */
function glyphsSvg({ chars, flip }: Glyphs, x0: number, y: number): string {
  return [...chars]
    .map(
      (c, i) =>
        // the baseline sits 0.35 em below the centre, so capitals and digits are centred on (x, y)
        `<text x="0" y="${SIZE * 0.35}" transform="translate(${x0 + i * STEP} ${y})${TRANSFORM[flip]}" font-size="${SIZE}" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="${INK}">${c}</text>`,
    )
    .join('');
}

const width = (n: number): number => (n - 1) * STEP + SIZE + 2 * PAD;
const height = SIZE + 2 * PAD + 4;

function svgDocument(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#fff"/>${body}</svg>`;
}

const FLIP_WORDS: Record<Flip, string> = {
  none: 'each character as normally printed',
  sides: 'each character flipped left to right',
  upDown: 'each character flipped top to bottom',
};

/** The option's text: the characters from left to right and how they are drawn. */
const optionText = (g: Glyphs): string => `${g.chars}, ${FLIP_WORDS[g.flip]}`;

const spaced = (chars: string): string => [...chars].join(', ');

function optionFigure(g: Glyphs): Figure {
  const w = width(g.chars.length);
  return {
    svg: svgDocument(w, height, glyphsSvg(g, PAD + SIZE / 2, height / 2)),
    alt: `The characters ${spaced(g.chars)} from left to right, ${FLIP_WORDS[g.flip]}.`,
  };
}

/** Where line MN is: a mirror on one side, or the surface of water below. */
type Side = 'left' | 'right' | 'bottom';

/** The combination printed normally, with line MN beside it (a mirror) or below it (water, dashed). */
function questionFigure(chars: string, side: Side): Figure {
  const room = 26; // the gap, the line and its letters
  const line = `stroke="${MIRROR}" stroke-width="3"`;
  const letter = (x: number, y: number, c: string): string =>
    `<text x="${x}" y="${y}" font-size="10" font-family="sans-serif" fill="${MIRROR}">${c}</text>`;
  if (side === 'bottom') {
    const w = width(chars.length);
    const h = height + room;
    const y = height + 4;
    const body = `${glyphsSvg({ chars, flip: 'none' }, PAD + SIZE / 2, height / 2)}<path d="M4 ${y}h${w - 8}" ${line} stroke-dasharray="6 3"/>${letter(4, y + 14, 'M')}${letter(w - 12, y + 14, 'N')}`;
    return {
      svg: svgDocument(w, h, body),
      alt: `The combination ${chars}: the characters ${spaced(chars)} printed normally from left to right. The surface of water lies along line MN below it.`,
    };
  }
  const w = width(chars.length) + room;
  const x0 = PAD + SIZE / 2 + (side === 'left' ? room : 0);
  const x = side === 'right' ? w - room + 8 : room - 8;
  const lx = side === 'right' ? x + 4 : x - 12;
  const body = `${glyphsSvg({ chars, flip: 'none' }, x0, height / 2)}<path d="M${x} 4v${height - 8}" ${line}/>${letter(lx, 12, 'M')}${letter(lx, height - 4, 'N')}`;
  return {
    svg: svgDocument(w, height, body),
    alt: `The combination ${chars}: the characters ${spaced(chars)} printed normally from left to right. A mirror stands along line MN to its ${side}.`,
  };
}

const SETTINGS: Record<Level, { length: [number, number]; digits: [number, number] }> = {
  1: { length: [4, 5], digits: [0, 0] },
  2: { length: [5, 6], digits: [2, 3] },
  3: { length: [7, 8], digits: [3, 4] },
};

function drawCombination(rng: Rng, level: Level): string {
  const { length, digits } = SETTINGS[level];
  const n = rng.int(length[0], length[1]);
  const d = rng.int(digits[0], digits[1]);
  // no character twice, as the papers print them
  const chars = [...rng.sample([...LETTERS], n - d), ...rng.sample([...DIGITS], d)];
  return rng.shuffle(chars).join('');
}

const MISTAKES = {
  order: 'keeping the order of the characters (flipping each in place)',
  upright: 'reversing the order without flipping each character',
  water: 'giving the water image (each character flipped top to bottom)',
  mirror: 'giving the mirror image instead of the water image',
  reversedToo: 'reversing the order as well, as a mirror beside it would',
  sidesInPlace: 'flipping each character left to right instead of top to bottom',
} as const;
type Mistake = keyof typeof MISTAKES;

/**
 * The options of each question, key first: what the reflection does to the order of the characters
 * (reversed or kept) and to each character, and the mistake behind each wrong one.
 */
const FORMS: Record<'mirror' | 'water', { key: [boolean, Flip]; wrong: [boolean, Flip, Mistake][] }> = {
  mirror: {
    key: [true, 'sides'],
    wrong: [
      [false, 'sides', 'order'],
      [true, 'none', 'upright'],
      [false, 'upDown', 'water'],
    ],
  },
  water: {
    key: [false, 'upDown'],
    wrong: [
      [true, 'sides', 'mirror'],
      [true, 'upDown', 'reversedToo'],
      [false, 'sides', 'sidesInPlace'],
    ],
  },
};

export const MIRROR_LETTERS: Record<string, Kind> = {
  letters: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const chars = drawCombination(rng, level);
        const line = level === 1 ? 'mirror' : rng.pick(['mirror', 'mirror', 'water'] as const);
        const side: Side =
          line === 'water' ? 'bottom' : level === 1 ? 'right' : rng.pick(['right', 'left'] as const);
        const reversed = [...chars].reverse().join('');
        const { key, wrong } = FORMS[line];
        const images: Glyphs[] = [key, ...wrong].map(([reverse, flip]) => ({
          chars: reverse ? reversed : chars,
          flip,
        }));
        // every two options look different in at least two places (symmetric characters look alike)
        for (let i = 0; i < 4; i += 1)
          for (let j = i + 1; j < 4; j += 1) if (differences(images[i]!, images[j]!) < 2) return undefined;
        const texts = images.map(optionText);
        const alike = line === 'water' ? SAME_UP_DOWN : SAME_SIDES;
        const turned = [...new Set(chars)].filter((c) => !alike.has(c)).join(', ');
        const same = [...new Set(chars)].filter((c) => alike.has(c)).join(', ');
        const how = line === 'water' ? 'top to bottom' : 'left to right';
        const rule =
          line === 'water'
            ? `The surface of water below the combination turns it upside down: the order of the characters stays (${chars}), and each character is flipped top to bottom.`
            : `A mirror beside the combination turns it left to right: the character nearest the mirror stays nearest it, so the order reverses (${chars} → ${reversed}), and each character faces the other way.`;
        return {
          question:
            line === 'water'
              ? `Which option is the water image of the given combination ${chars} when the surface of water is along line MN below it?`
              : `Which option is the mirror image of the given combination ${chars} when the mirror is placed along line MN to its ${side}?`,
          answer: texts[0]!,
          distractors: wrong.map(([, , m], i) => ({
            mistake: MISTAKES[m],
            hi: HI_LETTER_MISTAKES[m],
            value: texts[i + 1]!,
          })),
          steps: [
            rule,
            `${turned} ${turned.includes(',') ? 'are' : 'is'} drawn flipped ${how}${same ? `; ${same} look${same.includes(',') ? '' : 's'} the same flipped` : ''}.`,
            `So the answer is ${texts[0]!}.`,
          ],
          hi: {
            question: hiLettersQuestion(chars, side),
            steps: hiLettersSteps(
              line,
              chars,
              reversed,
              turned,
              same,
              `${images[0]!.chars}, ${HI_LETTER_FLIPS[images[0]!.flip]}`,
            ),
            options: Object.fromEntries(
              images.map((g, i) => [texts[i]!, `${g.chars}, ${HI_LETTER_FLIPS[g.flip]}`]),
            ),
            figureAlt: hiCombinationAlt(chars, side),
            optionFigureAlts: Object.fromEntries(
              images.map((g, i) => [texts[i]!, hiFlippedAlt(spaced(g.chars), g.flip)]),
            ),
          },
          questionFigure: questionFigure(chars, side),
          optionFigures: Object.fromEntries(images.map((g, i) => [texts[i]!, optionFigure(g)])),
          params: { chars, line, side },
        };
      });
    },
  },
};
