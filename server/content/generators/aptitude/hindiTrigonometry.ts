/**
 * The Hindi (issue 15) of trigonometry: heights and distances as Hindi-medium papers print them
 * (ऊँचाई, दूरी, उन्नयन कोण, मीटर), the things whose height is asked, and the mistakes. sin, cos, tan,
 * cot, sec and cosec stay in Latin letters, as the papers print them. trigonometry.ts writes each
 * question's Hindi from the values it drew; the words live here. Nothing here draws from the rng.
 */
import { num, surd } from '../format';
import { inHindi, withHindiMistakes } from '../hindi';
import type { Distractor, ProblemHindi } from '../types';

/** A length that may be a surd, in metres: "20√3 मीटर" (the English "20√3 m"). */
export const hiMetres = (v: number): string => `${surd(v)} मीटर`;

/** The things of the height questions, keyed by their English, with "एक" and the gender ऊँचा takes. */
const THINGS: Readonly<Record<string, { hi: string; female: boolean }>> = {
  'a tower': { hi: 'एक मीनार', female: true },
  'a temple gopuram': { hi: 'एक मंदिर के गोपुरम', female: false },
  'a flagpole': { hi: 'एक ध्वज-स्तंभ', female: false },
  'a lighthouse': { hi: 'एक प्रकाश स्तंभ', female: false },
  'a mobile tower': { hi: 'एक मोबाइल टावर', female: false },
  'a tree': { hi: 'एक पेड़', female: false },
};

function hiThingOf(english: string): { hi: string; female: boolean } {
  const thing = THINGS[english];
  if (!thing) throw new Error(`No Hindi for the thing ${JSON.stringify(english)}`);
  return thing;
}

const TAN: Readonly<Record<number, number>> = { 30: 1 / Math.sqrt(3), 45: 1, 60: Math.sqrt(3) };

/** The height of a thing from a point at a distance `base` from its foot (trigonometry.ts height). */
export function hiHeight(thing: string, angle: number, base: number, h: number): ProblemHindi {
  return {
    question: `${hiThingOf(thing).hi} के पाद से ${num(base)} मीटर दूर भूमि पर स्थित एक बिंदु से उसके शिखर का उन्नयन कोण ${angle}° है। उसकी ऊँचाई कितनी है?`,
    steps: [
      `tan ${angle}° = ऊँचाई/${num(base)}, इसलिए ऊँचाई = ${num(base)} × tan ${angle}° = ${num(base)} × ${surd(TAN[angle]!)} = ${hiMetres(h)}।`,
    ],
    format: hiMetres,
  };
}

/** The distance of a point from the foot of a thing of height `h` (trigonometry.ts height). */
export function hiDistance(thing: string, angle: number, h: number, d: number): ProblemHindi {
  const { hi, female } = hiThingOf(thing);
  return {
    question: `${num(h)} मीटर ${female ? 'ऊँची' : 'ऊँचे'} ${hi} के शिखर को भूमि पर स्थित एक बिंदु से ${angle}° के उन्नयन कोण पर देखा जाता है। वह बिंदु उसके पाद से कितनी दूर है?`,
    steps: [`tan ${angle}° = ${num(h)}/दूरी, इसलिए दूरी = ${num(h)} ÷ ${surd(TAN[angle]!)} = ${hiMetres(d)}।`],
    format: hiMetres,
  };
}

/** A pole whose shadow is `d` longer at the sun's altitude 30° than at 60° (trigonometry.ts twoAngles). */
export const hiShadow = (d: number, h: number): ProblemHindi => ({
  question: `जब सूर्य का उन्नतांश 30° होता है, तब एक खंभे की छाया उस समय की तुलना में ${num(d)} मीटर अधिक लंबी होती है जब उन्नतांश 60° होता है। खंभे की ऊँचाई कितनी है?`,
  steps: [
    `छायाएँ: h cot 30° = h√3 और h cot 60° = h/√3। अंतर h(√3 − 1/√3) = 2h/√3 = ${num(d)}, इसलिए h = ${num(d)}√3/2 = ${hiMetres(h)}।`,
  ],
  format: hiMetres,
});

/** A tower's angle of elevation going from 30° to 60° on walking `d` towards it (trigonometry.ts twoAngles). */
export const hiTwoAngles = (type: 'height' | 'nearer', d: number, h: number): ProblemHindi => ({
  question: `समतल भूमि पर स्थित एक बिंदु से एक मीनार के शिखर का उन्नयन कोण 30° है। मीनार की ओर ${num(d)} मीटर सीधा चलने पर यह कोण 60° हो जाता है। ${type === 'height' ? 'मीनार की ऊँचाई' : 'दूसरे बिंदु की मीनार के पाद से दूरी'} कितनी है?`,
  steps: [
    `माना मीनार की ऊँचाई h है और दूसरा बिंदु उसके पाद से x दूरी पर है। h = x tan 60° = x√3 और h = (x + ${num(d)}) tan 30° = (x + ${num(d)})/√3।`,
    `अतः 3x = x + ${num(d)}, x = ${num(d / 2)} मीटर और h = ${num(d / 2)} × √3 = ${hiMetres(h)}।`,
  ],
  format: hiMetres,
});

/** The worked step of each form of the complementary-angles question, in Hindi. */
export function hiComplementaryStep(form: number, x: number, y: number, a: number, b: number): string {
  const value = `मान = ${a} + ${b} = ${a + b}।`;
  return [
    `sin ${90 - x}° = cos ${x}°, इसलिए sin² ${x}° + sin² ${90 - x}° = 1; tan ${90 - y}° = cot ${y}°, इसलिए tan ${y}° tan ${90 - y}° = 1। ${value}`,
    `sin ${90 - x}° = cos ${x}°, इसलिए पहली भिन्न 1 है; cot ${90 - y}° = tan ${y}°, और sec² − tan² = 1। ${value}`,
    `tan ${90 - x}° = cot ${x}° और tan ${90 - y}° = cot ${y}°, इसलिए गुणनफल 1 है; cos ${90 - y}° = sin ${y}°, इसलिए कोष्ठक 1 है। ${value}`,
  ][form]!;
}

/** The mistakes that trigonometry.ts names in fixed words, as Hindi infinitives. */
const MISTAKES: Readonly<Record<string, string>> = {
  // standard values
  'ignoring the coefficients': 'गुणांकों को अनदेखा कर देना',
  'getting the sign of the answer wrong': 'उत्तर का चिह्न उलटा कर देना',
  // tan θ given
  'dropping the sign of the cos θ term below': 'हर में cos θ वाले पद का ऋण चिह्न छोड़ देना',
  'inverting the answer': 'उत्तर को उलट देना',
  // complementary angles
  'taking the first bracket as 0': 'पहले कोष्ठक को 0 मान लेना',
  'taking the second part as 0': 'दूसरे भाग को 0 मान लेना',
  'taking each pair as 2 instead of 1': 'प्रत्येक युग्म को 1 के स्थान पर 2 मान लेना',
  'multiplying the two parts': 'दोनों भागों को गुणा कर देना',
  // heights and distances
  'using cot instead of tan': 'tan के स्थान पर cot का प्रयोग करना',
  'using sin instead of tan': 'tan के स्थान पर sin का प्रयोग करना',
  'taking the height equal to the distance': 'ऊँचाई को दूरी के बराबर मान लेना',
  'multiplying by tan instead of dividing': 'tan से भाग देने के स्थान पर गुणा कर देना',
  'using cos instead of cot': 'cot के स्थान पर cos का प्रयोग करना',
  'taking the distance equal to the height': 'दूरी को ऊँचाई के बराबर मान लेना',
  'taking the height as d/√3': 'ऊँचाई को d/√3 मान लेना',
  'taking the height as d√3': 'ऊँचाई को d√3 मान लेना',
  'halving the difference of the shadows': 'छायाओं के अंतर को आधा कर देना',
  'taking h = d√3': 'h = d√3 मान लेना',
  'taking h = d/√3': 'h = d/√3 मान लेना',
  'giving the distance from the second point instead': 'ऊँचाई के स्थान पर दूसरे बिंदु की दूरी बता देना',
  'giving the height instead': 'दूरी के स्थान पर ऊँचाई बता देना',
  'giving the distance from the first point': 'पहले बिंदु की दूरी बता देना',
  'taking the two distances as equal': 'दोनों दूरियों को बराबर मान लेना',
  // sec θ + tan θ
  'giving the given value itself': 'दिया गया मान ही बता देना',
  'giving sin θ instead': 'इसके स्थान पर sin θ बता देना',
  'giving cos θ instead': 'इसके स्थान पर cos θ बता देना',
  'giving tan θ instead': 'इसके स्थान पर tan θ बता देना',
  'swapping sin θ and cos θ': 'sin θ और cos θ को आपस में बदल देना',
  'using (p² + 1)/(p² − 1), upside down': '(p² + 1)/(p² − 1) लेना, अर्थात भिन्न को उलट देना',
  // greatest and least values
  'adding the coefficients': 'गुणांकों को जोड़ देना',
  'giving the other extreme': 'दूसरा चरम मान बता देना',
  'taking a² + b² without the root': 'वर्गमूल लिए बिना a² + b² ले लेना',
  'taking the larger coefficient': 'बड़ा गुणांक ले लेना',
  'using √(ab) without the factor 2': 'गुणक 2 के बिना √(ab) ले लेना',
  'using 2ab': '2ab ले लेना',
  // sin θ + cos θ
  'forgetting to halve (s² − 1)': '(s² − 1) को आधा करना भूल जाना',
  'using (s² + 1)/2': '(s² + 1)/2 ले लेना',
  'squaring the given value only': 'केवल दिए गए मान का वर्ग कर लेना',
  'using √(1 + 2 sin θ cos θ)': '√(1 + 2 sin θ cos θ) ले लेना',
  'using 1 − 2 sin θ cos θ without the root': 'वर्गमूल लिए बिना 1 − 2 sin θ cos θ ले लेना',
  'giving sin θ cos θ': 'sin θ cos θ बता देना',
};

/**
 * A standard value's slip, "taking sin 30° as 2 (mixing it with cosec 30°)", in Hindi: the value and
 * the term it was confused with are the English ones.
 */
function hiSlip(mistake: string): string | undefined {
  const slip = /^taking (.+°) as (\S+)(?: \(mixing it with (.+°)\))?$/.exec(mistake);
  if (!slip) return undefined;
  return `${slip[1]} को ${slip[2]} मान लेना${slip[3] ? ` (इसे ${slip[3]} समझकर)` : ''}`;
}

/**
 * The distractors with their Hindi: a mistake written with drawn numbers brings its own `hi`, the
 * others take it from the table or the slips above (a missing one stops the build).
 */
export const withHindi = (distractors: readonly Distractor[]): Distractor[] =>
  withHindiMistakes(distractors, (mistake) => hiSlip(mistake) ?? inHindi(MISTAKES, mistake));
