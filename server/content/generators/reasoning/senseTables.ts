/**
 * Word analogies by meaning beyond the animal-and-worker table (issue 19, second round; coverage audit
 * item 1): synonyms and antonyms (Meek : Bold), a state and its capital both ways (Mumbai :
 * Maharashtra), a part and its whole, an animal and its class (Turtle : Reptile). Hand-written, with
 * only pairs that hold in one way: synonyms come in scales of two poles of four words, every word of a
 * pole meaning the same and the opposite of every word of the other pole; a state listed has one
 * capital (no shared or seasonal ones); a part belongs to one whole of the table (no brick, which is
 * part of a wall and of a house). Nothing here draws from the rng.
 */

/** Two poles of four words: synonyms within a pole, antonyms across. */
export const SCALES: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    ['Happy', 'Glad', 'Joyful', 'Cheerful'],
    ['Sad', 'Unhappy', 'Sorrowful', 'Gloomy'],
  ],
  [
    ['Big', 'Huge', 'Enormous', 'Gigantic'],
    ['Small', 'Tiny', 'Minute', 'Little'],
  ],
  [
    ['Simple', 'Easy', 'Effortless', 'Straightforward'],
    ['Difficult', 'Hard', 'Tough', 'Complicated'],
  ],
  [
    ['Bold', 'Brave', 'Courageous', 'Fearless'],
    ['Timid', 'Meek', 'Fearful', 'Cowardly'],
  ],
  [
    ['Rich', 'Wealthy', 'Affluent', 'Prosperous'],
    ['Poor', 'Needy', 'Destitute', 'Impoverished'],
  ],
  [
    ['Ancient', 'Old', 'Archaic', 'Obsolete'],
    ['Modern', 'New', 'Recent', 'Contemporary'],
  ],
  [
    ['Strong', 'Powerful', 'Sturdy', 'Robust'],
    ['Weak', 'Feeble', 'Frail', 'Fragile'],
  ],
];

/** The pole a word is in and the opposite pole, or undefined. */
export function polesOf(word: string): { same: readonly string[]; opposite: readonly string[] } | undefined {
  for (const [x, y] of SCALES) {
    if (x.includes(word)) return { same: x, opposite: y };
    if (y.includes(word)) return { same: y, opposite: x };
  }
  return undefined;
}

/** States whose capital is one city, named as the papers name it. */
export const CAPITALS: Readonly<Record<string, string>> = {
  Maharashtra: 'Mumbai',
  'Tamil Nadu': 'Chennai',
  'West Bengal': 'Kolkata',
  Karnataka: 'Bengaluru',
  Rajasthan: 'Jaipur',
  Bihar: 'Patna',
  Gujarat: 'Gandhinagar',
  Odisha: 'Bhubaneswar',
  Kerala: 'Thiruvananthapuram',
  'Madhya Pradesh': 'Bhopal',
  'Uttar Pradesh': 'Lucknow',
  Telangana: 'Hyderabad',
  Jharkhand: 'Ranchi',
  Chhattisgarh: 'Raipur',
  Assam: 'Dispur',
  Meghalaya: 'Shillong',
  Tripura: 'Agartala',
  Sikkim: 'Gangtok',
  Manipur: 'Imphal',
  Goa: 'Panaji',
};

/** A part → the one whole of this table it belongs to. */
export const WHOLES: Readonly<Record<string, string>> = {
  Petal: 'Flower',
  Page: 'Book',
  Finger: 'Hand',
  Toe: 'Foot',
  Spoke: 'Wheel',
  Room: 'House',
  Bead: 'Necklace',
  Link: 'Chain',
  Soldier: 'Army',
  Player: 'Team',
  Key: 'Keyboard',
};

/** An animal → its class. */
export const CLASSES: Readonly<Record<string, string>> = {
  Turtle: 'Reptile',
  Snake: 'Reptile',
  Crocodile: 'Reptile',
  Lizard: 'Reptile',
  Frog: 'Amphibian',
  Toad: 'Amphibian',
  Salamander: 'Amphibian',
  Whale: 'Mammal',
  Bat: 'Mammal',
  Dolphin: 'Mammal',
  Shark: 'Fish',
  Seahorse: 'Fish',
  Penguin: 'Bird',
  Ostrich: 'Bird',
  Butterfly: 'Insect',
  Ant: 'Insect',
};

/** The relations of this file, each a test of a pair (first, second). */
export const SENSES: Readonly<Record<string, (x: string, y: string) => boolean>> = {
  synonym: (x, y) => x !== y && (polesOf(x)?.same.includes(y) ?? false),
  antonym: (x, y) => polesOf(x)?.opposite.includes(y) ?? false,
  capital: (x, y) => CAPITALS[x] === y,
  stateOf: (x, y) => CAPITALS[y] === x,
  part: (x, y) => WHOLES[x] === y,
  class: (x, y) => CLASSES[x] === y,
};

/** The relations a pair stands in. */
export const sensesOf = (x: string, y: string): string[] =>
  Object.keys(SENSES).filter((s) => SENSES[s]!(x, y));

/** What a pair in a relation is, as the explanation and the mistakes name it. */
export const SENSE_NAMES: Readonly<Record<string, string>> = {
  synonym: 'synonyms',
  antonym: 'antonyms',
  capital: 'a state and its capital',
  stateOf: 'a capital and its state',
  part: 'a part and its whole',
  class: 'an animal and its class',
};
