/**
 * Analogies by meaning (issue 19, item 6): "Horse : Mare :: Lion : ?" from a small hand-written table
 * of relations, and "select the pair related in the same way" for number pairs. A word pair is asked
 * only when it stands in exactly one relation of the table, and the wrong options are the third
 * word's other relations (its young, its home, its sound …), so every option is a real word about it.
 */
import { num } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { NUMBER_RULES } from './analogy';
import { HI_ANALOGY_STEM } from './codeForms';
import { HI_RELATION_OF, HI_WORDS, hiWord } from './hindiWords';

interface Relation {
  /** The second word of a pair, said of the first: "the young one of the horse". */
  of: (first: string) => string;
  pairs: Readonly<Record<string, string>>;
}

/** Relations a paper asks, each a table of true pairs (first word → second word). */
export const RELATIONS: Readonly<Record<string, Relation>> = {
  female: {
    of: (x) => `the female of the ${x}`,
    pairs: {
      Horse: 'Mare',
      Lion: 'Lioness',
      Tiger: 'Tigress',
      Bull: 'Cow',
      Cock: 'Hen',
      Drake: 'Duck',
      Gander: 'Goose',
      Fox: 'Vixen',
      Ram: 'Ewe',
      Boar: 'Sow',
      Peacock: 'Peahen',
    },
  },
  young: {
    of: (x) => `the young one of the ${x}`,
    pairs: {
      Horse: 'Foal',
      Lion: 'Cub',
      Tiger: 'Cub',
      Dog: 'Puppy',
      Cow: 'Calf',
      Hen: 'Chick',
      Duck: 'Duckling',
      Goose: 'Gosling',
      Cat: 'Kitten',
      Sheep: 'Lamb',
      Goat: 'Kid',
      Frog: 'Tadpole',
      Deer: 'Fawn',
      Kangaroo: 'Joey',
      Pig: 'Piglet',
    },
  },
  home: {
    of: (x) => `the home of the ${x}`,
    pairs: {
      Horse: 'Stable',
      Lion: 'Den',
      Tiger: 'Lair',
      Dog: 'Kennel',
      Cow: 'Shed',
      Hen: 'Coop',
      Bee: 'Hive',
      Bird: 'Nest',
      Spider: 'Web',
      Rabbit: 'Burrow',
      Pig: 'Sty',
    },
  },
  sound: {
    of: (x) => `the sound of the ${x}`,
    pairs: {
      Horse: 'Neigh',
      Lion: 'Roar',
      Tiger: 'Roar',
      Dog: 'Bark',
      Cow: 'Moo',
      Hen: 'Cluck',
      Duck: 'Quack',
      Cat: 'Mew',
      Frog: 'Croak',
      Snake: 'Hiss',
      Elephant: 'Trumpet',
      Bee: 'Buzz',
      Owl: 'Hoot',
      Donkey: 'Bray',
      Sheep: 'Bleat',
      Pig: 'Grunt',
    },
  },
  tool: {
    of: (x) => `the tool of the ${x}`,
    pairs: {
      Carpenter: 'Saw',
      Tailor: 'Needle',
      Painter: 'Brush',
      Farmer: 'Plough',
      Surgeon: 'Scalpel',
      Writer: 'Pen',
      Barber: 'Razor',
      Woodcutter: 'Axe',
      Mason: 'Trowel',
      Doctor: 'Stethoscope',
      Potter: 'Wheel',
      Cobbler: 'Awl',
    },
  },
  workplace: {
    of: (x) => `where the ${x} works`,
    pairs: {
      Carpenter: 'Workshop',
      Doctor: 'Hospital',
      Teacher: 'School',
      Chef: 'Kitchen',
      Pilot: 'Cockpit',
      Judge: 'Court',
      Farmer: 'Field',
      Scientist: 'Laboratory',
      Actor: 'Stage',
      Painter: 'Studio',
      Surgeon: 'Theatre',
      Sailor: 'Ship',
    },
  },
  product: {
    of: (x) => `what the ${x} makes`,
    pairs: {
      Carpenter: 'Furniture',
      Tailor: 'Clothes',
      Farmer: 'Crops',
      Writer: 'Book',
      Potter: 'Pot',
      Cobbler: 'Shoes',
      Painter: 'Painting',
      Chef: 'Food',
      Poet: 'Poem',
      Sculptor: 'Statue',
      Weaver: 'Cloth',
      Goldsmith: 'Ornaments',
    },
  },
  measures: {
    of: (x) => `what the ${x} measures`,
    pairs: {
      Thermometer: 'Temperature',
      Barometer: 'Pressure',
      Odometer: 'Distance',
      Hygrometer: 'Humidity',
      Ammeter: 'Current',
      Voltmeter: 'Voltage',
      Speedometer: 'Speed',
      Seismograph: 'Earthquakes',
      Anemometer: 'Wind speed',
      Lactometer: 'Purity of milk',
    },
  },
  // issue 19, audit 2 form 17: an object and the place it is kept or used (Books : School bag)
  keptIn: {
    of: (x) => `where one keeps or uses the ${x}`,
    pairs: {
      Books: 'School bag',
      'Gas stove': 'Kitchen',
      Car: 'Garage',
      Money: 'Wallet',
      Clothes: 'Wardrobe',
      Aeroplane: 'Hangar',
      Ship: 'Harbour',
      Arrows: 'Quiver',
      Sword: 'Sheath',
      Grain: 'Granary',
      Letters: 'Letterbox',
      Bed: 'Bedroom',
      Blackboard: 'Classroom',
    },
  },
};

/** The relations a pair stands in. */
export const relationsOf = (a: string, b: string): string[] =>
  Object.keys(RELATIONS).filter((r) => RELATIONS[r]!.pairs[a] === b);

const STEM =
  'Select the option that is related to the third word in the same way as the second word is related to the first word.';

export function wordMeaning(rng: Rng): Problem {
  return until((): Problem | undefined => {
    const name = rng.pick(Object.keys(RELATIONS));
    const rel = RELATIONS[name]!;
    const firsts = Object.keys(rel.pairs);
    const [a, c] = rng.sample(firsts, 2) as [string, string];
    const b = rel.pairs[a]!;
    const d = rel.pairs[c]!;
    if (relationsOf(a, b).length !== 1 || b === d) return undefined;
    const low = (w: string): string => w.toLowerCase();
    // the third word's other relations first, then the same relation of other words
    const distractors: Distractor[] = [
      ...Object.keys(RELATIONS)
        .filter((r) => r !== name && RELATIONS[r]!.pairs[c])
        .map((r) => ({
          mistake: `giving ${RELATIONS[r]!.of(low(c))} instead of ${rel.of(low(c))}`,
          hi: `${HI_RELATION_OF[r]!(c)} बताना, ${HI_RELATION_OF[name]!(c)} नहीं`,
          value: RELATIONS[r]!.pairs[c]!,
        })),
      ...rng.shuffle(firsts.filter((w) => w !== a && w !== c && rel.pairs[w] !== d)).map((w) => ({
        mistake: `giving ${rel.of(low(w))}, not ${rel.of(low(c))}`,
        hi: `${HI_RELATION_OF[name]!(w)} बताना, ${HI_RELATION_OF[name]!(c)} नहीं`,
        value: rel.pairs[w]!,
      })),
    ];
    return {
      question: `${STEM}\n${a} : ${b} :: ${c} : ?`,
      answer: d,
      distractors,
      steps: [`${b} is ${rel.of(low(a))}; ${d} is ${rel.of(low(c))}.`],
      hi: {
        question: `${HI_ANALOGY_STEM}\n${hiWord(a)} : ${hiWord(b)} :: ${hiWord(c)} : ?`,
        steps: [`${hiWord(b)} ${HI_RELATION_OF[name]!(a)} है; ${hiWord(d)} ${HI_RELATION_OF[name]!(c)} है।`],
        options: HI_WORDS,
      },
      params: { a, b, c },
    };
  });
}

const PAIR_RULES: Record<Level, string[]> = {
  1: ['square', 'cube', 'triple', 'doublePlusOne', 'squarePlusOne'],
  2: ['squarePlusOne', 'squareMinusOne', 'nTimesNextOne', 'cubePlusOne', 'squareOfNext', 'cube'],
  3: ['cubeMinusOne', 'squareMinusN', 'cubePlusN', 'nTimesNextOne', 'cubePlusOne', 'squareOfNext'],
};

/**
 * "Select the number pair related in the same way as 7 : 50": the example follows exactly one rule of
 * NUMBER_RULES (analogy.ts), the key follows it too, and each wrong pair follows another rule and not
 * the example's.
 */
export function samePair(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const rule = rng.pick(PAIR_RULES[level]);
    const f = NUMBER_RULES[rule]!.f;
    const [e, n] = rng.sample([3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 2) as [number, number];
    const fits = (a: number, b: number): string[] =>
      Object.keys(NUMBER_RULES).filter((r) => NUMBER_RULES[r]!.f(a) === b);
    if (fits(e, f(e)).length !== 1 || fits(n, f(n)).length !== 1) return undefined;
    const pair = (a: number, b: number): string => `${num(a)} : ${num(b)}`;
    const others = rng.shuffle(Object.keys(NUMBER_RULES).filter((r) => r !== rule));
    const bases = rng.shuffle([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((x) => x !== e && x !== n));
    // each wrong pair follows another rule, and not the example's; its first number is its own
    const distractors: Distractor[] = [];
    for (const r of others) {
      const base = bases[distractors.length]!;
      const b = NUMBER_RULES[r]!.f(base);
      if (fits(base, b).includes(rule) || distractors.length === 3) continue;
      distractors.push({
        mistake: `a pair following the rule ${NUMBER_RULES[r]!.text} instead`,
        hi: `इसके बजाय नियम ${NUMBER_RULES[r]!.text} वाला युग्म चुनना`,
        value: pair(base, b),
      });
    }
    if (distractors.length < 3) return undefined;
    return {
      question: `Select the option in which the numbers are related in the same way as are the numbers of the following pair.\n${pair(e, f(e))}`,
      answer: pair(n, f(n)),
      trap: false,
      distractors,
      steps: [
        `The rule is ${NUMBER_RULES[rule]!.text}: ${e} → ${num(f(e))}. Of the options, only ${pair(n, f(n))} follows it (${n} → ${num(f(n))}).`,
      ],
      hi: {
        question: `उस विकल्प का चयन कीजिए जिसमें संख्याएँ उसी प्रकार संबंधित हैं, जिस प्रकार निम्नलिखित युग्म की संख्याएँ संबंधित हैं।\n${pair(e, f(e))}`,
        steps: [
          `नियम ${NUMBER_RULES[rule]!.text} है: ${e} → ${num(f(e))}। विकल्पों में से केवल ${pair(n, f(n))} इस नियम का पालन करता है (${n} → ${num(f(n))})।`,
        ],
      },
      params: { example: [e, f(e)], pairs: [pair(n, f(n)), ...distractors.map((d) => String(d.value))] },
    };
  });
}
