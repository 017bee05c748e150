/**
 * Biology and public health as fact tables written here (NCERT-level facts that do not change): the
 * parts of a cell and what they do, what bacterial cells lack, the building blocks of biomolecules,
 * digestive enzymes, deficiency diseases of minerals and protein, what causes common diseases, the
 * vectors that spread them and how they pass from person to person.
 *
 * The data file's hand-written rows already ask which organelle makes proteins, where photosynthesis
 * happens, what spreads malaria and dengue, what causes malaria, which disease a virus causes and what
 * a lack of iodine causes: those questions are not asked again here (level false, or no reverse), but
 * their rows stay so that their values are never offered as wrong options.
 */
import { fact as f, type Table } from './lib';

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const capitalFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** A part's name inside a sentence ("the ribosome", but "the Golgi apparatus"). */
const inSentence = (name: string): string => (name.startsWith('Golgi') ? name : lowerFirst(name));

// prettier-ignore
export const CELL_PARTS: Table = {
  name: 'cell parts',
  ask: (x) => `What is the main function of the ${inSentence(x.key)} in a cell?`,
  askReverse: (x) => `Which part of a cell is mainly responsible for ${lowerFirst(x.value)}?`,
  state: (x) => `The ${inSentence(x.key)} is mainly responsible for ${lowerFirst(x.value)}.`,
  facts: [
    f('Mitochondrion', 'Releasing energy from food as ATP (cellular respiration)', 1, { reverse: 1, note: 'Mitochondria are called the powerhouses of the cell.' }),
    f('Ribosome', 'Making proteins', 1),
    f('Chloroplast', 'Photosynthesis', 1, { note: 'Chloroplasts hold the green pigment chlorophyll and are found in plant cells.' }),
    f('Lysosome', 'Digesting worn-out parts and foreign material', 2, { reverse: 2, note: 'Lysosomes are called the suicide bags of the cell.' }),
    f('Golgi apparatus', 'Packaging and dispatching materials made in the cell', 2, { reverse: 2 }),
    f('Nucleus', 'Controlling the activities of the cell and carrying its DNA', 1, { reverse: 2 }),
    f('Plasma membrane', 'Controlling what enters and leaves the cell', 2, { reverse: 2, note: 'It is selectively permeable.' }),
    f('Smooth endoplasmic reticulum', 'Making lipids and detoxifying drugs and poisons', 3, { reverse: 3 }),
    f('Centrosome', 'Forming the spindle during cell division in animal cells', 3, { reverse: 3 }),
    f('Vacuole', 'Storing water, food and waste (cell sap)', 2, { reverse: 3, note: 'Plant cells usually have one large vacuole.' }),
  ],
};

/**
 * Parts of a cell → whether a bacterial (prokaryotic) cell has them. Only the two "which of these"
 * questions are asked; every other part is a wrong option of one of them.
 */
// prettier-ignore
export const BACTERIAL_CELL: Table = {
  name: 'bacterial cell',
  askReverse: (x) => `Which of these is ${x.value === 'Present' ? 'found' : 'NOT found'} in a bacterial cell?`,
  ask: () => '',
  state: (x) => `A bacterial cell ${x.value === 'Present' ? 'has' : 'has no'} ${x.key === 'DNA' ? x.key : lowerFirst(x.key)}.`,
  facts: [
    f('Ribosomes', 'Present', false, { reverse: 2, note: 'Bacteria are prokaryotes: they have cytoplasm, ribosomes, DNA and a cell membrane, but no nuclear membrane and no membrane-bound organelles.' }),
    f('Cell membrane', 'Present', false),
    f('Cytoplasm', 'Present', false),
    f('DNA', 'Present', false),
    f('Mitochondria', 'Absent', false, { reverse: 2, note: 'Bacteria are prokaryotes: their DNA lies in a nucleoid without a nuclear membrane, and they have no membrane-bound organelles such as mitochondria.' }),
    f('Nuclear membrane', 'Absent', false),
    f('Golgi apparatus', 'Absent', false),
    f('Endoplasmic reticulum', 'Absent', false),
  ],
};

// prettier-ignore
export const BIOMOLECULES: Table = {
  name: 'biomolecules',
  ask: (x) => `What are the building blocks of ${x.key.startsWith('DNA') ? x.key : lowerFirst(x.key)}?`,
  askReverse: (x) => `${x.value} are the building blocks of which of these?`,
  state: (x) => `${x.key} ${/^(Proteins|Fats|Nucleic)/.test(x.key) ? 'are' : 'is'} made of ${lowerFirst(x.value)}.`,
  facts: [
    f('Proteins', 'Amino acids', 1, { reverse: 1 }),
    f('Starch', 'Glucose units', 1, { note: 'Starch is a polysaccharide, a long chain of glucose.' }),
    f('Fats (triglycerides)', 'Fatty acids and glycerol', 2, { reverse: 2 }),
    f('Nucleic acids (DNA and RNA)', 'Nucleotides', 2, { reverse: 2 }),
    f('Cellulose', 'Glucose units', 2, { note: 'Cellulose, like starch and glycogen, is a chain of glucose.' }),
    f('Glycogen', 'Glucose units', 3, { note: 'Glycogen is the form in which animals store glucose, in the liver and muscles.' }),
    f('Sucrose (cane sugar)', 'Glucose and fructose', 2),
    f('Lactose (milk sugar)', 'Glucose and galactose', 3),
  ],
};

// prettier-ignore
export const ENZYMES: Table = {
  name: 'digestive enzymes',
  ask: (x) => `Which food component does the enzyme ${x.key} act on?`,
  state: (x) => `${capitalFirst(x.key)} acts on ${lowerFirst(x.value)}.`,
  facts: [
    f('pepsin', 'Proteins', 2, { note: 'It works in the stomach, in the acid of the gastric juice.' }),
    f('salivary amylase (ptyalin)', 'Starch', 1, { note: 'It begins the digestion of starch in the mouth.' }),
    f('lipase', 'Fats', 2, { note: 'Bile from the liver first breaks fats into small droplets (emulsifies them).' }),
    f('trypsin', 'Proteins', 3, { note: 'It comes from the pancreas and works in the small intestine.' }),
  ],
  extraValues: ['Nucleic acids', 'Cellulose'],
};

// prettier-ignore
export const NUTRIENT_DEFICIENCY: Table = {
  name: 'mineral and protein deficiency',
  ask: (x) => `Deficiency of ${lowerFirst(x.key)} in the diet causes which disease?`,
  state: (x) => `Deficiency of ${lowerFirst(x.key)} causes ${lowerFirst(x.value)}.`,
  facts: [
    f('Iodine', 'Goitre', false, { note: 'Iodine is needed to make the thyroid hormone thyroxine; iodised salt prevents goitre.' }),
    f('Iron', 'Anaemia', 1, { note: 'Iron is needed to make haemoglobin.' }),
    f('Protein', 'Kwashiorkor', 2, { note: 'Marasmus is the result of a lack of both protein and energy (calories).' }),
  ],
  extraValues: ['Scurvy', 'Rickets', 'Night blindness', 'Beriberi'],
};

// prettier-ignore
export const PATHOGENS: Table = {
  name: 'disease pathogens',
  ask: (x) => `${x.key} is caused by which kind of organism?`,
  askReverse: (x) => `Which of these diseases is caused by a ${lowerFirst(x.value)}?`,
  state: (x) => `${x.key} is caused by a ${lowerFirst(x.value)}.`,
  facts: [
    f('Tuberculosis', 'Bacterium', 1, { reverse: 1, note: 'The bacterium is Mycobacterium tuberculosis; the BCG vaccine protects against it.' }),
    f('Cholera', 'Bacterium', 1, { note: 'The bacterium is Vibrio cholerae.' }),
    f('Typhoid', 'Bacterium', 1, { note: 'The bacterium is Salmonella Typhi.' }),
    f('Malaria', 'Protozoan', false, { reverse: 1, note: 'The protozoan is Plasmodium.' }),
    f('Polio', 'Virus', 1),
    f('Measles', 'Virus', 2),
    f('AIDS', 'Virus', 1, { note: 'The virus is HIV, the human immunodeficiency virus.' }),
    f('Dengue', 'Virus', 2),
    f('Ringworm', 'Fungus', 2, { reverse: 2, note: 'Despite its name it is not caused by a worm.' }),
    f('Kala-azar', 'Protozoan', 3, { note: 'The protozoan is Leishmania donovani.' }),
    f('Amoebic dysentery', 'Protozoan', 2, { note: 'The protozoan is Entamoeba histolytica.' }),
    f('Tetanus', 'Bacterium', 2, { note: 'The bacterium is Clostridium tetani.' }),
    f('Leprosy', 'Bacterium', 3, { note: 'The bacterium is Mycobacterium leprae.' }),
    f('Diphtheria', 'Bacterium', 3),
    f('Chickenpox', 'Virus', 2),
    f("Athlete's foot", 'Fungus', 3),
    f('Filariasis (elephantiasis)', 'Roundworm', 3, { reverse: 3, note: 'The worm is Wuchereria bancrofti, spread by Culex mosquitoes.' }),
  ],
};

// prettier-ignore
export const VECTORS: Table = {
  name: 'disease vectors',
  ask: (x) => `Which of these spreads ${x.key === 'African sleeping sickness' ? x.key : lowerFirst(x.key)}?`,
  askReverse: (x) => `Which disease does the ${lowerFirst(x.value)} spread?`,
  state: (x) => `${capitalFirst(x.key)} is spread by the ${lowerFirst(x.value)}.`,
  facts: [
    f('Malaria', 'Female Anopheles mosquito', false, { reverse: 1 }),
    f('Dengue', 'Aedes mosquito', false, { note: 'Aedes mosquitoes also spread chikungunya and Zika.' }),
    f('Chikungunya', 'Aedes mosquito', 2),
    f('Kala-azar', 'Sandfly', 2, { reverse: 2 }),
    f('Plague', 'Rat flea', 2, { reverse: 2 }),
    f('African sleeping sickness', 'Tsetse fly', 3, { reverse: 3 }),
  ],
};

// prettier-ignore
export const TRANSMISSION: Table = {
  name: 'disease transmission',
  ask: (x) => `How does ${lowerFirst(x.key)} mainly spread?`,
  askReverse: (x) => `Which of these diseases mainly spreads through ${lowerFirst(x.value)}?`,
  state: (x) => `${x.key} mainly spreads through ${lowerFirst(x.value)}.`,
  facts: [
    f('Cholera', 'Contaminated water and food', 1, { reverse: 1, note: 'Safe drinking water and sanitation prevent it; oral rehydration solution (ORS) treats its dehydration.' }),
    f('Typhoid', 'Contaminated water and food', 2),
    f('Hepatitis A', 'Contaminated water and food', 3),
    f('Tuberculosis', 'Droplets in the air from an infected person', 1, { reverse: 2 }),
    f('Influenza', 'Droplets in the air from an infected person', 2),
    f('Rabies', 'The bite of a rabid animal', 1, { reverse: 2, note: 'In India it is most often spread by dog bites.' }),
    f('Hepatitis B', 'Infected blood, unsafe injections and sexual contact', 2, { reverse: 2 }),
    f('Malaria', 'The bite of an infected female Anopheles mosquito', 2, { reverse: 3 }),
  ],
};

export const BIOLOGY_TABLES: readonly Table[] = [
  CELL_PARTS,
  BACTERIAL_CELL,
  BIOMOLECULES,
  ENZYMES,
  NUTRIENT_DEFICIENCY,
  PATHOGENS,
  VECTORS,
  TRANSMISSION,
];
