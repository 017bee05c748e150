/**
 * General science: the fact tables written here (SI units, instruments, vitamins, discoverers, common
 * names of chemicals, acids in everyday things), biology and public health (biology.ts) and the elements asked about, whose questions
 * (symbols, atomic numbers, groups) elements.ts makes from the periodic-table package.
 */
import { BIOLOGY_TABLES } from './biology';
import { deriveElements, type ElementCuration } from './elements';
import { withHindi } from './hindi';
import { generalScienceHindi } from './hindi-general-science';
import { deriveTable, fact as f, type Derivation, type Level, type Table } from './lib';

export const TABLE_SOURCE =
  'Original questions written for ParikshaPath, generated from the fact tables in server/content/derive/general-knowledge/general-science.ts.';
export const BIOLOGY_SOURCE =
  'Original questions written for ParikshaPath, generated from the fact tables in server/content/derive/general-knowledge/biology.ts.';
export const ELEMENTS_SOURCE =
  'Derived from periodic-table 0.0.8 (ISC), curated in server/content/derive/general-knowledge/general-science.ts.';

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export const SI_UNITS: Table = {
  name: 'SI units',
  ask: (x) => `What is the SI unit of ${x.key.toLowerCase()}?`,
  askReverse: (x) => `The ${x.value.toLowerCase()} is the SI unit of which quantity?`,
  state: (x) => `The SI unit of ${x.key.toLowerCase()} is the ${x.value.toLowerCase()}.`,
  facts: [
    f('Force', 'Newton', 1, {
      reverse: 1,
      note: 'One newton gives a mass of 1 kg an acceleration of 1 m/s².',
    }),
    f('Work', 'Joule', 1, { note: 'Energy and work share the unit joule.' }),
    f('Power', 'Watt', 1, { reverse: 1, note: 'One watt is one joule per second.' }),
    f('Pressure', 'Pascal', 1, { reverse: 2, note: 'One pascal is one newton per square metre.' }),
    f('Frequency', 'Hertz', 2, { reverse: 2, note: 'One hertz is one cycle per second.' }),
    f('Electric current', 'Ampere', 1, { reverse: 2 }),
    f('Electric charge', 'Coulomb', 2, { reverse: 2 }),
    f('Electric potential difference', 'Volt', 2, { reverse: 2 }),
    f('Electrical resistance', 'Ohm', 2, { reverse: 2 }),
    f('Capacitance', 'Farad', 3, { reverse: 3 }),
    f('Inductance', 'Henry', 3, { reverse: 3 }),
    f('Magnetic flux', 'Weber', 3, { reverse: 3 }),
    f('Magnetic flux density', 'Tesla', 3, { reverse: 3 }),
    f('Luminous intensity', 'Candela', 2, {
      reverse: 3,
      note: 'The candela is one of the seven SI base units.',
    }),
    f('Amount of substance', 'Mole', 2, { reverse: 3, note: 'The mole is one of the seven SI base units.' }),
    f('Thermodynamic temperature', 'Kelvin', 2, {
      reverse: 2,
      note: 'The kelvin is one of the seven SI base units.',
    }),
    f('Electrical conductance', 'Siemens', 3, { reverse: 3 }),
    f('Radioactivity', 'Becquerel', 3, { reverse: 3, note: 'One becquerel is one decay per second.' }),
    f('Illuminance', 'Lux', 3, { reverse: 3, note: 'One lux is one lumen per square metre.' }),
    f('Luminous flux', 'Lumen', 3, { reverse: 3 }),
    f('Plane angle', 'Radian', 3, { reverse: 3 }),
  ],
};

export const INSTRUMENTS: Table = {
  name: 'instruments',
  ask: (x) => `What does ${article(x.key)} ${x.key.toLowerCase()} measure?`,
  askReverse: (x) =>
    `Which instrument is used to measure ${x.value.charAt(0).toLowerCase()}${x.value.slice(1)}?`,
  state: (x) =>
    `${capital(article(x.key))} ${x.key.toLowerCase()} measures ${x.value.charAt(0).toLowerCase()}${x.value.slice(1)}.`,
  facts: [
    f('Barometer', 'Atmospheric pressure', 1, { reverse: 1 }),
    f('Hygrometer', 'Relative humidity', 2, { reverse: 2 }),
    f('Anemometer', 'Wind speed', 2, { reverse: 2 }),
    f('Ammeter', 'Electric current', 1, { reverse: 1 }),
    f('Voltmeter', 'Potential difference', 2, { reverse: 2 }),
    f('Odometer', 'Distance travelled by a vehicle', 2, { reverse: 2 }),
    f('Seismograph', 'Earthquake waves', 1, { reverse: 1 }),
    f('Lactometer', 'Purity of milk', 1, {
      reverse: 2,
      also: ['Relative density of liquids'],
      note: 'It works by measuring the density of the milk.',
    }),
    f('Hydrometer', 'Relative density of liquids', 3, { reverse: 3, also: ['Purity of milk'] }),
    f('Pyrometer', 'Very high temperatures', 3, { reverse: 3 }),
    f('Sphygmomanometer', 'Blood pressure', 2, { reverse: 2 }),
    f('Altimeter', 'Altitude', 2, {
      reverse: 2,
      also: ['Atmospheric pressure'],
      note: 'A common (pressure) altimeter works by measuring the fall in air pressure with height.',
    }),
    f('Ohmmeter', 'Electrical resistance', 3, { reverse: 3 }),
    f('Tachometer', 'Rotational speed of a shaft', 3, { reverse: 3 }),
    f('Fathometer', 'Depth of the sea', 3, {
      reverse: 3,
      note: 'It is an echo sounder that times sound pulses reflected from the sea bed.',
    }),
    f('Audiometer', 'Hearing ability', 3, { reverse: 3 }),
    f('Rain gauge', 'Rainfall', 1, { reverse: 2 }),
    f('Photometer', 'Luminous intensity', 3, { reverse: 3 }),
  ],
};

export const VITAMIN_DISEASES: Table = {
  name: 'vitamin deficiency',
  ask: (x) => `Deficiency of ${x.key} causes which disease?`,
  askReverse: (x) => `${x.value} is caused by the deficiency of which vitamin?`,
  state: (x) => `Deficiency of ${x.key} causes ${x.value.toLowerCase()}.`,
  facts: [
    f('Vitamin A', 'Night blindness', 1, { reverse: 1, also: ['Xerophthalmia'] }),
    f('Vitamin B1', 'Beriberi', 2, { reverse: 2, note: 'Vitamin B1 is thiamine.' }),
    f('Vitamin B3', 'Pellagra', 3, { reverse: 3, note: 'Vitamin B3 is niacin.' }),
    f('Vitamin B12', 'Pernicious anaemia', 3, { reverse: 3, note: 'Vitamin B12 is cobalamin.' }),
    f('Vitamin C', 'Scurvy', 1, {
      reverse: 1,
      note: 'Scurvy shows as bleeding gums and slow healing of wounds.',
    }),
    f('Vitamin D', 'Rickets', 1, {
      reverse: 1,
      also: ['Osteomalacia'],
      note: 'In adults it causes osteomalacia (soft bones).',
    }),
    f('Vitamin K', 'Delayed blood clotting', 2, { reverse: 2 }),
  ],
  extraValues: ['Goitre', 'Kwashiorkor'],
};

export const VITAMIN_NAMES: Table = {
  name: 'vitamin names',
  ask: (x) => `What is the chemical name of ${x.key}?`,
  askReverse: (x) => `${x.value} is the chemical name of which vitamin?`,
  state: (x) => `${x.key} is ${x.value.toLowerCase()}.`,
  facts: [
    f('Vitamin A', 'Retinol', 2, { reverse: 3 }),
    f('Vitamin B1', 'Thiamine', 2, { reverse: 3 }),
    f('Vitamin B2', 'Riboflavin', 3, { reverse: 3 }),
    f('Vitamin B3', 'Niacin', 3),
    f('Vitamin B6', 'Pyridoxine', 3),
    f('Vitamin B9', 'Folic acid', 3, { reverse: 3 }),
    f('Vitamin B12', 'Cobalamin', 3, { reverse: 3 }),
    f('Vitamin C', 'Ascorbic acid', 1, { reverse: 2 }),
    f('Vitamin D', 'Calciferol', 2, { reverse: 3 }),
    f('Vitamin E', 'Tocopherol', 2, { reverse: 3 }),
  ],
};

// prettier-ignore
export const DISCOVERIES: Table = {
  name: 'discoveries',
  ask: (x) => `Who discovered ${x.key}?`,
  state: (x) => `${x.value} discovered ${x.key}.`,
  facts: [
    f('penicillin', 'Alexander Fleming', 1, { note: 'He noticed in 1928 that a Penicillium mould killed bacteria.' }),
    f('the electron', 'J. J. Thomson', 2, { note: 'He found it in 1897 with cathode-ray tubes.' }),
    f('the neutron', 'James Chadwick', 2, { note: 'He discovered it in 1932.' }),
    f('the atomic nucleus', 'Ernest Rutherford', 2, { note: 'His gold-foil experiment (1911) showed a small, dense, positive nucleus.' }),
    f('radioactivity', 'Henri Becquerel', 2, { note: 'He found in 1896 that uranium salts give off radiation.' }),
    f('X-rays', 'Wilhelm Röntgen', 2, { note: 'He discovered them in 1895 and won the first Nobel Prize in Physics.' }),
    f('the Raman effect', 'C. V. Raman', 1, { note: 'It was announced on 28 February 1928, now National Science Day; he won the Nobel Prize in 1930.' }),
    f('the cell', 'Robert Hooke', 2, { note: 'In 1665 he saw and named cells in a thin slice of cork.' }),
    f('the circulation of blood', 'William Harvey', 3, { note: 'He described it in 1628.' }),
    f('the laws of inheritance', 'Gregor Mendel', 2, { note: 'He found them by crossing pea plants.' }),
    f('electromagnetic induction', 'Michael Faraday', 2, { note: 'He discovered it in 1831.' }),
    f('hydrogen', 'Henry Cavendish', 3, { note: 'He identified it as a distinct gas in 1766.' }),
    f('bacteria', 'Antonie van Leeuwenhoek', 3, { note: 'He first saw them through his own microscopes in the 1670s.' }),
    f('the structure of DNA (double helix)', 'Watson and Crick', 2, { note: 'They published it in 1953.' }),
    f('insulin', 'Banting and Best', 3, { note: 'They isolated it in 1921 at Toronto.' }),
  ],
};

export const VACCINES: Table = {
  name: 'vaccines',
  ask: (x) => `Who developed ${x.key}?`,
  state: (x) => `${x.value} developed ${x.key}.`,
  facts: [
    f('the first vaccine, against smallpox', 'Edward Jenner', 2, {
      note: 'In 1796 he used cowpox to protect against smallpox.',
    }),
    f('the rabies vaccine', 'Louis Pasteur', 2, { note: 'He first used it on a person in 1885.' }),
    f('the first (injected) polio vaccine', 'Jonas Salk', 3, {
      note: 'It was licensed in 1955; Albert Sabin later developed the oral polio vaccine.',
    }),
  ],
  extraValues: ['Robert Koch', 'Alexander Fleming'],
};

// prettier-ignore
export const INVENTIONS: Table = {
  name: 'inventions',
  ask: (x) => `Who invented the ${x.key}?`,
  state: (x) => `The ${x.key} was invented by ${x.value}.`,
  facts: [
    f('telephone', 'Alexander Graham Bell', 1, { note: 'He patented it in 1876.' }),
    f('dynamite', 'Alfred Nobel', 1, { note: 'He patented it in 1867 and left his fortune to found the Nobel Prizes.' }),
    f('aeroplane', 'The Wright brothers', 1, { note: 'They made the first powered, controlled flight in 1903.' }),
    f('printing press with movable metal type', 'Johannes Gutenberg', 2, { note: 'He built it around 1440 in Germany.' }),
    f('electric battery (voltaic pile)', 'Alessandro Volta', 2, { note: 'He built it in 1800; the unit volt is named after him.' }),
    f('stethoscope', 'René Laennec', 3, { note: 'He invented it in 1816.' }),
    f('diesel engine', 'Rudolf Diesel', 2),
    f('mercury thermometer', 'Daniel Gabriel Fahrenheit', 3, { note: 'He made it in 1714 and devised the Fahrenheit scale.' }),
    f('safety lamp for miners', 'Humphry Davy', 3, { note: 'He invented it in 1815.' }),
    f('cyclotron', 'Ernest Lawrence', 3),
  ],
};

export const COMMON_NAMES: Table = {
  name: 'common names of chemicals',
  ask: (x) => `What is the common name of ${x.key.charAt(0).toLowerCase()}${x.key.slice(1)}?`,
  askReverse: (x) => `What is the chemical name of ${x.value.charAt(0).toLowerCase()}${x.value.slice(1)}?`,
  state: (x) => `${x.key} is commonly called ${x.value.charAt(0).toLowerCase()}${x.value.slice(1)}.`,
  facts: [
    f('Sodium chloride', 'Common salt', 1, { reverse: 1 }),
    f('Sodium bicarbonate', 'Baking soda', 1, { reverse: 1 }),
    f('Sodium carbonate decahydrate', 'Washing soda', 2, { reverse: 2 }),
    f('Calcium oxide', 'Quicklime', 2, { reverse: 2 }),
    f('Calcium hydroxide', 'Slaked lime', 2, { reverse: 2 }),
    f('Calcium sulphate hemihydrate', 'Plaster of Paris', 2, { reverse: 2 }),
    f('Calcium sulphate dihydrate', 'Gypsum', 3, { reverse: 3 }),
    f('Nitrous oxide', 'Laughing gas', 1, { reverse: 2 }),
    f('Solid carbon dioxide', 'Dry ice', 1, { reverse: 2 }),
    f('Potassium nitrate', 'Saltpetre', 3, { reverse: 3 }),
    f('Copper sulphate pentahydrate', 'Blue vitriol', 3, { reverse: 3 }),
    f('Ferrous sulphate heptahydrate', 'Green vitriol', 3, { reverse: 3 }),
    f('Sodium hydroxide', 'Caustic soda', 2, { reverse: 2 }),
    f('Potassium hydroxide', 'Caustic potash', 3, { reverse: 3 }),
    f('Calcium oxychloride', 'Bleaching powder', 2, { reverse: 3 }),
    f('Methane', 'Marsh gas', 2, { reverse: 3 }),
  ],
};

export const ACIDS: Table = {
  name: 'acids in everyday things',
  ask: (x) => `Which acid is mainly present in ${x.key}?`,
  state: (x) => `${x.key.charAt(0).toUpperCase()}${x.key.slice(1)} contains mainly ${x.value.toLowerCase()}.`,
  facts: [
    f('lemon', 'Citric acid', 1, { also: ['Ascorbic acid'] }),
    f('vinegar', 'Acetic acid', 1, { note: 'Acetic acid is also called ethanoic acid.' }),
    f('curd', 'Lactic acid', 1, { note: 'Bacteria turn the lactose of milk into lactic acid.' }),
    f('tamarind', 'Tartaric acid', 2, { also: ['Citric acid', 'Malic acid', 'Oxalic acid'] }),
    f('an ant sting', 'Formic acid', 2, { note: 'Formic acid is also called methanoic acid.' }),
    f('tomato', 'Oxalic acid', 3, {
      also: ['Citric acid', 'Malic acid', 'Ascorbic acid'],
      note: 'Exams commonly cite oxalic acid for tomato; it also contains citric and malic acids.',
    }),
    f('apple', 'Malic acid', 2, { also: ['Citric acid', 'Ascorbic acid'] }),
    f('gastric juice in the stomach', 'Hydrochloric acid', 2, {
      note: 'It kills germs and activates the enzyme pepsin.',
    }),
  ],
};

export const SCIENCE_TABLES: readonly Table[] = [
  SI_UNITS,
  INSTRUMENTS,
  VITAMIN_DISEASES,
  VITAMIN_NAMES,
  DISCOVERIES,
  VACCINES,
  INVENTIONS,
  COMMON_NAMES,
  ACIDS,
];

// ---------------------------------------------- the elements asked (elements.ts makes the questions)

/** The names Indian textbooks use where the package spells them the American way. */
export const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  Aluminum: 'Aluminium',
  Sulfur: 'Sulphur',
  Cesium: 'Caesium',
};

/** Symbols from Latin (or German) names, as exams ask them. */
export const OLD_NAMES: Readonly<Record<string, string>> = {
  Na: 'Natrium',
  K: 'Kalium',
  Fe: 'Ferrum',
  Cu: 'Cuprum',
  Ag: 'Argentum',
  Au: 'Aurum',
  Pb: 'Plumbum',
  Sn: 'Stannum',
  Hg: 'Hydrargyrum',
  Sb: 'Stibium',
  W: 'Wolfram',
};

/** The curated elements: symbol → level of the symbol question (the atomic-number questions are level 3). */
export const ELEMENTS: Readonly<Record<string, Level>> = {
  H: 1,
  He: 1,
  C: 1,
  N: 1,
  O: 1,
  Ne: 2,
  Mg: 2,
  Al: 2,
  Si: 2,
  P: 2,
  S: 1,
  Cl: 1,
  Ca: 1,
  Zn: 2,
  Ni: 2,
  Mn: 2,
  Cr: 3,
  Co: 3,
  Ti: 3,
  Pt: 3,
  U: 2,
  Ar: 2,
  Li: 2,
  F: 2,
  I: 2,
  Br: 3,
  Ra: 3,
  Rn: 3,
  Ba: 3,
  Be: 3,
  B: 2,
  Na: 2,
  K: 2,
  Fe: 2,
  Cu: 2,
  Ag: 2,
  Au: 2,
  Pb: 3,
  Sn: 3,
  Hg: 3,
  W: 3,
  Sb: 3,
};

/** The elements whose atomic numbers are asked (level 3). */
export const ATOMIC_NUMBER_ASKED: readonly string[] = [
  'C',
  'N',
  'O',
  'Na',
  'Mg',
  'Al',
  'Si',
  'P',
  'S',
  'Cl',
  'K',
  'Ca',
  'Fe',
  'Cu',
  'Zn',
  'Ag',
  'Au',
  'Hg',
  'Pb',
  'U',
  'He',
  'Ne',
  'Ar',
  'Li',
  'F',
];

/** The package's groupBlock values that are asked, with the name used in options. */
export const GROUP_NAMES: Readonly<Record<string, string>> = {
  'noble gas': 'Noble gases',
  halogen: 'Halogens',
  'alkali metal': 'Alkali metals',
  'alkaline earth metal': 'Alkaline earth metals',
  metalloid: 'Metalloids',
  'transition metal': 'Transition metals',
};

/** Elements whose group is asked, with the level (zinc, cadmium and mercury are left out: whether they are transition metals is argued). */
export const GROUP_ASKED: Readonly<Record<string, Level>> = {
  He: 2,
  Ne: 2,
  Ar: 2,
  Kr: 2,
  Xe: 3,
  Rn: 3,
  F: 2,
  Cl: 2,
  Br: 2,
  I: 2,
  Li: 2,
  Na: 2,
  K: 2,
  Rb: 3,
  Cs: 3,
  Be: 3,
  Mg: 3,
  Ca: 3,
  Sr: 3,
  Ba: 3,
  B: 3,
  Si: 3,
  Ge: 3,
  As: 3,
  Sb: 3,
  Te: 3,
  Fe: 3,
  Cu: 3,
  Ti: 3,
  Cr: 3,
  Ni: 3,
  Ag: 3,
  Au: 3,
  Pt: 3,
};
const ELEMENT_CURATION: ElementCuration = {
  displayNames: DISPLAY_NAMES,
  oldNames: OLD_NAMES,
  elements: ELEMENTS,
  atomicNumberAsked: ATOMIC_NUMBER_ASKED,
  groupNames: GROUP_NAMES,
  groupAsked: GROUP_ASKED,
  source: ELEMENTS_SOURCE,
};

/** Every derived general-science row; the fact tables' and the elements' rows carry Hindi (hindi-general-science.ts). */
export function deriveGeneralScience(): Derivation[] {
  return withHindi(
    [
      ...SCIENCE_TABLES.flatMap((t) => deriveTable(t, TABLE_SOURCE)),
      ...BIOLOGY_TABLES.flatMap((t) => deriveTable(t, BIOLOGY_SOURCE)),
      ...deriveElements(ELEMENT_CURATION),
    ],
    generalScienceHindi(SCIENCE_TABLES, ELEMENT_CURATION),
  );
}
