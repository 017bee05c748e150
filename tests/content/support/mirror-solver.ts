/**
 * An independent mirror / water image, by coordinates: a square at distance d from the line appears at
 * distance d on the other side, so read within the image's own grid a vertical line (left or right)
 * sends column c to n − 1 − c and a horizontal one (above, below, water) sends row r to n − 1 − r.
 * The squares are then named and listed in reading order.
 */
import { text, type Expected } from './values';

export function mirrorImage(p: {
  n: number;
  cells: [number, number][];
  line: 'mirror' | 'water';
  side: string;
}): Expected {
  const vertical = p.side === 'left' || p.side === 'right';
  if (p.line === 'water' && vertical) throw new Error('water lies below a figure, not beside it');
  const image = p.cells.map(([row, col]) =>
    vertical ? { r: row, c: p.n - 1 - col } : { r: p.n - 1 - row, c: col },
  );
  image.sort((a, b) => a.r - b.r || a.c - b.c);
  return text(`Filled: ${image.map(({ r, c }) => `${'ABCDEFGH'[c]}${r + 1}`).join(', ')}`);
}

/**
 * Letters and digits in a mirror beside them (mirrorLetters.ts): read as a line of characters, the
 * image is the line read from the other end, each character facing the other way; a water image keeps
 * the order and turns each character top to bottom. Named as the options are: the characters from
 * left to right, then how each is drawn.
 */
const backwards = (chars: string): string => [...chars].reverse().join('');
export const letterImages = (chars: string) => ({
  mirror: `${backwards(chars)}, each character flipped left to right`,
  inPlace: `${chars}, each character flipped left to right`,
  reversedOnly: `${backwards(chars)}, each character as normally printed`,
  water: `${chars}, each character flipped top to bottom`,
  reversedUpsideDown: `${backwards(chars)}, each character flipped top to bottom`,
});
export const mirrorLetters = (p: { chars: string; line: 'mirror' | 'water' }): Expected =>
  text(letterImages(p.chars)[p.line === 'water' ? 'water' : 'mirror']);
