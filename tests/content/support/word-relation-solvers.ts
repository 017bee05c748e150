/**
 * Independent solvers of the analogies by meaning and the "same way" number pairs (issue 19, item 6).
 * The relation table is written again here, as lines of text, from general knowledge of the words
 * (not imported from the generator): a pair must stand in exactly one relation, and the third word's
 * partner in it is the key. Number pairs are judged by the analogy rules of reasoning-solvers.ts.
 */
import { type Expected, type Params, text } from './values';

const TABLE: Record<string, string> = {
  female:
    'Horse=Mare, Lion=Lioness, Tiger=Tigress, Bull=Cow, Cock=Hen, Drake=Duck, Gander=Goose, Fox=Vixen, Ram=Ewe, Boar=Sow, Peacock=Peahen',
  young:
    'Horse=Foal, Lion=Cub, Tiger=Cub, Dog=Puppy, Cow=Calf, Hen=Chick, Duck=Duckling, Goose=Gosling, Cat=Kitten, Sheep=Lamb, Goat=Kid, Frog=Tadpole, Deer=Fawn, Kangaroo=Joey, Pig=Piglet',
  home: 'Horse=Stable, Lion=Den, Tiger=Lair, Dog=Kennel, Cow=Shed, Hen=Coop, Bee=Hive, Bird=Nest, Spider=Web, Rabbit=Burrow, Pig=Sty',
  sound:
    'Horse=Neigh, Lion=Roar, Tiger=Roar, Dog=Bark, Cow=Moo, Hen=Cluck, Duck=Quack, Cat=Mew, Frog=Croak, Snake=Hiss, Elephant=Trumpet, Bee=Buzz, Owl=Hoot, Donkey=Bray, Sheep=Bleat, Pig=Grunt',
  tool: 'Carpenter=Saw, Tailor=Needle, Painter=Brush, Farmer=Plough, Surgeon=Scalpel, Writer=Pen, Barber=Razor, Woodcutter=Axe, Mason=Trowel, Doctor=Stethoscope, Potter=Wheel, Cobbler=Awl',
  workplace:
    'Carpenter=Workshop, Doctor=Hospital, Teacher=School, Chef=Kitchen, Pilot=Cockpit, Judge=Court, Farmer=Field, Scientist=Laboratory, Actor=Stage, Painter=Studio, Surgeon=Theatre, Sailor=Ship',
  product:
    'Carpenter=Furniture, Tailor=Clothes, Farmer=Crops, Writer=Book, Potter=Pot, Cobbler=Shoes, Painter=Painting, Chef=Food, Poet=Poem, Sculptor=Statue, Weaver=Cloth, Goldsmith=Ornaments',
  measures:
    'Thermometer=Temperature, Barometer=Pressure, Odometer=Distance, Hygrometer=Humidity, Ammeter=Current, Voltmeter=Voltage, Speedometer=Speed, Seismograph=Earthquakes, Anemometer=Wind speed, Lactometer=Purity of milk',
  keptIn:
    'Books=School bag, Gas stove=Kitchen, Car=Garage, Money=Wallet, Clothes=Wardrobe, Aeroplane=Hangar, Ship=Harbour, Arrows=Quiver, Sword=Sheath, Grain=Granary, Letters=Letterbox, Bed=Bedroom, Blackboard=Classroom',
};

export const WORD_RELATIONS: Record<string, Map<string, string>> = Object.fromEntries(
  Object.entries(TABLE).map(([r, line]) => [
    r,
    new Map(line.split(', ').map((pair) => pair.split('=') as [string, string])),
  ]),
);

/** How a mistake's words name "relation of word" (the generator's phrasing, read back). */
export const PHRASES: [string, RegExp][] = [
  ['female', /^the female of the (\w+)$/],
  ['young', /^the young one of the (\w+)$/],
  ['home', /^the home of the (\w+)$/],
  ['sound', /^the sound of the (\w+)$/],
  ['tool', /^the tool of the (\w+)$/],
  ['workplace', /^where the (\w+) works$/],
  ['product', /^what the (\w+) makes$/],
  ['measures', /^what the (\w+) measures$/],
  ['keptIn', /^where one keeps or uses the (.+)$/],
];

/** The word a phrase such as "the young one of the lion" names, or undefined. */
export function named(phrase: string): string | undefined {
  for (const [r, re] of PHRASES) {
    const m = re.exec(phrase);
    if (m) return WORD_RELATIONS[r]!.get(m[1]![0]!.toUpperCase() + m[1]!.slice(1));
  }
  return undefined;
}

export function meaningAnswer(p: Params): Expected {
  const holding = Object.keys(WORD_RELATIONS).filter((r) => WORD_RELATIONS[r]!.get(p.a) === p.b);
  if (holding.length !== 1) throw new Error(`${p.a} : ${p.b} stands in ${holding.length} relations`);
  const d = WORD_RELATIONS[holding[0]!]!.get(p.c);
  if (!d) throw new Error(`${p.c} has no ${holding[0]}`);
  return text(d);
}

/** Rules a number pair can follow, by the words the generator's mistakes use for them. */
export const PAIR_RULE_TEXTS: Record<string, (n: number) => number> = {
  'n → n²': (n) => n * n,
  'n → n³': (n) => n * n * n,
  'n → n² + 1': (n) => n * n + 1,
  'n → n² − 1': (n) => n * n - 1,
  'n → n³ + 1': (n) => n * n * n + 1,
  'n → n³ − 1': (n) => n * n * n - 1,
  'n → n(n + 1)': (n) => n * (n + 1),
  'n → n² − n': (n) => n * n - n,
  'n → 2n + 1': (n) => 2 * n + 1,
  'n → 3n': (n) => 3 * n,
  'n → n³ + n': (n) => n * n * n + n,
  'n → (n + 1)²': (n) => (n + 1) * (n + 1),
};
export const readPair = (pair: string): [number, number] =>
  pair.split(' : ').map((x) => Number(x.replace(/,/g, ''))) as [number, number];

export function samePairAnswer(p: Params): Expected {
  const [e, fe] = p.example as [number, number];
  const rules = Object.values(PAIR_RULE_TEXTS).filter((f) => f(e) === fe);
  if (rules.length !== 1) throw new Error(`${e} : ${fe} follows ${rules.length} rules`);
  const following = (p.pairs as string[]).filter((pair) => {
    const [a, b] = readPair(pair);
    return rules[0]!(a) === b;
  });
  if (following.length !== 1) throw new Error(`${following.length} options follow the rule`);
  return text(following[0]!);
}

/**
 * Rules a number triad can follow (the third number from the first two, a and b), written as the
 * explanation writes them and evaluated from those words: × − ² ³ read as arithmetic, not the
 * generator's functions.
 */
export const TRIAD_RULE_TEXTS = [
  'a × b',
  'a × b + 1',
  'a × b − 1',
  '2 × a × b',
  'a × b + (a + b)',
  'a × b − (a + b)',
  '(a + b) × 2',
  '(a + b) × 3',
  'a² + b',
  'a² − b',
  'b² + a',
  'a² + b²',
  'a² − b²',
  '(a + b)²',
  '(a − b)²',
  'a³ + b',
  'a³ − b',
];

/** A rule's words worked on a and b: "(a + b)²" → ((a + b))**2. */
export function triadThird(rule: string, a: number, b: number): number {
  const expression = rule
    .replace(/\(([^()]+)\)²/g, '(($1)**2)')
    .replace(/([ab])²/g, '($1**2)')
    .replace(/([ab])³/g, '($1**3)')
    .replace(/×/g, '*')
    .replace(/−/g, '-')
    .replace(/\ba\b/g, String(a))
    .replace(/\bb\b/g, String(b));
  if (!/^[\d\s()+\-*]+$/.test(expression)) throw new Error(`cannot read the rule ${rule}`);
  return Number(new Function(`return ${expression};`)());
}

export const readTriad = (set: string): [number, number, number] =>
  set.replace(/[()]/g, '').split(', ').map(Number) as [number, number, number];

export function sameTriadAnswer(p: Params): Expected {
  const examples = p.examples as [number, number, number][];
  const rules = TRIAD_RULE_TEXTS.filter((r) => examples.every(([a, b, c]) => triadThird(r, a, b) === c));
  if (rules.length !== 1) throw new Error(`${JSON.stringify(examples)} follow ${rules.length} rules`);
  const following = (p.sets as string[]).filter((set) => {
    const [a, b, c] = readTriad(set);
    return triadThird(rules[0]!, a, b) === c;
  });
  if (following.length !== 1) throw new Error(`${following.length} sets follow ${rules[0]}`);
  return text(following[0]!);
}
