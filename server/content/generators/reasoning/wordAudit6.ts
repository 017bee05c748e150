/**
 * Word analogies of relations the tables of wordRelations.ts, wordFacts.ts and senseTables.ts lack
 * (coverage audit 5, item 5):
 * - a subject and its scientist (Botany : Botanist :: Zoology : Zoologist), the trap being what the
 *   subject studies (Animals);
 * - what is studied and its scientist (Plants : Botanist :: Birds : Ornithologist), the trap being
 *   the subject's name (Ornithology);
 * - a place and the people it serves (School : Students :: Hospital : Patients), the trap being the
 *   one who works there (Doctor);
 * - a product and its raw material (Paper : Pulp :: Glass : Sand).
 * No second word of a table belongs to two first words of it, so the wrong options (the same
 * relation of other first words) are wrong for the third word too. A kind of anology.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { HI_ANALOGY_STEM } from './codeForms';
import { FACT_RELATIONS, HI_FACT_WORDS } from './wordFacts';

/** subject, its scientist, what it studies */
const SCIENCES: readonly (readonly [string, string, string])[] = [
  ['Botany', 'Botanist', 'Plants'],
  ['Zoology', 'Zoologist', 'Animals'],
  ['Geology', 'Geologist', 'Rocks'],
  ['Astronomy', 'Astronomer', 'Stars'],
  ['Ornithology', 'Ornithologist', 'Birds'],
  ['Entomology', 'Entomologist', 'Insects'],
  ['Seismology', 'Seismologist', 'Earthquakes'],
  ['Mycology', 'Mycologist', 'Fungi'],
  ['Anthropology', 'Anthropologist', 'Mankind'],
  ['Meteorology', 'Meteorologist', 'Weather'],
];

/** place, the people it serves, the one who works there */
const PLACES: readonly (readonly [string, string, string])[] = [
  ['School', 'Students', 'Teacher'],
  ['Hospital', 'Patients', 'Doctor'],
  ['Hotel', 'Guests', 'Manager'],
  ['Library', 'Readers', 'Librarian'],
  ['Prison', 'Prisoners', 'Jailer'],
  ['Bank', 'Customers', 'Cashier'],
  ['Airport', 'Passengers', 'Pilot'],
  ['Temple', 'Devotees', 'Priest'],
  ['Stadium', 'Spectators', 'Players'],
];

const RAW: Readonly<Record<string, string>> = {
  Paper: 'Pulp',
  Butter: 'Milk',
  Glass: 'Sand',
  Jaggery: 'Sugarcane',
  Raisin: 'Grapes',
  Cloth: 'Yarn',
  Leather: 'Hide',
  Silk: 'Cocoon',
  Steel: 'Iron',
  Brick: 'Clay',
  Bread: 'Flour',
};

export const HI_WORDS6: Readonly<Record<string, string>> = {
  Botany: 'वनस्पति विज्ञान',
  Botanist: 'वनस्पति विज्ञानी',
  Plants: 'पौधे',
  Zoology: 'प्राणि विज्ञान',
  Zoologist: 'प्राणि विज्ञानी',
  Animals: 'जंतु',
  Geology: 'भूविज्ञान',
  Geologist: 'भूविज्ञानी',
  Rocks: 'चट्टानें',
  Astronomy: 'खगोल विज्ञान',
  Astronomer: 'खगोलशास्त्री',
  Stars: 'तारे',
  Ornithology: 'पक्षी विज्ञान',
  Ornithologist: 'पक्षी विज्ञानी',
  Birds: 'पक्षी',
  Entomology: 'कीट विज्ञान',
  Entomologist: 'कीट विज्ञानी',
  Insects: 'कीट',
  Seismology: 'भूकंप विज्ञान',
  Seismologist: 'भूकंप विज्ञानी',
  Earthquakes: 'भूकंप',
  Mycology: 'कवक विज्ञान',
  Mycologist: 'कवक विज्ञानी',
  Fungi: 'कवक',
  Anthropology: 'नृविज्ञान',
  Anthropologist: 'नृविज्ञानी',
  Mankind: 'मानव जाति',
  Meteorology: 'मौसम विज्ञान',
  Meteorologist: 'मौसम विज्ञानी',
  Weather: 'मौसम',
  School: 'विद्यालय',
  Students: 'छात्र',
  Teacher: 'शिक्षक',
  Hospital: 'अस्पताल',
  Patients: 'रोगी',
  Doctor: 'डॉक्टर',
  Hotel: 'होटल',
  Guests: 'अतिथि',
  Manager: 'प्रबंधक',
  Library: 'पुस्तकालय',
  Readers: 'पाठक',
  Librarian: 'पुस्तकालयाध्यक्ष',
  Prison: 'जेल',
  Prisoners: 'कैदी',
  Jailer: 'जेलर',
  Bank: 'बैंक',
  Customers: 'ग्राहक',
  Cashier: 'खजांची',
  Airport: 'हवाई अड्डा',
  Passengers: 'यात्री',
  Pilot: 'पायलट',
  Temple: 'मंदिर',
  Devotees: 'भक्त',
  Priest: 'पुजारी',
  Stadium: 'स्टेडियम',
  Spectators: 'दर्शक',
  Players: 'खिलाड़ी',
  Paper: 'कागज़',
  Pulp: 'लुगदी',
  Butter: 'मक्खन',
  Milk: 'दूध',
  Glass: 'काँच',
  Sand: 'रेत',
  Jaggery: 'गुड़',
  Sugarcane: 'गन्ना',
  Raisin: 'किशमिश',
  Grapes: 'अंगूर',
  Cloth: 'कपड़ा',
  Yarn: 'सूत',
  Leather: 'चमड़ा',
  Hide: 'खाल',
  Silk: 'रेशम',
  Cocoon: 'कोया',
  Steel: 'इस्पात',
  Iron: 'लोहा',
  Brick: 'ईंट',
  Clay: 'मिट्टी',
  Bread: 'ब्रेड',
  Flour: 'आटा',
};

const hi = (w: string): string => {
  const h = HI_WORDS6[w];
  if (!h) throw new Error(`no Hindi for ${w}`);
  return h;
};
const low = (w: string): string => w.toLowerCase();
const an = (w: string): string => (/^[AEIOU]/.test(w) ? 'an' : 'a');

interface Relation6 {
  pairs: Readonly<Record<string, string>>;
  of: (x: string) => string;
  hiOf: (x: string) => string;
  /** the third word's neighbouring word a candidate gives instead, and how the mistake names it */
  trap?: (c: string) => { value: string; of: string; hiOf: string };
}

const RELATIONS6: Readonly<Record<string, Relation6>> = {
  scientist: {
    pairs: Object.fromEntries(SCIENCES.map(([s, x]) => [s, x])),
    of: (x) => `a specialist in ${low(x)}`,
    hiOf: (x) => `${hi(x)} का विशेषज्ञ`,
    trap: (c) => ({
      value: SCIENCES.find(([s]) => s === c)![2],
      of: `what ${low(c)} studies`,
      hiOf: `${hi(c)} जिसका अध्ययन करता है`,
    }),
  },
  studiedBy: {
    pairs: Object.fromEntries(SCIENCES.map(([, x, o]) => [o, x])),
    of: (x) => `the scientist who studies ${low(x)}`,
    hiOf: (x) => `${hi(x)} का अध्ययन करने वाला वैज्ञानिक`,
    trap: (c) => ({
      value: SCIENCES.find(([, , o]) => o === c)![0],
      of: `the science of ${low(c)}`,
      hiOf: `${hi(c)} का विज्ञान`,
    }),
  },
  serves: {
    pairs: Object.fromEntries(PLACES.map(([p, s]) => [p, s])),
    of: (x) => `the people ${an(x)} ${low(x)} serves`,
    hiOf: (x) => `${hi(x)} द्वारा सेवित लोग`,
    trap: (c) => ({
      value: PLACES.find(([p]) => p === c)![2],
      of: `the one who works in ${an(c)} ${low(c)}`,
      hiOf: `${hi(c)} में काम करने वाला`,
    }),
  },
  rawMaterial: {
    pairs: RAW,
    of: (x) => `the raw material of ${low(x)}`,
    hiOf: (x) => `${hi(x)} का कच्चा माल`,
  },
};

const LEVEL_RELATIONS: Record<Level, readonly string[]> = {
  1: ['scientist', 'serves', 'rawMaterial'],
  2: ['scientist', 'studiedBy', 'serves', 'rawMaterial'],
  3: ['studiedBy', 'serves', 'rawMaterial'],
};

const STEM =
  'Select the option that is related to the third word in the same way as the second word is related to the first word.';

export function wordPairs6(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const name = rng.pick(LEVEL_RELATIONS[level]);
    const rel = RELATIONS6[name]!;
    const firsts = Object.keys(rel.pairs);
    const [a, c] = rng.sample(firsts, 2) as [string, string];
    const b = rel.pairs[a]!;
    const d = rel.pairs[c]!;
    const distractors: Distractor[] = [];
    if (rel.trap) {
      const t = rel.trap(c);
      distractors.push({
        mistake: `giving ${t.of} instead of ${rel.of(c)}`,
        hi: `${rel.hiOf(c)} के बजाय ${t.hiOf} बताना`,
        value: t.value,
      });
    }
    for (const w of rng.shuffle(firsts.filter((x) => x !== a && x !== c)))
      distractors.push({
        mistake: `giving ${rel.of(w)}, not ${rel.of(c)}`,
        hi: `${rel.hiOf(w)} बताना, ${rel.hiOf(c)} नहीं`,
        value: rel.pairs[w]!,
      });
    return {
      question: `${STEM}\n${a} : ${b} :: ${c} : ?`,
      answer: d,
      distractors,
      steps: [`${b} is ${rel.of(a)}; in the same way, ${d} is ${rel.of(c)}.`],
      hi: {
        question: `${HI_ANALOGY_STEM}\n${hi(a)} : ${hi(b)} :: ${hi(c)} : ?`,
        steps: [`${hi(b)} ${rel.hiOf(a)} है; उसी प्रकार ${hi(d)} ${rel.hiOf(c)} है।`],
        options: HI_WORDS6,
      },
      params: { a, b, c },
    };
  });
}

// ---- the same relations asked the other way round: Botanist : Botany, Patients : Hospital,
// Ampere : Electric current, Nile : Egypt (the first word asked from the second) ----

const HI_ALL: Readonly<Record<string, string>> = { ...HI_FACT_WORDS, ...HI_WORDS6 };
const hiAll = (w: string): string => {
  const h = HI_ALL[w];
  if (!h) throw new Error(`no Hindi for ${w}`);
  return h;
};
const invert = (pairs: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(pairs).map(([x, y]) => [y, x]));

interface Reversed {
  /** second word → first word */
  pairs: Readonly<Record<string, string>>;
  /** what the first word is, given the second: "the subject a botanist studies" */
  of: (x: string) => string;
  hiOf: (x: string) => string;
}

const REVERSED: Readonly<Record<string, Reversed>> = {
  scientist: {
    pairs: invert(RELATIONS6.scientist!.pairs),
    of: (x) => `the subject ${an(x)} ${low(x)} studies`,
    hiOf: (x) => `वह विषय जिसका अध्ययन ${hiAll(x)} करता है`,
  },
  serves: {
    pairs: invert(RELATIONS6.serves!.pairs),
    of: (x) => `the place that serves ${low(x)}`,
    hiOf: (x) => `${hiAll(x)} की सेवा करने वाला स्थान`,
  },
  rawMaterial: {
    pairs: invert(RAW),
    of: (x) => `what is made from ${low(x)}`,
    hiOf: (x) => `${hiAll(x)} से बनने वाली वस्तु`,
  },
  unit: {
    pairs: invert(FACT_RELATIONS.unit!.pairs),
    of: (x) => `the quantity whose SI unit is the ${low(x)}`,
    hiOf: (x) => `वह राशि जिसका SI मात्रक ${hiAll(x)} है`,
  },
  river: {
    pairs: invert(FACT_RELATIONS.river!.pairs),
    of: (x) => `the country whose chief river is the ${x}`,
    hiOf: (x) => `वह देश जिसकी प्रमुख नदी ${hiAll(x)} है`,
  },
  dance: {
    pairs: invert(FACT_RELATIONS.dance!.pairs),
    of: (x) => `the state whose dance form is ${x}`,
    hiOf: (x) => `वह राज्य जिसका नृत्य ${hiAll(x)} है`,
  },
  player: {
    pairs: invert(FACT_RELATIONS.player!.pairs),
    of: (x) => `the instrument ${an(x)} ${low(x)} plays`,
    hiOf: (x) => `वह वाद्य जिसे ${hiAll(x)} बजाता है`,
  },
};

const REVERSED_LEVELS: Record<Level, readonly string[]> = {
  1: ['scientist', 'serves', 'rawMaterial', 'player'],
  2: ['scientist', 'serves', 'rawMaterial', 'player', 'unit', 'river', 'dance'],
  3: ['scientist', 'unit', 'river', 'dance'],
};

export function reversedPairs(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const name = rng.pick(REVERSED_LEVELS[level]);
    const rel = REVERSED[name]!;
    const seconds = Object.keys(rel.pairs);
    const [a, c] = rng.sample(seconds, 2) as [string, string];
    const b = rel.pairs[a]!;
    const d = rel.pairs[c]!;
    const distractors: Distractor[] = rng.shuffle(seconds.filter((x) => x !== a && x !== c)).map((w) => ({
      mistake: `giving the word paired with ${w}, not with ${c}`,
      hi: `${hiAll(c)} के बजाय ${hiAll(w)} से जुड़ा शब्द बताना`,
      value: rel.pairs[w]!,
    }));
    return {
      question: `${STEM}\n${a} : ${b} :: ${c} : ?`,
      answer: d,
      distractors,
      steps: [`${b} is ${rel.of(a)}; in the same way, ${d} is ${rel.of(c)}.`],
      hi: {
        question: `${HI_ANALOGY_STEM}\n${hiAll(a)} : ${hiAll(b)} :: ${hiAll(c)} : ?`,
        steps: [`${hiAll(b)} ${rel.hiOf(a)} है; उसी प्रकार ${hiAll(d)} ${rel.hiOf(c)} है।`],
        options: HI_ALL,
      },
      params: { a, b, c },
    };
  });
}
