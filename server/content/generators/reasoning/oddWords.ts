/**
 * The odd word out by meaning (systematic round after coverage audit 5: the bank's classification
 * asked numbers, letters and clusters, never words): three words of one class and one of a class
 * beside it (Mercury, Venus, Mars against the Moon; violin, sitar, guitar against the flute; months
 * of 31 days against June). Each class is listed with the near class its odd word is drawn from, and
 * no word of the one stands in the other, so the key is the one word outside the class of the rest.
 * A kind of classification.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';

interface WordClass {
  /** what the three are ("planets") and what the odd one is, given the word ("a satellite") */
  en: string;
  hi: string;
  members: readonly string[];
  odd: Readonly<Record<string, { en: string; hi: string }>>;
  levels: readonly Level[];
}

export const WORD_CLASSES: readonly WordClass[] = [
  {
    en: 'planets',
    hi: 'ग्रह',
    members: ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Neptune'],
    odd: { Moon: { en: 'a satellite', hi: 'एक उपग्रह' }, Sun: { en: 'a star', hi: 'एक तारा' } },
    levels: [1, 2],
  },
  {
    en: 'string instruments',
    hi: 'तार वाद्य',
    members: ['Violin', 'Sitar', 'Guitar', 'Veena', 'Sarod', 'Cello'],
    odd: {
      Flute: { en: 'a wind instrument', hi: 'एक सुषिर (फूँक) वाद्य' },
      Shehnai: { en: 'a wind instrument', hi: 'एक सुषिर (फूँक) वाद्य' },
      Tabla: { en: 'a percussion instrument', hi: 'एक ताल वाद्य' },
    },
    levels: [1, 2, 3],
  },
  {
    en: 'metals',
    hi: 'धातुएँ',
    members: ['Iron', 'Copper', 'Zinc', 'Aluminium', 'Silver', 'Lead'],
    odd: { Sulphur: { en: 'a non-metal', hi: 'एक अधातु' }, Carbon: { en: 'a non-metal', hi: 'एक अधातु' } },
    levels: [1, 2, 3],
  },
  {
    en: 'oceans',
    hi: 'महासागर',
    members: ['Pacific', 'Atlantic', 'Indian', 'Arctic', 'Southern'],
    odd: {
      Mediterranean: { en: 'a sea', hi: 'एक सागर' },
      Caspian: { en: 'a sea (a lake)', hi: 'एक सागर (झील)' },
    },
    levels: [2, 3],
  },
  {
    en: 'units of length',
    hi: 'लंबाई के मात्रक',
    members: ['Metre', 'Kilometre', 'Mile', 'Inch', 'Foot', 'Yard'],
    odd: {
      Kilogram: { en: 'a unit of mass', hi: 'द्रव्यमान का मात्रक' },
      Litre: { en: 'a unit of volume', hi: 'आयतन का मात्रक' },
    },
    levels: [1, 2],
  },
  {
    en: 'sense organs',
    hi: 'ज्ञानेंद्रियाँ',
    members: ['Eye', 'Ear', 'Nose', 'Tongue', 'Skin'],
    odd: {
      Heart: { en: 'not a sense organ', hi: 'ज्ञानेंद्रिय नहीं' },
      Liver: { en: 'not a sense organ', hi: 'ज्ञानेंद्रिय नहीं' },
    },
    levels: [1, 2],
  },
  {
    en: 'rivers of India',
    hi: 'भारत की नदियाँ',
    members: ['Ganga', 'Yamuna', 'Godavari', 'Krishna', 'Kaveri', 'Narmada'],
    odd: {
      Nile: { en: 'a river of Africa', hi: 'अफ़्रीका की नदी' },
      Volga: { en: 'a river of Russia', hi: 'रूस की नदी' },
    },
    levels: [1, 2, 3],
  },
  {
    en: 'states of India',
    hi: 'भारत के राज्य',
    members: ['Kerala', 'Punjab', 'Gujarat', 'Bihar', 'Assam', 'Odisha'],
    odd: { Lucknow: { en: 'a city', hi: 'एक नगर' }, Bhopal: { en: 'a city', hi: 'एक नगर' } },
    levels: [1, 2],
  },
  {
    en: 'quadrilaterals',
    hi: 'चतुर्भुज',
    members: ['Square', 'Rectangle', 'Rhombus', 'Trapezium', 'Parallelogram'],
    odd: {
      Triangle: { en: 'a figure of three sides', hi: 'तीन भुजाओं की आकृति' },
      Pentagon: { en: 'a figure of five sides', hi: 'पाँच भुजाओं की आकृति' },
    },
    levels: [2, 3],
  },
  {
    en: 'gases at room temperature',
    hi: 'कमरे के ताप पर गैसें',
    members: ['Oxygen', 'Nitrogen', 'Hydrogen', 'Helium', 'Neon'],
    odd: { Petrol: { en: 'a liquid', hi: 'एक द्रव' }, Bromine: { en: 'a liquid', hi: 'एक द्रव' } },
    levels: [2, 3],
  },
  {
    en: 'months of 31 days',
    hi: '31 दिनों वाले महीने',
    members: ['January', 'March', 'May', 'July', 'August', 'October', 'December'],
    odd: {
      April: { en: 'a month of 30 days', hi: '30 दिनों वाला महीना' },
      June: { en: 'a month of 30 days', hi: '30 दिनों वाला महीना' },
      September: { en: 'a month of 30 days', hi: '30 दिनों वाला महीना' },
      November: { en: 'a month of 30 days', hi: '30 दिनों वाला महीना' },
    },
    levels: [2, 3],
  },
  {
    en: 'birds that cannot fly',
    hi: 'न उड़ सकने वाले पक्षी',
    members: ['Ostrich', 'Emu', 'Kiwi', 'Penguin'],
    odd: {
      Eagle: { en: 'a bird that flies', hi: 'उड़ने वाला पक्षी' },
      Sparrow: { en: 'a bird that flies', hi: 'उड़ने वाला पक्षी' },
    },
    levels: [2, 3],
  },
  {
    en: 'mammals',
    hi: 'स्तनधारी',
    members: ['Whale', 'Bat', 'Dolphin', 'Elephant', 'Tiger'],
    odd: { Shark: { en: 'a fish', hi: 'एक मछली' }, Crocodile: { en: 'a reptile', hi: 'एक सरीसृप' } },
    levels: [3],
  },
];

export const HI_ODD_WORDS: Readonly<Record<string, string>> = {
  Mercury: 'बुध',
  Venus: 'शुक्र',
  Mars: 'मंगल',
  Jupiter: 'बृहस्पति',
  Saturn: 'शनि',
  Neptune: 'वरुण',
  Moon: 'चंद्रमा',
  Sun: 'सूर्य',
  Violin: 'वायलिन',
  Sitar: 'सितार',
  Guitar: 'गिटार',
  Veena: 'वीणा',
  Sarod: 'सरोद',
  Cello: 'चेलो',
  Flute: 'बाँसुरी',
  Shehnai: 'शहनाई',
  Tabla: 'तबला',
  Iron: 'लोहा',
  Copper: 'ताँबा',
  Zinc: 'जस्ता',
  Aluminium: 'ऐल्युमिनियम',
  Silver: 'चाँदी',
  Lead: 'सीसा',
  Sulphur: 'गंधक',
  Carbon: 'कार्बन',
  Pacific: 'प्रशांत',
  Atlantic: 'अटलांटिक',
  Indian: 'हिंद',
  Arctic: 'आर्कटिक',
  Southern: 'दक्षिणी',
  Mediterranean: 'भूमध्य',
  Caspian: 'कैस्पियन',
  Metre: 'मीटर',
  Kilometre: 'किलोमीटर',
  Mile: 'मील',
  Inch: 'इंच',
  Foot: 'फ़ुट',
  Yard: 'गज',
  Kilogram: 'किलोग्राम',
  Litre: 'लीटर',
  Eye: 'आँख',
  Ear: 'कान',
  Nose: 'नाक',
  Tongue: 'जीभ',
  Skin: 'त्वचा',
  Heart: 'हृदय',
  Liver: 'यकृत',
  Ganga: 'गंगा',
  Yamuna: 'यमुना',
  Godavari: 'गोदावरी',
  Krishna: 'कृष्णा',
  Kaveri: 'कावेरी',
  Narmada: 'नर्मदा',
  Nile: 'नील',
  Volga: 'वोल्गा',
  Kerala: 'केरल',
  Punjab: 'पंजाब',
  Gujarat: 'गुजरात',
  Bihar: 'बिहार',
  Assam: 'असम',
  Odisha: 'ओडिशा',
  Lucknow: 'लखनऊ',
  Bhopal: 'भोपाल',
  Square: 'वर्ग',
  Rectangle: 'आयत',
  Rhombus: 'समचतुर्भुज',
  Trapezium: 'समलंब',
  Parallelogram: 'समांतर चतुर्भुज',
  Triangle: 'त्रिभुज',
  Pentagon: 'पंचभुज',
  Oxygen: 'ऑक्सीजन',
  Nitrogen: 'नाइट्रोजन',
  Hydrogen: 'हाइड्रोजन',
  Helium: 'हीलियम',
  Neon: 'नियॉन',
  Bromine: 'ब्रोमीन',
  Petrol: 'पेट्रोल',
  January: 'जनवरी',
  March: 'मार्च',
  May: 'मई',
  July: 'जुलाई',
  August: 'अगस्त',
  October: 'अक्टूबर',
  December: 'दिसंबर',
  April: 'अप्रैल',
  June: 'जून',
  September: 'सितंबर',
  November: 'नवंबर',
  Ostrich: 'शुतुरमुर्ग',
  Emu: 'एमू',
  Kiwi: 'कीवी',
  Penguin: 'पेंगुइन',
  Eagle: 'गरुड़',
  Sparrow: 'गौरैया',
  Whale: 'व्हेल',
  Bat: 'चमगादड़',
  Dolphin: 'डॉल्फ़िन',
  Elephant: 'हाथी',
  Tiger: 'बाघ',
  Shark: 'शार्क',
  Crocodile: 'मगरमच्छ',
};

const hi = (w: string): string => {
  const h = HI_ODD_WORDS[w];
  if (!h) throw new Error(`no Hindi for ${w}`);
  return h;
};

export function oddWord(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const cls = rng.pick(WORD_CLASSES.filter((c) => c.levels.includes(level)));
    const three = rng.sample(cls.members, 3);
    const odd = rng.pick(Object.keys(cls.odd));
    const why = cls.odd[odd]!;
    const shown = rng.shuffle([...three, odd]);
    // no spelling singles out another word: the first letter, the last letter, the length
    const spellings: ((w: string) => string | number)[] = [(w) => w[0]!, (w) => w.at(-1)!, (w) => w.length];
    for (const f of spellings) {
      const lone = shown.filter((w) => shown.filter((x) => f(x) === f(w)).length === 1);
      if (lone.length === 1 && lone[0] !== odd && shown.filter((x) => f(x) !== f(lone[0]!)).length === 3)
        return undefined;
    }
    return {
      question: `Select the odd word from the given alternatives.\n${shown.join(', ')}`,
      answer: odd,
      trap: false,
      distractors: three.map((w) => ({
        mistake: `picking ${w}, one of the ${cls.en} like two of the others`,
        hi: `${hi(w)} चुनना, जो अन्य दो की भाँति ${cls.hi} में से एक है`,
        value: w,
      })),
      steps: [`${three.join(', ')} are ${cls.en}; ${odd} is ${why.en}. So ${odd} is the odd one.`],
      hi: {
        question: `दिए गए विकल्पों में से असंगत शब्द का चयन कीजिए।\n${shown.map(hi).join(', ')}`,
        steps: [`${three.map(hi).join(', ')} ${cls.hi} हैं; ${hi(odd)} ${why.hi} है। अतः ${hi(odd)} असंगत है।`],
        options: HI_ODD_WORDS,
      },
      params: { options: shown },
    };
  });
}
