/**
 * Word analogies of a fact pair the relation tables of wordRelations.ts and senseTables.ts lack
 * (coverage audit 3, item 18): a country and its chief river (Egypt : Nile :: Myanmar : Irrawaddy), a
 * country and the name of its parliament (Japan : Diet), a state and its dance (Kerala : Kathakali),
 * an instrument and its player (Violin : Violinist). Each table is chosen so that no second word of
 * a row also belongs to another first word of the table (no river through two countries listed, no
 * dance of two states listed), so the wrong options, the same relation of other first words, are
 * wrong for the third word too; a third word that stands in another relation (India's river and its
 * parliament) gives that one as a trap first.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { HI_ANALOGY_STEM } from './codeForms';

interface FactRelation {
  of: (first: string) => string;
  hiOf: (first: string) => string;
  pairs: Readonly<Record<string, string>>;
}

// no unit of two quantities listed (work and energy both in joules: only energy)
const UNITS: Readonly<Record<string, string>> = {
  Time: 'Second',
  'Electric current': 'Ampere',
  Length: 'Metre',
  Mass: 'Kilogram',
  Temperature: 'Kelvin',
  Force: 'Newton',
  Energy: 'Joule',
  Power: 'Watt',
  Pressure: 'Pascal',
  Frequency: 'Hertz',
  'Electric charge': 'Coulomb',
  'Luminous intensity': 'Candela',
  'Amount of substance': 'Mole',
};

// one part of the body to each specialist listed
const SPECIALISTS: Readonly<Record<string, string>> = {
  Orthopaedist: 'Bones',
  Cardiologist: 'Heart',
  Neurologist: 'Brain',
  Nephrologist: 'Kidneys',
  Hepatologist: 'Liver',
  Dermatologist: 'Skin',
  Ophthalmologist: 'Eyes',
  Pulmonologist: 'Lungs',
  Dentist: 'Teeth',
};

export const FACT_RELATIONS: Readonly<Record<string, FactRelation>> = {
  river: {
    of: (x) => `the chief river of ${x}`,
    hiOf: (x) => `${hiFact(x)} की प्रमुख नदी`,
    pairs: {
      Egypt: 'Nile',
      Myanmar: 'Irrawaddy',
      China: 'Yangtze',
      Brazil: 'Amazon',
      USA: 'Mississippi',
      England: 'Thames',
      France: 'Seine',
      Italy: 'Tiber',
      Russia: 'Volga',
      Australia: 'Murray',
      Iraq: 'Tigris',
      India: 'Ganga',
    },
  },
  parliament: {
    of: (x) => `the name of the parliament of ${x}`,
    hiOf: (x) => `${hiFact(x)} की संसद का नाम`,
    pairs: {
      India: 'Sansad',
      Japan: 'Diet',
      Israel: 'Knesset',
      Russia: 'Duma',
      Iran: 'Majlis',
      Norway: 'Storting',
      Denmark: 'Folketing',
      Sweden: 'Riksdag',
      USA: 'Congress',
      Poland: 'Sejm',
      Spain: 'Cortes',
      Germany: 'Bundestag',
      Iceland: 'Althing',
    },
  },
  dance: {
    of: (x) => `a dance form of ${x}`,
    hiOf: (x) => `${hiFact(x)} का नृत्य`,
    pairs: {
      Kerala: 'Kathakali',
      'Tamil Nadu': 'Bharatanatyam',
      Manipur: 'Manipuri',
      Odisha: 'Odissi',
      'Andhra Pradesh': 'Kuchipudi',
      Punjab: 'Bhangra',
      Gujarat: 'Garba',
      Rajasthan: 'Ghoomar',
      Maharashtra: 'Lavani',
      Karnataka: 'Yakshagana',
      Assam: 'Bihu',
    },
  },
  player: {
    of: (x) => `one who plays the ${x.toLowerCase()}`,
    hiOf: (x) => `${hiFact(x)} बजाने वाला`,
    pairs: {
      Violin: 'Violinist',
      Piano: 'Pianist',
      Guitar: 'Guitarist',
      Flute: 'Flautist',
      Drum: 'Drummer',
      Harp: 'Harpist',
      Cello: 'Cellist',
      Trumpet: 'Trumpeter',
      Organ: 'Organist',
      Saxophone: 'Saxophonist',
    },
  },
  // coverage audit 4, item 10: Time : Second :: Electric current : Ampere
  unit: {
    of: (x) => `the SI unit of ${x.toLowerCase()}`,
    hiOf: (x) => `${hiFact(x)} का SI मात्रक`,
    pairs: UNITS,
  },
  // coverage audit 4, item 10: Orthopaedist : Bones :: Cardiologist : Heart
  specialist: {
    of: (x) => `the part of the body ${/^[AEIOU]/.test(x) ? 'an' : 'a'} ${x.toLowerCase()} treats`,
    hiOf: (x) => `${hiFact(x)} द्वारा उपचारित अंग`,
    pairs: SPECIALISTS,
  },
};

export const HI_FACT_WORDS: Readonly<Record<string, string>> = {
  Egypt: 'मिस्र',
  Nile: 'नील',
  Myanmar: 'म्यांमार',
  Irrawaddy: 'इरावदी',
  China: 'चीन',
  Yangtze: 'यांग्त्सी',
  Brazil: 'ब्राज़ील',
  Amazon: 'अमेज़न',
  USA: 'अमेरिका',
  Mississippi: 'मिसिसिपी',
  England: 'इंग्लैंड',
  Thames: 'टेम्स',
  France: 'फ़्रांस',
  Seine: 'सीन',
  Italy: 'इटली',
  Tiber: 'टाइबर',
  Russia: 'रूस',
  Volga: 'वोल्गा',
  Australia: 'ऑस्ट्रेलिया',
  Murray: 'मरे',
  Iraq: 'इराक',
  Tigris: 'दजला (टिग्रिस)',
  India: 'भारत',
  Ganga: 'गंगा',
  Sansad: 'संसद',
  Japan: 'जापान',
  Diet: 'डायट',
  Israel: 'इज़राइल',
  Knesset: 'नेसेट',
  Duma: 'ड्यूमा',
  Iran: 'ईरान',
  Majlis: 'मजलिस',
  Norway: 'नॉर्वे',
  Storting: 'स्टॉर्टिंग',
  Denmark: 'डेनमार्क',
  Folketing: 'फ़ोल्केटिंग',
  Sweden: 'स्वीडन',
  Riksdag: 'रिक्सडाग',
  Congress: 'कांग्रेस',
  Poland: 'पोलैंड',
  Sejm: 'सेम',
  Spain: 'स्पेन',
  Cortes: 'कोर्टेस',
  Germany: 'जर्मनी',
  Bundestag: 'बुंडेस्टाग',
  Iceland: 'आइसलैंड',
  Althing: 'अल्थिंग',
  Kerala: 'केरल',
  Kathakali: 'कथकली',
  'Tamil Nadu': 'तमिलनाडु',
  Bharatanatyam: 'भरतनाट्यम',
  Manipur: 'मणिपुर',
  Manipuri: 'मणिपुरी',
  Odisha: 'ओडिशा',
  Odissi: 'ओडिसी',
  'Andhra Pradesh': 'आंध्र प्रदेश',
  Kuchipudi: 'कुचिपुड़ी',
  Punjab: 'पंजाब',
  Bhangra: 'भांगड़ा',
  Gujarat: 'गुजरात',
  Garba: 'गरबा',
  Rajasthan: 'राजस्थान',
  Ghoomar: 'घूमर',
  Maharashtra: 'महाराष्ट्र',
  Lavani: 'लावणी',
  Karnataka: 'कर्नाटक',
  Yakshagana: 'यक्षगान',
  Assam: 'असम',
  Bihu: 'बिहू',
  Violin: 'वायलिन',
  Violinist: 'वायलिन वादक',
  Piano: 'पियानो',
  Pianist: 'पियानो वादक',
  Guitar: 'गिटार',
  Guitarist: 'गिटार वादक',
  Flute: 'बाँसुरी',
  Flautist: 'बाँसुरी वादक',
  Drum: 'ड्रम',
  Drummer: 'ड्रम वादक',
  Harp: 'हार्प',
  Harpist: 'हार्प वादक',
  Cello: 'चेलो',
  Cellist: 'चेलो वादक',
  Trumpet: 'तुरही',
  Trumpeter: 'तुरही वादक',
  Organ: 'ऑर्गन',
  Organist: 'ऑर्गन वादक',
  Saxophone: 'सैक्सोफ़ोन',
  Saxophonist: 'सैक्सोफ़ोन वादक',
  Time: 'समय',
  Second: 'सेकंड',
  'Electric current': 'विद्युत धारा',
  Ampere: 'ऐम्पियर',
  Length: 'लंबाई',
  Metre: 'मीटर',
  Mass: 'द्रव्यमान',
  Kilogram: 'किलोग्राम',
  Temperature: 'ताप',
  Kelvin: 'केल्विन',
  Force: 'बल',
  Newton: 'न्यूटन',
  Energy: 'ऊर्जा',
  Joule: 'जूल',
  Power: 'शक्ति',
  Watt: 'वाट',
  Pressure: 'दाब',
  Pascal: 'पास्कल',
  Frequency: 'आवृत्ति',
  Hertz: 'हर्ट्ज़',
  'Electric charge': 'विद्युत आवेश',
  Coulomb: 'कूलॉम',
  'Luminous intensity': 'ज्योति तीव्रता',
  Candela: 'कैंडेला',
  'Amount of substance': 'पदार्थ की मात्रा',
  Mole: 'मोल',
  Orthopaedist: 'अस्थि रोग विशेषज्ञ',
  Bones: 'हड्डियाँ',
  Cardiologist: 'हृदय रोग विशेषज्ञ',
  Heart: 'हृदय',
  Neurologist: 'तंत्रिका रोग विशेषज्ञ',
  Brain: 'मस्तिष्क',
  Nephrologist: 'वृक्क रोग विशेषज्ञ',
  Kidneys: 'गुर्दे',
  Hepatologist: 'यकृत रोग विशेषज्ञ',
  Liver: 'यकृत',
  Dermatologist: 'त्वचा रोग विशेषज्ञ',
  Skin: 'त्वचा',
  Ophthalmologist: 'नेत्र रोग विशेषज्ञ',
  Eyes: 'आँखें',
  Pulmonologist: 'फुफ्फुस रोग विशेषज्ञ',
  Lungs: 'फेफड़े',
  Dentist: 'दंत चिकित्सक',
  Teeth: 'दाँत',
};

function hiFact(english: string): string {
  const hindi = HI_FACT_WORDS[english];
  if (!hindi) throw new Error(`no Hindi for ${english}`);
  return hindi;
}

const STEM =
  'Select the option that is related to the third word in the same way as the second word is related to the first word.';

const LEVEL_RELATIONS: Record<Level, readonly string[]> = {
  1: ['river', 'player', 'dance', 'unit', 'specialist'],
  2: ['river', 'parliament', 'dance', 'player', 'unit', 'specialist'],
  3: ['river', 'parliament', 'dance', 'unit', 'specialist'],
};

export function wordFact(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const name = rng.pick(LEVEL_RELATIONS[level]);
    const rel = FACT_RELATIONS[name]!;
    const firsts = Object.keys(rel.pairs);
    const [a, c] = rng.sample(firsts, 2) as [string, string];
    const b = rel.pairs[a]!;
    const d = rel.pairs[c]!;
    // the third word's other relations first (India's parliament for its river), then the same
    // relation of other first words, never the example's own second word
    const distractors: Distractor[] = [
      ...Object.keys(FACT_RELATIONS)
        .filter((r) => r !== name && FACT_RELATIONS[r]!.pairs[c])
        .map((r) => ({
          mistake: `giving ${FACT_RELATIONS[r]!.of(c)} instead of ${rel.of(c)}`,
          hi: `${FACT_RELATIONS[r]!.hiOf(c)} बताना, ${rel.hiOf(c)} नहीं`,
          value: FACT_RELATIONS[r]!.pairs[c]!,
        })),
      ...rng.shuffle(firsts.filter((w) => w !== a && w !== c)).map((w) => ({
        mistake: `giving ${rel.of(w)}, not ${rel.of(c)}`,
        hi: `${rel.hiOf(w)} बताना, ${rel.hiOf(c)} नहीं`,
        value: rel.pairs[w]!,
      })),
    ];
    return {
      question: `${STEM}\n${a} : ${b} :: ${c} : ?`,
      answer: d,
      distractors,
      steps: [`${b} is ${rel.of(a)}; in the same way, ${d} is ${rel.of(c)}.`],
      hi: {
        question: `${HI_ANALOGY_STEM}\n${hiFact(a)} : ${hiFact(b)} :: ${hiFact(c)} : ?`,
        steps: [`${hiFact(b)} ${rel.hiOf(a)} है; उसी प्रकार ${hiFact(d)} ${rel.hiOf(c)} है।`],
        options: HI_FACT_WORDS,
      },
      params: { a, b, c },
    };
  });
}
