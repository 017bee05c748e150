/**
 * Independent solvers of the analogies by synonym, antonym, capital, part and class, and of the
 * analogies whose options are pairs (issue 19, second round). The tables are written again here as
 * lines of text, from general knowledge of the words (not imported from the generator); a pair's
 * relation is read from them, and exactly one option may stand in it. Letter clusters are judged by
 * the steps their letters move, counted here.
 */
import { type Expected, type Params, text } from './values';

const SCALE_LINES = [
  'Happy Glad Joyful Cheerful / Sad Unhappy Sorrowful Gloomy',
  'Big Huge Enormous Gigantic / Small Tiny Minute Little',
  'Simple Easy Effortless Straightforward / Difficult Hard Tough Complicated',
  'Bold Brave Courageous Fearless / Timid Meek Fearful Cowardly',
  'Rich Wealthy Affluent Prosperous / Poor Needy Destitute Impoverished',
  'Ancient Old Archaic Obsolete / Modern New Recent Contemporary',
  'Strong Powerful Sturdy Robust / Weak Feeble Frail Fragile',
];
const SCALES = SCALE_LINES.map((line) => line.split(' / ').map((pole) => pole.split(' ')));

const pairs = (line: string): Map<string, string> =>
  new Map(line.split(', ').map((p) => p.split('=') as [string, string]));

const CAPITAL = pairs(
  'Maharashtra=Mumbai, Tamil Nadu=Chennai, West Bengal=Kolkata, Karnataka=Bengaluru, Rajasthan=Jaipur, Bihar=Patna, Gujarat=Gandhinagar, Odisha=Bhubaneswar, Kerala=Thiruvananthapuram, Madhya Pradesh=Bhopal, Uttar Pradesh=Lucknow, Telangana=Hyderabad, Jharkhand=Ranchi, Chhattisgarh=Raipur, Assam=Dispur, Meghalaya=Shillong, Tripura=Agartala, Sikkim=Gangtok, Manipur=Imphal, Goa=Panaji',
);
const WHOLE = pairs(
  'Petal=Flower, Page=Book, Finger=Hand, Toe=Foot, Spoke=Wheel, Room=House, Bead=Necklace, Link=Chain, Soldier=Army, Player=Team, Key=Keyboard',
);
const CLASS = pairs(
  'Turtle=Reptile, Snake=Reptile, Crocodile=Reptile, Lizard=Reptile, Frog=Amphibian, Toad=Amphibian, Salamander=Amphibian, Whale=Mammal, Bat=Mammal, Dolphin=Mammal, Shark=Fish, Seahorse=Fish, Penguin=Bird, Ostrich=Bird, Butterfly=Insect, Ant=Insect',
);

const poleOf = (w: string): number[] | undefined => {
  for (const [i, scale] of SCALES.entries()) {
    const j = scale.findIndex((pole) => pole.includes(w));
    if (j >= 0) return [i, j];
  }
  return undefined;
};

/** Whether x : y stands in the relation, by the names the test gives the relations. */
export const HOLDS: Record<string, (x: string, y: string) => boolean> = {
  synonyms: (x, y) => x !== y && poleOf(x)?.join() === poleOf(y)?.join() && poleOf(x) !== undefined,
  antonyms: (x, y) => {
    const [px, py] = [poleOf(x), poleOf(y)];
    return !!px && !!py && px[0] === py[0] && px[1] !== py[1];
  },
  'a state and its capital': (x, y) => CAPITAL.get(x) === y,
  'a capital and its state': (x, y) => CAPITAL.get(y) === x,
  'a part and its whole': (x, y) => WHOLE.get(x) === y,
  'an animal and its class': (x, y) => CLASS.get(x) === y,
};
export const relationsOf = (x: string, y: string): string[] =>
  Object.keys(HOLDS).filter((r) => HOLDS[r]!(x, y));

export const capitalOf = (state: string): string | undefined => CAPITAL.get(state);
export const wholeOf = (part: string): string | undefined => WHOLE.get(part);
export const classOf = (animal: string): string | undefined => CLASS.get(animal);
export const isCapital = (w: string): boolean => [...CAPITAL.values()].includes(w);
export const isWhole = (w: string): boolean => [...WHOLE.values()].includes(w);
export const isClass = (w: string): boolean => [...CLASS.values()].includes(w);
export const sameMeaning = HOLDS.synonyms!;
export const oppositeMeaning = HOLDS.antonyms!;

function one(relation: string, first: string, options: string[], second: (o: string) => string[]): Expected {
  const holding = options.filter((o) => {
    const [x, y] = second(o);
    return HOLDS[relation]!(x!, y!);
  });
  if (holding.length !== 1) throw new Error(`${holding.length} options are ${relation} (${first})`);
  return text(holding[0]!);
}

export function senseAnswer(p: Params): Expected {
  const held = relationsOf(p.a, p.b);
  if (held.length !== 1) throw new Error(`${p.a} : ${p.b} stands in ${held.length} relations`);
  return one(held[0]!, p.c, p.options as string[], (o) => [p.c, o]);
}

/** The steps each letter moves from the first cluster of a pair to the second. */
export const stepsOf = (pair: string): number[] => {
  const [x, y] = pair.split(' : ') as [string, string];
  return [...x].map((l, i) => y.charCodeAt(i) - l.charCodeAt(0));
};

export function pairOptionsAnswer(p: Params): Expected {
  const options = p.options as string[];
  if (p.type === 'letters') {
    const steps = stepsOf(p.example).join();
    const same = options.filter((o) => stepsOf(o).join() === steps);
    if (same.length !== 1) throw new Error(`${same.length} pairs move as ${p.example}`);
    return text(same[0]!);
  }
  const [x, y] = (p.example as string).split(' : ') as [string, string];
  const held = relationsOf(x, y);
  if (held.length !== 1) throw new Error(`${p.example} stands in ${held.length} relations`);
  return one(held[0]!, p.example, options, (o) => o.split(' : '));
}
