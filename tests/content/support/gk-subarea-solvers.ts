/**
 * Independent judges of the hand-written general-knowledge rows of the sub-areas the coverage audits
 * found missing (issue 19) or thin: animal classification, plant reproduction, chemical reactions
 * and redox, organic chemistry, medicinal plants, sound and light, mechanics and heat, human body
 * systems, plant life processes, ecology and environment, metals and ores, heredity and the atom
 * (general_science); population and Census 2011, soils, crops and agriculture, climate and natural
 * vegetation, the Earth and the universe (geography).
 *
 * Census "which state has the highest/lowest …" questions are re-marked from a table of Census 2011
 * figures written here (the key must be the option with the extreme figure, and every option must be
 * a state, or every option a union territory, as the question says); India's own figures and the
 * census count are re-derived; a chemical equation is balanced again by counting atoms on each side;
 * the covalent bonds of an alkane are counted from its formula, a lens's power from its focal
 * length, a metal's reactivity from the reactivity series, the planet nearest the Sun from the
 * planets' distances, Mendel's ratios by crossing the genotypes, and neutrons, shells and valency
 * from the atomic numbers. The other rows are re-marked from the facts below: every true answer of a
 * row is listed, so a wrong option that is also true is caught.
 */

/**
 * Census 2011 (final figures, rounded): density per sq km, literacy %, population in lakh, females
 * per 1,000 males, urban %, Scheduled Castes %, growth 2001–2011 %.
 */
interface Figures {
  ut?: true;
  density?: number;
  literacy?: number;
  population?: number;
  sexRatio?: number;
  urban?: number;
  scheduledCastes?: number;
  growth?: number;
}

export const CENSUS_2011: Readonly<Record<string, Figures>> = {
  'Andhra Pradesh': { sexRatio: 993 },
  'Arunachal Pradesh': { density: 17, literacy: 65.4, population: 13.8 },
  Bihar: { density: 1106, literacy: 61.8, population: 1041 },
  Chhattisgarh: { sexRatio: 991 },
  Goa: { literacy: 88.7, population: 14.6, urban: 62.2 },
  Haryana: { sexRatio: 879 },
  'Himachal Pradesh': { density: 123, scheduledCastes: 25.2 },
  Jharkhand: { literacy: 66.4 },
  Kerala: { density: 860, literacy: 94.0, sexRatio: 1084, urban: 47.7, growth: 4.9 },
  'Madhya Pradesh': { population: 726 },
  Maharashtra: { population: 1124 },
  Manipur: { growth: 24.5 },
  Mizoram: { density: 52, literacy: 91.3, population: 10.97, urban: 52.1 },
  Nagaland: { growth: -0.6 },
  Punjab: { sexRatio: 895, scheduledCastes: 31.9 },
  Rajasthan: { literacy: 66.1 },
  Sikkim: { density: 86, population: 6.1, sexRatio: 890 },
  'Tamil Nadu': { sexRatio: 996, urban: 48.4, growth: 15.6 },
  Tripura: { literacy: 87.2 },
  'Uttar Pradesh': { density: 829, population: 1998, sexRatio: 912, scheduledCastes: 20.7 },
  'West Bengal': { density: 1028, scheduledCastes: 23.5 },
  Chandigarh: { ut: true, density: 9258, sexRatio: 818 },
  'Dadra and Nagar Haveli': { ut: true, sexRatio: 774 },
  'Daman and Diu': { ut: true, sexRatio: 618 },
  Delhi: { ut: true, density: 11320, sexRatio: 868 },
  Lakshadweep: { ut: true, density: 2149 },
  Puducherry: { ut: true, density: 2547 },
};

/** India as a whole: Census 2011 and the counts before it (for the wrong options). */
export const INDIA = { sexRatio: 943, density: 382 } as const;
/** The first census (non-synchronous) and the first synchronous one; a census every ten years since. */
const FIRST_CENSUS = 1872;
const FIRST_DECENNIAL = 1881;

const RANKED: readonly [RegExp, keyof Figures, 'max' | 'min'][] = [
  [/most densely populated/, 'density', 'max'],
  [/least densely populated/, 'density', 'min'],
  [/highest literacy/, 'literacy', 'max'],
  [/lowest literacy/, 'literacy', 'min'],
  [/most populous/, 'population', 'max'],
  [/least populous/, 'population', 'min'],
  [/highest sex ratio/, 'sexRatio', 'max'],
  [/lowest sex ratio/, 'sexRatio', 'min'],
  [/highest share of Scheduled Castes/, 'scheduledCastes', 'max'],
  [/most urbanised/, 'urban', 'max'],
];

/** The options a Census 2011 question makes true, judged from the table (undefined: not a census question). */
export function censusTruths(question: string, options: readonly string[]): string[] | undefined {
  if (!/Census (of )?2011/.test(question)) return undefined;
  if (/sex ratio of India/.test(question))
    return options.filter((o) => Number(o.replace(/,/g, '')) === INDIA.sexRatio);
  if (/population density of India/.test(question))
    return options.filter((o) => Number(/^[\d,]+/.exec(o)?.[0].replace(/,/g, '')) === INDIA.density);
  const first = /Counting the census of (\d{4}) as the first/.exec(question);
  if (first) {
    if (Number(first[1]) !== FIRST_CENSUS) throw new Error(`the first census was in ${FIRST_CENSUS}`);
    // the census of 1872, then one every ten years from 1881 to 2011
    const count = 1 + ((2011 - FIRST_DECENNIAL) / 10 + 1);
    return options.filter((o) => Number(/^\d+/.exec(o)?.[0]) === count);
  }
  const figures = options.map((o) => CENSUS_2011[o]);
  if (figures.some((f) => f === undefined)) throw new Error(`not in the census table: ${options.join(', ')}`);
  const ut = /union territory/.test(question);
  if (figures.some((f) => (f!.ut === true) !== ut))
    throw new Error(`options mix states and union territories: ${question}`);
  if (/negative population growth/.test(question))
    return options.filter((o) => {
      const g = CENSUS_2011[o]!.growth;
      if (g === undefined) throw new Error(`no growth figure for ${o}`);
      return g < 0;
    });
  const ranked = RANKED.find(([re]) => re.test(question));
  if (!ranked) throw new Error(`no census rule for: ${question}`);
  const [, field, way] = ranked;
  const values = options.map((o) => {
    const v = CENSUS_2011[o]![field];
    if (typeof v !== 'number') throw new Error(`no ${field} figure for ${o}`);
    return v;
  });
  const best = way === 'max' ? Math.max(...values) : Math.min(...values);
  return options.filter((_, i) => values[i] === best);
}

// ------------------------------------------------------------------------------- chemistry

const SUB = '₀₁₂₃₄₅₆₇₈₉';

/** Atoms of a formula such as Fe₃O₄ or H₂O (elements and subscripts; no brackets). */
export function atoms(formula: string): Map<string, number> {
  const out = new Map<string, number>();
  const re = new RegExp(`([A-Z][a-z]?)([${SUB}]*)`, 'g');
  let consumed = 0;
  for (const m of formula.matchAll(re)) {
    consumed += m[0].length;
    const n = m[2] ? Number([...m[2]].map((c) => SUB.indexOf(c)).join('')) : 1;
    out.set(m[1]!, (out.get(m[1]!) ?? 0) + n);
  }
  if (consumed !== formula.length) throw new Error(`cannot read the formula ${formula}`);
  return out;
}

/** Whether coefficients (one per species, left then right) balance "A + B → C + D". */
export function balances(equation: string, coefficients: readonly number[]): boolean {
  const [left, right] = equation.split('→').map((side) => side.split('+').map((s) => s.trim()));
  const species = [...left!, ...right!];
  if (species.length !== coefficients.length) return false;
  const count = new Map<string, number>();
  species.forEach((formula, i) => {
    const sign = i < left!.length ? 1 : -1;
    for (const [element, n] of atoms(formula))
      count.set(element, (count.get(element) ?? 0) + sign * n * coefficients[i]!);
  });
  return [...count.values()].every((n) => n === 0);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The options of "To balance A + B → C, what are the coefficients …" that balance it in lowest terms. */
export function balancingTruths(question: string, options: readonly string[]): string[] | undefined {
  const m = /^To balance (.+?), what are the coefficients/.exec(question);
  if (!m) return undefined;
  return options.filter((o) => {
    const c = o.split(',').map((s) => Number(s.trim()));
    return c.reduce(gcd) === 1 && balances(m[1]!, c);
  });
}

/** The options of "How many covalent bonds … ethane (C₂H₆)?" equal to the bonds of that alkane. */
export function bondTruths(question: string, options: readonly string[]): string[] | undefined {
  const m = /How many covalent bonds .*\((C[₀-₉]*H[₀-₉]*)\)/.exec(question);
  if (!m) return undefined;
  const a = atoms(m[1]!);
  const c = a.get('C') ?? 0;
  const h = a.get('H') ?? 0;
  if (h !== 2 * c + 2) throw new Error(`${m[1]} is not an alkane`);
  // an open chain of c carbons: c − 1 C–C bonds and one C–H bond per hydrogen
  return options.filter((o) => Number(o) === c - 1 + h);
}

/** The options of "What is the power of a convex/concave lens of focal length N cm?" equal to ±100/N dioptres. */
export function lensPowerTruths(question: string, options: readonly string[]): string[] | undefined {
  const m = /power of a (convex|concave) lens of focal length ([\d.]+) cm/.exec(question);
  if (!m) return undefined;
  const power = (m[1] === 'convex' ? 1 : -1) * (100 / Number(m[2]));
  return options.filter((o) => {
    const v = /^([+−-]?)([\d.]+) D$/.exec(o);
    if (!v) throw new Error(`not a power in dioptres: ${o}`);
    return (v[1] === '−' || v[1] === '-' ? -1 : 1) * Number(v[2]) === power;
  });
}

/** The reactivity series, most reactive first, with hydrogen in its place. */
export const REACTIVITY = [
  'Potassium',
  'Sodium',
  'Calcium',
  'Magnesium',
  'Aluminium',
  'Zinc',
  'Iron',
  'Tin',
  'Lead',
  'Hydrogen',
  'Copper',
  'Mercury',
  'Silver',
  'Gold',
];

/** The options of "the most reactive" or "does not react with dilute hydrochloric acid" by the series. */
export function reactivityTruths(question: string, options: readonly string[]): string[] | undefined {
  const rank = (metal: string): number => {
    const i = REACTIVITY.indexOf(metal);
    if (i < 0) throw new Error(`${metal} is not in the reactivity series`);
    return i;
  };
  if (/Which of these metals is the most reactive/.test(question)) {
    const best = Math.min(...options.map(rank));
    return options.filter((o) => rank(o) === best);
  }
  if (/does not react with dilute hydrochloric acid/.test(question))
    return options.filter((o) => rank(o) > rank('Hydrogen'));
  return undefined;
}

/** Mean distance of each planet from the Sun, in astronomical units. */
export const PLANET_DISTANCE_AU: Readonly<Record<string, number>> = {
  Mercury: 0.39,
  Venus: 0.72,
  Earth: 1,
  Mars: 1.52,
  Jupiter: 5.2,
  Saturn: 9.54,
  Uranus: 19.2,
  Neptune: 30.1,
};

/** The options of "Which planet is the closest to the Sun?" nearest by the distances above. */
export function planetTruths(question: string, options: readonly string[]): string[] | undefined {
  if (!/Which planet is the closest to the Sun/.test(question)) return undefined;
  const au = options.map((o) => {
    const d = PLANET_DISTANCE_AU[o];
    if (d === undefined) throw new Error(`${o} is not a planet`);
    return d;
  });
  return options.filter((_, i) => au[i] === Math.min(...au));
}

// ------------------------------------------------------------------------ heredity and atoms

/** Chromosomes in a human body cell (diploid). */
const HUMAN_CHROMOSOMES = 46;

/** Every offspring genotype (with repeats) of two parents, one letter pair per gene: "RrYy" × "RrYy". */
function offspring(a: string, b: string): string[] {
  const gametes = (g: string): string[] =>
    g.match(/../g)!.reduce<string[]>((acc, pair) => acc.flatMap((x) => [x + pair[0], x + pair[1]]), ['']);
  return gametes(a).flatMap((x) => gametes(b).map((y) => [...x].map((c, i) => c + y[i]).join('')));
}

/** The phenotype of a genotype: for each gene, dominant when it has a capital letter. */
const phenotype = (g: string): string =>
  [...g.match(/../g)!].map((pair) => (/[A-Z]/.test(pair) ? 'D' : 'r')).join('');

/** Phenotype counts, largest first, in lowest terms: "3 : 1", "9 : 3 : 3 : 1". */
function ratio(children: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const c of children) counts.set(phenotype(c), (counts.get(phenotype(c)) ?? 0) + 1);
  const values = [...counts.values()].sort((x, y) => y - x);
  const g = values.reduce(gcd);
  return values.map((v) => v / g).join(' : ');
}

/** The options of a Mendelian cross question, from the genotypes it names. */
export function crossTruths(question: string, options: readonly string[]): string[] | undefined {
  const pure = /\((TT)\) is crossed with a pure dwarf plant \((tt)\)/.exec(question);
  if (pure) {
    const children = offspring(pure[1]!, pure[2]!);
    const tall = children.filter((c) => phenotype(c) === 'D').length;
    const said: Readonly<Record<string, number>> = {
      'All tall': 1,
      'All dwarf': 0,
      'Half tall and half dwarf': 1 / 2,
      'Three tall to one dwarf': 3 / 4,
    };
    return options.filter((o) => said[o] === tall / children.length);
  }
  if (/F₁ plants \(Tt\) .* self-pollinated/.test(question))
    return options.filter((o) => o === ratio(offspring('Tt', 'Tt')));
  if (/dihybrid cross/.test(question)) return options.filter((o) => o === ratio(offspring('RrYy', 'RrYy')));
  if (/How many chromosomes are there in a human sperm or egg/.test(question))
    return options.filter((o) => Number(o) === HUMAN_CHROMOSOMES / 2);
  return undefined;
}

/** Electrons in the K, L, M, N shells for atomic numbers up to 20 (2, 8, 8, 2). */
function shells(z: number): number[] {
  const out: number[] = [];
  for (const capacity of [2, 8, 8, 2]) {
    if (z <= 0) break;
    out.push(Math.min(capacity, z));
    z -= capacity;
  }
  return out;
}

/** The options of neutron-count, configuration and valency questions, computed from the numbers given. */
export function atomTruths(question: string, options: readonly string[]): string[] | undefined {
  const nucleus = /atomic number (\d+) and mass number (\d+)\. How many neutrons/.exec(question);
  if (nucleus) return options.filter((o) => Number(o) === Number(nucleus[2]) - Number(nucleus[1]));
  const config = /electronic configuration of \w+ \(atomic number (\d+)\)/.exec(question);
  if (config) return options.filter((o) => o === shells(Number(config[1])).join(', '));
  const valency = /valency of \w+ \(atomic number (\d+)\)/.exec(question);
  if (valency) {
    const outer = shells(Number(valency[1])).at(-1)!;
    return options.filter((o) => Number(o) === (outer <= 4 ? outer : 8 - outer));
  }
  return undefined;
}

// ----------------------------------------------------------------------------- fact rows

/** A sub-area's rows: the question's opening words and every answer true of it. */
export interface FactRow {
  ask: string;
  truths: readonly string[];
}

const MAMMALS = ['Bat', 'Whale', 'Platypus', 'Kangaroo', 'Dolphin'];

export const SUBAREAS: Readonly<Record<string, { topic: string; rows: readonly FactRow[] }>> = {
  'animal classification': {
    topic: 'general_science',
    rows: [
      { ask: 'Which of these animals is a mammal?', truths: MAMMALS },
      { ask: 'Which of these animals is an amphibian?', truths: ['Frog', 'Toad', 'Salamander'] },
      { ask: 'The whale breathes through lungs', truths: ['Mammals'] },
      { ask: 'Animals that do not have a backbone', truths: ['Invertebrates'] },
      { ask: 'Sponges belong to which phylum', truths: ['Porifera'] },
      { ask: 'The earthworm belongs to which phylum', truths: ['Annelida'] },
      { ask: 'Which is the largest phylum', truths: ['Arthropoda'] },
      { ask: 'Hydra and jellyfish belong to', truths: ['Cnidaria', 'Coelenterata'] },
      {
        ask: 'Which of these, despite its name, is NOT a fish',
        truths: ['Starfish', 'Jellyfish', 'Silverfish', 'Cuttlefish'],
      },
      { ask: 'Which of these mammals lays eggs', truths: ['Platypus', 'Echidna', 'Spiny anteater'] },
      { ask: 'Which of these groups of animals is warm-blooded', truths: ['Birds', 'Mammals'] },
      { ask: 'Sponges show which level', truths: ['Cellular level'] },
      { ask: 'Hydra and other cnidarians show which level', truths: ['Tissue level'] },
      { ask: 'Which structure is present in every chordate', truths: ['Notochord'] },
      { ask: 'The octopus, the snail and Pila', truths: ['Mollusca'] },
      {
        ask: 'Which of these animals has a four-chambered heart',
        truths: ['Crocodile', 'Alligator', ...MAMMALS],
      },
    ],
  },
  'plant reproduction': {
    topic: 'general_science',
    rows: [
      { ask: 'Which part of a flower is its male reproductive part', truths: ['Stamen', 'Androecium'] },
      { ask: 'In which part of a flower are pollen grains made', truths: ['Anther'] },
      { ask: 'The transfer of pollen grains from the anther to the stigma', truths: ['Pollination'] },
      { ask: 'After fertilisation, the ovary', truths: ['Fruit'] },
      { ask: 'After fertilisation, the ovules', truths: ['Seeds'] },
      { ask: 'Which plant grows new plants from buds on the margins', truths: ['Bryophyllum'] },
      { ask: 'The potato is propagated vegetatively', truths: ['Stem tuber'] },
      {
        ask: 'Which of these plants has unisexual flowers',
        truths: ['Papaya', 'Watermelon', 'Maize', 'Cucumber'],
      },
      { ask: 'Pollination by wind', truths: ['Anemophily'] },
      { ask: 'Which part of a gram or bean seed stores food', truths: ['Cotyledons'] },
      {
        ask: 'Which of these seeds has only one cotyledon',
        truths: ['Maize', 'Wheat', 'Rice', 'Barley', 'Onion'],
      },
      { ask: 'A plant that bears both male and female flowers', truths: ['Monoecious'] },
      { ask: 'Which of these plants is dioecious', truths: ['Date palm', 'Papaya'] },
      { ask: 'Joining a cut shoot of one plant', truths: ['Grafting'] },
      { ask: 'Double fertilisation in flowering plants', truths: ['Primary endosperm nucleus'] },
      { ask: 'Seedless fruits that develop without fertilisation', truths: ['Parthenocarpic fruits'] },
    ],
  },
  'chemical reactions and redox': {
    topic: 'general_science',
    rows: [
      { ask: 'Adding oxygen to a substance', truths: ['Oxidation'] },
      { ask: 'Magnesium ribbon burns in air', truths: ['Combination reaction'] },
      { ask: 'Reactions in which heat is given out', truths: ['Exothermic reactions'] },
      { ask: 'For iron to rust', truths: ['Both oxygen (air) and moisture'] },
      { ask: 'Heating calcium carbonate', truths: ['Thermal decomposition'] },
      { ask: 'An iron nail dipped in copper sulphate', truths: ['Displacement reaction'] },
      {
        ask: 'Mixing solutions of sodium sulphate and barium chloride',
        truths: ['Double displacement reaction'],
      },
      { ask: 'When hydrogen is passed over heated copper(II) oxide', truths: ['Copper(II) oxide'] },
      { ask: 'The rancidity of fats and oils', truths: ['Oxidation'] },
      { ask: 'Coating iron or steel with a thin layer of zinc', truths: ['Galvanisation'] },
      { ask: 'To balance Fe + H₂O', truths: [] },
      { ask: 'To balance Al + O₂', truths: [] },
      { ask: 'Manganese dioxide reacts with hydrochloric acid', truths: ['Hydrochloric acid'] },
      { ask: 'In terms of electrons, oxidation is', truths: ['Loss of electrons'] },
      { ask: 'White silver chloride turns grey in sunlight', truths: ['Photolytic decomposition'] },
    ],
  },
  'organic chemistry': {
    topic: 'general_science',
    rows: [
      { ask: 'Compounds made of carbon and hydrogen only', truths: ['Hydrocarbons'] },
      { ask: 'Vinegar is a dilute solution', truths: ['Ethanoic (acetic) acid'] },
      { ask: 'Which alcohol is present in alcoholic drinks', truths: ['Ethanol'] },
      {
        ask: 'Which of these is a natural polymer',
        truths: ['Cellulose', 'Starch', 'Natural rubber', 'Silk', 'Wool'],
      },
      { ask: 'What is the general formula of the alkanes', truths: ['CₙH₂ₙ₊₂'] },
      { ask: 'Which is the functional group of the alcohols', truths: ['–OH'] },
      { ask: 'Which of these is an unsaturated hydrocarbon', truths: ['Ethene', 'Ethyne', 'Propene'] },
      { ask: 'Ethanoic acid heated with ethanol', truths: ['Ester'] },
      { ask: 'Successive members of a homologous series', truths: ['CH₂'] },
      { ask: 'PVC is a polymer of', truths: ['Vinyl chloride'] },
      { ask: 'What is the IUPAC name of CH₃CHO', truths: ['Ethanal'] },
      { ask: 'Natural rubber is a polymer of', truths: ['Isoprene'] },
      { ask: 'Teflon (non-stick coating) is a polymer of', truths: ['Tetrafluoroethene'] },
      { ask: 'A Grignard reagent is an organic compound', truths: ['Magnesium'] },
      { ask: 'How many covalent bonds are there in one molecule of ethane', truths: [] },
    ],
  },
  'medicinal plants': {
    topic: 'general_science',
    rows: [
      { ask: 'Quinine, a medicine for malaria', truths: ['Cinchona'] },
      { ask: "Which tree's leaves are used in India as an antiseptic", truths: ['Neem'] },
      { ask: 'Which plant, known as holy basil', truths: ['Tulsi'] },
      { ask: "Which plant's gel is widely used to soothe burns", truths: ['Aloe vera'] },
      { ask: 'Sarpagandha (Rauvolfia serpentina) is used mainly', truths: ['High blood pressure'] },
      { ask: 'Morphine, a strong painkiller', truths: ['Opium poppy'] },
      { ask: 'What is the botanical name of neem', truths: ['Azadirachta indica'] },
      { ask: 'Isabgol husk', truths: ['Constipation'] },
      { ask: 'Curcumin, the active compound of turmeric', truths: ['Rhizome'] },
      { ask: 'Which drug against malaria is obtained from Artemisia annua', truths: ['Artemisinin'] },
      { ask: 'Taxol (paclitaxel)', truths: ['Yew'] },
      { ask: 'The anti-cancer drugs vinblastine and vincristine', truths: ['Sadabahar (periwinkle)'] },
      { ask: 'Digitalis (digoxin)', truths: ['Foxglove'] },
      { ask: 'Atropine, used to dilate the pupil', truths: ['Belladonna'] },
      { ask: 'What is the botanical name of ashwagandha', truths: ['Withania somnifera'] },
    ],
  },
  'population and Census 2011': {
    topic: 'geography',
    rows: [
      { ask: 'According to Census 2011, which is the most densely populated state', truths: [] },
      { ask: 'According to Census 2011, which state of India has the highest literacy', truths: [] },
      { ask: 'According to Census 2011, which is the most populous state', truths: [] },
      { ask: 'According to Census 2011, which state of India has the highest sex ratio', truths: [] },
      { ask: 'According to Census 2011, what was the sex ratio of India', truths: [] },
      { ask: 'According to Census 2011, what was the population density of India', truths: [] },
      { ask: 'According to Census 2011, which state of India has the lowest sex ratio', truths: [] },
      { ask: 'According to Census 2011, which is the least densely populated state', truths: [] },
      { ask: 'According to Census 2011, which state of India has the lowest literacy', truths: [] },
      { ask: 'According to Census 2011, which is the least populous state', truths: [] },
      { ask: 'According to Census 2011, which union territory of India is the most densely', truths: [] },
      { ask: "Dividing a country's total population by its total land area", truths: ['Arithmetic density'] },
      { ask: 'The number of people per unit area of cultivable', truths: ['Physiological density'] },
      { ask: 'According to Census 2011, which state of India recorded a negative', truths: [] },
      {
        ask: 'According to Census 2011, which union territory of India has the lowest sex ratio',
        truths: [],
      },
      {
        ask: 'According to Census 2011, which state of India has the highest share of Scheduled Castes',
        truths: [],
      },
      { ask: 'According to Census 2011, which is the most urbanised state', truths: [] },
      { ask: 'Counting the census of 1872 as the first, the Census of 2011', truths: [] },
    ],
  },
  'soils, crops and agriculture': {
    topic: 'geography',
    rows: [
      { ask: 'Which of these is a rabi crop', truths: ['Wheat', 'Gram', 'Mustard', 'Barley', 'Peas'] },
      {
        ask: 'Which of these is a kharif crop',
        truths: ['Rice', 'Maize', 'Cotton', 'Jowar', 'Bajra', 'Groundnut'],
      },
      { ask: "Jute is called the 'golden fibre'", truths: ['West Bengal'] },
      { ask: 'Operation Flood', truths: ['Milk'] },
      { ask: 'Watermelon, muskmelon and cucumber', truths: ['Zaid crops'] },
      { ask: 'The new alluvium of the river floodplains', truths: ['Khadar'] },
      { ask: 'The slash-and-burn shifting cultivation', truths: ['Jhum'] },
      { ask: 'Which soil of India is used for making bricks', truths: ['Laterite soil'] },
      {
        ask: 'Which conditions suit tea cultivation best',
        truths: ['Well-drained hill slopes with heavy rainfall'],
      },
      { ask: 'The Green Revolution of the 1960s', truths: ['Wheat'] },
      { ask: 'Saline and alkaline soils', truths: ['Reh or kallar', 'Usar'] },
      { ask: 'The old alluvium of the northern plains', truths: ['Bhangar'] },
      {
        ask: 'Black soil (regur) is rich in lime',
        truths: ['Phosphorus', 'Nitrogen', 'Organic matter', 'Humus'],
      },
      { ask: 'Red soil looks red because of iron oxides', truths: ['When it is hydrated'] },
    ],
  },
  'climate and natural vegetation': {
    topic: 'geography',
    rows: [
      {
        ask: "India's climate is described as which type",
        truths: ['Monsoon type', 'Tropical monsoon type'],
      },
      { ask: 'Around which date does the south-west monsoon', truths: ['1 June'] },
      {
        ask: 'Deodar, chir pine and spruce',
        truths: ['Montane forests', 'Himalayan forests', 'Coniferous forests'],
      },
      { ask: 'The mangrove forests of the Sundarbans are named', truths: ['Sundari'] },
      { ask: 'Which place in Meghalaya receives the highest', truths: ['Mawsynram'] },
      { ask: 'Which are the most widespread forests of India', truths: ['Tropical deciduous forests'] },
      { ask: 'Ebony, mahogany and rosewood', truths: ['Tropical evergreen forests'] },
      { ask: 'What is the name of the dry, hot and dusty wind', truths: ['Loo'] },
      { ask: 'Tropical evergreen forests grow in India where', truths: ['200 cm'] },
      { ask: 'Thorn forests and scrubs grow in India where', truths: ['70 cm'] },
      {
        ask: 'Pre-monsoon showers that make the coffee plants',
        truths: ['Blossom showers', 'Cherry blossoms'],
      },
      { ask: 'The hot and humid weather of the retreating-monsoon', truths: ['October heat'] },
    ],
  },
  'sound and light': {
    topic: 'general_science',
    rows: [
      { ask: 'Sound travels fastest through which', truths: ['Steel', 'Iron', 'Aluminium', 'Glass'] },
      { ask: 'A sound heard again after it bounces back', truths: ['An echo'] },
      { ask: 'Which mirror is used as the reflector in torches', truths: ['Concave mirror'] },
      { ask: 'Bats find their way', truths: ['Ultrasound'] },
      { ask: 'Sound of frequency below 20 Hz', truths: ['Infrasound'] },
      { ask: 'What is the normal range of frequencies', truths: ['20 Hz to 20,000 Hz'] },
      { ask: 'The pitch of a sound', truths: ['Frequency'] },
      { ask: 'The loudness of a sound depends', truths: ['Amplitude'] },
      { ask: 'A rainbow is formed mainly by', truths: ['Dispersion of light in raindrops'] },
      { ask: 'Which colour of white light is deviated', truths: ['Violet'] },
      { ask: 'The twinkling of stars', truths: ['Atmospheric refraction'] },
      { ask: 'Total internal reflection is the working principle', truths: ['An optical fibre'] },
      { ask: 'What is the power of a convex lens', truths: [] },
      { ask: 'What is the power of a concave lens', truths: [] },
    ],
  },
  'human body systems': {
    topic: 'general_science',
    rows: [
      { ask: 'Which organ of the human body filters the blood', truths: ['Kidney'] },
      { ask: 'In which organ does most of the digestion', truths: ['Small intestine'] },
      { ask: 'On which part of the eye is the image formed', truths: ['Retina'] },
      { ask: 'What is the basic structural and functional unit of the nervous', truths: ['Neuron'] },
      { ask: "Which hormone prepares the body for 'fight or flight'", truths: ['Adrenaline', 'Epinephrine'] },
      { ask: 'Thyroxine is secreted by which gland', truths: ['Thyroid gland'] },
      { ask: 'In the lungs, oxygen passes into the blood', truths: ['Alveoli'] },
      { ask: 'Which part of the brain controls involuntary actions', truths: ['Medulla oblongata'] },
      { ask: 'Which part of the brain is the seat of thinking', truths: ['Cerebrum'] },
      { ask: 'Which type of joint is found at the shoulder', truths: ['Ball-and-socket joint'] },
      { ask: 'The small finger-like projections of the small intestine', truths: ['Villi'] },
      { ask: 'Which sheet of muscle below the lungs', truths: ['Diaphragm'] },
      { ask: 'What is the main nitrogenous waste in human urine', truths: ['Urea'] },
      { ask: 'In which organ of the human body is urea made', truths: ['Liver'] },
      { ask: 'A lack of which hormone causes diabetes insipidus', truths: ['ADH (vasopressin)'] },
      { ask: 'A reflex action, such as pulling the hand away', truths: ['Spinal cord'] },
    ],
  },
  'ecology and environment': {
    topic: 'general_science',
    rows: [
      { ask: 'In a food chain, green plants are called', truths: ['Producers'] },
      { ask: 'Bacteria and fungi that break down dead', truths: ['Decomposers'] },
      { ask: 'Which gas, released by burning coal, oil and wood', truths: ['Carbon dioxide'] },
      { ask: 'The ozone layer protects life on the Earth', truths: ['Ultraviolet rays'] },
      { ask: 'Which chemicals, once used in refrigerators', truths: ['CFCs', 'Chlorofluorocarbons'] },
      { ask: 'Acid rain is caused mainly by which gases', truths: ['Sulphur dioxide and nitrogen oxides'] },
      { ask: 'About what share of the energy at one trophic level', truths: ['10 %'] },
      { ask: 'The rise in the concentration of a non-degradable pesticide', truths: ['Biomagnification'] },
      { ask: 'The Bhopal gas tragedy of 1984', truths: ['Methyl isocyanate'] },
      {
        ask: 'Which of these regions of India is a global biodiversity hotspot',
        truths: ['Western Ghats', 'Himalaya', 'Indo-Burma', 'Sundaland'],
      },
      { ask: 'Minamata disease in Japan', truths: ['Mercury'] },
      { ask: 'Fertilisers washed into a lake', truths: ['Eutrophication'] },
      { ask: 'Conserving plants and animals outside their natural homes', truths: ['Ex-situ conservation'] },
      {
        ask: 'Which of these is an example of in-situ conservation',
        truths: ['National park', 'Wildlife sanctuary', 'Biosphere reserve'],
      },
    ],
  },
  'metals, ores and non-metals': {
    topic: 'general_science',
    rows: [
      { ask: 'Bauxite is the main ore', truths: ['Aluminium'] },
      { ask: 'Which metal is kept under kerosene', truths: ['Sodium', 'Potassium'] },
      { ask: 'Which metal is the best conductor of electricity', truths: ['Silver'] },
      { ask: 'Haematite is an ore', truths: ['Iron'] },
      { ask: 'Galena is the chief ore', truths: ['Lead'] },
      { ask: 'Which of these metals is the most reactive', truths: [] },
      { ask: 'An alloy of mercury with another metal', truths: ['An amalgam'] },
      { ask: 'Which non-metal is a liquid at room temperature', truths: ['Bromine'] },
      { ask: 'Cinnabar is an ore', truths: ['Mercury'] },
      { ask: 'Which of these metals does not react with dilute hydrochloric acid', truths: [] },
      { ask: 'Heating a sulphide ore strongly', truths: ['Roasting'] },
      { ask: 'Which non-metal is a good conductor of electricity', truths: ['Graphite'] },
    ],
  },
  'mechanics and heat': {
    topic: 'general_science',
    rows: [
      { ask: 'A rocket rises by pushing hot gases', truths: ["Newton's third law"] },
      { ask: 'How does the weight of an object on the Moon', truths: ['About one-sixth'] },
      { ask: 'Heat from the Sun reaches the Earth', truths: ['Radiation'] },
      { ask: 'Why do we see lightning before', truths: ['Light travels faster than sound'] },
      { ask: 'Which of these is the best conductor of heat', truths: ['Copper'] },
      { ask: 'Sea breezes that blow from the sea', truths: ['Convection'] },
      { ask: 'At about what temperature is the density of water', truths: ['4 °C'] },
      {
        ask: 'Why does food cook faster in a pressure cooker',
        truths: ['The higher pressure raises the boiling point of water'],
      },
      { ask: 'Why does water boil at a lower temperature', truths: ['The air pressure there is lower'] },
      {
        ask: 'Which of these is a vector quantity',
        truths: ['Velocity', 'Displacement', 'Force', 'Acceleration', 'Momentum'],
      },
      { ask: 'An object floats on water when its density', truths: ['Less than that of water'] },
      {
        ask: 'The total momentum of a system stays constant',
        truths: ['The recoil of a gun when it is fired'],
      },
      { ask: 'The lift on the wing of an aeroplane', truths: ["Bernoulli's principle"] },
      { ask: 'A body moving in a circle at a constant speed', truths: ['A changing velocity'] },
    ],
  },
  'plant life processes': {
    topic: 'general_science',
    rows: [
      { ask: 'The tiny pores on leaves', truths: ['Stomata'] },
      { ask: 'The loss of water as vapour from the leaves', truths: ['Transpiration'] },
      { ask: 'The food that green plants make by photosynthesis', truths: ['Glucose'] },
      { ask: 'Which tissue carries the food made in the leaves', truths: ['Phloem'] },
      { ask: 'Which bacteria in the root nodules', truths: ['Rhizobium'] },
      { ask: 'Which plant hormone makes fruits ripen', truths: ['Ethylene'] },
      { ask: 'Which plant hormone makes stems grow longer', truths: ['Gibberellin'] },
      { ask: 'Roots growing downwards, towards the pull of gravity', truths: ['Positive geotropism'] },
      { ask: 'Which gas do plants take in for respiration', truths: ['Oxygen'] },
      { ask: 'A shoot bends towards light', truths: ['Auxin'] },
      { ask: 'Which plant hormone, called the stress hormone', truths: ['Abscisic acid'] },
      { ask: 'A plant grows in length at the tips', truths: ['Apical meristem'] },
      { ask: 'The response of plants to the relative lengths of day and night', truths: ['Photoperiodism'] },
    ],
  },
  'the Earth and the universe': {
    topic: 'geography',
    rows: [
      { ask: 'Which planet is the closest to the Sun', truths: [] },
      { ask: 'Which planet is famous for its bright, wide rings', truths: ['Saturn'] },
      { ask: 'Rocks formed when molten magma or lava cools', truths: ['Igneous rocks'] },
      { ask: 'On which scale is the magnitude of an earthquake', truths: ['Richter scale'] },
      { ask: 'The tides of the oceans are caused mainly', truths: ["The Moon's gravity"] },
      { ask: 'Which is the hottest planet of the solar system', truths: ['Venus'] },
      { ask: 'Marble is a metamorphic rock formed from', truths: ['Limestone'] },
      { ask: "The point on the Earth's surface directly above the origin", truths: ['Epicentre'] },
      { ask: 'Jet aircraft fly in the lower part of which layer', truths: ['Stratosphere'] },
      { ask: 'The steady winds that blow from the subtropical high-pressure belts', truths: ['Trade winds'] },
      { ask: 'Slate is a metamorphic rock formed from', truths: ['Shale'] },
      { ask: 'Which layer of the atmosphere reflects radio waves', truths: ['Ionosphere'] },
      { ask: 'In which layer of the atmosphere do most meteors burn up', truths: ['Mesosphere'] },
      { ask: 'What are tropical cyclones called over the western Pacific', truths: ['Typhoons'] },
      {
        ask: 'Which warm ocean current keeps the coasts of north-western Europe',
        truths: ['The Gulf Stream', 'The North Atlantic Drift'],
      },
    ],
  },
  'heredity and the atom': {
    topic: 'general_science',
    rows: [
      { ask: 'Which pair of sex chromosomes does a human male have', truths: ['XY'] },
      { ask: 'Mendel did his experiments on inheritance', truths: ['Garden pea'] },
      { ask: 'Which particle of an atom has no electric charge', truths: ['Neutron'] },
      { ask: 'The sex of a human child is decided', truths: ['The father'] },
      { ask: 'A pure tall pea plant (TT) is crossed', truths: [] },
      { ask: "When the tall F₁ plants (Tt) of Mendel's cross", truths: [] },
      { ask: 'Cell division that halves the number of chromosomes', truths: ['Meiosis'] },
      { ask: 'How many chromosomes are there in a human sperm', truths: [] },
      { ask: "The atoms of an element's isotopes have the same number", truths: ['Protons'] },
      { ask: 'An atom of sodium has atomic number 11', truths: [] },
      { ask: "What is the phenotypic ratio in the F₂ generation of Mendel's dihybrid", truths: [] },
      { ask: 'Which inherited disorder, in which the blood does not clot', truths: ['Haemophilia'] },
      { ask: "Down's syndrome is caused by an extra copy", truths: ['Chromosome 21'] },
      { ask: 'What is the electronic configuration of chlorine', truths: [] },
      { ask: 'What is the valency of magnesium', truths: [] },
    ],
  },
};

/** The options of a row that are true: computed where the row can be computed, else from its facts. */
export function trueOptions(row: FactRow, question: string, options: readonly string[]): string[] {
  const computed =
    censusTruths(question, options) ??
    balancingTruths(question, options) ??
    bondTruths(question, options) ??
    lensPowerTruths(question, options) ??
    reactivityTruths(question, options) ??
    planetTruths(question, options) ??
    crossTruths(question, options) ??
    atomTruths(question, options);
  if (computed) return computed;
  const truths = new Set(row.truths.map((t) => t.toLowerCase()));
  return options.filter((o) => truths.has(o.toLowerCase()));
}
