/** Letters and their places in the English alphabet (A = 1 … Z = 26). */
export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const position = (letter: string): number => ALPHABET.indexOf(letter.toUpperCase()) + 1;

/** The letter at a position, wrapping round (27 → A, 0 → Z). */
export const letterAt = (n: number): string => ALPHABET[(((n - 1) % 26) + 26) % 26]!;

/** Shift every letter of a word by k places, wrapping round. */
export const shiftWord = (word: string, k: number): string =>
  [...word].map((c) => letterAt(position(c) + k)).join('');

/** The opposite letter: A ↔ Z, B ↔ Y … */
export const opposite = (letter: string): string => letterAt(27 - position(letter));

/** Everyday words for coding questions (no proper nouns, 3–7 letters). */
export const WORDS = [
  'CAT',
  'DOG',
  'PEN',
  'CUP',
  'SUN',
  'MAP',
  'BOOK',
  'LAMP',
  'DESK',
  'FISH',
  'GOLD',
  'KING',
  'MILK',
  'ROAD',
  'SHIP',
  'TREE',
  'WIND',
  'BIRD',
  'CART',
  'DRUM',
  'RIVER',
  'TABLE',
  'HOUSE',
  'WATER',
  'LIGHT',
  'CLOUD',
  'STONE',
  'PAPER',
  'SUGAR',
  'TIGER',
  'HORSE',
  'MANGO',
  'PLANT',
  'TRAIN',
  'CHAIR',
  'BREAD',
  'CLOCK',
  'GLASS',
  'WHEAT',
  'NURSE',
  'GARDEN',
  'MOTHER',
  'SCHOOL',
  'PENCIL',
  'WINDOW',
  'FLOWER',
  'MARKET',
  'BRIDGE',
  'SILVER',
  'CANDLE',
  'TEMPLE',
  'FOREST',
  'PLANET',
  'ORANGE',
  'DOCTOR',
  'WINTER',
  'FARMER',
  'KITCHEN',
  'TEACHER',
  'COUNTRY',
  'FREEDOM',
] as const;

/**
 * Five words a set that share a long beginning, so their dictionary order is decided late in the word:
 * the alphabet test's "which word comes n-th" and its whole-order form (dictionaryOrder.ts) draw them.
 */
export const DICTIONARY_SETS = [
  ['PRACTICE', 'PRACTICAL', 'PRACTISE', 'PRACTITIONER', 'PRACTICALLY'],
  ['CONDUCT', 'CONDITION', 'CONDUCTOR', 'CONDENSE', 'CONDOLE'],
  ['STATION', 'STATIC', 'STATUE', 'STATURE', 'STATIONERY'],
  ['MINISTER', 'MINIMUM', 'MINIATURE', 'MINISTRY', 'MINIMAL'],
  ['GOVERN', 'GOVERNOR', 'GOVERNMENT', 'GOVERNESS', 'GOVERNING'],
  ['PERMIT', 'PERMANENT', 'PERMISSION', 'PERMEATE', 'PERMUTE'],
  ['TRANSFER', 'TRANSFORM', 'TRANSIT', 'TRANSLATE', 'TRANSPORT'],
  ['DISTANCE', 'DISTINCT', 'DISTANT', 'DISTRICT', 'DISTRIBUTE'],
  ['NATION', 'NATIVE', 'NATURE', 'NATURAL', 'NATIONAL'],
  ['CERTAIN', 'CERTIFY', 'CERTIFICATE', 'CERTAINLY', 'CERTITUDE'],
] as const;
